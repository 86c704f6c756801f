import { ClientProvider, type MarketMuseClient } from '@market-muse/client';
import { Toaster } from '@market-muse/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import AssistantRoutes from '../src/routes.tsx';

let path = '';
function Where() {
  path = useLocation().pathname;
  return null;
}

/** The remote's route tree at `at`, over a fake client, a fresh cache and the kit's toaster. */
export function renderAt(at: string, client: MarketMuseClient) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const user = userEvent.setup();
  const view = render(
    <ClientProvider client={client}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <AssistantRoutes />
          <Where />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </ClientProvider>,
  );
  return { ...view, user, queryClient, path: () => path };
}
