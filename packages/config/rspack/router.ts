/// <reference types="node" />
// Aliases that make the shared 'react-router' the curated module in ../shared/react-router.mjs (see there
// why), which itself re-exports from the package's own build.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The curated module every app shares as 'react-router'. */
export const SHARED_ROUTER_MODULE = join(import.meta.dirname, '..', 'shared', 'react-router.mjs');

/** `resolve.alias` entries for an app's build; `production` picks react-router's production build. */
export function routerAlias(production: boolean): Record<string, string> {
  const packageDir = dirname(require.resolve('react-router/package.json'));
  return {
    'react-router$': SHARED_ROUTER_MODULE,
    '@market-muse/react-router-full$': join(
      packageDir,
      'dist',
      production ? 'production' : 'development',
      'index.mjs',
    ),
  };
}
