// The footer's public pages: every link reaches its own page with its own heading, opened at the top and
// without a console error (prerendered pages and the shell's alike, since the walk goes from one page's
// footer to the next), the help search, the contact form's mail, the 404 page, and axe on every page in
// both themes.
import { waitForMail } from '@market-muse/test-servers/mailbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { saveProfileByApi, signUpByApi } from '../src/flows.ts';
import { enabled, mailboxURL, uniqueEmail, useBrowser } from '../src/harness.ts';

/** Each footer link, in footer order, with the heading of the page it opens. */
const FOOTER_PAGES = [
  ['Features', '/features', 'Features'],
  ['How it works', '/how-it-works', 'How it works'],
  ['Pricing', '/pricing', 'Pricing'],
  ['Roadmap', '/roadmap', 'Product roadmap'],
  ['Blog', '/blog', 'Blog'],
  ['Guides', '/guides', 'Guides'],
  ['Templates', '/templates', 'Templates'],
  ['Help center', '/help', 'Help center'],
  ['Contact', '/contact', 'Contact us'],
  ['About', '/about', 'About Market Muse'],
  ['Careers', '/careers', 'Careers'],
  ['Press', '/press', 'Press'],
  ['Partners', '/partners', 'Partners'],
  ['Privacy', '/privacy', 'Privacy policy'],
  ['Terms', '/terms', 'Terms of use'],
  ['Cookies', '/cookies', 'Cookies'],
] as const;

/** One article of each collection, and the not-found page. */
const MORE_PAGES = [
  ['/guides/your-first-market-stall', 'Your first market stall'],
  ['/templates/caption-templates-per-platform', 'Caption templates for each platform'],
  ['/blog/small-steps-beat-big-plans', 'Small steps beat big plans'],
  ['/no-such-page', 'Page not found'],
] as const;

const OPERATORS = 'hello@marketmuse.app';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * Console errors, except the resource statuses the pages answer on purpose: the shell asks who is signed in
 * and a visitor is answered 401, and a missing page's document is a 404 (the status is the point there).
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !/status of (401|404)/.test(text)) errors.push(text);
  });
  return errors;
}

describe.skipIf(!enabled)('the public pages', () => {
  const browser = useBrowser();

  it('every footer link opens its own page at the top, from the footer of the page before', {
    timeout: 120_000,
  }, async () => {
    const { page, pageErrors } = await browser.open();
    const errors = consoleErrors(page);
    await page.goto('/');
    for (const [label, path, title] of FOOTER_PAGES) {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: label, exact: true }).click();
      await heading(page, title).waitFor();
      expect(new URL(page.url()).pathname, label).toBe(path);
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: label }).toBe(0);
      expect(await page.getByRole('heading', { level: 1 }).count(), label).toBe(1);
    }
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('each collection lists its articles, each on its own page; a missing path is a 404 page', async () => {
    const { page } = await browser.open();
    await page.goto('/guides');
    await page.getByRole('link', { name: 'Your first market stall' }).click();
    await heading(page, 'Your first market stall').waitFor();
    expect(new URL(page.url()).pathname).toBe('/guides/your-first-market-stall');
    await page.getByRole('link', { name: 'All guides' }).click();
    await heading(page, 'Guides').waitFor();

    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await heading(page, 'Page not found').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Help center' }).click();
    await heading(page, 'Help center').waitFor();
    // An article that does not exist under a real collection is the same page.
    await page.goto('/guides/no-such-guide');
    await heading(page, 'Page not found').waitFor();
  });

  it('signed in, /roadmap stays the user’s own roadmap; the other pages open inside the app', async () => {
    const { page } = await browser.open();
    const email = uniqueEmail('rosa');
    await signUpByApi(page, { firstName: 'Rosa', lastName: 'Plan', email, password: 'correct horse' });
    await saveProfileByApi(page);
    await page.goto('/roadmap');
    await heading(page, 'Marketing Roadmap').waitFor();
    expect(await heading(page, 'Product roadmap').count()).toBe(0);
    // A guide or the privacy policy someone links to, in the app's own frame (one header, one main).
    await page.goto('/privacy');
    await heading(page, 'Privacy policy').waitFor();
    await page.getByRole('button', { name: 'User menu: Rosa' }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/contact');
    await heading(page, 'Contact us').waitFor();
    const form = page.getByRole('form', { name: 'Send a message' });
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    expect(await form.getByLabel('Name').inputValue()).toBe('Rosa Plan');
  });

  it('the help search finds an answer, and says when nothing matches', async () => {
    const { page } = await browser.open();
    await page.goto('/help');
    const search = page.getByRole('searchbox', { name: 'Search the help center' });
    await search.fill('delete my acount');
    await page.getByRole('heading', { name: 'How do I delete my account?' }).waitFor();
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^\d+ answers?$/);
    expect(await page.getByRole('heading', { name: 'Is there a dark mode?' }).count()).toBe(0);
    await search.fill('zeppelin');
    await page.getByText('No answers match “zeppelin”.', { exact: false }).waitFor();
  });

  it.skipIf(!mailboxURL)('the contact form mails the message to the team', async () => {
    const { page, pageErrors } = await browser.open();
    const name = `Ines ${Date.now().toString(36)}`;
    const email = uniqueEmail('ines');
    await page.goto('/contact');
    await page.getByRole('main').getByRole('link', { name: OPERATORS }).waitFor();
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Do you have a guide for selling prints at weekend markets?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').getByText('your message is on its way').waitFor();
    const mail = await waitForMail(mailboxURL, OPERATORS, `Contact form: ${name}`);
    expect(mail.text).toContain('Do you have a guide for selling prints at weekend markets?');
    expect(mail.text).toContain(email);
    expect(pageErrors).toEqual([]);
  });

  it('every public page is axe clean in light and dark at 390 px', { timeout: 300_000 }, async () => {
    const { page } = await browser.open();
    await page.setViewportSize({ width: 390, height: 844 });
    const found: string[] = [];
    const pages = [...FOOTER_PAGES.map(([, path, title]) => [path, title] as const), ...MORE_PAGES];
    for (const [index, [path, title]] of pages.entries()) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await heading(page, title).waitFor();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect.poll(() => isDark(page)).toBe(scheme === 'dark');
        // The header and footer are the same on every page: checked whole on the first, then each
        // page's own content, which keeps the loop short enough for CI.
        const violations = await seriousViolations(page, index === 0 ? undefined : 'main');
        found.push(...violations.map((v) => `${path} ${scheme}: ${v}`));
      }
    }
    expect(found.join('\n')).toBe('');
  });
});
