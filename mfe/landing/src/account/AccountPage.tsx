import { QueryState } from '@market-muse/ui';
import { ConnectedAccountsSection } from './ConnectedAccountsSection.tsx';
import { ConnectedProvidersSection } from './ConnectedProvidersSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { PasskeysSection } from './PasskeysSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { useAccount } from './queries.ts';
import { SessionsSection } from './SessionsSection.tsx';
import { YourDataSection } from './YourDataSection.tsx';

/**
 * The account page: one section per concern, each its own component, so a new section is one more line
 * here.
 */
export default function AccountPage() {
  const account = useAccount();
  return (
    <div className="landing:flex landing:flex-col landing:gap-6">
      <div>
        <h1 className="landing:font-bold landing:text-3xl landing:tracking-tight">Your account</h1>
        <p className="landing:text-muted-foreground">
          How you sign in to Market Muse, and where you are signed in.
        </p>
      </div>
      <QueryState
        query={account}
        pending="Loading your account..."
        error={{ title: 'Could not load your account' }}
      >
        {(data) => <ProfileSection account={data} />}
      </QueryState>
      <EmailSection />
      <PasswordSection />
      <PasskeysSection />
      <ConnectedProvidersSection />
      <ConnectedAccountsSection />
      <SessionsSection />
      <YourDataSection />
    </div>
  );
}
