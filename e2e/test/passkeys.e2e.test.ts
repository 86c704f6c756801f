// Passkeys end to end with Chromium's virtual authenticator (Chrome DevTools Protocol's WebAuthn domain:
// a CTAP2 platform authenticator that keeps discoverable credentials and verifies its user): sign up, add a
// passkey on /account, sign out, sign in with it from /login, then remove it, after which it signs in no more;
// and sign in from the e-mail field's autofill (conditional mediation), the password still working beside it.
//
// A passkey belongs to a domain, never to an IP address, so this file runs its own server whose public URL
// is http://localhost:<port> (the suite's shared server is reached as 127.0.0.1).
import AxeBuilder from '@axe-core/playwright';
import { freePort } from '@market-muse/test-servers/free-port';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../src/chromium.ts';
import { PASSWORD_LABEL, signInForm, signOut, signUp, userMenu } from '../src/flows.ts';
import { enabled, uniqueEmail } from '../src/harness.ts';
import { type RunningServer, startServer } from '../src/server.ts';

const WIDTHS = [1280, 390] as const;

async function checkScreen(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`);
    expect(serious, `${name} at ${width} px`).toEqual([]);
    const dir = process.env.MM_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.skipIf(!enabled)('passkeys with a virtual authenticator', () => {
  let server: RunningServer;
  let browser: Browser;
  let origin: string;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = await startServer({ PORT: String(port), MM_PUBLIC_URL: origin });
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * A page at the site with a platform authenticator of its own, as a laptop with a fingerprint reader.
   * `autofill: false` is a browser without conditional mediation, which offers passkeys by the button alone
   * (with it, the virtual authenticator answers the autofill's request as soon as /login opens).
   */
  const open = async ({ autofill = true } = {}) => {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    if (!autofill)
      await context.addInitScript(() => {
        PublicKeyCredential.isConditionalMediationAvailable = async () => false;
      });
    contexts.push(context);
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const credentials = async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    const forgetCredentials = () => cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    return { page, pageErrors, credentials, forgetCredentials };
  };

  it('adds a passkey on /account, signs in with it from /login, and removes it', async () => {
    const { page, pageErrors, credentials } = await open({ autofill: false });
    await signUp(page, {
      firstName: 'Hedy',
      lastName: 'Lamarr',
      email: uniqueEmail('hedy'),
      password: 'frequency hopping',
    });
    await userMenu(page, 'Hedy').waitFor();

    await page.goto('/account');
    const section = page
      .getByRole('region', { name: 'Passkeys' })
      .or(page.locator('[aria-labelledby="account-passkeys"]'));
    await section.getByText('You have no passkeys yet.').waitFor();
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByLabel('Passkey name').fill('This laptop');
    await form.getByRole('button', { name: 'Add a passkey' }).click();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await list.getByText('This laptop').waitFor();
    await list.getByText(/not used yet/).waitFor();
    // The authenticator keeps it (discoverable), for this site.
    const [kept] = await credentials();
    expect(kept).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await checkScreen(page, 'account-passkeys');

    await list.getByRole('button', { name: 'Rename This laptop' }).click();
    await list.getByLabel('New name').fill('Studio laptop');
    await list.getByRole('button', { name: 'Save' }).click();
    await list.getByText('Studio laptop').waitFor();

    await signOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await userMenu(page, 'Hedy').waitFor();

    await page.goto('/account');
    await list.getByText(/last used/).waitFor();
    await list.getByRole('button', { name: 'Remove Studio laptop' }).click();
    await page.getByText('You have no passkeys yet.').waitFor();

    // The authenticator still offers it, but the account no longer knows it.
    await signOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('That passkey did not sign you in.', { exact: false }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(pageErrors).toEqual([]);
  });

  it('signs in from the e-mail field’s autofill with no e-mail typed, and by password on the same page', async () => {
    const { page, pageErrors, credentials, forgetCredentials } = await open();
    const email = uniqueEmail('grace');
    await signUp(page, { firstName: 'Grace', lastName: 'Hopper', email, password: 'compile time' });
    await userMenu(page, 'Grace').waitFor();
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByLabel('Passkey name').fill('Desk key');
    await form.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Desk key').waitFor();
    expect(await credentials()).toHaveLength(1);
    await signOut(page);

    // Opening /login asks for a passkey with conditional mediation: the field offers it, and the virtual
    // authenticator (automatic presence) picks the one passkey it holds, as a person choosing it would.
    const seen: string[] = [];
    page.on('request', (request) => seen.push(new URL(request.url()).pathname));
    // The authenticator may answer before the form could be read: the page is left at once, signed in.
    await page.goto('/login');
    await userMenu(page, 'Grace').waitFor();
    expect(seen).toContain('/api/auth/passkey');
    expect(seen).not.toContain('/api/auth/login');
    await page.goto('/account');
    await page
      .getByRole('list', { name: 'Your passkeys' })
      .getByText(/last used/)
      .waitFor();

    // With no passkey on the device the autofill request waits unanswered, and the password signs in
    // beside it; leaving the page ends the request cleanly (no error reaches the page).
    await forgetCredentials();
    await signOut(page);
    seen.length = 0;
    const waiting = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/passkey/options',
    );
    await page.goto('/login');
    expect((await waiting).status()).toBe(200);
    // The field that offers passkeys in the browser's autofill.
    expect(await signInForm(page).getByLabel('Email').getAttribute('autocomplete')).toBe('username webauthn');
    await signInForm(page).getByLabel('Email').fill(email);
    await signInForm(page).getByLabel(PASSWORD_LABEL).fill('compile time');
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
    await userMenu(page, 'Grace').waitFor();
    expect(seen).toContain('/api/auth/login');
    expect(seen).not.toContain('/api/auth/passkey');
    expect(pageErrors).toEqual([]);
  });
});
