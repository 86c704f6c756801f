// Remotes own their routes (issue: the shell mounts route trees from the manifest): a remote built on its
// own adds a page, and a manifest change hands a path to another remote, with the shell's build untouched.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpByApi } from '../src/flows.ts';
import { baseURL, enabled, uniqueEmail, useBrowser } from '../src/harness.ts';
import { REPO_ROOT } from '../src/server.ts';

const FIXTURE = join(REPO_ROOT, 'e2e/fixtures/extra-remote');
const DIST = join(FIXTURE, 'dist');
const SHELL_INDEX = join(REPO_ROOT, 'shells/host/dist/index.html');

const contentType = (file: string) =>
  file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : 'text/plain';

/** Serves the fixture's build under /mfe-extra/ and answers /remotes.json with `manifest`. */
async function deploy(page: Page, manifest: (deployed: { remotes: unknown[] }) => unknown) {
  await page.route('**/mfe-extra/**', (route) => {
    const file = join(DIST, new URL(route.request().url()).pathname.replace(/^\/mfe-extra\//, ''));
    return route.fulfill({ body: readFileSync(file), contentType: contentType(file) });
  });
  const deployed = (await (await fetch(`${baseURL}/remotes.json`)).json()) as { remotes: unknown[] };
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: manifest(structuredClone(deployed)) }),
  );
}

const extraRemote = (paths: string[]) => ({
  name: 'extra',
  entry: '/mfe-extra/mf-manifest.json',
  routes: paths.map((path) => ({ path, access: 'onboarded' })),
});

describe.skipIf(!enabled)('remotes own their routes', () => {
  const browser = useBrowser();
  let shellBuiltAt = 0;

  beforeAll(() => {
    shellBuiltAt = statSync(SHELL_INDEX).mtimeMs;
    // The remote's own release: built alone, with its own tooling, nothing else.
    execFileSync(join(REPO_ROOT, 'node_modules/.bin/rspack'), ['build'], { cwd: FIXTURE, stdio: 'pipe' });
  }, 120_000);

  it('a remote built on its own serves a page the shell never heard of, once the manifest names its paths', async () => {
    const { page } = await browser.open();
    await signUpByApi(page, {
      firstName: 'Ana',
      lastName: 'B',
      email: uniqueEmail('extra'),
      password: 'correct horse',
    });
    const remote = extraRemote(['/extra', '/extra/*']);
    // One manifest line more puts the remote's page in the main navigation, between Progress and Community.
    const [home, ...rest] = remote.routes;
    const linked = { ...remote, routes: [{ ...home, nav: { label: 'Extra', order: 65 } }, ...rest] };
    await deploy(page, (m) => ({ ...m, remotes: [...m.remotes, linked] }));
    await page.goto('/extra/brand-new-page');
    await page.getByRole('heading', { name: 'A page the shell has never heard of' }).waitFor();
    // Inside the shell's layout: the header is the shell's.
    await page.getByRole('link', { name: 'Market Muse home' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Projects',
      'Roadmap',
      'AI Assistant',
      'Content Calendar',
      'Progress',
      'Extra',
      'Community',
    ]);
    await nav.getByRole('link', { name: 'Extra' }).click();
    await page.getByRole('heading', { name: 'Extra remote home' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Extra' }).getAttribute('aria-current')).toBe('page');
    expect(statSync(SHELL_INDEX).mtimeMs, 'the shell was not rebuilt').toBe(shellBuiltAt);
  });

  it('a manifest that hands /roadmap to another remote moves it there', async () => {
    const { page } = await browser.open();
    await signUpByApi(page, {
      firstName: 'Ana',
      lastName: 'C',
      email: uniqueEmail('move'),
      password: 'correct horse',
    });
    await deploy(page, (m) => ({
      ...m,
      remotes: [
        ...(m.remotes as { name: string; routes: { path: string }[] }[]).map((r) => ({
          ...r,
          routes: r.routes.filter((route) => route.path !== '/roadmap'),
        })),
        extraRemote(['/roadmap']),
      ],
    }));
    await page.goto('/roadmap');
    await page.getByRole('heading', { name: 'Roadmap served by the extra remote' }).waitFor();
  });

  it('a path no remote claims is the shell’s not-found page', async () => {
    const { page } = await browser.open();
    await signUpByApi(page, {
      firstName: 'Ana',
      lastName: 'D',
      email: uniqueEmail('nf'),
      password: 'correct horse',
    });
    await page.goto('/no-remote-claims-this');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
