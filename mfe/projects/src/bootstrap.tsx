// Standalone page for `npm run dev -w @market-muse/mfe-projects`: the exposed route tree with the kit
// stylesheet, a router and a query cache, as the shell would provide them.
import '@market-muse/ui/styles.css';
import { DEFAULT_QUERY_OPTIONS } from '@market-muse/client';
import { Toaster } from '@market-muse/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import ProjectsRoutes from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = new QueryClient({ defaultOptions: { queries: DEFAULT_QUERY_OPTIONS } });

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <main className="projects:mx-auto projects:max-w-6xl projects:px-4 projects:py-8">
          <ProjectsRoutes />
        </main>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
