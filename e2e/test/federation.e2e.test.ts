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

    // /login is the landing remote's page in the shell (`/` is served prerendered, without federation).
    await page.goto('/login');
    const fallback = page.getByTestId('remote-fallback');
    await fallback.waitFor();
    expect(await fallback.getAttribute('data-remote')).toBe('landing');
    expect(manifestRequests, 'the first request and its retries').toBeGreaterThan(1);
    expect(pageErrors, 'the shell does not crash').toEqual([]);

    // The prerendered landing page does not need the remote at all.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();

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

  it("signed out, `/` is the landing remote's prerendered page, and /login its page in the shell", async () => {
    const { page, pageErrors } = await browser.open();
    const requests: string[] = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    await page.waitForLoadState('load');
    const scripts = requests.filter((p) => p.endsWith('.js'));
    expect(scripts, 'only the prerendered page script').toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/mfe\/landing\/prerendered\/page\.[0-9a-f]{8}\.js$/);
    expect(requests.some((p) => p.startsWith('/api/'))).toBe(false);
    // Its links are plain links: Sign In opens the shell on /login, where the remote serves the form.
    requests.length = 0;
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(requests).toContain('/mfe/landing/mf-manifest.json');
    expect(requests).toContain('/mfe/landing/remoteEntry.js');
    // Only the remote the page needs is fetched.
    expect(requests.some((p) => p.startsWith('/mfe/projects/'))).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it('the prerendered page is what the landing remote renders in the shell', async () => {
    const { page } = await browser.open();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    const prerendered = await page.locator('main').textContent();
    // The footer's year is set when the page is viewed, not when it was built.
    expect(await page.locator('[data-current-year]').textContent()).toBe(String(new Date().getFullYear()));
    // Signed out in the shell (a path the shell serves through the landing remote's route tree).
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.getByRole('link', { name: 'Market Muse home' }).first().click();
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    expect(await page.locator('main').textContent()).toBe(prerendered);
  });
});
