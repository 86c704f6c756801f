// Standalone page for `npm run dev -w @market-muse/mfe-projects`: the exposed page with the kit
// stylesheet, a router and a query cache, as the shell would provide them.
import '@market-muse/ui/styles.css';
import { Toaster } from '@market-muse/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import ProjectsPage from './ProjectsPage.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <main className="projects:mx-auto projects:max-w-6xl projects:px-4 projects:py-8">
          <Routes>
            <Route path="/projects" element={<ProjectsPage />} />
            <Route path="*" element={<Navigate to="/projects" replace />} />
          </Routes>
        </main>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
