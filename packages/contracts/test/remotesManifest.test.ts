import { describe, expect, it } from 'vitest';
import { isClaimed, parseRemotesManifest, pathMatches } from '../src/remotes-manifest.ts';

describe('route patterns', () => {
  it('match as react-router reads them: a segment per parameter, the rest for a star', () => {
    expect(pathMatches('/blog/:slug', '/blog/first-post')).toBe(true);
    expect(pathMatches('/blog/:slug', '/blog')).toBe(false);
    expect(pathMatches('/blog/:slug', '/blog/first-post/more')).toBe(false);
    expect(pathMatches('/pricing', '/pricing/')).toBe(true);
    expect(pathMatches('/pricing', '/pricing-old')).toBe(false);
    expect(pathMatches('/content/*', '/content')).toBe(true);
    expect(pathMatches('/content/*', '/content/a/b')).toBe(true);
    expect(pathMatches('/*', '/anything/at/all')).toBe(true);
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/', '/x')).toBe(false);
  });
});

describe('claimed paths', () => {
  const manifest = parseRemotesManifest({
    remotes: [
      {
        name: 'landing',
        entry: '/mfe/landing/mf-manifest.json',
        routes: [
          { path: '/', access: 'signed-out' },
          { path: '/guides/:slug', access: 'signed-out' },
          { path: '/*', access: 'signed-out' },
        ],
      },
      {
        name: 'projects',
        entry: '/mfe/projects/mf-manifest.json',
        routes: [{ path: '/project/:id', access: 'onboarded' }],
      },
    ],
  });

  it('are any claim but the catch-all, whoever may open it, and the shell’s own pages', () => {
    expect(isClaimed(manifest, '/guides/first-stall')).toBe(true);
    expect(isClaimed(manifest, '/project/42')).toBe(true);
    expect(isClaimed(manifest, '/community')).toBe(true);
    expect(isClaimed(manifest, '/demo')).toBe(true);
    expect(isClaimed(manifest, '/no-such-page')).toBe(false);
    expect(isClaimed(manifest, '/guides/first-stall/more')).toBe(false);
  });
});
