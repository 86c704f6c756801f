import { PROGRESS_EXPORT_COLUMNS } from '@market-muse/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

/** Waits (on the clock, not a sleep) until the wall clock has moved past `after`, and returns that time. */
const clockPast = (after: number) => {
  while (Date.now() <= after) {}
  return new Date();
};

const signUp = async (url: string) => {
  const c = client(url);
  const email = `prog-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await c.post('/api/auth/register', {
    email,
    password: 'correct horse',
    firstName: 'Pia',
    lastName: 'Rogress',
  });
  return { c, email };
};

describe.each(databaseKinds)('/api/progress on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('needs a session', async () => {
    const anonymous = client(app.url);
    for (const path of [
      '/api/progress',
      '/api/progress/as-of?at=2026-01-01',
      '/api/progress/timeline',
      '/api/progress/export.csv',
      '/api/progress/export.ndjson',
      '/api/progress/content',
    ])
      expect((await anonymous.get(path)).status).toBe(401);
  });

  it('answers the state as of each step of a journey as the API answered it then', async () => {
    const { c } = await signUp(app.url);
    /** What the API answered at a step, in the as-of view's terms. */
    const observe = async () => {
      const dashboard = (await c.get('/api/dashboard')).json as Json;
      const goals = (await c.get('/api/goals')).json as unknown as Json[];
      const projects = (await c.get('/api/projects')).json as unknown as Json[];
      const roadmaps = (await c.get('/api/roadmaps')).json as unknown as Json[];
      const tasks = (await c.get('/api/tasks')).json as unknown as Json[];
      const at = clockPast(Date.now());
      clockPast(at.getTime());
      return {
        at,
        expected: {
          dashboard: {
            milestones: dashboard.milestones,
            progressPercent: dashboard.progressPercent,
            activeGoals: (dashboard.quickStats as Json).activeGoals,
            completedTasks: (dashboard.quickStats as Json).completedTasks,
            successRate: (dashboard.quickStats as Json).successRate,
            totalTasks: tasks.length,
          },
          goals: goals
            .map((g) => ({ id: g.id, title: g.title, status: g.status, currentValue: g.currentValue }))
            .sort((a, b) => String(a.id).localeCompare(String(b.id))),
          projects: projects.map((p) => ({ id: p.id, name: p.name, isActive: p.isActive })),
          roadmaps: roadmaps
            .map((r) => ({ id: r.id, status: r.status }))
            .sort((a, b) => String(a.id).localeCompare(String(b.id))),
        },
      };
    };
    const steps = [await observe()];
    await c.post('/api/profile', { creativeTypes: ['Photographer'], businessGoals: ['increase_sales'] });
    steps.push(await observe());
    const project = (
      await c.post('/api/projects', { name: 'Prints', projectType: 'book', projectStage: 'idea' })
    ).json;
    const goal = (await c.post('/api/goals', { title: 'Sell 10', targetValue: 10, projectId: project.id }))
      .json;
    await c.post(`/api/goals/${goal.id}/progress`, { currentValue: 3 });
    steps.push(await observe());
    expect((await c.post('/api/roadmaps/generate', { goalId: goal.id })).status).toBeLessThan(300);
    const tasks = (await c.get('/api/tasks')).json as unknown as Json[];
    await c.post(`/api/tasks/${tasks[0]!.id}/complete`);
    await c.post(`/api/tasks/${tasks[1]!.id}/complete`);
    steps.push(await observe());
    await c.post(`/api/tasks/${tasks[1]!.id}/reopen`);
    await c.post(`/api/goals/${goal.id}/progress`, { currentValue: 7 });
    await c.post(`/api/goals/${goal.id}/complete`);
    steps.push(await observe());

    for (const step of steps) {
      const answer = (await c.get(`/api/progress/as-of?at=${encodeURIComponent(step.at.toISOString())}`))
        .json as Json;
      expect(answer.asOf).toBe(step.at.toISOString());
      expect(answer.dashboard).toEqual(step.expected.dashboard);
      expect(
        (answer.goals as Json[])
          .map((g) => ({ id: g.id, title: g.title, status: g.status, currentValue: g.currentValue }))
          .sort((a, b) => String(a.id).localeCompare(String(b.id))),
      ).toEqual(step.expected.goals);
      expect(answer.projects).toEqual(step.expected.projects);
      expect(
        (answer.roadmaps as Json[])
          .map((r) => ({ id: r.id, status: r.status }))
          .sort((a, b) => String(a.id).localeCompare(String(b.id))),
      ).toEqual(step.expected.roadmaps);
    }
    const first = (await c.get(`/api/progress/as-of?at=${encodeURIComponent(steps[1]!.at.toISOString())}`))
      .json;
    expect(first.changesSince).toMatchObject({
      tasksCompleted: 1,
      goalsSet: 1,
      projectsCreated: 1,
      roadmapsGenerated: 1,
    });
    expect((await c.get('/api/progress/as-of?at=not-a-date')).status).toBe(400);

    // The charts.
    const overview = (await c.get('/api/progress')).json as Json;
    expect(overview.since).toEqual(expect.any(String));
    const weeks = overview.tasksPerWeek as Json[];
    expect(weeks.reduce((sum, w) => sum + Number(w.completed), 0)).toBe(1);
    const series = (overview.goals as Json[]).find((g) => g.goalId === goal.id)!;
    expect((series.points as Json[]).map((p) => p.value)).toEqual([0, 3, 7]);
    expect(series.targetValue).toBe(10);
    expect((overview.activeDays as Json[]).length).toBeGreaterThan(0);
    const roadmap = overview.roadmap as Json;
    expect((roadmap.phases as Json[]).length).toBeGreaterThan(0);
    const phases = roadmap.phases as Json[];
    expect(phases.every((p) => Number(p.total) >= Number(p.done))).toBe(true);

    // The timeline, paged, newest first.
    const page1 = (await c.get('/api/progress/timeline?limit=3')).json as Json;
    const items1 = page1.items as Json[];
    expect(items1.map((i) => i.text)).toEqual([
      "Achieved the goal 'Sell 10'",
      "Recorded progress on 'Sell 10': 7",
      `Reopened '${tasks[1]!.title}'`,
    ]);
    const page2 = (await c.get(`/api/progress/timeline?limit=3&before=${page1.nextCursor}`)).json as Json;
    expect((page2.items as Json[])[0]!.text).toBe(`Completed '${tasks[1]!.title}'`);
    let cursor = page2.nextCursor as string | null;
    let last: Json[] = page2.items as Json[];
    while (cursor) {
      const page = (await c.get(`/api/progress/timeline?limit=3&before=${cursor}`)).json as Json;
      last = page.items as Json[];
      cursor = page.nextCursor as string | null;
    }
    expect(last[last.length - 1]!.text).toBe('Joined Market Muse');

    // The downloads.
    const csv = await c.get('/api/progress/export.csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe(PROGRESS_EXPORT_COLUMNS.join(','));
    const ndjson = await c.get('/api/progress/export.ndjson');
    const rows = ndjson.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Json);
    expect(rows.length).toBe(lines.length - 1);
    expect(Object.keys(rows[0]!)).toEqual([...PROGRESS_EXPORT_COLUMNS]);
    expect(rows.filter((r) => r.type === 'TaskCompleted').map((r) => r.title)).toEqual([
      tasks[0]!.title,
      tasks[1]!.title,
    ]);
    expect(rows.some((r) => r.type === 'UserRegistered')).toBe(false);
    expect(ndjson.text).not.toContain('@example.com');
  });

  it("answers the content performance of /analytics from the user's own analyses and ideas", async () => {
    const { c } = await signUp(app.url);
    await c.post('/api/profile', { creativeTypes: ['Photographer'], businessGoals: ['increase_sales'] });
    expect((await c.get('/api/progress/content')).json).toMatchObject({
      scores: [],
      topics: [],
      formats: [],
    });
    const first = (
      await c.post('/api/ai/analyze-content', { content: 'New prints out now!', platform: 'instagram' })
    ).json as Json;
    const second = (
      await c.post('/api/ai/analyze-content', {
        content: 'Behind the scenes of my darkroom: how a print is made, step by step.',
        platform: 'linkedin',
      })
    ).json as Json;
    const ideas = (await c.post('/api/ai/content-suggestions', { contentType: 'social_media' })).json as Json;
    const answer = (await c.get('/api/progress/content')).json as Json;
    expect(answer.scores).toEqual([
      { at: expect.any(String), platform: 'instagram', score: (first.analysis as Json).score },
      { at: expect.any(String), platform: 'linkedin', score: (second.analysis as Json).score },
    ]);
    const topics = answer.topics as Json[];
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.length).toBeLessThanOrEqual(10);
    const hashtags = (ideas.hashtags as string[]).map((h) => h.toLowerCase());
    for (const topic of topics) {
      expect(hashtags).toContain(topic.topic);
      expect(topic).toMatchObject({ generated: 1 });
    }
    expect(answer.formats).toEqual(
      expect.arrayContaining([
        { format: 'Social media', generated: 1, planned: 0 },
        { format: 'Instagram', generated: 1, planned: 0 },
        { format: 'LinkedIn', generated: 1, planned: 0 },
      ]),
    );
    expect(answer.calendar).toEqual([]);
  });

  it("never shows another user's events", async () => {
    const a = await signUp(app.url);
    const b = await signUp(app.url);
    await a.c.post('/api/goals', { title: 'Secret goal of A' });
    expect((await b.c.get('/api/progress/timeline')).text).not.toContain('Secret goal');
    expect((await b.c.get('/api/progress/export.csv')).text).not.toContain('Secret goal');
    expect((await b.c.get('/api/progress')).json.goals).toEqual([]);
    await a.c.post('/api/ai/analyze-content', { content: 'Secret post of A', platform: 'tiktok' });
    expect((await b.c.get('/api/progress/content')).json.scores).toEqual([]);
  });
});
