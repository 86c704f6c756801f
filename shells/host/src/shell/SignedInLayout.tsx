import type { AuthUser } from '@market-muse/contracts';
import { Outlet } from 'react-router';
import { Logo } from './Logo.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Signed-in frame: header with the logo (to /) and the user menu; pages render below. */
export function SignedInLayout({ user }: { user: AuthUser }) {
  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-10 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Logo />
          <UserMenu user={user} />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
