// /progress: a creative's own history on the real server.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { signUpByApi } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';
import { E2E_OPERATOR_TOKEN } from '../src/server.ts';

/** Full-page pictures at 1280 and 390 px; `reload` redraws the page first with reduced motion. */
async function shoot(page: Page, name: string, reload = true) {
  // Charts draw without animation for reduced motion: the pictures show them finished.
  if (reload) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
  }
  await page.locator('.recharts-surface').first().waitFor();
  await page.screenshot({ path: `/tmp/shots/progress-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/shots/progress-${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(overflow, `${name} is wider than 390 px`).toBeLessThanOrEqual(0);
}

describe.skipIf(!enabled)('/progress', () => {
  const browser = useBrowser();

  it('renders the charts for a scripted user, travels back in time and downloads the CSV', async () => {
    const { page } = await browser.open();
    await signUpByApi(page, {
      firstName: 'Pia',
      lastName: 'Rogress',
      email: uniqueEmail('progress'),
      password: 'correct horse',
    });
    // A scripted journey through the API: a project, a goal with progress, a roadmap, two tasks done.
    const api = async (path: string, data?: unknown) => {
      const response = await page.request.post(path, data === undefined ? {} : { data });
      expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
      return (await response.json()) as Record<string, unknown>;
    };
    const project = await api('/api/projects', {
      name: 'Tidewater Prints',
      projectType: 'book',
      projectStage: 'idea',
    });
    // The user works on it: the plan, the dashboard and its as-of numbers are the active project's.
    await api(`/api/projects/${project.id}/activate`);
    const goal = await api('/api/goals', {
      title: 'Sell 10 prints',
      targetValue: 10,
      unit: 'prints',
      projectId: project.id,
    });
    await api(`/api/goals/${goal.id}/progress`, { currentValue: 4 });
    await api('/api/roadmaps/generate', { goalId: goal.id });
    const tasks = (await (await page.request.get('/api/tasks')).json()) as Array<{
      id: string;
      title: string;
    }>;
    await api(`/api/tasks/${tasks[0]!.id}/complete`);
    await api(`/api/tasks/${tasks[1]!.id}/complete`);

    await page.goto('/progress');
    await page.getByRole('heading', { level: 1, name: 'Your progress' }).waitFor();
    for (const title of ['Tasks completed per week', 'Goal progress', 'Active days', 'Roadmap steps done'])
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await expect
      .poll(() => page.getByTestId('tasks-per-week').locator('.recharts-bar-rectangle').count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('goal-progress').locator('.recharts-line').count())
      .toBeGreaterThan(0);
    await page.getByRole('img', { name: '1 active day in the last 20 weeks' }).waitFor();
    await page.getByText('2 tasks completed over the last week.').waitFor();
    await page.getByTestId('timeline').getByText(`Completed '${tasks[1]!.title}'`).waitFor();

    // Time travel: the user's whole life is today, so the view opens at the start (sign-up): nothing yet.
    const stats = page.getByTestId('as-of-stats');
    await stats.getByText('0 of 0').waitFor();
    await page.getByRole('region', { name: 'Projects then' }).getByText('No projects yet.').waitFor();
    await page
      .getByTestId('changes-since')
      .getByText(/Since then: \+2 tasks completed/)
      .waitFor();
    // To now: the slider's end shows the present state.
    const slider = page.getByLabel('Your time in Market Muse');
    await slider.focus();
    await page.keyboard.press('End');
    await page.getByRole('region', { name: 'Projects then' }).getByText('Tidewater Prints').waitFor();
    await stats.getByText(`2 of ${tasks.length}`).waitFor();
    await page.getByTestId('changes-since').getByText('Nothing has changed since then.').waitFor();
    // And back to the start by keyboard.
    await page.keyboard.press('Home');
    await stats.getByText('0 of 0').waitFor();

    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'page');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('market-muse-progress.csv');
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]!.startsWith('event_id,position,occurred_at,recorded_at,user,type')).toBe(true);
    expect(csv.filter((line) => line.includes(',TaskCompleted,'))).toHaveLength(2);
  });

  it('/analytics shows the scores, topics and formats of the content the user made', async () => {
    const { page } = await browser.open();
    await signUpByApi(page, {
      firstName: 'Ana',
      lastName: 'Lytics',
      email: uniqueEmail('analytics'),
      password: 'correct horse',
    });
    for (const [content, platform] of [
      ['New prints out now! #prints', 'instagram'],
      ['Behind the scenes of my darkroom: how one print is made, step by step. #process', 'instagram'],
      ['I am opening my studio for a weekend. Come and see the new series.', 'linkedin'],
    ]) {
      const response = await page.request.post('/api/ai/analyze-content', { data: { content, platform } });
      expect(response.ok()).toBe(true);
    }
    expect(
      (
        await page.request.post('/api/ai/content-suggestions', { data: { contentType: 'social_media' } })
      ).ok(),
    ).toBe(true);
    await page.goto('/analytics');
    await page.getByRole('heading', { level: 1, name: 'Content analytics' }).waitFor();
    await expect.poll(() => page.getByTestId('scores-chart').locator('.recharts-line').count()).toBe(2);
    await page.getByTestId('topics-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByText('No posts planned yet.').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'analytics');
  });

  it('/operator shows the analytics only for the operator token', async () => {
    const { page } = await browser.open();
    // The token lives only in the page: no reload before the pictures, so no animation from the start.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/operator');
    await page.getByRole('heading', { level: 1, name: 'Operator analytics' }).waitFor();
    const token = page.getByLabel('Operator token');
    await token.fill('not-the-token');
    await page.getByRole('button', { name: 'Show analytics' }).click();
    await page.getByRole('alert').getByText('That token is not the operator token.').waitFor();
    await token.fill(E2E_OPERATOR_TOKEN);
    await page.getByRole('button', { name: 'Show analytics' }).click();
    await page.getByRole('heading', { level: 2, name: 'Onboarding funnel' }).waitFor();
    await page.getByTestId('funnel-chart').locator('.recharts-bar-rectangle').first().waitFor();
    const body = await page.locator('body').textContent();
    expect(body).not.toContain('@example.com');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await shoot(page, 'operator', false);
  });
});
