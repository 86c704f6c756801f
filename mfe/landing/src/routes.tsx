import './styles.css';
import { LoadingScreen } from '@market-muse/ui/core';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import LandingPage from './LandingPage.tsx';

// The sign-in page (its forms, validation and the full kit) is fetched when /login opens: the landing
// page's first load does not carry it (issue 15).
const LoginPage = lazy(() => import('./LoginPage.tsx'));
// The signed-in person's account page, fetched only when /account opens.
const AccountPage = lazy(() => import('./AccountPage.tsx'));

/** The landing remote's pages (signed-out visitors); the shell mounts this tree on the paths the manifest gives it. */
export default function LandingRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route
        path="/login"
        element={
          <Suspense fallback={<LoadingScreen message="Loading..." />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path="/account"
        element={
          <Suspense fallback={<LoadingScreen message="Loading..." />}>
            <AccountPage />
          </Suspense>
        }
      />
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
