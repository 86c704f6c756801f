// Two projects, each with its own plan: /roadmap follows the active project through the switcher and
// /project-setup, a goal is set from /roadmap after the roadmap exists, and the numbers on screen are the API's.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPLETE_PROFILE, signUpByApi } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

type Json = Record<string, unknown>;

async function choose(page: Page, within: Locator, label: string, option: string) {
  await within.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Creates a project through the dialog on /projects; answers its id. */
async function createProject(page: Page, name: string, type: string): Promise<string> {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.getByLabel('Project Name').fill(name);
  await choose(page, dialog, 'Project Type', type);
  await choose(page, dialog, 'Project Stage', 'Idea Stage');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await page.waitForURL(/\/project\/[^/]+$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return new URL(page.url()).pathname.split('/').at(-1) as string;
}

const api = async (page: Page, path: string) => {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return res.json();
};

describe.skipIf(!enabled)('a plan per project', () => {
  const browser = useBrowser();

  it('roadmap, goal and task numbers follow the active project and match the API', async () => {
    const { page, pageErrors } = await browser.open();
    const { businessGoals: _, ...withoutGoals } = COMPLETE_PROFILE;
    await signUpByApi(
      page,
      { firstName: 'Ida', lastName: 'Holm', email: uniqueEmail('plans'), password: 'correct horse' },
      withoutGoals,
    );
    const a = await createProject(page, 'Ink Songs', 'Music Album');
    const b = await createProject(page, 'Paper Boats', 'Book/Publication');

    await page.goto('/projects');
    await page
      .getByRole('article', { name: 'Paper Boats' })
      .getByRole('button', { name: 'Work on This' })
      .click();
    await page.waitForURL(`**/project/${b}`);

    // The guided path: insights, then a roadmap without a goal, for B.
    await page.goto('/project-insights');
    await page.getByRole('button', { name: 'Generate Roadmap' }).click({ timeout: 30_000 });
    await page.waitForURL('**/roadmap', { timeout: 30_000 });
    await page.getByText('Current project: Paper Boats', { exact: true }).waitFor();
    const roadmaps = (await api(page, '/api/roadmaps')) as Json[];
    const active = roadmaps.filter((r) => r.status === 'active');
    expect(active.map((r) => r.projectId)).toEqual([b]);
    const roadmapB = active[0]!;
    await page.getByRole('list', { name: 'Roadmap phases' }).waitFor();
    await page.getByText(String(roadmapB.title), { exact: true }).first().waitFor();

    // The switcher in the header moves everything on the page to A, which has no roadmap yet.
    await choose(page, page.locator('header'), 'Project', 'Ink Songs');
    await page.getByText('Current project: Ink Songs', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Start with a goal' }).waitFor();
    expect(await page.getByRole('list', { name: 'Roadmap phases' }).count()).toBe(0);
    // In the page itself: the "Roadmap Created!" toast may still name B's roadmap above it for a while.
    expect(await page.getByRole('main').getByText(String(roadmapB.title), { exact: true }).count()).toBe(0);
    expect(((await api(page, '/api/active-project')) as Json).id).toBe(a);
    expect((await api(page, '/api/dashboard')) as Json).toMatchObject({ roadmapProgress: null });

    // Back to B: its roadmap exists, and a goal is set from /roadmap all the same.
    await choose(page, page.locator('header'), 'Project', 'Paper Boats');
    await page.getByText('Current project: Paper Boats', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Roadmap phases' }).waitFor();
    await page.getByRole('button', { name: 'Set a Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a Marketing Goal' });
    await dialog.getByLabel('Goal Title').fill('Sell 40 copies');
    await dialog.getByLabel('Target Value').fill('40');
    await dialog.getByLabel('Unit').fill('sales');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await page.getByText('Goal created!', { exact: true }).waitFor();
    const goals = (await api(page, `/api/goals?projectId=${b}`)) as Json[];
    expect(goals.map((g) => g.title)).toEqual(['Sell 40 copies']);

    // The roadmap made without a goal is attached to the new goal; the card then counts its tasks.
    await page.getByText('No roadmap plans for this goal yet', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Attach Roadmap' }).click();
    await page.getByText('Roadmap attached', { exact: true }).waitFor();
    await expect
      .poll(
        async () => ((await api(page, '/api/roadmaps')) as Json[]).find((r) => r.id === roadmapB.id)?.goalId,
      )
      .toBe(goals[0]!.id);

    const progressText = page.getByText(/^\d+ of \d+ tasks completed$/);
    const tasks = page.getByRole('list', { name: 'Current tasks' });
    const first = tasks.getByRole('button', { name: /^Complete task: / }).first();
    const title = ((await first.getAttribute('aria-label')) ?? '').replace('Complete task: ', '');
    await first.click();
    await tasks.getByRole('button', { name: `Reopen task: ${title}` }).waitFor();

    const ofB = (await api(page, `/api/tasks?projectId=${b}`)) as Json[];
    const planned = ofB.filter((t) => t.roadmapId === roadmapB.id);
    const done = planned.filter((t) => t.completed).length;
    expect(done).toBe(1);
    const dashboard = (await api(page, '/api/dashboard')) as Json;
    expect(dashboard.roadmapProgress).toMatchObject({
      roadmapId: roadmapB.id,
      goalId: goals[0]!.id,
      completedTasks: done,
      totalTasks: planned.length,
    });
    await expect.poll(() => progressText.textContent()).toBe(`${done} of ${planned.length} tasks completed`);
    const percent = (dashboard.roadmapProgress as Json).percent;
    await page.getByText(`${percent}%`, { exact: true }).first().waitFor();

    // The profile's current project is the active one: naming A (in any case) on /project-setup makes A
    // active again instead of creating another project.
    await page.goto('/project-setup');
    const setup = page.getByRole('form', { name: 'Current project' });
    await setup.getByLabel('Project name').fill('ink songs');
    await setup.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/project-insights');
    await page.goto('/roadmap');
    await page.getByText('Current project: Ink Songs', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Start with a goal' }).waitFor();
    const projects = (await api(page, '/api/projects')) as Json[];
    expect(projects.filter((p) => p.isActive).map((p) => p.id)).toEqual([a]);
    expect(projects.map((p) => String(p.name).toLowerCase()).filter((n) => n === 'ink songs')).toHaveLength(
      1,
    );

    // Insights are the active project's and kept per project: B's, generated while B was active on the
    // guided path, come back when B is active again, without another generation.
    const generations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/project-insights')
        generations.push(request.url());
    });
    await page.goto('/project-insights');
    await page.getByText('Ink Songs', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Key Insights' }).waitFor({ timeout: 30_000 });
    const insightsA = await api(page, '/api/project-insights');
    expect(insightsA).not.toBeNull();
    expect(generations).toHaveLength(1);
    await page.goto('/projects');
    await page
      .getByRole('article', { name: 'Paper Boats' })
      .getByRole('button', { name: 'Work on This' })
      .click();
    await page.waitForURL(`**/project/${b}`);
    await page.goto('/project-insights');
    await page.getByText('Paper Boats', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Key Insights' }).waitFor();
    const insightsB = await api(page, '/api/project-insights');
    expect(insightsB).not.toEqual(insightsA);
    expect(await api(page, `/api/project-insights?projectId=${a}`)).toEqual(insightsA);
    expect(generations).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
