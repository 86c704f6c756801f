import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { AuthUser } from '../auth.ts';
import {
  AddPasskeyRequest,
  PASSKEY_LIMITS,
  Passkey,
  PasskeySignInRequest,
  RenamePasskeyRequest,
  sayLimit,
  WebAuthnOptions,
} from '../passkeys.ts';
import {
  BadRequestText,
  ConflictText,
  NotFoundText,
  PayloadTooLargeText,
  TooManyRequestsText,
  UnauthorizedText,
} from './errors.ts';
import { IdPath } from './params.ts';
import { Authentication } from './security.ts';

const { signInPerAddress, addPerAccount, listPerAccount, changesPerAccount } = PASSKEY_LIMITS;
const LIMITED = `${signInPerAddress.count} calls a ${signInPerAddress.per} per client address (429 with Retry-After).`;
/** A signed-in route's limit, per account and shared by the routes of one kind. */
const perAccount = (limit: typeof listPerAccount | typeof changesPerAccount, routes: string) =>
  `${sayLimit(limit)} per account${routes} (429 with Retry-After).`;

/** Signing in with a passkey: a challenge, then the authenticator's signature over it. No session needed. */
export class PasskeySignInApi extends HttpApiGroup.make('passkeySignIn')
  .add(
    HttpApiEndpoint.post('passkeySignInOptions', '/passkey/options')
      .addSuccess(WebAuthnOptions)
      .addError(BadRequestText)
      .addError(TooManyRequestsText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        `Starts a passkey sign-in: a single-use challenge valid five minutes, for any passkey of this site (discoverable credentials). ${LIMITED}`,
      ),
  )
  .add(
    HttpApiEndpoint.post('passkeySignIn', '/passkey')
      .setPayload(PasskeySignInRequest)
      .addSuccess(AuthUser)
      .addError(BadRequestText)
      .addError(UnauthorizedText)
      .addError(TooManyRequestsText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        `Signs in (session cookie) with the authenticator's answer to a challenge of /passkey/options (used once). 401 when the passkey is unknown, the challenge expired or was used, or the signature or its counter does not verify. ${LIMITED}`,
      ),
  )
  .prefix('/api/auth') {}

/** The passkeys of the signed-in account. */
export class PasskeysApi extends HttpApiGroup.make('passkeys')
  .add(
    HttpApiEndpoint.get('passkeys', '/api/account/passkeys')
      .addSuccess(Schema.Array(Passkey))
      .addError(TooManyRequestsText)
      .annotate(
        OpenApi.Description,
        `The account's passkeys, oldest first. ${perAccount(listPerAccount, '')}`,
      ),
  )
  .add(
    HttpApiEndpoint.post('passkeyOptions', '/api/account/passkeys/options')
      .addSuccess(WebAuthnOptions)
      .addError(BadRequestText)
      .addError(TooManyRequestsText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        `Starts adding a passkey: a single-use challenge valid five minutes, bound to this account; the passkeys it has already are excluded. ${sayLimit(addPerAccount)} per account (429 with Retry-After).`,
      ),
  )
  .add(
    HttpApiEndpoint.post('addPasskey', '/api/account/passkeys')
      .setPayload(AddPasskeyRequest)
      .addSuccess(Passkey, { status: 201 })
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(TooManyRequestsText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Adds the passkey the authenticator created for a challenge of /passkeys/options (used once; 400 naming `credential` when it expired, was used, or the attestation does not verify). Mails the account's address a notice. 409 past 20 passkeys.",
      ),
  )
  .add(
    HttpApiEndpoint.patch('renamePasskey', '/api/account/passkeys/:id')
      .setPath(IdPath)
      .setPayload(RenamePasskeyRequest)
      .addSuccess(Passkey)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(TooManyRequestsText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        `Renames a passkey (404 when it is not one of the account). ${perAccount(changesPerAccount, ', renames and removals together')}`,
      ),
  )
  .add(
    HttpApiEndpoint.del('removePasskey', '/api/account/passkeys/:id')
      .setPath(IdPath)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(TooManyRequestsText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        `Removes a passkey (404 when it is not one of the account). 409 when it is the account's only way to sign in. ${perAccount(changesPerAccount, ', renames and removals together')}`,
      ),
  )
  .middleware(Authentication) {}
