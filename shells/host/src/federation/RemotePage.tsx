import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteRetryContext } from './RemoteUnavailable.tsx';
import { ensureRemotesRegistered } from './remotes-manifest.ts';

type PageModule = { default: ComponentType };

async function loadPage(id: string): Promise<PageModule> {
  await ensureRemotesRegistered();
  const mod = await loadRemote<PageModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`remote ${id} has no default export`);
  return mod;
}

interface Props {
  /** `remote/Expose`, e.g. `landing/LandingPage`. */
  id: string;
  loading?: ReactNode;
}

/** A route-level page served by a remote, with its own loading state, fallback and Retry. */
export function RemotePage({ id, loading = null }: Props) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A new lazy component per attempt, so Retry asks the runtime again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  const Page = useMemo(() => lazy(() => loadPage(id)), [id, attempt]);
  const remote = id.split('/')[0] ?? id;
  return (
    <RemoteRetryContext value={retry}>
      <RemoteErrorBoundary key={attempt} remote={remote}>
        <Suspense fallback={loading}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext>
  );
}
