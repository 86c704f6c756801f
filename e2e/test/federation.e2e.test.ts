import { describe, expect, it } from 'vitest';
import { LANDING_HEADING, saveProfileByApi, signUp, userMenu } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

const LANDING_MANIFEST = '**/mfe/landing/mf-manifest.json';
const PROJECTS_MANIFEST = '**/mfe/projects/mf-manifest.json';

describe.skipIf(!enabled)('a remote that fails to load', () => {
  const browser = useBrowser();

  it('with the landing manifest unreachable, the shell retries, shows its fallback and recovers on Retry', async () => {
    const { page, pageErrors } = await browser.open();
    let manifestRequests = 0;
    await page.route(LANDING_MANIFEST, (route) => {
      manifestRequests += 1;
      return route.abort();
    });

    await page.goto('/');
    const fallback = page.getByTestId('remote-fallback');
    await fallback.waitFor();
    expect(await fallback.getAttribute('data-remote')).toBe('landing');
    expect(manifestRequests, 'the first request and its retries').toBeGreaterThan(1);
    expect(pageErrors, 'the shell does not crash').toEqual([]);

    // The shell still routes: /login is served by the same remote, so it falls back the same way.
    await page.goto('/login');
    await fallback.waitFor();

    await page.unroute(LANDING_MANIFEST);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('when a signed-in page fails, the header, the menu and the other remotes keep working', async () => {
    const { page, pageErrors } = await browser.open();
    await signUp(page, {
      firstName: 'Hedy',
      lastName: 'Lamarr',
      email: uniqueEmail('hedy'),
      password: 'frequency hop',
    });
    await userMenu(page, 'Hedy').waitFor();
    await saveProfileByApi(page);
    await page.route(PROJECTS_MANIFEST, (route) => route.abort());

    await page.goto('/projects');
    await page.getByTestId('remote-fallback').waitFor();
    expect(await page.getByTestId('remote-fallback').getAttribute('data-remote')).toBe('projects');

    // The user menu still opens and navigates; another remote still loads.
    await page.getByRole('button', { name: /^User menu: / }).click();
    await page.getByRole('menuitem', { name: 'Update Profile' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    await page.getByRole('link', { name: 'Market Muse home' }).click();
    await userMenu(page, 'Hedy').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('signed out, the landing page is served by its remote', async () => {
    const { page } = await browser.open();
    const remoteRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/mfe/')) remoteRequests.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    expect(remoteRequests).toContain('/mfe/landing/mf-manifest.json');
    expect(remoteRequests).toContain('/mfe/landing/remoteEntry.js');
    // Only the remote the page needs is fetched.
    expect(remoteRequests.some((p) => p.startsWith('/mfe/projects/'))).toBe(false);
  });
});
