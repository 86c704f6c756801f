import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { ContactRequest } from '../contact.ts';
import { Neutral } from './account.ts';
import { BadRequestText, PayloadTooLargeText, TooManyRequestsText } from './errors.ts';

/** The public contact form: no session needed. */
export class ContactApi extends HttpApiGroup.make('contact').add(
  HttpApiEndpoint.post('send', '/api/contact')
    .setPayload(ContactRequest)
    .addSuccess(Neutral, { status: 202 })
    .addError(BadRequestText)
    .addError(TooManyRequestsText)
    .addError(PayloadTooLargeText)
    .annotate(
      OpenApi.Description,
      "Mails a visitor's message (name, email to answer, message of 10 to 5000 characters) to the operators' address (MM_CONTACT_EMAIL), with the visitor's email as the reply address. 5 messages an hour per client address (429 with Retry-After); 400 names the field that is wrong.",
    ),
) {}
