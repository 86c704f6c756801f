import { isUnauthorized, queryKeys } from '@market-muse/client';
import { toastError } from '@market-muse/ui/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { REMOTES_MANIFEST_KEY } from '../federation/remotes-manifest.ts';

/** Redirect delay after an unauthorized answer. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** What a signed-out visitor is told whenever a signed-in screen is asked for. */
const toastUnauthorized = () => toastError('Unauthorized', 'You are logged out. Logging in again...');

/**
 * Drops every cached answer (the shell's and every remote's: they share this QueryClient) and marks the
 * user signed out, which switches the access gate without another round trip. The manifest stays: it is
 * the deployment's, not the user's.
 */
export async function clearSession(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.getMutationCache().clear();
  const kept = new Set<unknown>([queryKeys.currentUser[0], REMOTES_MANIFEST_KEY[0]]);
  queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
  queryClient.setQueryData(queryKeys.currentUser, null);
}

/**
 * Any 401, from any screen of the shell or a remote, toasts 'Unauthorized' and goes to /login
 * after 500 ms. Implemented once, on the shared query and mutation caches.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expire = (error: unknown) => {
      // Only a signed-in session can expire; a failed sign-in (401 too) is the login form's to show.
      if (timer !== undefined || !isUnauthorized(error) || !queryClient.getQueryData(queryKeys.currentUser))
        return;
      toastUnauthorized();
      timer = setTimeout(() => {
        timer = undefined;
        void clearSession(queryClient).then(() => navigate('/login', { replace: true }));
      }, UNAUTHORIZED_REDIRECT_MS);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [queryClient, navigate]);
}

/**
 * A signed-out visit to a signed-in path (an old bookmark, a session that ended in another tab): the same
 * toast, then /login after the same delay, instead of the landing page without a word.
 */
export function SignInFirst({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    toastUnauthorized();
    const timer = setTimeout(() => navigate('/login', { replace: true }), UNAUTHORIZED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return children;
}

/**
 * /login while the signed-in routes are still on screen: home for a signed-in user, but right after a
 * session ended the user is already cleared from the cache while the access gate has yet to hear of it,
 * and the signed-out routes are about to show /login. Sending that on to / would lose it.
 */
export function SignedInAtLogin({ pending }: { pending: ReactNode }) {
  const queryClient = useQueryClient();
  return queryClient.getQueryData(queryKeys.currentUser) ? <Navigate to="/" replace /> : pending;
}
