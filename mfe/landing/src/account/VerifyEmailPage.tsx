import { useClient, useCurrentUser } from '@market-muse/client';
import { Button, LoadingScreen } from '@market-muse/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from './AuthFrame.tsx';
import { ACCOUNT_QUERY_KEY } from './queries.ts';

/** What a confirmation link does: confirm the current email, or move the account to a new one. */
export type Confirmation = 'verify' | 'change';

/** The confirmation links' landing page: confirms on arrival, then says so. */
export default function VerifyEmailPage({ confirms = 'verify' }: { confirms?: Confirmation }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const signedIn = Boolean(useCurrentUser().data);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const mutation = useMutation({
    mutationFn: confirms === 'verify' ? client.recovery.verifyEmail : client.recovery.confirmEmailChange,
    onSuccess: async () => {
      // A read of the account sent before the confirmation landed (the banner's, as this page loaded) would
      // answer after it and stand as the account, unconfirmed, until reloaded: it is cancelled and the
      // account read again, whether or not a screen shows it now.
      await queryClient.cancelQueries({ queryKey: ACCOUNT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY, refetchType: 'all' });
    },
  });
  // Once per page: a second request with the same link would be refused as used.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutation.mutate({ token });
  }, [token, mutation]);
  const next = signedIn ? (
    <Button asChild>
      <Link to="/account">Go to your account</Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to="/login">Sign in</Link>
    </Button>
  );
  if (!token || mutation.isError)
    return (
      <AuthFrame
        title="This link does not work"
        description="It has expired or was already used. You can ask for a new one on your account page."
      >
        <p role="alert" className="landing:flex landing:items-center landing:gap-2 landing:text-sm">
          <CircleAlert aria-hidden="true" className="landing:size-4 landing:text-destructive" />
          {mutation.error instanceof Error ? mutation.error.message : 'The link is incomplete.'}
        </p>
        {next}
      </AuthFrame>
    );
  if (!mutation.isSuccess)
    return (
      <AuthFrame title="Confirming your email" description="One moment…">
        <LoadingScreen fullScreen={false} message="Confirming your email..." />
      </AuthFrame>
    );
  return (
    <AuthFrame
      title={confirms === 'verify' ? 'Your email is confirmed' : 'Your email is changed'}
      description={
        confirms === 'verify'
          ? 'Thank you: you can always get back into your account now.'
          : 'You sign in with this address from now on.'
      }
    >
      <p role="status" className="landing:flex landing:items-center landing:gap-2 landing:text-sm">
        <CircleCheck aria-hidden="true" className="landing:size-4 landing:text-primary" />
        Confirmed.
      </p>
      {next}
    </AuthFrame>
  );
}
