// The remotes manifest (/remotes.json) tells the shell where each remote lives in this environment, which
// paths it serves and which widgets it lends, so a remote deploys (or takes a new page or path) without
// a shell release. Its format and validation live in @market-muse/contracts/remotes-manifest.
import {
  parseRemotesManifest,
  type RemoteDescriptor,
  type RemotesManifest,
} from '@market-muse/contracts/remotes-manifest';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** The manifest with every entry resolved against the page, so the runtime gets absolute URLs. */
export function resolveManifest(json: unknown, base: string): RemotesManifest {
  const manifest = parseRemotesManifest(json);
  return {
    ...manifest,
    remotes: manifest.remotes.map(
      (remote): RemoteDescriptor => ({ ...remote, entry: new URL(remote.entry, base).href }),
    ),
  };
}

let registered: Promise<RemotesManifest> | null = null;

/**
 * Fetches /remotes.json once, validates it and registers the remotes on the federation runtime. A failed
 * fetch is forgotten, so the next attempt (a Retry) asks again instead of staying broken.
 */
export function ensureRemotesRegistered(): Promise<RemotesManifest> {
  registered ??= (async () => {
    const res = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
    const manifest = resolveManifest(await res.json(), window.location.href);
    registerRemotes(
      manifest.remotes.map(({ name, entry }) => ({ name, entry })),
      { force: true },
    );
    return manifest;
  })().catch((error: unknown) => {
    registered = null;
    throw error;
  });
  return registered;
}

/** Test seam: forget the fetched manifest. */
export function resetRemotesManifest(): void {
  registered = null;
}

/** The remote lending widget `id`, as a loadRemote id (`projects/RecentTasksWidget`), or null. */
export function widgetModuleId(manifest: RemotesManifest, id: string): string | null {
  for (const remote of manifest.remotes) {
    const widget = remote.widgets.find((w) => w.id === id);
    if (widget) return `${remote.name}/${widget.module}`;
  }
  return null;
}

export const REMOTES_MANIFEST_KEY = ['/remotes.json'] as const;
