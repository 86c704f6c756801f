import { useClient } from '@market-muse/client';
import type { AuthUser } from '@market-muse/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from './session.tsx';

export { useCurrentUser } from '@market-muse/client';

/** The name the header shows: firstName, else the part of the email before @, else 'User'. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'email'> | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'User';
}

/** Sign out: POST /api/auth/logout, drop every cached answer, go to /. Throws 'Logout failed'. */
export function useSignOut() {
  const client = useClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await client.auth.logout().catch(() => {
        throw new Error('Logout failed');
      });
      await clearSession(queryClient);
      navigate('/', { replace: true });
    } finally {
      setPending(false);
    }
  }, [client, queryClient, navigate]);
  return { signOut, pending };
}
