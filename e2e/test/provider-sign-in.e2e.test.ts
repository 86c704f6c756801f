// Signing in through the OpenID provider the harness starts (oidc-provider): the sign-in screen's button,
// the provider's own login form, and back to a new account held at onboarding, like a sign-up; then the
// account page's connected provider, and a sign-in that fails landing on /login with its reason.
import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../src/flows.ts';
import { enabled, oidcIssuer, uniqueEmail, useBrowser } from '../src/harness.ts';

describe.skipIf(!enabled || !oidcIssuer)('signing in through an OpenID Connect provider', () => {
  const browser = useBrowser();

  it("signs a new person in through the provider's login form, to onboarding, and lists the provider on /account", async () => {
    const { page, pageErrors } = await browser.open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Replit' }).click();
    // The provider's own page.
    await page.waitForURL((url) => url.origin === oidcIssuer);
    await page.locator('input[name="login"]').fill('grace');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    // Back on Market Muse, signed in to a new account that has no profile yet.
    await page.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile-setup');

    await page.goto('/account');
    const section = page.getByRole('list', { name: 'Connected sign-in providers' });
    await section.getByText('Replit').waitFor();
    await section.getByText(/grace@example\.com/).waitFor();
    // Its only way in: disconnecting is refused, with what to do instead.
    await section.getByRole('button', { name: 'Disconnect Replit (grace@example.com)' }).click();
    await page
      .getByText(/This provider is your only way to sign in/)
      .first()
      .waitFor();
    await section.getByText('Replit').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("connects the provider to a signed-in account with 'Connect Replit' on /account", async () => {
    const { page, pageErrors } = await browser.open();
    await signUpByApi(page, {
      firstName: 'Mary',
      lastName: 'Somerville',
      email: uniqueEmail('mary'),
      password: 'correct horse',
    });
    await page.goto('/account');
    await page.getByText('No provider is connected', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Connect Replit', exact: true }).click();
    await page.waitForURL((url) => url.origin === oidcIssuer);
    // The provider's person has another address than the account: connecting while signed in links anyway.
    await page.locator('input[name="login"]').fill('mallory');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('status').getByText('The provider is now connected to your account').waitFor();
    const section = page.getByRole('list', { name: 'Connected sign-in providers' });
    await section.getByText(/mallory@example\.com/).waitFor();
    expect(await page.getByRole('button', { name: 'Connect Replit', exact: true }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('returns a sign-in whose state this browser never started to /login, saying so', async () => {
    const { page } = await browser.open();
    await page.goto('/api/auth/login/callback?code=stolen&state=not-this-browsers');
    await page.waitForURL((url) => url.pathname === '/login');
    await page
      .getByRole('alert')
      .getByText(/That sign-in attempt expired or was started in another window/)
      .waitFor();
    await page.getByRole('button', { name: 'Continue with Replit' }).waitFor();
  });
});
