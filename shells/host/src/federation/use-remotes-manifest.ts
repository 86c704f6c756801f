import { useQuery } from '@tanstack/react-query';
import { ensureRemotesRegistered, REMOTES_MANIFEST_KEY } from './remotes-manifest.ts';

/** The validated manifest, fetched once per page (a failure is retried by refetch: see RemoteUnavailable). */
export function useRemotesManifest() {
  return useQuery({
    queryKey: REMOTES_MANIFEST_KEY,
    queryFn: ensureRemotesRegistered,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
