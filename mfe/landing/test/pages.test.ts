import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseRemotesManifest, pathMatches } from '@market-muse/contracts/remotes-manifest';
import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS } from '../src/landing/content.ts';
import { ARTICLES, articlePath, articlesIn } from '../src/pages/content/articles.ts';
import { HELP_ANSWERS } from '../src/pages/content/help.ts';
import { INFO_PAGES } from '../src/pages/content/pages.ts';
import { COLLECTIONS } from '../src/pages/content/types.ts';
import { loadHelpSearch } from '../src/pages/help-search.ts';
import { CONTACT_PATH, HELP_PATH, INFO_PATHS } from '../src/pages/paths.ts';

const manifest = parseRemotesManifest(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../infra/remotes.json'), 'utf8')),
);
const landingClaims = manifest.remotes
  .find((remote) => remote.name === 'landing')!
  .routes.filter((route) => route.access === 'signed-out' && route.path !== '/*');
const claimedForVisitors = (path: string) => landingClaims.some((route) => pathMatches(route.path, path));

describe('the public pages', () => {
  it('have one content record per information path, each with its own title', () => {
    expect(INFO_PAGES.map((page) => page.path).toSorted()).toEqual([...INFO_PATHS].toSorted());
    expect(new Set(INFO_PAGES.map((page) => page.title)).size).toBe(INFO_PAGES.length);
  });

  it('give every footer link a page the landing remote serves to visitors', () => {
    const served = new Set<string>([
      ...INFO_PATHS,
      ...COLLECTIONS.map((collection) => `/${collection}`),
      HELP_PATH,
      CONTACT_PATH,
    ]);
    const links = FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.to));
    expect(links).toHaveLength(16);
    for (const link of links) {
      expect(served, link).toContain(link);
      expect(claimedForVisitors(link), link).toBe(true);
    }
  });

  it('are open to signed-in users too, except /roadmap, which is theirs', () => {
    const forUsers = manifest.remotes
      .find((remote) => remote.name === 'landing')!
      .routes.filter((route) => route.access === 'signed-in')
      .map((route) => route.path);
    for (const route of landingClaims) {
      if (['/', '/login', '/forgot-password', '/roadmap'].includes(route.path)) continue;
      expect(forUsers, route.path).toContain(route.path);
    }
    expect(forUsers).not.toContain('/roadmap');
  });

  it('list every article on its index, at its own address', () => {
    expect(new Set(ARTICLES.map(articlePath)).size).toBe(ARTICLES.length);
    for (const collection of COLLECTIONS) {
      expect(articlesIn(collection).length, collection).toBeGreaterThanOrEqual(2);
      for (const article of articlesIn(collection)) {
        expect(claimedForVisitors(articlePath(article)), articlePath(article)).toBe(true);
        expect(article.sections.length).toBeGreaterThan(0);
      }
    }
  });

  it('quote every pricing method the advisor knows in the pricing guide', async () => {
    const { pricingMethods } = await import('@market-muse/advisor/knowledge/pricing');
    const guide = ARTICLES.find((article) => article.slug === 'pricing-your-work')!;
    const texts = guide.sections.flatMap((section) =>
      section.blocks.flatMap((block) => ('text' in block ? [block.text] : [])),
    );
    for (const method of Object.values(pricingMethods)) expect(texts).toContain(method);
  });
});

describe('the help centre search', () => {
  it('finds answers by their words, by a prefix and despite a typo', async () => {
    const search = await loadHelpSearch(HELP_ANSWERS);
    expect(search('delete my account')[0]).toBe('delete-account');
    expect(search('expor')[0]).toBe('export');
    expect(search('pasword')).toContain('forgot-password');
    expect(search('cookie banner')[0]).toBe('cookies');
  });

  it('answers nothing for words no answer has', async () => {
    const search = await loadHelpSearch(HELP_ANSWERS);
    expect(search('zeppelin')).toEqual([]);
  });
});
