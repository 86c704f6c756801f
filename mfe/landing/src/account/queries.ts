import { useClient } from '@market-muse/client';
import { useQuery } from '@tanstack/react-query';

// The account page's reads, keyed by their API paths as every other read is.
export const ACCOUNT_QUERY_KEY = ['/api/account'] as const;
export const SESSIONS_QUERY_KEY = ['/api/account/sessions'] as const;

export function useAccount() {
  const client = useClient();
  return useQuery({ queryKey: ACCOUNT_QUERY_KEY, queryFn: ({ signal }) => client.account.get(signal) });
}

export function useSessions() {
  const client = useClient();
  return useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: ({ signal }) => client.account.sessions(signal) });
}
