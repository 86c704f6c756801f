// The shared 'react-router' is a curated list of exports (packages/config/shared/react-router.mjs): an
// import the list lacks would be undefined at run time in a built app, so every import is checked here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routerAlias, SHARED_ROUTER_MODULE } from '@market-muse/config/rspack/router';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const SKIP = new Set(['node_modules', 'dist', 'storybook-static', '.data', 'test']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mjs|jsx?)$/.test(entry.name) && !/\.(test|stories)\./.test(entry.name) ? [path] : [];
  });
}

/** The runtime names a file imports from 'react-router' (type-only imports are erased by the build). */
function importedNames(source: string): string[] {
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)].flatMap((match) =>
    match[1]
      ? []
      : (match[2] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

describe('the shared react-router subset', () => {
  const curated = readFileSync(SHARED_ROUTER_MODULE, 'utf8');
  const exported = new Set([...curated.matchAll(/^\s+(\w+),$/gm)].map((match) => match[1]));

  it('exports every name the apps import from react-router', () => {
    const dirs = ['shells', 'mfe', 'packages', 'e2e/fixtures'].map((dir) => join(root, dir));
    const missing = dirs
      .flatMap(sourceFiles)
      .flatMap((file) => importedNames(readFileSync(file, 'utf8')).map((name) => ({ file, name })))
      .filter(({ name }) => !exported.has(name));
    expect(missing).toEqual([]);
    expect(exported.has('BrowserRouter')).toBe(true);
  });

  it('aliases react-router to the subset, which re-exports the production build', () => {
    const alias = routerAlias(true);
    expect(alias['react-router$']).toBe(SHARED_ROUTER_MODULE);
    expect(alias['@market-muse/react-router-full$']).toMatch(/react-router\/dist\/production\/index\.mjs$/);
  });
});
