import type { AuthUser } from '@market-muse/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api/request.ts';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user: 401 means signed out (null); any other non-OK is an error (spec §7/§8). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include', signal });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`Auth check failed: ${res.status}`);
  return (await res.json()) as AuthUser;
}

/** Spec §9: fresh 5 minutes, kept 10, no retry, no refetch on focus or reconnect, refetch on mount. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 300_000,
    gcTime: 600_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: true,
  });
}

/** The name the header shows: firstName, else the part of the email before @, else 'User'. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'email'> | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'User';
}

/** Sign out: POST /api/auth/logout, drop every cached answer, go to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await apiRequest('POST', '/api/auth/logout').catch(() => {
        throw new Error('Logout failed');
      });
      await queryClient.cancelQueries();
      queryClient.getMutationCache().clear();
      // Every cached answer goes, except the user query itself: the gate observes it, so it is set to
      // null (signed out) rather than removed, which switches the gate without another round trip.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      navigate('/', { replace: true });
    } finally {
      setPending(false);
    }
  }, [queryClient, navigate]);
  return { signOut, pending };
}
