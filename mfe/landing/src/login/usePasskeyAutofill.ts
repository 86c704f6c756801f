import { useClient } from '@market-muse/client';
import { toastError } from '@market-muse/ui';
import { useEffect, useRef } from 'react';

type WebAuthn = typeof import('../passkeys/webauthn.ts');

/** Whether this browser can offer passkeys in a field's autofill (conditional mediation). */
const autofillAvailable = async () =>
  typeof window.PublicKeyCredential?.isConditionalMediationAvailable === 'function' &&
  (await window.PublicKeyCredential.isConditionalMediationAvailable());

/**
 * Offers this site's passkeys in the autofill of the e-mail field (marked `autocomplete="username webauthn"`)
 * from the moment the sign-in form shows: a request waits, with no prompt, until the person picks one, and
 * picking one signs in. The WebAuthn library loads only once the browser says it can do this, after the
 * first render. The waiting request ends when the form goes away (another tab, another page) and through
 * the returned `stop`, called when the person signs in another way.
 */
export function usePasskeyAutofill() {
  const client = useClient();
  const stopRef = useRef(() => {});
  useEffect(() => {
    let stopped = false;
    let webauthn: WebAuthn | null = null;
    const stop = () => {
      stopped = true;
      webauthn?.stopWaiting();
    };
    stopRef.current = stop;
    const offer = async () => {
      if (!(await autofillAvailable()) || stopped) return;
      webauthn = await import('../passkeys/webauthn.ts');
      // Nothing to offer without a challenge (a limit reached, the server away): the form still works.
      const options = await client.passkeys.signInOptions().catch(() => null);
      if (!options || stopped) return;
      let credential: Awaited<ReturnType<WebAuthn['answerWithPasskey']>>;
      try {
        credential = await webauthn.answerWithPasskey(options, { fromAutofill: true });
      } catch {
        // Stopped, taken over by the passkey button, or a browser that refused: the form still works.
        return;
      }
      // A refusal is said once; the button asks again (offering the autofill anew would loop on a device
      // that answers by itself).
      await client.passkeys
        .signIn({ credential })
        .then(() => {
          window.location.href = '/';
        })
        .catch((error: unknown) =>
          toastError('Passkey sign-in failed', error, 'Your passkey did not sign you in. Please try again.'),
        );
    };
    void offer();
    return stop;
  }, [client]);
  return { stop: () => stopRef.current() };
}
