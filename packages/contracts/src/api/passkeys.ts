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

/** A single-use WebAuthn challenge to hand to the browser; 400, 429 and 413 as every limited write. */
const challenge = <const Name extends string>(name: Name, path: `/${string}`, description: string) =>
  HttpApiEndpoint.post(name, path)
    .addSuccess(WebAuthnOptions)
    .addError(BadRequestText)
    .addError(TooManyRequestsText)
    .addError(PayloadTooLargeText)
    .annotate(OpenApi.Description, description);

/** A change to one of the account's passkeys: 404 when it is not one of them, limited with the others. */
const onePasskey = <const Method extends 'PATCH' | 'DELETE', const Name extends string>(
  method: Method,
  name: Name,
  description: string,
) =>
  HttpApiEndpoint.make(method)(name, '/api/account/passkeys/:id')
    .setPath(IdPath)
    .addError(BadRequestText)
    .addError(NotFoundText)
    .addError(TooManyRequestsText)
    .addError(PayloadTooLargeText)
    .annotate(
      OpenApi.Description,
      `${description} ${perAccount(changesPerAccount, ', renames and removals together')}`,
    );

/** Signing in with a passkey: a challenge, then the authenticator's signature over it. No session needed. */
export class PasskeySignInApi extends HttpApiGroup.make('passkeySignIn')
  .add(
    challenge(
      'passkeySignInOptions',
      '/passkey/options',
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
    challenge(
      'passkeyOptions',
      '/api/account/passkeys/options',
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
    onePasskey('PATCH', 'renamePasskey', 'Renames a passkey (404 when it is not one of the account).')
      .setPayload(RenamePasskeyRequest)
      .addSuccess(Passkey),
  )
  .add(
    onePasskey(
      'DELETE',
      'removePasskey',
      "Removes a passkey (404 when it is not one of the account). 409 when it is the account's only way to sign in.",
    )
      .addSuccess(HttpApiSchema.NoContent)
      .addError(ConflictText),
  )
  .middleware(Authentication) {}
