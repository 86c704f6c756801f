// The rough edges a first walk-through meets, on the real server: the chat page's height stays bounded and
// its message box in view on a phone, an ended session lands on /login (and stays there), a signed-out visit
// to a signed-in page says why it goes to /login, the header before onboarding, the login card that does
// not jump, a long project name at 390 px, a month-view post dragged with a real mouse, and a time the clock
// skips on a spring night said where the post is planned.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPLETE_PROFILE, PASSWORD_LABEL, signUpByApi, signUpForm } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

const SHOTS = process.env.SHOTS_DIR;

/** With SHOTS_DIR set: the page in both themes at 1280 and 390 px (full page), to look at. */
async function shoot(page: Page, name: string, ready: () => Promise<unknown> = async () => {}) {
  if (!SHOTS) return;
  const viewport = page.viewportSize();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await ready();
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (viewport) await page.setViewportSize(viewport);
}

const newUser = (name: string) => ({
  firstName: name,
  lastName: 'Edge',
  email: uniqueEmail(name.toLowerCase()),
  password: 'correct horse',
});

const unauthorizedToast = (page: Page) => page.getByText('You are logged out. Logging in again...').first();

describe.skipIf(!enabled)('rough edges', () => {
  const browser = useBrowser();

  it('the chat page stays as tall after 20 messages, and at 390 px the message box is in view', async () => {
    const { page } = await browser.open();
    await signUpByApi(page, newUser('Agnes'));
    // Ten questions answered through the API: twenty messages in the conversation the page loads.
    for (let i = 0; i < 10; i++) {
      const answered = await page.request.post('/api/ai/personalized-advice', {
        data: { context: `How should I price my work? (${i + 1})` },
      });
      expect(answered.ok(), await answered.text()).toBe(true);
    }
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    await page.goto('/ai-assistant');
    const log = page.getByRole('region', { name: 'Conversation' });
    await log.getByText('How should I price my work? (10)').waitFor();
    const height = await pageHeight();
    // The conversation scrolls inside its box: the page is no taller than the screen's worth of chat.
    expect(height).toBeLessThan(2000);
    expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await shoot(page, 'assistant-chat-20', () => log.getByText('How should I price my work? (10)').waitFor());

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await log.getByText('How should I price my work? (10)').waitFor();
    const box = await page.getByRole('textbox', { name: 'Your message' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/assistant-chat-390-screen.png` });
    expect(await pageHeight()).toBeLessThan(2400);
    // Answers use the phone's width: the newest bubble is most of the conversation's width.
    const widths = await log.evaluate((el) => {
      const bubbles = el.querySelectorAll('li > div');
      const last = bubbles[bubbles.length - 1] as HTMLElement;
      return { bubble: last.getBoundingClientRect().width, log: el.getBoundingClientRect().width };
    });
    expect(widths.bubble / widths.log).toBeGreaterThan(0.8);
  });

  it('an ended session toasts Unauthorized, then lands on /login after 500 ms and stays there', async () => {
    const { page, context } = await browser.open();
    await signUpByApi(page, newUser('Bruno'));
    await page.goto('/roadmap');
    const daily = page.getByRole('button', { name: 'Daily Tasks' });
    await daily.waitFor();
    // The session ends on the server (as an expiry would); the next request the page makes answers 401.
    await context.clearCookies();
    // When the address becomes /login, in the page's own clock (compared with the first 401's arrival).
    await page.evaluate(() => {
      const w = window as unknown as { __loginAt?: number };
      new MutationObserver(() => {
        if (w.__loginAt === undefined && location.pathname === '/login') w.__loginAt = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // A request of the screen itself, while the page still holds the signed-in user.
    await daily.click();
    await unauthorizedToast(page).waitFor();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const { unauthorizedAt, loginAt } = await page.evaluate(() => {
      const answers = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const refused = answers
        .filter((entry) => entry.responseStatus === 401)
        .map((entry) => entry.responseEnd);
      return {
        unauthorizedAt: Math.min(...refused),
        loginAt: (window as unknown as { __loginAt: number }).__loginAt,
      };
    });
    expect(loginAt - unauthorizedAt).toBeGreaterThanOrEqual(480);
    // Still /login once the sign-in screen is up (it used to go on to / a moment later).
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    expect(new URL(page.url()).pathname).toBe('/login');
    await shoot(page, 'session-ended-login');
  });

  it('a signed-out visit to /project-insights says Unauthorized and ends on /login', async () => {
    const { page } = await browser.open();
    await page.goto('/project-insights');
    await unauthorizedToast(page).waitFor();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // An address nobody serves is the 404 page, without the toast.
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText('You are logged out. Logging in again...').count()).toBe(0);
  });

  it('before onboarding the header says what to do instead of links that lead back', async () => {
    const { page } = await browser.open();
    await signUpByApi(page, newUser('Cleo'), null);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/profile-setup');
    await page.getByText('Set up your profile to open the rest of Market Muse.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await shoot(page, 'profile-setup-header');
  });

  it('the login card keeps its place across tabs and errors; a short password is said once', async () => {
    const { page } = await browser.open();
    await page.goto('/login');
    const card = page.getByRole('heading', { level: 1, name: 'Welcome to Market Muse' });
    const top = async () => (await card.boundingBox())!.y;
    const first = await top();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await signUpForm(page).waitFor();
    expect(await top()).toBe(first);
    const form = signUpForm(page);
    await form.getByLabel('First name').fill('Dora');
    await form.getByLabel('Last name').fill('Edge');
    await form.getByLabel('Email').fill(uniqueEmail('dora'));
    await form.getByLabel(PASSWORD_LABEL).fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters' }).waitFor();
    expect(await form.getByText('Password must be at least 8 characters').count()).toBe(1);
    expect(await top()).toBe(first);
    await shoot(page, 'login-signup-error');
  });

  it('a long unbroken project name wraps inside its card at 390 px', async () => {
    const { page } = await browser.open();
    await page.setViewportSize({ width: 390, height: 844 });
    const name = 'Supercalifragilisticexpialidocious'.repeat(3);
    await signUpByApi(page, newUser('Eliza'), { ...COMPLETE_PROFILE, currentProjectName: name });
    await page.goto('/projects');
    await page.getByRole('heading', { level: 2, name }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'projects-long-name');
  });

  it('month view: a post dragged with the mouse moves to the day it is dropped on', async () => {
    const { page } = await browser.open();
    await signUpByApi(page, newUser('Frida'));
    const planned = await page.request.post('/api/calendar/posts', {
      data: {
        text: 'Studio sale this weekend',
        platform: 'instagram',
        scheduledAt: '2027-03-10T12:00:00.000Z',
      },
    });
    expect(planned.ok(), await planned.text()).toBe(true);
    const { id } = (await planned.json()) as { id: string };
    await page.goto('/content-calendar?date=2027-03-10&view=month');
    const chip = page.locator('td[data-day="2027-03-10"]').getByRole('button', { name: /Studio sale/ });
    await chip.waitFor();
    const target = page.locator('td[data-day="2027-03-17"]');
    const from = (await chip.boundingBox())!;
    const to = (await target.boundingBox())!;
    const moved = page.waitForResponse((r) => r.url().endsWith(`/api/calendar/posts/${id}`) && r.ok());
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await moved;
    expect(await page.getByRole('menu').count()).toBe(0);
    await target.getByRole('button', { name: /Studio sale/ }).waitFor();
    // A click without a drag still opens the post's actions.
    await target.getByRole('button', { name: /Studio sale/ }).click();
    await page.getByRole('menuitem', { name: 'Move to date' }).waitFor();
    await page.keyboard.press('Escape');
    await shoot(page, 'calendar-month-moved', () => target.waitFor());
  });

  it('a time the clock skips on a spring night is said where the post is planned', async () => {
    // A context in a time zone whose clocks go from 01:00 to 02:00 on 28 March 2027.
    const { page } = await browser.open({ timezoneId: 'Europe/London' });
    await signUpByApi(page, newUser('Greta'));
    await page.goto('/content-calendar?date=2027-03-28&view=week');
    await page.getByRole('button', { name: 'Add a post on Sunday, March 28' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Time').fill('01:30');
    await dialog
      .getByText('There is no 01:30 on March 28 here: the clocks go forward. The post is planned for 02:30.')
      .waitFor();
    await dialog.getByLabel('Time').fill('10:30');
    await expect.poll(() => dialog.getByText('the clocks go forward').count()).toBe(0);
    await dialog.getByLabel('Time').fill('01:30');
    await shoot(page, 'calendar-skipped-time', () => dialog.waitFor());
  });
});
