// The colour theme: the system preference by default (Chromium's emulated prefers-color-scheme), a
// Light / Dark / System choice that is remembered, applied before any of the app's scripts run (so nothing
// flashes), and every page axe clean in both themes at desktop and phone widths.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { greeting, LANDING_HEADING, saveProfileByApi, signUp, userMenu } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** axe in light and dark at 1280 and 390 px on the page as it is (the choice is made through storage). */
async function axeInBothThemes(page: Page, ready: () => Promise<unknown>): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await ready();
      expect(await isDark(page)).toBe(scheme === 'dark');
      found.push(...(await seriousViolations(page)).map((v) => `${scheme} ${width}px: ${v}`));
    }
  }
  return found;
}

describe.skipIf(!enabled)('colour theme', () => {
  const browser = useBrowser();

  it('follows the system preference before any script of the app has run', async () => {
    const { page } = await browser.open();
    // With every script file refused, only the document's inline boot script can set the class.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    expect(await isDark(page)).toBe(true);
    const dark = await background(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await isDark(page)).toBe(false);
    expect(await background(page)).not.toBe(dark);
    // The shell's own document (served for /login) carries the same script.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    expect(await isDark(page)).toBe(true);
  });

  it('the landing switch remembers Dark against a light system, and System follows it again', async () => {
    const { page } = await browser.open();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await expect
      .poll(() => footer.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await expect
      .poll(() => footer.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed'))
      .toBe('true');
    await footer.getByRole('button', { name: 'System' }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
  });

  it('the landing page and the sign-in screen are axe clean in both themes at 1280 and 390 px', {
    timeout: 120_000,
  }, async () => {
    const { page } = await browser.open();
    await page.goto('/');
    const landing = await axeInBothThemes(page, () =>
      page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor(),
    );
    await page.goto('/login');
    const login = await axeInBothThemes(page, () => page.getByRole('tab', { name: 'Sign In' }).waitFor());
    expect([...landing, ...login].join('\n')).toBe('');
  });

  it('the user menu switches a signed-in user; the dashboard is axe clean in both themes', {
    timeout: 120_000,
  }, async () => {
    const { page } = await browser.open();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await signUp(page, {
      firstName: 'Noor',
      lastName: 'Dark',
      email: uniqueEmail('noor'),
      password: 'long enough',
    });
    await userMenu(page, 'Noor').waitFor();
    await saveProfileByApi(page);
    await page.goto('/');
    await greeting(page, 'Noor').waitFor();
    await userMenu(page, 'Noor').click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.reload();
    await greeting(page, 'Noor').waitFor();
    expect(await isDark(page)).toBe(true);
    await userMenu(page, 'Noor').click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.keyboard.press('Escape');
    const dashboard = await axeInBothThemes(page, () => greeting(page, 'Noor').waitFor());

    expect(dashboard.join('\n')).toBe('');
  });
});
