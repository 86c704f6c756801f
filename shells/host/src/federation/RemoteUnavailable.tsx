import { Button } from '@market-muse/ui/core';
import { createContext, type ReactNode, use } from 'react';

/** The retry of the nearest RemotePage: asks for the remote again instead of reloading the app. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

/** A smaller fallback for the nearest RemoteModule (a dashboard widget's), instead of the full screen. */
export const RemoteFallbackContext = createContext<ReactNode>(null);

/** What a failed remote shows in its place; the rest of the shell keeps working around it. */
export function RemoteUnavailable({ remote }: { remote: string }) {
  const retry = use(RemoteRetryContext);
  const small = use(RemoteFallbackContext);
  if (small) return small;
  return (
    <div
      role="alert"
      data-testid="remote-fallback"
      data-remote={remote}
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center"
    >
      <h2 className="font-semibold text-xl">This part of Market Muse didn't load</h2>
      <p className="text-muted-foreground">
        We couldn't reach it just now. Check your connection and try again; the rest of the app still works.
      </p>
      <Button onClick={retry}>Retry</Button>
    </div>
  );
}
