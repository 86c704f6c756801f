import { DEFAULT_QUERY_OPTIONS } from '@market-muse/client';
import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the page, shared with every remote. The product's defaults: never stale, no refetch on
 * focus, no polling, no retries, kept 5 minutes. Every query names its own function through the client
 * package, so there is no default fetch here.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: DEFAULT_QUERY_OPTIONS,
      mutations: { retry: false },
    },
  });
}
