import { useProfile } from '@market-muse/client';
import { LoadingScreen } from '@market-muse/ui/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useCurrentUser } from './auth/current-user.ts';
import { SignedInAtLogin, SignInFirst, useSessionExpiry } from './auth/session.tsx';
import { ManifestRoutes, type Visitor } from './federation/ManifestRoutes.tsx';
import { RemoteRetryContext, RemoteUnavailable } from './federation/RemoteUnavailable.tsx';
import { useRemotesManifest } from './federation/use-remotes-manifest.ts';
import { AuthCheckFailed } from './shell/AuthCheckFailed.tsx';
import { NotFound } from './shell/NotFound.tsx';

const LOADING = <LoadingScreen message="Loading Market Muse..." />;
const PAGE_LOADING = <LoadingScreen message="Loading..." fullScreen={false} />;

/** The shell's own signed-in pages besides the dashboard (at /, which signed out is the landing page). */
const SHELL_SIGNED_IN_PATHS = ['/community'];

// The signed-in screens are one chunk fetched after sign-in, never on the landing page's first load.
const signedInScreens = () => import('./shell/signed-in.ts');
const SignedInLayout = lazy(() => signedInScreens().then((m) => ({ default: m.SignedInLayout })));
const Dashboard = lazy(() => signedInScreens().then((m) => ({ default: m.Dashboard })));
const CommunityPage = lazy(() => signedInScreens().then((m) => ({ default: m.CommunityPage })));

/**
 * The access gate: loading, then the signed-out or the signed-in routes. The shell owns the dashboard
 * and the layout; every other path is mounted from the remote the manifest says serves it.
 */
export function App() {
  useSessionExpiry();
  const location = useLocation();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  // Fetch the signed-in chunk while the profile loads (import() is cached: one request).
  if (signedIn) void signedInScreens();
  const profile = useProfile({ enabled: signedIn });
  const manifest = useRemotesManifest();

  if (user.isPending) return LOADING;
  if (user.isError)
    return <AuthCheckFailed message={user.error.message} onRetry={() => void user.refetch()} />;
  if (signedIn && profile.isPending) return LOADING;
  if (signedIn && profile.isError) {
    return <AuthCheckFailed message={profile.error.message} onRetry={() => void profile.refetch()} />;
  }
  if (manifest.isPending) return LOADING;
  if (manifest.isError) {
    return (
      <RemoteRetryContext value={() => void manifest.refetch()}>
        <RemoteUnavailable remote="remotes.json" />
      </RemoteRetryContext>
    );
  }

  if (!user.data) {
    return (
      <ManifestRoutes
        manifest={manifest.data}
        visitor="signed-out"
        notFound={
          SHELL_SIGNED_IN_PATHS.includes(location.pathname) ? (
            <SignInFirst>{LOADING}</SignInFirst>
          ) : (
            <Navigate to="/" replace />
          )
        }
        signedInOnly={<SignInFirst>{LOADING}</SignInFirst>}
        loading={LOADING}
      />
    );
  }

  // Signed in with the profile missing or onboarding not completed → held at profile setup.
  const visitor: Visitor = profile.data?.onboardingCompleted ? 'onboarded' : 'signed-in';
  const gated = (element: ReactNode) =>
    visitor === 'onboarded' ? element : <Navigate to={manifest.data.profileSetupPath} replace />;
  return (
    <Suspense fallback={LOADING}>
      <Routes>
        <Route
          element={
            <SignedInLayout user={user.data} manifest={manifest.data} onboarded={visitor === 'onboarded'} />
          }
        >
          <Route index element={gated(<Dashboard user={user.data} />)} />
          <Route path="community" element={gated(<CommunityPage />)} />
          <Route path="login" element={<SignedInAtLogin pending={LOADING} />} />
          <Route
            path="*"
            element={
              <ManifestRoutes
                manifest={manifest.data}
                visitor={visitor}
                notFound={gated(<NotFound />)}
                loading={PAGE_LOADING}
              />
            }
          />
        </Route>
      </Routes>
    </Suspense>
  );
}
