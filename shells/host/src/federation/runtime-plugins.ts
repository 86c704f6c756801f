// Layers one and two of remote failure handling: retries, then a fallback module so a failed
// remote renders a friendly screen instead of crashing the shell.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ComponentType } from 'react';

/** Manifest fetches and remoteEntry scripts are retried this many times, ~1 s apart. */
export const REMOTE_RETRIES = 2;

export function retryPlugin(): ModuleFederationRuntimePlugin {
  // retry-plugin 0.17 speaks the same `fetch` / `loadEntryError` / `getModuleFactory` hooks as runtime 2.9.
  return RetryPlugin({
    fetch: { retryTimes: REMOTE_RETRIES },
    script: { retryTimes: REMOTE_RETRIES, retryDelay: 1000 },
  }) as unknown as ModuleFederationRuntimePlugin;
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
