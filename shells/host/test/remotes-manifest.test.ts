import { describe, expect, it } from 'vitest';
import { parseRemotesManifest } from '../src/federation/remotes-manifest.ts';

describe('parseRemotesManifest', () => {
  it('resolves each entry against the page, keeping absolute URLs as they are', () => {
    const remotes = parseRemotesManifest(
      {
        remotes: [
          { name: 'landing', entry: '/mfe/landing/mf-manifest.json' },
          { name: 'projects', entry: 'https://cdn.example.com/projects/mf-manifest.json' },
        ],
      },
      'http://localhost:3000/login',
    );
    expect(remotes).toEqual([
      { name: 'landing', entry: 'http://localhost:3000/mfe/landing/mf-manifest.json' },
      { name: 'projects', entry: 'https://cdn.example.com/projects/mf-manifest.json' },
    ]);
  });

  it('rejects a document of another shape', () => {
    expect(() => parseRemotesManifest([], 'http://x/')).toThrow('expected { "remotes": [...] }');
    expect(() => parseRemotesManifest(null, 'http://x/')).toThrow('expected { "remotes": [...] }');
    expect(() => parseRemotesManifest({ remotes: [{ name: 'landing' }] }, 'http://x/')).toThrow(
      'remote #0 needs a name and an entry',
    );
    expect(() => parseRemotesManifest({ remotes: [{ name: '', entry: '/a' }] }, 'http://x/')).toThrow(
      'remote #0 needs a name and an entry',
    );
  });
});
