import { useClient } from '@market-muse/client';
import { Button, toastError } from '@market-muse/ui';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * 'Sign in with a passkey': any passkey of this site, no e-mail typed (discoverable credentials). The
 * WebAuthn library loads on the press, so the sign-in screen's first load does not carry it. Browsers
 * without WebAuthn do not show the button.
 */
export function PasskeySignIn() {
  const client = useClient();
  // Read after the first render, so a prerendered page and its hydration agree.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported('PublicKeyCredential' in window), []);
  const mutation = useMutation({
    mutationFn: async () => {
      const webauthn = await import('../passkeys/webauthn.ts');
      const options = await client.passkeys.signInOptions();
      try {
        return await client.passkeys.signIn({ credential: await webauthn.answerWithPasskey(options) });
      } catch (error) {
        if (webauthn.cancelled(error)) return null;
        throw error;
      }
    },
    onSuccess: (user) => {
      if (user) window.location.href = '/';
    },
    onError: (error) =>
      toastError('Passkey sign-in failed', error, 'Your passkey did not sign you in. Please try again.'),
  });
  if (!supported) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className="landing:w-full"
      pending={mutation.isPending || mutation.data != null}
      onClick={() => mutation.mutate()}
    >
      <KeyRound aria-hidden="true" />
      Sign in with a passkey
    </Button>
  );
}
