import type { ReactNode } from 'react';
import { RemoteModule } from './RemoteModule.tsx';
import { widgetModuleId } from './remotes-manifest.ts';
import { useRemotesManifest } from './use-remotes-manifest.ts';

interface Props {
  /** The widget's id in the remotes manifest, e.g. 'recent-tasks'. */
  id: string;
  loading?: ReactNode;
  /** Shown inside the card when the widget cannot be loaded; the rest of the page keeps working. */
  fallback?: ReactNode;
}

const DEFAULT_FALLBACK = (
  <p role="status" data-testid="widget-fallback" className="text-muted-foreground text-sm">
    This card didn't load. The rest of your dashboard still works.
  </p>
);

/** A card body lent by another remote, found by id in the manifest (a cross-remote widget). */
export function RemoteWidget({ id, loading = null, fallback = DEFAULT_FALLBACK }: Props) {
  const manifest = useRemotesManifest();
  if (manifest.isPending) return loading;
  const moduleId = manifest.data ? widgetModuleId(manifest.data, id) : null;
  if (!moduleId) return fallback;
  return <RemoteModule id={moduleId} loading={loading} fallback={fallback} />;
}
