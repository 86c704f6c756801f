import { useClient } from '@market-muse/client';
import type { Account } from '@market-muse/contracts';
import { Badge, Button, SettingsSection, toast, toastError } from '@market-muse/ui';
import { useMutation } from '@tanstack/react-query';
import { NameForm } from './NameForm.tsx';

/** Who the account is: the name (editable), the email and whether it is confirmed (with a way to confirm it). */
export function ProfileSection({ account }: { account: Account }) {
  const client = useClient();
  const resend = useMutation({
    mutationFn: client.account.resendVerification,
    onSuccess: (answer) => toast({ title: 'Link sent', description: answer.message }),
    onError: (error) => toastError('Could not send the link', error, 'Please try again.'),
  });
  return (
    <SettingsSection
      id="account-profile"
      title="Profile"
      description="Your name and the email you sign in with."
    >
      <NameForm account={account} />
      <dl className="landing:grid landing:grid-cols-[auto_1fr] landing:gap-x-6 landing:gap-y-2 landing:text-sm">
        <dt className="landing:text-muted-foreground">Email</dt>
        <dd className="landing:flex landing:flex-wrap landing:items-center landing:gap-2 landing:break-all">
          {account.email}
          <Badge variant={account.emailVerified ? 'secondary' : 'outline'}>
            {account.emailVerified ? 'Confirmed' : 'Not confirmed'}
          </Badge>
        </dd>
      </dl>
      {account.emailVerified ? null : (
        <div
          role="status"
          className="landing:flex landing:flex-col landing:gap-3 landing:rounded-lg landing:border landing:border-border landing:bg-secondary landing:p-4 landing:text-sm landing:sm:flex-row landing:sm:items-center landing:sm:justify-between"
        >
          <p>
            Please confirm your email with the link we sent, so you can always get back into your account.
          </p>
          <Button variant="outline" size="sm" pending={resend.isPending} onClick={() => resend.mutate()}>
            Send a new link
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
