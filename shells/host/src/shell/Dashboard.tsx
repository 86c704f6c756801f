import type { AuthUser } from '@market-muse/contracts';
import { displayName } from '../auth/current-user.ts';

/** Dashboard placeholder: later issues add progress, cards and tasks (spec §2 "Dashboard"). */
export function Dashboard({ user }: { user: AuthUser }) {
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-2">
      <h1 id="dashboard-title" className="font-bold text-3xl tracking-tight">
        Welcome back, {displayName(user)}!
      </h1>
      <p className="text-muted-foreground">Your personalized marketing companion for creatives.</p>
    </section>
  );
}
