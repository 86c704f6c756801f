import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { DeleteAccountRequest } from '../auth.ts';
import { BadRequestText, ConflictText, PayloadTooLargeText } from './errors.ts';
import { Authentication } from './security.ts';

const Zip = HttpApiSchema.withEncoding(Schema.Uint8ArrayFromSelf, {
  kind: 'Uint8Array',
  contentType: 'application/zip',
});

/** The signed-in person's own data: all of it to take away, or all of it to erase. */
export class AccountApi extends HttpApiGroup.make('account')
  .add(
    HttpApiEndpoint.get('exportAccount', '/api/account/export')
      .addSuccess(Zip)
      .annotate(
        OpenApi.Description,
        'Everything the account recorded, as a zip: every event of the user, decrypted, as NDJSON (events.ndjson), ' +
          'the current state as JSON (state.json), and a README describing the format and each included event type.',
      ),
  )
  .add(
    HttpApiEndpoint.del('deleteAccount', '/api/account')
      .setPayload(DeleteAccountRequest)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Deletes the account: every session is signed out, the personal data of every event is erased (its key is ' +
          'destroyed), the read models forget the user (analytics keep anonymous counts) and the e-mail can register ' +
          'again. Needs the password, unless the session signed in within the last 10 minutes (then the body may be {}); ' +
          "a password that is not the account's own is a 400 naming `password`.",
      ),
  )
  .middleware(Authentication) {}
