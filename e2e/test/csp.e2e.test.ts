// The Content-Security-Policy allows no eval: no page may even try it. A browser that refuses an eval
// fires `securitypolicyviolation` (and would send a report), which is what a library probing for eval
// support (a validation library's JIT, for one) causes on the first check of a form. Every page, signed
// out and signed in, with its forms checked, must leave no violation behind.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANDING_HEADING, signInForm, signUpByApi, signUpForm } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation a page of this context meets, from its first script on. */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} (${event.blockedURI || 'inline'})`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/** Opens `path`, waits for its main heading and for the network to settle, and answers its violations. */
async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return (await violations(page)).map((v) => `${path}: ${v}`);
}

describe.skipIf(!enabled)('Content-Security-Policy: no page tries eval', () => {
  const browser = useBrowser();

  it('the recorder sees script the policy refuses (so an empty list means something)', async () => {
    const { page, context } = await browser.open();
    await recordViolations(context);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Code evaluated from the test is exempt from the page's policy; code the page itself runs is not,
    // so the probe goes in through a handler the page fires.
    await page.evaluate(() => {
      const probe = document.createElement('button');
      probe.setAttribute('onclick', 'return 1');
      document.body.append(probe);
      probe.click();
    });
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
  });

  it('signed out: the landing page and the sign-in screen, its forms checked and sent', async () => {
    const { page, context } = await browser.open();
    await recordViolations(context);
    const found = await visit(page, '/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    found.push(...(await visit(page, '/login')));
    // An empty form: every rule is checked in the browser before anything is sent.
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await signInForm(page).getByLabel('Email').fill('nobody@example.com');
    await signInForm(page)
      .getByLabel(/^Password\b/)
      .fill('wrong password');
    await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await signUpForm(page).getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('First name is required').waitFor();
    found.push(...(await violations(page)).map((v) => `/login forms: ${v}`));
    expect(found).toEqual([]);
  });

  it('signed in: every page of the shell and the remotes, with a form checked', async () => {
    const { page, context } = await browser.open();
    await recordViolations(context);
    await signUpByApi(page, {
      firstName: 'Cora',
      lastName: 'Sp',
      email: uniqueEmail('csp'),
      password: 'long enough',
    });
    const created = await page.request.post('/api/projects', {
      data: { name: 'Tide Prints', projectType: 'art_collection', projectStage: 'idea' },
    });
    const project = (await created.json()) as { id: string };

    const found: string[] = [];
    for (const path of [
      '/',
      '/projects',
      `/project/${project.id}`,
      '/roadmap',
      '/project-insights',
      '/ai-assistant',
      '/content-calendar',
      '/content',
      '/progress',
      '/analytics',
      '/community',
      '/onboarding',
      '/profile',
      '/project-setup',
      '/operator',
    ])
      found.push(...(await visit(page, path)));

    await page.goto('/projects');
    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await dialog.getByText('Project name is required').waitFor();
    found.push(...(await violations(page)).map((v) => `/projects form: ${v}`));
    expect(found).toEqual([]);
  });
});
