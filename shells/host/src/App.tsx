import { LoadingScreen } from '@market-muse/ui';
import { Navigate, Route, Routes } from 'react-router';
import { useCurrentUser } from './auth/current-user.ts';
import { RemotePage } from './federation/RemotePage.tsx';
import { AuthCheckFailed } from './shell/AuthCheckFailed.tsx';
import { Dashboard } from './shell/Dashboard.tsx';
import { NotFound } from './shell/NotFound.tsx';
import { SignedInLayout } from './shell/SignedInLayout.tsx';

const LOADING = <LoadingScreen message="Loading Market Muse..." />;
const PAGE_LOADING = <LoadingScreen message="Loading..." fullScreen={false} />;

/** Spec §2 access gate: loading, then the signed-out or the signed-in route table. */
export function App() {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  if (isPending) return LOADING;
  if (isError) return <AuthCheckFailed message={error.message} onRetry={() => void refetch()} />;

  if (!user) {
    return (
      <Routes>
        <Route path="/" element={<RemotePage id="landing/LandingPage" loading={LOADING} />} />
        <Route path="/login" element={<RemotePage id="landing/LoginPage" loading={LOADING} />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route element={<SignedInLayout user={user} />}>
        <Route index element={<Dashboard user={user} />} />
        <Route
          path="onboarding"
          element={<RemotePage id="onboarding/OnboardingPage" loading={PAGE_LOADING} />}
        />
        <Route path="projects" element={<RemotePage id="projects/ProjectsPage" loading={PAGE_LOADING} />} />
        <Route
          path="ai-assistant"
          element={<RemotePage id="assistant/AssistantPage" loading={PAGE_LOADING} />}
        />
        <Route path="login" element={<Navigate to="/" replace />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
