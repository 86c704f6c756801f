/// <reference types="node" />
// The singletons every app shares. Host and remotes must agree on this list;
// versions are the repo's exact pins, read from the installed packages.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** Reads the installed version from the package's own package.json (some packages do not export it). */
function versionOf(pkg: string): string {
  for (const dir of require.resolve.paths(pkg) ?? []) {
    const file = join(dir, pkg, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error(`cannot find the installed version of ${pkg}`);
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  '@market-muse/ui',
  // The kit's light core on its own: the signed-out first load takes it without the Radix parts.
  '@market-muse/ui/core',
  // One client instance and its React context for the shell and every remote (demo mode swaps it).
  '@market-muse/client',
] as const;
/** Subpath prefixes (react/jsx-runtime, react-dom/client…) must be shared too, or a second React loads. */
const PREFIXED = ['react', 'react-dom'] as const;

/** The package a (sub)path import belongs to: `@market-muse/ui/core` → `@market-muse/ui`. */
const packageOf = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

export function sharedSingletons() {
  const shared: Record<string, { singleton: true; requiredVersion: string; version: string }> = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(packageOf(pkg));
    shared[pkg] = { singleton: true, requiredVersion: version, version };
  }
  for (const pkg of PREFIXED) {
    const version = versionOf(pkg);
    shared[`${pkg}/`] = { singleton: true, requiredVersion: version, version };
  }
  return shared;
}
