import './styles.css';
import { LoadingScreen } from '@market-muse/ui/core';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import LandingPage from './LandingPage.tsx';
import { COLLECTIONS } from './pages/content/types.ts';
import { CONTACT_PATH, HELP_PATH, INFO_PATHS } from './pages/paths.ts';

// The sign-in page (its forms, validation and the full kit) is fetched when /login opens: the landing
// page's first load does not carry it.
const LoginPage = lazy(() => import('./LoginPage.tsx'));
// The account pages: the mails' links land on them, and /account is the signed-in user's own.
const ForgotPasswordPage = lazy(() => import('./account/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('./account/ResetPasswordPage.tsx'));
const VerifyEmailPage = lazy(() => import('./account/VerifyEmailPage.tsx'));
const AccountPage = lazy(() => import('./account/AccountPage.tsx'));
// The footer's public pages, each group's content in its own chunk, never in the landing page's.
const InfoRoute = lazy(() => import('./pages/InfoRoute.tsx'));
const ArticlesRoute = lazy(() => import('./pages/ArticlesRoute.tsx'));
const HelpPage = lazy(() => import('./pages/HelpPage.tsx'));
const ContactPage = lazy(() => import('./pages/ContactPage.tsx'));
const NotFoundRoute = lazy(() => import('./pages/NotFoundRoute.tsx'));

const loading = (page: React.ReactNode) => (
  <Suspense fallback={<LoadingScreen message="Loading..." />}>{page}</Suspense>
);

/** The landing remote's pages (signed-out visitors); the shell mounts this tree on the paths the manifest gives it. */
export default function LandingRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={loading(<LoginPage />)} />
      <Route path="/forgot-password" element={loading(<ForgotPasswordPage />)} />
      <Route path="/reset-password" element={loading(<ResetPasswordPage />)} />
      <Route path="/verify-email" element={loading(<VerifyEmailPage />)} />
      <Route path="/confirm-email" element={loading(<VerifyEmailPage confirms="change" />)} />
      <Route path="/account" element={loading(<AccountPage />)} />
      {INFO_PATHS.map((path) => (
        <Route key={path} path={path} element={loading(<InfoRoute />)} />
      ))}
      {COLLECTIONS.map((collection) => [
        <Route
          key={collection}
          path={`/${collection}`}
          element={loading(<ArticlesRoute collection={collection} />)}
        />,
        <Route
          key={`${collection}/:slug`}
          path={`/${collection}/:slug`}
          element={loading(<ArticlesRoute collection={collection} article />)}
        />,
      ])}
      <Route path={HELP_PATH} element={loading(<HelpPage />)} />
      <Route path={CONTACT_PATH} element={loading(<ContactPage />)} />
      <Route path="*" element={loading(<NotFoundRoute />)} />
    </Routes>
  );
}
