// A remote's standalone page (`npm run dev -w <remote>`): its route tree with what the shell would give it
// — the kit stylesheet, the API client (HTTP, /api proxied by the dev server), a query cache with the
// product's defaults, a router and the toaster. A remote's bootstrap is then two lines.
import '@market-muse/ui/styles.css';
import { ClientProvider, createHttpClient, DEFAULT_QUERY_OPTIONS } from '@market-muse/client';
import { Toaster } from '@market-muse/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

/** The shell's page frame, without depending on any app's Tailwind classes. */
const MAIN_STYLE = { maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' } as const;

export function mountStandalone(Routes: ComponentType): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const queryClient = new QueryClient({
    defaultOptions: { queries: DEFAULT_QUERY_OPTIONS, mutations: { retry: false } },
  });
  createRoot(root).render(
    <StrictMode>
      <ClientProvider client={createHttpClient()}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <main style={MAIN_STYLE}>
              <Routes />
            </main>
            <Toaster />
          </BrowserRouter>
        </QueryClientProvider>
      </ClientProvider>
    </StrictMode>,
  );
}
