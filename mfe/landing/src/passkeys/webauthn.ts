// The browser's half of passkeys, loaded only when a passkey button is pressed or the sign-in screen offers
// passkeys in its e-mail field's autofill (the screen's first load stays small): @simplewebauthn/browser asks the authenticator, and the answer is sent in the shape
// the contract reads, exactly its fields (an extension output the server does not read is left out).
import type { AddPasskeyRequest, PasskeySignInRequest, WebAuthnOptions } from '@market-muse/contracts';
import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';

type Common = Pick<
  RegistrationResponseJSON,
  'id' | 'rawId' | 'authenticatorAttachment' | 'clientExtensionResults'
>;

const common = (answer: Common) => ({
  id: answer.id,
  rawId: answer.rawId,
  type: 'public-key',
  ...(answer.authenticatorAttachment ? { authenticatorAttachment: answer.authenticatorAttachment } : {}),
  clientExtensionResults: answer.clientExtensionResults.credProps
    ? { credProps: { ...answer.clientExtensionResults.credProps } }
    : {},
});

/** navigator.credentials.create() with the server's options, answered as the add request's credential. */
export async function createPasskey(
  options: WebAuthnOptions,
): Promise<(typeof AddPasskeyRequest.Encoded)['credential']> {
  const answer = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  const { clientDataJSON, attestationObject, authenticatorData, transports, publicKeyAlgorithm, publicKey } =
    answer.response;
  return {
    ...common(answer),
    response: {
      clientDataJSON,
      attestationObject,
      ...(authenticatorData ? { authenticatorData } : {}),
      ...(transports ? { transports: [...transports] } : {}),
      ...(publicKeyAlgorithm !== undefined ? { publicKeyAlgorithm } : {}),
      ...(publicKey ? { publicKey } : {}),
    },
  };
}

/**
 * navigator.credentials.get() with the server's options, answered as the sign-in request's credential.
 * `fromAutofill` asks with conditional mediation: the request waits, without a prompt, until the person
 * picks a passkey in the autofill of a field marked `autocomplete="username webauthn"`. Either request
 * aborts one still waiting, so pressing the passkey button takes over from the autofill.
 */
export async function answerWithPasskey(
  options: WebAuthnOptions,
  { fromAutofill = false } = {},
): Promise<(typeof PasskeySignInRequest.Encoded)['credential']> {
  const answer: AuthenticationResponseJSON = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: fromAutofill,
  });
  const { clientDataJSON, authenticatorData, signature, userHandle } = answer.response;
  return {
    ...common(answer),
    response: { clientDataJSON, authenticatorData, signature, ...(userHandle ? { userHandle } : {}) },
  };
}

/** Ends a request still waiting (the autofill's, when the person signs in another way or leaves). */
export const stopWaiting = () => WebAuthnAbortService.cancelCeremony();

/** The authenticator's own refusals: the person closed the prompt, or it timed out. */
export const cancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
