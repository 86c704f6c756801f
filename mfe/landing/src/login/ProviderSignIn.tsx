import { useClient } from '@market-muse/client';
import { providerSignInMessage } from '@market-muse/contracts/sign-in-screen';
import { Button } from '@market-muse/ui';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EXTERNAL_LOGIN_PATH } from './api.ts';

/**
 * 'Continue with <provider>' for each configured OpenID Connect provider, under an 'or'. Nothing at all when
 * none is configured (or while the list loads, or when it cannot be read: the form above always works).
 */
export function ProviderSignIn() {
  const client = useClient();
  const providers = useQuery({
    queryKey: ['/api/auth/providers'],
    queryFn: ({ signal }) => client.signInProviders.available(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  return (
    <>
      <div className="landing:flex landing:items-center landing:gap-3 landing:text-muted-foreground landing:text-xs landing:uppercase">
        <span className="landing:h-px landing:flex-1 landing:bg-border" />
        or
        <span className="landing:h-px landing:flex-1 landing:bg-border" />
      </div>
      {list.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          className="landing:w-full"
          onClick={() => {
            window.location.href = EXTERNAL_LOGIN_PATH;
          }}
        >
          Continue with {provider.name}
        </Button>
      ))}
    </>
  );
}

/** Why a sign-in through a provider came back to /login (`?error=<code>`), said plainly. */
export function ProviderSignInError() {
  const [search] = useSearchParams();
  const message = providerSignInMessage(search.get('error'));
  if (!message) return null;
  return (
    <p role="alert" className="landing:flex landing:items-start landing:gap-2 landing:text-sm">
      <CircleAlert
        aria-hidden="true"
        className="landing:mt-0.5 landing:size-4 landing:shrink-0 landing:text-destructive"
      />
      {message}
    </p>
  );
}
