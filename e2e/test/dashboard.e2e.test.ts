import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { greeting, signUpByApi } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

const SHOTS = process.env.SHOTS_DIR;

const newUser = (name: string) => ({
  firstName: name,
  lastName: 'Tester',
  email: uniqueEmail(name.toLowerCase()),
  password: 'long enough',
});

async function post(page: Page, path: string): Promise<void> {
  const answer = await page.request.post(path, { data: {} });
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
}

describe.skipIf(!enabled)('dashboard', () => {
  const browser = useBrowser();

  it('shows the step, then All set after a roadmap and tasks; completing a task turns its dot green', async () => {
    const { page, pageErrors } = await browser.open();
    await signUpByApi(page, newUser('Maya'));
    await page.goto('/');
    await greeting(page, 'Maya').waitFor();
    // A complete profile with business goals: two milestones done, the third is worked on.
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByRole('link', { name: 'Generate Tasks' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-1280-step.png`, fullPage: true });

    await post(page, '/api/roadmaps/generate');
    await post(page, '/api/tasks/generate-daily');
    await page.reload();
    await page.getByText('All set! Ready to grow').waitFor();
    const bar = page.getByRole('progressbar', { name: 'Marketing progress' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');

    const rows = page.getByTestId('recent-task');
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThanOrEqual(3);
    const complete = rows.getByRole('button', { name: /^Complete task: / }).first();
    const title = ((await complete.getAttribute('aria-label')) ?? '').replace('Complete task: ', '');
    await complete.click();
    const row = rows.filter({ hasText: title });
    await expect.poll(() => row.getByTestId('task-dot').getAttribute('data-state')).toBe('completed');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-1280-all-set.png`, fullPage: true });
    expect((await seriousViolations(page)).join('\n')).toBe('');
    expect(pageErrors).toEqual([]);
  });

  it('with the projects remote unreachable, the dashboard renders with the widget fallback', async () => {
    const { page } = await browser.open();
    await page.route('**/mfe/projects/**', (route) => route.abort());
    await signUpByApi(page, newUser('Noor'));
    await page.goto('/');
    await greeting(page, 'Noor').waitFor();
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByTestId('widget-fallback').first().waitFor();
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open Assistant' }).getAttribute('href')).toBe(
      '/ai-assistant',
    );
  });

  it('at 390 px the navigation is a menu that reaches the areas and marks the current one', async () => {
    const { page } = await browser.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpByApi(page, newUser('Lina'));
    await page.goto('/');
    await greeting(page, 'Lina').waitFor();
    await page.getByText('Step 3 of 3').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    if (SHOTS) {
      await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await page.screenshot({ path: `${SHOTS}/dashboard-390-menu.png` });
    }
    await menu.getByRole('menuitem', { name: 'Projects' }).click();
    await page.waitForURL('**/projects');
    await page.getByRole('heading', { level: 1, name: /Projects/ }).waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(
      await page.getByRole('menu').getByRole('menuitem', { name: 'Projects' }).getAttribute('aria-current'),
    ).toBe('page');
    await page.keyboard.press('Escape');
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });
});
