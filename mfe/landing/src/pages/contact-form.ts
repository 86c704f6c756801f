// The contact form's rules are the contract's (ContactRequest): the server checks the same schema. Here:
// the screen's wording.
import { contractForm } from '@market-muse/client';

export interface ContactValues {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export const contactSchema = contractForm({
  request: (schemas) => schemas.contact.send.payload,
  toBody: (values: ContactValues) => values,
  names: { name: 'Name', email: 'Email', message: 'Message' },
  required: ['name', 'email', 'message'],
});
