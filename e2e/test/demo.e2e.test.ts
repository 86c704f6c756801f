// Demo mode: the whole product in the browser with no account: onboarding, a project, a roadmap
// and daily tasks, a streamed chat; all of it survives a reload, and nothing reaches /api. Then
// 'Create an account' signs up and finds the same work (and the planned post) on the server.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_LABEL, signUpForm } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

const pathname = (page: Page) => new URL(page.url()).pathname;

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The titles of a task list, from each task's 'Complete task: …' button. */
const listTexts = (list: Locator) =>
  list
    .getByRole('button', { name: /^(Complete|Reopen) task: / })
    .evaluateAll((buttons) =>
      buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^\w+ task: /, '')),
    );

describe.skipIf(!enabled)('demo mode', () => {
  const browser = useBrowser();

  it('runs the product locally, keeps it across a reload, then moves it into a new account', async () => {
    const { page, pageErrors } = await browser.open();
    const apiCalls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api')) apiCalls.push(`${request.method()} ${url.pathname}`);
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });

    // The landing page (prerendered) loads neither the shell nor the demo's chunk, and asks /api nothing.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Grow your creative work/ }).waitFor();
    expect(scripts.filter((s) => /\/demo\.[0-9a-f]+\.js$/.test(s))).toEqual([]);
    expect(apiCalls.splice(0)).toEqual([]);

    await page.getByRole('link', { name: 'Try the demo' }).first().click();
    const banner = page.getByRole('region', { name: 'Demo mode' });
    await banner.waitFor();
    expect(scripts.filter((s) => /\/demo\.[0-9a-f]+\.js$/.test(s))).toHaveLength(1);

    // Onboarding (variant B) in the demo.
    await page.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Photographer' }).click();
    await page.getByRole('radio', { name: /Intermediate/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Creative/ }).click();
    await page.getByRole('radio', { name: /Mixed/ }).click();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await page.getByText('Profile completed!', { exact: true }).waitFor();
    await expect.poll(() => pathname(page)).toBe('/projects');

    // A project.
    await page.getByRole('button', { name: 'New Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await dialog.getByLabel('Project Name').fill('Harbour Lights');
    await choose(page, dialog, 'Project Type', 'Art Collection');
    await choose(page, dialog, 'Project Stage', 'Ready to Launch');
    await dialog.getByLabel('Target Audience').fill('coffee shop owners');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await page.getByText('Project created!', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Harbour Lights' }).waitFor();

    // A goal, a roadmap and today's tasks (after the demo's simulated delays).
    await page.goto('/roadmap');
    await page.getByRole('button', { name: 'Create First Goal' }).click();
    const goal = page.getByRole('dialog', { name: 'Set a Marketing Goal' });
    await goal.getByLabel('Goal Title').fill('Sell 20 prints');
    await goal.getByLabel('Target Value').fill('20');
    await goal.getByLabel('Unit').fill('sales');
    await goal.getByRole('button', { name: 'Create Goal' }).click();
    await page.getByText('Goal created!', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Generate My Roadmap' }).click();
    await page.getByRole('list', { name: 'Roadmap phases' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Daily Tasks' }).click();
    await page.getByText('Daily Tasks Generated!', { exact: true }).waitFor({ timeout: 30_000 });
    const currentTasks = page.getByRole('list', { name: 'Current tasks' });
    await currentTasks.waitFor();
    const tasks = await listTexts(currentTasks);
    expect(tasks.length).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/shots/demo-roadmap-1280.png', fullPage: true });

    // A streamed chat answer, with the greeting naming the creative type.
    await page.goto('/ai-assistant');
    await page.getByText(/your photography work/).waitFor();
    await page.getByRole('button', { name: 'Pricing Strategy' }).click();
    await page.locator('[data-testid="streaming-answer"]').waitFor();
    await page.getByText('Action Steps').first().waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="streaming-answer"]').waitFor({ state: 'detached' });
    const conversation = page.getByRole('region', { name: 'Conversation' });
    expect(await conversation.textContent()).toMatch(/photograph/i);
    await page.screenshot({ path: '/tmp/shots/demo-assistant-1280.png', fullPage: true });

    // A reload finds it all: still the demo, the project, the roadmap and its tasks, the chat.
    await page.reload();
    await banner.waitFor();
    await page
      .getByRole('region', { name: 'Conversation' })
      .getByText('How should I price my work?')
      .waitFor();
    // `/` is the demo's dashboard, not the prerendered landing page: the demo cookie tells the server.
    await page.goto('/');
    await banner.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Welcome to your Market Muse demo!' }).waitFor();
    await page.goto('/projects');
    await page.getByRole('article', { name: 'Harbour Lights' }).waitFor();
    await page.goto('/roadmap');
    await page.getByRole('list', { name: 'Roadmap phases' }).waitFor();
    await expect.poll(() => listTexts(page.getByRole('list', { name: 'Current tasks' }))).toEqual(tasks);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/shots/demo-roadmap-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A post on the content calendar, planned in the browser too.
    await page.goto('/content-calendar?date=2027-01-12&view=week');
    await page.getByRole('button', { name: 'Add a post on Tuesday, January 12' }).click();
    const plan = page.getByRole('dialog', { name: 'Plan a post' });
    await plan.getByRole('textbox', { name: /Post text/ }).fill('Harbour prints at dawn');
    await plan.getByRole('button', { name: 'Add to calendar' }).click();
    await page.locator('li[data-day="2027-01-12"]').getByTestId('planned-post').waitFor();

    // Nothing of the demo went to /api.
    expect(apiCalls).toEqual([]);

    // Keep the work: sign up, and the same project and tasks are on the server.
    await banner.getByRole('button', { name: 'Create an account' }).click();
    await expect.poll(() => pathname(page)).toBe('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = signUpForm(page);
    await form.getByLabel('First name').fill('Dee');
    await form.getByLabel('Last name').fill('Mo');
    await form.getByLabel('Email').fill(uniqueEmail('demo'));
    await form.getByLabel(PASSWORD_LABEL).fill('correct horse');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Your demo work is saved', { exact: true }).waitFor({ timeout: 30_000 });
    await banner.waitFor({ state: 'detached' });

    const projects = (await (await page.request.get('/api/projects')).json()) as {
      name: string;
      isActive: boolean;
    }[];
    expect(projects.map((p) => [p.name, p.isActive])).toEqual([['Harbour Lights', true]]);
    const serverTasks = (await (await page.request.get('/api/tasks')).json()) as { title: string }[];
    for (const title of tasks) expect(serverTasks.map((t) => t.title)).toContain(title);
    const roadmaps = (await (await page.request.get('/api/roadmaps')).json()) as { status: string }[];
    expect(roadmaps.map((r) => r.status)).toEqual(['active']);
    const chat = (await (await page.request.get('/api/ai/chat-history')).json()) as { message: string }[];
    expect(chat[0]?.message).toBe('How should I price my work?');
    const posts = (await (await page.request.get('/api/calendar/posts')).json()) as { text: string }[];
    expect(posts.map((p) => p.text)).toEqual(['Harbour prints at dawn']);
    await page.goto('/roadmap');
    await expect.poll(() => listTexts(page.getByRole('list', { name: 'Current tasks' }))).toEqual(tasks);
    await page.screenshot({ path: '/tmp/shots/demo-kept-roadmap-1280.png', fullPage: true });
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
