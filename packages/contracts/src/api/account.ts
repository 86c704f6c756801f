import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import {
  Account,
  AccountSession,
  ChangeEmailRequest,
  ChangeNameRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '../auth.ts';
import {
  BadRequestText,
  ConflictText,
  NotFoundText,
  PayloadTooLargeText,
  TooManyRequestsText,
} from './errors.ts';
import { IdPath } from './params.ts';
import { Authentication } from './security.ts';

const Zip = HttpApiSchema.withEncoding(Schema.Uint8ArrayFromSelf, {
  kind: 'Uint8Array',
  contentType: 'application/zip',
});

/** The answer to a request whose outcome must not say whether an account exists. */
export const Neutral = Schema.Struct({ message: Schema.String });

/** A request answered with a mail and the same neutral 202 whatever the account; limited (429). */
const mailing = <const Name extends string>(name: Name, path: `/${string}`, description: string) =>
  HttpApiEndpoint.post(name, path)
    .addSuccess(Neutral, { status: 202 })
    .addError(BadRequestText)
    .addError(TooManyRequestsText)
    .addError(PayloadTooLargeText)
    .annotate(OpenApi.Description, description);

/** A mailed link's token used (once): 204, 400 when it expired or was used, 409 on a concurrent change. */
const linkToken = <const Name extends string>(name: Name, path: `/${string}`, description: string) =>
  HttpApiEndpoint.post(name, path)
    .addSuccess(HttpApiSchema.NoContent)
    .addError(BadRequestText)
    .addError(ConflictText)
    .addError(PayloadTooLargeText)
    .annotate(OpenApi.Description, description);

/** Recovering an account: no session needed (a reset link is the way in when everything else fails). */
export class RecoveryApi extends HttpApiGroup.make('recovery')
  .add(
    mailing(
      'forgotPassword',
      '/password/forgot',
      'Mails a single-use link to choose a new password, valid one hour, when an account uses the email. The answer is the same either way. 10 requests an hour per client address (429 with Retry-After), 3 mails an hour per account.',
    ).setPayload(ForgotPasswordRequest),
  )
  .add(
    linkToken(
      'resetPassword',
      '/password/reset',
      "Sets a new password with a reset link's token (once; 400 when expired or used), signs every session of the account out and signs this browser in. Clears the account's sign-in delays.",
    ).setPayload(ResetPasswordRequest),
  )
  .add(
    linkToken(
      'verifyEmail',
      '/email/verify',
      "Confirms the account's email with the token of the link mailed to it.",
    ).setPayload(VerifyEmailRequest),
  )
  .add(
    linkToken(
      'confirmEmailChange',
      '/email/change',
      'Moves the account to the new email with the token of the link mailed to that address (400 when the link expired or was used, or another account took the address meanwhile); the old address is told and becomes free.',
    ).setPayload(VerifyEmailRequest),
  )
  .prefix('/api/auth') {}

/**
 * The signed-in account: its state, password, verification mails and signed-in devices; and the person's own
 * data, all of it to take away or all of it to erase.
 */
export class AccountApi extends HttpApiGroup.make('account')
  .add(HttpApiEndpoint.get('account', '/api/account').addSuccess(Account))
  .add(
    HttpApiEndpoint.patch('changeName', '/api/account/name')
      .setPayload(ChangeNameRequest)
      .addSuccess(Account)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Changes the account's first and last name (each required, at most 100 characters, trimmed) and answers the account.",
      ),
  )
  .add(
    HttpApiEndpoint.post('changePassword', '/api/account/password')
      .setPayload(ChangePasswordRequest)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(TooManyRequestsText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Changes the password (the current one is required, under the same growing delays as sign-in) and signs every other session out.',
      ),
  )
  .add(
    mailing(
      'changeEmail',
      '/api/account/email',
      'Mails a link to the new address (the password is required, under the growing delays of sign-in); the email changes when the link is opened.',
    ).setPayload(ChangeEmailRequest),
  )
  .add(
    mailing(
      'resendVerification',
      '/api/account/email/verification',
      'Mails a new link to confirm the email (3 at once, then 3 an hour; 429 with Retry-After). 400 when it is already confirmed.',
    ),
  )
  .add(
    HttpApiEndpoint.get('sessions', '/api/account/sessions')
      .addSuccess(Schema.Array(AccountSession))
      .annotate(OpenApi.Description, 'The signed-in devices, newest first, the current one marked.'),
  )
  .add(
    HttpApiEndpoint.del('signOutSession', '/api/account/sessions/:id')
      .setPath(IdPath)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Signs one of the account's sessions out (404 when it is not one of them).",
      ),
  )
  .add(
    // Not under /sessions/, where the path would read as one session's id.
    HttpApiEndpoint.post('signOutOtherSessions', '/api/account/sign-out-others')
      .addSuccess(HttpApiSchema.NoContent)
      .addError(BadRequestText)
      .addError(PayloadTooLargeText)
      .annotate(OpenApi.Description, 'Signs every session but this one out.'),
  )
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
