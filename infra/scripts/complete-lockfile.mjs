// The registry mirror this project installs from serves only Linux builds of platform-specific packages
// (esbuild, rollup, biome, swc...). npm then leaves those optional dependencies for other platforms out of
// package-lock.json, and `npm ci` refuses the lockfile ("Missing: X from lock file", npm/cli#8320). This
// records each missing one as an optional entry for other systems only (`os: ["!linux"]`), so `npm ci`
// accepts the lockfile and skips them, as it would skip a darwin binary with a full entry. Idempotent.
// Plain JavaScript: .ci/run runs it with the machine's Node before `npm ci` brings Node 24.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const file = resolve(import.meta.dirname, '../../package-lock.json');
/** @type {{ packages: Record<string, { dev?: boolean, optionalDependencies?: Record<string, string> }> }} */
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** Where npm would find `name` from the package at `from`: its own node_modules, then each ancestor's. */
/** @param {string} from @param {string} name @returns {string | null} */
const resolveFrom = (from, name) => {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
};

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolveFrom(path, name)) continue;
    const target = packages[`node_modules/${name}`] ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    packages[target] = {
      version: spec.replace(/^[\^~=v]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: ['!linux'],
    };
    added += 1;
  }
}

if (added > 0) {
  const sorted = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  lock.packages = sorted;
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`package-lock.json: ${added} off-platform optional entries recorded`);
