import { Schema } from 'effect';
import { Body, ListOf, NonBlankText, OneOf, Text } from './requests/input.ts';

// Passkeys (WebAuthn): what the browser's authenticator answers, as @simplewebauthn/browser encodes it
// (every binary value base64url), and the passkeys an account keeps.

/** Longer than any attestation a real authenticator sends (a packed or TPM certificate chain included). */
const MAX_ENCODED = 16_384;
const Encoded = (field: string) => Text(field, MAX_ENCODED);

/** The passkey's name on the account page: required, at most 60 characters, trimmed. */
export const PASSKEY_NAME_MAX = 60;
const PasskeyName = Schema.compose(NonBlankText('name', PASSKEY_NAME_MAX, 'name: is required'), Schema.Trim);

/** Which extension outputs the server reads: whether the passkey is discoverable (kept on the authenticator). */
const ClientExtensionResults = Schema.Struct({
  credProps: Schema.optional(Schema.Struct({ rk: Schema.optional(Schema.Boolean) })),
});

const credentialFields = {
  id: Encoded('credential.id'),
  rawId: Encoded('credential.rawId'),
  type: OneOf('credential.type', ['public-key']),
  authenticatorAttachment: Schema.optional(
    OneOf('credential.authenticatorAttachment', ['platform', 'cross-platform']),
  ),
  clientExtensionResults: ClientExtensionResults,
};

/** A new passkey as navigator.credentials.create() answered (a RegistrationResponseJSON). */
export const RegistrationCredential = Schema.Struct({
  ...credentialFields,
  response: Schema.Struct({
    clientDataJSON: Encoded('credential.response.clientDataJSON'),
    attestationObject: Encoded('credential.response.attestationObject'),
    authenticatorData: Schema.optional(Encoded('credential.response.authenticatorData')),
    transports: Schema.optional(ListOf('credential.response.transports', Text(undefined, 32), 10)),
    publicKeyAlgorithm: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(-65_536, 65_535))),
    publicKey: Schema.optional(Encoded('credential.response.publicKey')),
  }),
});

export type RegistrationCredential = typeof RegistrationCredential.Type;

/** A passkey's signature as navigator.credentials.get() answered (an AuthenticationResponseJSON). */
export const AuthenticationCredential = Schema.Struct({
  ...credentialFields,
  response: Schema.Struct({
    clientDataJSON: Encoded('credential.response.clientDataJSON'),
    authenticatorData: Encoded('credential.response.authenticatorData'),
    signature: Encoded('credential.response.signature'),
    userHandle: Schema.optional(Encoded('credential.response.userHandle')),
  }),
});

export type AuthenticationCredential = typeof AuthenticationCredential.Type;

export const AddPasskeyRequest = Body({ name: PasskeyName, credential: RegistrationCredential });
export type AddPasskeyRequest = typeof AddPasskeyRequest.Type;
export const RenamePasskeyRequest = Body({ name: PasskeyName });
export type RenamePasskeyRequest = typeof RenamePasskeyRequest.Type;
export const PasskeySignInRequest = Body({ credential: AuthenticationCredential });
export type PasskeySignInRequest = typeof PasskeySignInRequest.Type;

/**
 * The options to hand to the browser's WebAuthn call, as WebAuthn's JSON forms define them
 * (PublicKeyCredentialCreationOptionsJSON to add a passkey, PublicKeyCredentialRequestOptionsJSON to sign in).
 */
export const WebAuthnOptions = Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({
  description: "WebAuthn's options JSON: pass it to navigator.credentials.create() or .get() unchanged",
});
export type WebAuthnOptions = typeof WebAuthnOptions.Type;

/** A passkey of the signed-in account, as /account lists it. */
export const Passkey = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  createdAt: Schema.String,
  /** When it last signed in; null until it has. */
  lastUsedAt: Schema.NullOr(Schema.String),
});
export type Passkey = typeof Passkey.Type;

/** What the sign-in screen says when a passkey did not sign in: one message, whatever went wrong. */
export const PASSKEY_SIGN_IN_FAILED =
  'That passkey did not sign you in. Try again, or use your email and password.';

/** A route's limit: `count` calls at once, then `count` spread over each `per`. */
export interface CallLimit {
  readonly count: number;
  readonly per: 'minute' | 'hour';
}

/**
 * The passkey routes' limits, stated here once: the API enforces them and its document says them. Signing in
 * is limited per client address (no account is known yet); everything else per account.
 */
export const PASSKEY_LIMITS = {
  signInPerAddress: { count: 30, per: 'minute' },
  addPerAccount: { count: 20, per: 'hour' },
  listPerAccount: { count: 60, per: 'minute' },
  changesPerAccount: { count: 30, per: 'hour' },
} as const satisfies Record<string, CallLimit>;

/** A limit as the API's document says it: '20 an hour', '60 a minute'. */
export const sayLimit = (limit: CallLimit) =>
  `${limit.count} ${limit.per === 'hour' ? 'an' : 'a'} ${limit.per}`;
