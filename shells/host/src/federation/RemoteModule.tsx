import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteFallbackContext, RemoteRetryContext } from './RemoteUnavailable.tsx';
import { ensureRemotesRegistered } from './remotes-manifest.ts';

type ComponentModule = { default: ComponentType };

async function loadComponent(id: string): Promise<ComponentModule> {
  await ensureRemotesRegistered();
  const mod = await loadRemote<ComponentModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`remote ${id} has no default export`);
  return mod;
}

interface Props {
  /** `remote/Expose`, e.g. `projects/routes`. */
  id: string;
  loading?: ReactNode;
  /** What shows if it fails; by default the full fallback screen with Retry. */
  fallback?: ReactNode;
}

/**
 * A component exposed by a remote, loaded at run time inside the three failure layers: the runtime's
 * retries, the errorLoadRemote fallback and this error boundary, with a Retry that asks the runtime again.
 */
export function RemoteModule({ id, loading = null, fallback }: Props) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A new lazy component per attempt, so Retry asks the runtime again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  const Component = useMemo(() => lazy(() => loadComponent(id)), [id, attempt]);
  const remote = id.split('/')[0] ?? id;
  return (
    <RemoteRetryContext value={retry}>
      <RemoteFallbackContext value={fallback ?? null}>
        <RemoteErrorBoundary key={attempt} remote={remote} fallback={fallback}>
          <Suspense fallback={loading}>
            <Component />
          </Suspense>
        </RemoteErrorBoundary>
      </RemoteFallbackContext>
    </RemoteRetryContext>
  );
}
