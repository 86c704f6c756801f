// Projects, project detail, roadmap, goals and insights, on the real server.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { COMPLETE_PROFILE, signUpByApi } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

const PASSWORD = 'correct horse';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/projects-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/shots/projects-${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(overflow, `${name} is wider than 390 px`).toBeLessThanOrEqual(0);
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Creates a project through the dialog, checking the three messages first; answers its id. */
async function createProject(page: Page, name: string, type: string, stage: string): Promise<string> {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await dialog.getByText('Project name is required').waitFor();
  await dialog.getByText('Project type is required').waitFor();
  await dialog.getByText('Project stage is required').waitFor();
  await dialog.getByLabel('Project Name').fill(name);
  await choose(page, dialog, 'Project Type', type);
  await choose(page, dialog, 'Project Stage', stage);
  await dialog.getByLabel('Target Audience').fill('indie bookshops');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await page.getByText('Project created!', { exact: true }).waitFor();
  await page.waitForURL(/\/project\/[^/]+$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return new URL(page.url()).pathname.split('/').at(-1) as string;
}

const stat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Quick Stats' })
    .locator('dl', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe.skipIf(!enabled)('projects, roadmap and goals', () => {
  const browser = useBrowser();

  it('creates two projects, activates the second, opens it; another user gets Project Not Found', async () => {
    const { page, pageErrors } = await browser.open();
    await signUpByApi(page, {
      firstName: 'Pia',
      lastName: 'Lund',
      email: uniqueEmail('p'),
      password: PASSWORD,
    });

    await createProject(page, 'Ink Songs', 'Music Album', 'Idea Stage');
    const secondId = await createProject(page, 'Paper Boats', 'Book/Publication', 'In Development');

    await page.goto('/projects');
    const second = page.getByRole('article', { name: 'Paper Boats' });
    await second.waitFor();
    await second.getByRole('button', { name: 'Work on This' }).click();
    await page.getByText('Project activated!', { exact: true }).waitFor();
    await page.waitForURL(`**/project/${secondId}`);
    await page.getByText('Active Project', { exact: true }).waitFor();

    await page.goto('/projects');
    await page
      .getByRole('article', { name: 'Paper Boats' })
      .getByRole('button', { name: 'Manage' })
      .waitFor();
    const list = page.getByRole('list', { name: 'Projects' });
    expect(await list.getByText('Active', { exact: true }).count()).toBe(1);
    expect(
      await page.getByRole('article', { name: 'Ink Songs' }).getByText('Active', { exact: true }).count(),
    ).toBe(0);
    await page
      .getByRole('article', { name: 'Ink Songs' })
      .getByRole('button', { name: 'Work on This' })
      .waitFor();

    await page.goto(`/projects/${secondId}`);
    await page.waitForURL(`**/project/${secondId}`);
    await page.getByRole('heading', { level: 1, name: 'Paper Boats' }).waitFor();

    const other = await browser.open();
    await signUpByApi(other.page, {
      firstName: 'Ola',
      lastName: 'Berg',
      email: uniqueEmail('p'),
      password: PASSWORD,
    });
    await other.page.goto(`/project/${secondId}`);
    await other.page.getByRole('heading', { name: 'Project Not Found' }).waitFor();
    await other.page.getByRole('link', { name: 'Back to Projects' }).click();
    await other.page.waitForURL('**/projects');
    expect(pageErrors).toEqual([]);
  });

  it('insights → roadmap → daily tasks → complete one, kept after a reload', async () => {
    const { page, pageErrors } = await browser.open();
    await signUpByApi(page, {
      firstName: 'Rae',
      lastName: 'Moss',
      email: uniqueEmail('p'),
      password: PASSWORD,
    });
    await page.goto('/project-insights');
    await page.getByRole('heading', { name: 'Key Insights' }).waitFor({ timeout: 45_000 });
    await page.getByRole('heading', { name: 'Challenge Solutions' }).waitFor();
    await page.getByRole('button', { name: 'Generate Roadmap' }).click();
    await page.getByText('Roadmap Created!', { exact: true }).waitFor({ timeout: 45_000 });
    await page.waitForURL('**/roadmap');
    await page.getByRole('list', { name: 'Roadmap phases' }).waitFor();

    await page.getByRole('button', { name: 'Daily Tasks' }).click();
    await page.getByText('Daily Tasks Generated!', { exact: true }).waitFor({ timeout: 45_000 });
    const tasks = page.getByRole('list', { name: 'Current tasks' });
    await tasks.waitFor();
    const before = Number(await stat(page, 'Completed Tasks').textContent());
    const rateBefore = await stat(page, 'Success Rate').textContent();

    const first = tasks.getByRole('button', { name: /^Complete task: / }).first();
    const title = ((await first.getAttribute('aria-label')) ?? '').replace('Complete task: ', '');
    await first.click();
    await tasks.getByRole('button', { name: `Reopen task: ${title}` }).waitFor();
    const decoration = await tasks
      .locator('li', { hasText: title })
      .locator('p')
      .first()
      .evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(decoration).toContain('line-through');
    await expect.poll(() => stat(page, 'Completed Tasks').textContent()).toBe(String(before + 1));
    await expect.poll(() => stat(page, 'Success Rate').textContent()).not.toBe(rateBefore);

    await page.reload();
    await expect
      .poll(() => stat(page, 'Completed Tasks').textContent(), { timeout: 20_000 })
      .toBe(String(before + 1));
    expect(pageErrors).toEqual([]);
  });

  it("creates a goal from 'Create First Goal'", async () => {
    const { page, pageErrors } = await browser.open();
    const { businessGoals: _, ...withoutGoals } = COMPLETE_PROFILE;
    await signUpByApi(
      page,
      { firstName: 'Sol', lastName: 'Vik', email: uniqueEmail('p'), password: PASSWORD },
      withoutGoals,
    );
    await page.goto('/roadmap');
    await page.getByRole('button', { name: 'Create First Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a Marketing Goal' });
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await dialog.getByText('Goal title is required').waitFor();
    await dialog.getByLabel('Goal Title').fill('Sell 20 prints');
    await dialog.getByLabel('Target Value').fill('20');
    await dialog.getByLabel('Unit').fill('sales');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await page.getByText('Goal created!', { exact: true }).waitFor();
    await page.getByText('Target: 20 sales').waitFor();
    await page.getByRole('button', { name: 'Generate My Roadmap' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('every screen passes axe and fits 390 px', async () => {
    const { page } = await browser.open();
    await signUpByApi(page, {
      firstName: 'Tia',
      lastName: 'Ek',
      email: uniqueEmail('p'),
      password: PASSWORD,
    });

    await page.goto('/projects');
    await page.getByRole('button', { name: 'New Project' }).waitFor();
    await page.getByRole('heading', { name: 'Your Projects' }).waitFor();
    await page
      .locator('[role="status"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => {});
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'list-empty');

    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await dialog.getByText('Project name is required').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await page.screenshot({ path: '/tmp/shots/projects-dialog-1280.png' });
    await page.keyboard.press('Escape');

    const id = await createProject(page, 'Tide Tables', 'Online Course', 'Ready to Launch');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'detail');

    await page.goto('/projects');
    await page.getByRole('article', { name: 'Tide Tables' }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'list');

    await page.goto('/project-insights');
    await page.getByRole('heading', { name: 'Key Insights' }).waitFor({ timeout: 45_000 });
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'insights');

    await page.goto('/roadmap');
    await page.getByRole('button', { name: 'Generate My Roadmap' }).click();
    await page.getByRole('list', { name: 'Roadmap phases' }).waitFor({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Daily Tasks' }).click();
    await page.getByText('Daily Tasks Generated!', { exact: true }).waitFor({ timeout: 45_000 });
    await page.getByRole('list', { name: 'Current tasks' }).waitFor();
    await page.screenshot({ path: '/tmp/shots/projects-roadmap-axe.png' });
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'roadmap');

    await page.goto(`/project/${id}-missing`);
    await page.getByRole('heading', { name: 'Project Not Found' }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });
});
