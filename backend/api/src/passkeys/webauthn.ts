import type { AuthenticationCredential, RegistrationCredential } from '@market-muse/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { Data, Effect } from 'effect';
import { CHALLENGE_LIFETIME_MS } from './challenges.ts';
import type { PasskeyRecord } from './credentials.ts';

/** An answer that does not verify: malformed, for another site, a wrong signature or counter. */
export class WebAuthnRefused extends Data.TaggedError('WebAuthnRefused')<{ readonly cause: unknown }> {}

/**
 * Who the passkeys are for: the site as its users reach it (the configured public URL), never the
 * request's Host header. The RP ID is its host name, so passkeys made on it work on it alone.
 */
export const relyingParty = (publicUrl: string) => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Market Muse' };
};
export type RelyingParty = ReturnType<typeof relyingParty>;

/** The challenge an answer signed, read from its client data; null when that cannot be read. */
export const challengeOf = (credential: { readonly response: { readonly clientDataJSON: string } }) => {
  try {
    const challenge = decodeClientDataJSON(credential.response.clientDataJSON).challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
};

/**
 * A passkey is discoverable (it offers itself at sign-in, no e-mail typed) and verifies its user (a PIN,
 * a fingerprint): it replaces a password, so it must be more than something one holds.
 */
export const registrationOptions = (
  rp: RelyingParty,
  user: { readonly id: string; readonly email: string; readonly displayName: string },
  existing: ReadonlyArray<PasskeyRecord>,
) =>
  Effect.promise(() =>
    generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userID: new TextEncoder().encode(user.id),
      userName: user.email,
      userDisplayName: user.displayName,
      timeout: CHALLENGE_LIFETIME_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: [...passkey.transports],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    }),
  );

export const authenticationOptions = (rp: RelyingParty) =>
  Effect.promise(() =>
    generateAuthenticationOptions({
      rpID: rp.id,
      timeout: CHALLENGE_LIFETIME_MS,
      userVerification: 'required',
    }),
  );

/** The new credential, once its attestation verified for this site and challenge. */
export const verifyRegistration = (
  rp: RelyingParty,
  credential: RegistrationCredential,
  expectedChallenge: string,
) =>
  Effect.tryPromise({
    try: () =>
      verifyRegistrationResponse({
        response: {
          ...credential,
          response: {
            ...credential.response,
            transports: credential.response.transports ? [...credential.response.transports] : undefined,
          },
        } as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }),
    catch: (cause) => new WebAuthnRefused({ cause }),
  }).pipe(
    Effect.flatMap((verification) =>
      verification.verified
        ? Effect.succeed({
            credentialId: verification.registrationInfo.credential.id,
            publicKey: isoBase64URL.fromBuffer(verification.registrationInfo.credential.publicKey),
            counter: verification.registrationInfo.credential.counter,
            transports: verification.registrationInfo.credential.transports ?? [],
          })
        : Effect.fail(new WebAuthnRefused({ cause: 'not verified' })),
    ),
  );

/** The authenticator's new counter, once the signature verified with the passkey's public key. */
export const verifyAuthentication = (
  rp: RelyingParty,
  credential: AuthenticationCredential,
  expectedChallenge: string,
  passkey: PasskeyRecord,
) =>
  Effect.tryPromise({
    try: () =>
      verifyAuthenticationResponse({
        response: credential as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: [...passkey.transports] as never,
        },
        requireUserVerification: true,
      }),
    catch: (cause) => new WebAuthnRefused({ cause }),
  }).pipe(
    Effect.flatMap((verification) =>
      verification.verified
        ? Effect.succeed(verification.authenticationInfo.newCounter)
        : Effect.fail(new WebAuthnRefused({ cause: 'not verified' })),
    ),
  );
