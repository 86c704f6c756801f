import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './request.ts';

/** Default reads: GET to the query key joined as a path (spec §7). */
const getJoinedPath: QueryFunction = async ({ queryKey, signal }) => {
  const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
  await throwIfNotOk(res);
  return res.json();
};

/** Spec §9: data is never stale by default, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getJoinedPath,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
