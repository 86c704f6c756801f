import { parseRemotesManifest } from '@market-muse/contracts/remotes-manifest';
import { describe, expect, it } from 'vitest';
import { resolveManifest, widgetModuleId } from '../src/federation/remotes-manifest.ts';
import { REMOTES_JSON } from './fetch-stub.ts';

describe('the remotes manifest', () => {
  it('resolves each entry against the page, keeping absolute URLs as they are', () => {
    const manifest = resolveManifest(
      {
        remotes: [
          {
            name: 'landing',
            entry: '/mfe/landing/mf-manifest.json',
            routes: [{ path: '/', access: 'signed-out' }],
          },
          { name: 'projects', entry: 'https://cdn.example.com/projects/mf-manifest.json' },
        ],
      },
      'http://localhost:3000/login',
    );
    expect(manifest.remotes.map((r) => r.entry)).toEqual([
      'http://localhost:3000/mfe/landing/mf-manifest.json',
      'https://cdn.example.com/projects/mf-manifest.json',
    ]);
    // Defaults: the profile-setup path, no routes, no widgets.
    expect(manifest.profileSetupPath).toBe('/profile-setup');
    expect(manifest.remotes[1]?.routes).toEqual([]);
    expect(manifest.remotes[1]?.widgets).toEqual([]);
  });

  it('finds the remote module that lends a widget', () => {
    const manifest = parseRemotesManifest(REMOTES_JSON);
    expect(widgetModuleId(manifest, 'recent-tasks')).toBe('projects/RecentTasksWidget');
    expect(widgetModuleId(manifest, 'nope')).toBeNull();
  });

  it('says clearly what is wrong with a bad manifest', () => {
    const bad = (json: unknown) => () => parseRemotesManifest(json);
    expect(bad([])).toThrow('remotes.json: expected an object { "remotes": [...] }');
    expect(bad(null)).toThrow('expected an object { "remotes": [...] }');
    expect(bad({ remotes: [{ name: 'landing' }] })).toThrow("remote 'landing'.entry must be text");
    expect(bad({ remotes: [{ name: '', entry: '/a' }] })).toThrow('remotes[0].name must be text');
    expect(bad({ remotes: [{ name: 'Bad Name', entry: '/a' }] })).toThrow('must be lower-case letters');
    expect(
      bad({ remotes: [{ name: 'a', entry: '/a', routes: [{ path: 'x', access: 'onboarded' }] }] }),
    ).toThrow("remote 'a'.routes[0].path must start with '/' (got 'x')");
    expect(bad({ remotes: [{ name: 'a', entry: '/a', routes: [{ path: '/x', access: 'admin' }] }] })).toThrow(
      "remote 'a'.routes[0].access must be one of signed-out, signed-in, onboarded",
    );
    const twice = {
      remotes: [
        { name: 'a', entry: '/a', routes: [{ path: '/x', access: 'onboarded' }] },
        { name: 'b', entry: '/b', routes: [{ path: '/x', access: 'signed-in' }] },
      ],
    };
    expect(bad(twice)).toThrow("path '/x' is claimed by both 'a' and 'b'");
    expect(
      bad({
        remotes: [
          { name: 'a', entry: '/a' },
          { name: 'a', entry: '/b' },
        ],
      }),
    ).toThrow("remote 'a' is listed twice");
  });

  it('lets a signed-out and a signed-in claim share a path (/ is the landing page and the dashboard)', () => {
    const manifest = parseRemotesManifest({
      remotes: [
        { name: 'landing', entry: '/l', routes: [{ path: '/', access: 'signed-out' }] },
        { name: 'home', entry: '/h', routes: [{ path: '/', access: 'onboarded' }] },
      ],
    });
    expect(manifest.remotes).toHaveLength(2);
  });

  it("reads a page's navigation link, and says what is wrong with a bad one", () => {
    const withNav = (nav: unknown, path = '/shop', access = 'onboarded') => ({
      remotes: [{ name: 'shop', entry: '/s', routes: [{ path, access, nav }] }],
    });
    expect(parseRemotesManifest(withNav({ label: 'Shop', order: 65 })).remotes[0]?.routes[0]?.nav).toEqual({
      label: 'Shop',
      order: 65,
      activeFor: [],
    });
    const bad = (json: unknown) => () => parseRemotesManifest(json);
    const at = "remote 'shop'.routes[0].nav";
    expect(bad(withNav({ order: 65 }))).toThrow(`${at}.label must be text`);
    expect(bad(withNav({ label: 'Shop', order: '65' }))).toThrow(`${at}.order must be a number`);
    expect(bad(withNav({ label: 'Shop', order: 65 }, '/shop/:id'))).toThrow(
      `${at}: a linked path has no parameters (got '/shop/:id')`,
    );
    expect(bad(withNav({ label: 'Shop', order: 65 }, '/shop', 'signed-out'))).toThrow(
      `${at}: only signed-in pages are in the navigation`,
    );
    expect(bad(withNav({ label: 'Shop', order: 65, activeFor: ['item/:id'] }))).toThrow(
      `${at}.activeFor[0] must start with '/' (got 'item/:id')`,
    );
    const twice = {
      remotes: [
        {
          name: 'shop',
          entry: '/s',
          routes: [
            { path: '/shop', access: 'onboarded', nav: { label: 'Shop', order: 65 } },
            { path: '/store', access: 'onboarded', nav: { label: 'Shop', order: 66 } },
          ],
        },
      ],
    };
    expect(bad(twice)).toThrow("the navigation links 'Shop' to both '/shop' and '/store'");
  });
});
