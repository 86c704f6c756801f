// The remotes manifest (/remotes.json) tells the shell where each remote lives in this environment,
// so a remote deploys without rebuilding the host.
import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  name: string;
  entry: string;
}

export function parseRemotesManifest(json: unknown, base: string): RemoteEntry[] {
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remotes.json: expected { "remotes": [...] }');
  return remotes.map((r: unknown, i) => {
    const { name, entry } = (r ?? {}) as { name?: unknown; entry?: unknown };
    if (typeof name !== 'string' || !name || typeof entry !== 'string' || !entry) {
      throw new Error(`remotes.json: remote #${i} needs a name and an entry`);
    }
    // Manifest URLs are resolved against the page so the runtime gets absolute URLs.
    return { name, entry: new URL(entry, base).href };
  });
}

let registered: Promise<void> | null = null;

/**
 * Fetches /remotes.json once and registers the remotes on the federation runtime. A failed fetch is
 * forgotten, so the next remote load (e.g. a Retry) asks again instead of staying broken.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= (async () => {
    const res = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
    registerRemotes(parseRemotesManifest(await res.json(), window.location.href), { force: true });
  })().catch((error: unknown) => {
    registered = null;
    throw error;
  });
  return registered;
}
