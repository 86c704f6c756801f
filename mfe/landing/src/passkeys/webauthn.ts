// The browser's half of passkeys, loaded only when a passkey button is pressed (the sign-in screen's first
// load stays small): @simplewebauthn/browser asks the authenticator, and the answer is sent in the shape
// the contract reads, exactly its fields (an extension output the server does not read is left out).
import type { AddPasskeyRequest, PasskeySignInRequest, WebAuthnOptions } from '@market-muse/contracts';
import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
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

/** navigator.credentials.get() with the server's options, answered as the sign-in request's credential. */
export async function answerWithPasskey(
  options: WebAuthnOptions,
): Promise<(typeof PasskeySignInRequest.Encoded)['credential']> {
  const answer: AuthenticationResponseJSON = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const { clientDataJSON, authenticatorData, signature, userHandle } = answer.response;
  return {
    ...common(answer),
    response: { clientDataJSON, authenticatorData, signature, ...(userHandle ? { userHandle } : {}) },
  };
}

/** The authenticator's own refusals: the person closed the prompt, or it timed out. */
export const cancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
