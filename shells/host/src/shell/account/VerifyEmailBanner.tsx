import { ApiError, useClient } from '@market-muse/client';
import { Button } from '@market-muse/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { readDemoFlag } from '../../demo/demo-flag.ts';

/** The account page's read, under its API path: confirming the email there (or by the link) hides this. */
const ACCOUNT_QUERY_KEY = ['/api/account'] as const;

/**
 * The strip above every signed-in screen while the account's email is unconfirmed: the account works, but
 * without a confirmed address a forgotten password could not be recovered. 'Resend' is limited by the
 * server; its 429 (with the wait in words) is shown here, beside the button, not as a failure.
 */
export function VerifyEmailBanner() {
  const client = useClient();
  // Demo mode has no email to confirm: its account lives in this browser.
  const demo = readDemoFlag() === 'active';
  const account = useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: ({ signal }) => client.account.get(signal),
    enabled: !demo,
  });
  const resend = useMutation({ mutationFn: () => client.account.resendVerification() });
  if (demo || !account.data || account.data.emailVerified) return null;
  const answer = resend.isSuccess
    ? resend.data.message
    : resend.error instanceof ApiError && resend.error.userMessage
      ? resend.error.userMessage
      : resend.isError
        ? 'The link could not be sent. Please try again.'
        : null;
  return (
    <section
      aria-label="Confirm your email"
      className="border-b bg-secondary text-secondary-foreground"
      data-testid="verify-email-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="flex min-w-0 items-start gap-2">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            Please confirm your email: open the link we sent to <strong>{account.data.email}</strong>.
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p role="status" className="text-muted-foreground">
            {answer}
          </p>
          <Button size="sm" variant="outline" pending={resend.isPending} onClick={() => resend.mutate()}>
            Resend
          </Button>
        </div>
      </div>
    </section>
  );
}
