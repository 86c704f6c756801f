import type { AuthUser } from '@market-muse/contracts';
import type { RemotesManifest } from '@market-muse/contracts/remotes-manifest';
import { Outlet } from 'react-router';
import { VerifyEmailBanner } from './account/VerifyEmailBanner.tsx';
import { Logo } from './Logo.tsx';
import { MainNav } from './nav/MainNav.tsx';
import { mainNav } from './nav/nav-items.ts';
import { UserMenu } from './UserMenu.tsx';

/**
 * Signed-in frame: header with the logo (to /), the main navigation (from the remotes manifest) and the
 * user menu; while the email is unconfirmed a strip asks to confirm it; pages render below. Until the
 * profile is set up every page leads back to its setup, so the header says that instead of offering links.
 */
export function SignedInLayout({
  user,
  manifest,
  onboarded,
}: {
  user: AuthUser;
  manifest: RemotesManifest;
  onboarded: boolean;
}) {
  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-10 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
          <div className="flex min-w-0 items-center gap-2 md:gap-6">
            <Logo />
            {onboarded ? (
              <MainNav items={mainNav(manifest)} />
            ) : (
              <p className="line-clamp-2 min-w-0 text-muted-foreground text-xs sm:text-sm">
                Set up your profile to open the rest of Market Muse.
              </p>
            )}
          </div>
          <UserMenu user={user} />
        </div>
      </header>
      <VerifyEmailBanner />
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
