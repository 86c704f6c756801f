import { sharedSingletons } from '@market-muse/config/rspack/federation';
import { describe, expect, it } from 'vitest';

describe('shared singletons', () => {
  it('shares React (with subpaths), the router, the query cache and the kit at the pinned versions', () => {
    const shared = sharedSingletons();
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@market-muse/client',
        '@market-muse/ui',
        '@market-muse/ui/core',
        '@tanstack/react-query',
        'react',
        'react-dom',
        'react-dom/',
        'react-router',
        'react/',
      ].sort(),
    );
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '19.3.1', version: '19.3.1' });
    expect(shared['react-dom/']?.version).toBe('19.3.1');
    expect(shared['react-router']?.version).toBe('7.18.5');
    expect(shared['@tanstack/react-query']?.version).toBe('5.108.0');
    expect(shared['@market-muse/ui/core']?.version).toBe(shared['@market-muse/ui']?.version);
    expect(Object.values(shared).every((s) => s.singleton)).toBe(true);
  });
});
