import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { greeting, LANDING_HEADING, saveProfileByApi, signUp, userMenu } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

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
