import { registerPlugins } from '@module-federation/enhanced/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { createQueryClient } from './api/query-client.ts';
import { DemoMode } from './demo/DemoMode.tsx';
import { RemoteUnavailable } from './federation/RemoteUnavailable.tsx';
import { ensureRemotesRegistered } from './federation/remotes-manifest.ts';
import { fallbackPlugin, retryPlugin } from './federation/runtime-plugins.ts';
import { DeferredToaster } from './shell/DeferredToaster.tsx';
import { ScrollToTop } from './shell/ScrollToTop.tsx';
import './styles.css';

registerPlugins([
  retryPlugin(),
  fallbackPlugin((id) => {
    const remote = id.split('/')[0] ?? id;
    return () => <RemoteUnavailable remote={remote} />;
  }),
]);
// Start fetching the remotes manifest alongside the user check.
ensureRemotesRegistered().catch((error: unknown) => console.error('[federation]', error));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <ScrollToTop />
        {/* Provides the client: HTTP, or demo mode's local one. */}
        <DemoMode>
          <App />
        </DemoMode>
        <DeferredToaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
