// Standalone page for `npm run dev -w @market-muse/mfe-onboarding`: the remote's route tree with the kit
// stylesheet, a router, a query cache and the toaster, as the shell would provide them.
import '@market-muse/ui/styles.css';
import { Toaster } from '@market-muse/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import OnboardingRoutes from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BrowserRouter>
        <main className="onboarding:mx-auto onboarding:max-w-6xl onboarding:px-4 onboarding:py-8">
          <OnboardingRoutes />
        </main>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
