import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { signUpByApi } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

const SHOTS = process.env.SHOTS_DIR;

const newUser = (name: string) => ({
  firstName: name,
  lastName: 'Tester',
  email: uniqueEmail(name.toLowerCase()),
  password: 'long enough',
});

describe.skipIf(!enabled)('community', () => {
  const browser = useBrowser();

  it('guides a photographer to their communities and puts the weekly habit on the task list once', async () => {
    const { page, pageErrors } = await browser.open();
    await signUpByApi(page, newUser('Ines'));
    await page.goto('/');
    // Reached from the main navigation.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await page.waitForURL('**/community');
    await page.getByRole('heading', { name: 'Find your people' }).waitFor();
    await page.getByRole('heading', { name: /as a photography creative/ }).waitFor();
    expect(await page.getByText('Start here').count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/community-1280.png`, fullPage: true });

    const habit =
      (await page
        .getByText(/^Show up in your /)
        .first()
        .textContent()) ?? '';
    await page.getByRole('button', { name: 'Add to my tasks' }).click();
    const toast = page.locator('[data-slot="toast"]');
    await toast.getByText('Habit added!', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add to my tasks' }).click();
    await toast.getByText('Already on your list', { exact: true }).waitFor();

    const tasks = await (await page.request.get('/api/tasks')).json();
    expect(tasks.filter((t: { title: string }) => t.title === habit)).toHaveLength(1);

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    const { page } = await browser.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpByApi(page, newUser('Oli'));
    await page.goto('/community');
    await page.getByRole('heading', { name: 'Find your people' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/community-390.png`, fullPage: true });
  });
});
