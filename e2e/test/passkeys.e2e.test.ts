// Passkeys end to end with Chromium's virtual authenticator (Chrome DevTools Protocol's WebAuthn domain:
// a CTAP2 platform authenticator that keeps discoverable credentials and verifies its user): sign up, add a
// passkey on /account, sign out, sign in with it from /login, then remove it, after which it signs in no more.
//
// A passkey belongs to a domain, never to an IP address, so this file runs its own server whose public URL
// is http://localhost:<port> (the suite's shared server is reached as 127.0.0.1).
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../src/chromium.ts';
import { signOut, signUp, userMenu } from '../src/flows.ts';
import { enabled, uniqueEmail } from '../src/harness.ts';
import { freePort, type RunningServer, startServer } from '../src/server.ts';

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

  /** A page at the site with a platform authenticator of its own, as a laptop with a fingerprint reader. */
  const open = async () => {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
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
    return { page, pageErrors, credentials };
  };

  it('adds a passkey on /account, signs in with it from /login, and removes it', async () => {
    const { page, pageErrors, credentials } = await open();
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
});
