import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { greeting, LANDING_HEADING, saveProfileByApi, signUp, userMenu } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe.skipIf(!enabled)('accessibility (axe, WCAG 2.1 A/AA)', () => {
  const browser = useBrowser();

  it('the landing page, the login screen and the dashboard have no serious violations', async () => {
    const { page } = await browser.open();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');

    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');

    await signUp(page, {
      firstName: 'Ida',
      lastName: 'Wells',
      email: uniqueEmail('ida'),
      password: 'long enough',
    });
    await userMenu(page, 'Ida').waitFor();
    // Past the access gate: a completed profile, then a fresh start of the shell.
    await saveProfileByApi(page);
    await page.goto('/');
    await greeting(page, 'Ida').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });
});
