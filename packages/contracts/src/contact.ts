// The public contact form: a visitor's message, mailed to the operators. No account needed; nothing is
// stored but the mail itself.
import { Schema } from 'effect';
import { Email } from './auth.ts';
import { Body, NonBlankText, Text } from './requests/input.ts';

export const CONTACT_LIMITS = { name: 100, message: 5000, messageMin: 10 } as const;

/** A required field: a missing one is refused with the same message as a blank one. */
const required = <A, I, R>(schema: Schema.Schema<A, I, R>, message: string) =>
  Schema.propertySignature(schema).annotations({ missingMessage: () => message });

const NAME_REQUIRED = 'name: is required';
const MESSAGE_REQUIRED = 'message: is required';
const MESSAGE_TOO_SHORT = `message: at least ${CONTACT_LIMITS.messageMin} characters`;

export const ContactRequest = Body({
  name: required(
    Schema.compose(NonBlankText('name', CONTACT_LIMITS.name, NAME_REQUIRED), Schema.Trim),
    NAME_REQUIRED,
  ),
  email: required(Email, 'email: is required'),
  message: required(
    Text('message', CONTACT_LIMITS.message).pipe(
      Schema.minLength(CONTACT_LIMITS.messageMin, { message: () => MESSAGE_TOO_SHORT }),
      // Spaces around the words do not count towards the least length (the document states the length).
      Schema.filter((text) => text.trim().length >= CONTACT_LIMITS.messageMin || MESSAGE_TOO_SHORT),
    ),
    MESSAGE_REQUIRED,
  ),
});
export type ContactRequest = typeof ContactRequest.Type;

/** The answer once the message is on its way. */
export const CONTACT_SENT = 'Thank you: your message is on its way. We answer within two working days.';
