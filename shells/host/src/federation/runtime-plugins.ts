// Layers one and two of remote failure handling: retries, then a fallback module so a failed
// remote renders a friendly screen instead of crashing the shell.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Manifest fetches, remoteEntry scripts and exposed modules are tried again this many times. */
export const REMOTE_RETRIES = 2;
/** Time between two tries: long enough for a restarting server or a flaky network to come back. */
export const RETRY_DELAY_MS = 1000;

/** Runs `attempt`, and again after each failure up to `retries` more times; the last failure is thrown. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  retries: number,
  delayMs: number,
): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/**
 * Retries written against the federation runtime's own hooks (so it shares the runtime's types and
 * needs no SDK of its own): a manifest whose response fails or is not JSON is fetched again; a
 * remoteEntry script that did not load is loaded again, after forgetting the failed load the runtime
 * keeps; an exposed module whose chunk did not load is asked for again.
 */
export function retryPlugin(
  retries = REMOTE_RETRIES,
  delayMs = RETRY_DELAY_MS,
): ModuleFederationRuntimePlugin {
  return {
    name: 'market-muse-remote-retry',
    fetch: (url, init) =>
      withRetries(
        async () => {
          const response = await fetch(url, init);
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          await response.clone().json();
          return response;
        },
        retries,
        delayMs,
      ),
    loadEntryError: ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) => {
      const retried = withRetries(
        () => {
          delete globalLoading[uniqueKey];
          return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        },
        retries,
        delayMs,
      ).then((entry) => entry || undefined);
      // The hook is typed as answering a promise of the entry's promise; the runtime awaits either.
      return new Promise<typeof retried | undefined>((resolve) => resolve(retried));
    },
    // `get` answers a promise of the module's factory at run time (its declared type is the factory).
    getModuleFactory: ({ remoteEntryExports, expose }) =>
      withRetries(async () => remoteEntryExports.get(expose), retries, delayMs),
  };
}

/**
 * `errorLoadRemote` at `onLoad` (the final failure of a loadRemote call) answers a module whose
 * default export is the fallback screen for that remote. Earlier lifecycles (a manifest that did not
 * load) are left to fail, so they end up here rather than being mistaken for a manifest.
 */
export function fallbackPlugin(
  fallbackFor: (remoteId: string, error: unknown) => ComponentType,
): ModuleFederationRuntimePlugin {
  return {
    name: 'market-muse-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] remote ${args.id} failed to load`, args.error);
      return { __esModule: true, default: fallbackFor(args.id, args.error) };
    },
  };
}
