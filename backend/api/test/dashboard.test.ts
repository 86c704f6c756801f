import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';
import { type App, generateRoadmap, profileA, saveProfile, signedIn, tasksOf } from './roadmapsScenario.ts';

describe.each(databaseKinds)('dashboard on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('follows the milestones, tasks and roadmap progress right after each command', async () => {
    const c = await signedIn(app);
    const empty = await c.get('/api/dashboard');
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({
      milestones: { profileComplete: false, hasGoal: false, hasTask: false },
      milestonesDone: 0,
      progressPercent: 0,
      progressText: 'Step 1 of 3',
      recentTasks: [],
      roadmapProgress: null,
      quickStats: { activeGoals: 0, tasksThisWeek: 0, completedTasks: 0, successRate: 0 },
    });

    // A profile without creative types is not complete.
    await saveProfile(c, { ...profileA, creativeTypes: [], businessGoals: [] });
    expect((await c.get('/api/dashboard')).json).toMatchObject({ milestonesDone: 0, progressPercent: 0 });
    // With creative types and a business goal (which sets an initial goal): two of three.
    await saveProfile(c);
    expect((await c.get('/api/dashboard')).json).toMatchObject({
      milestones: { profileComplete: true, hasGoal: true, hasTask: false },
      milestonesDone: 2,
      progressPercent: 67,
      progressText: 'Step 3 of 3',
      quickStats: { activeGoals: 1 },
    });

    const roadmap = await generateRoadmap(c);
    await c.post('/api/tasks/generate-daily');
    const tasks = await tasksOf(c);
    const done = await c.post(`/api/tasks/${tasks[0]!.id}/complete`);
    expect(done.status).toBe(200);
    const listed = await tasksOf(c);
    const today = new Date().toISOString().slice(0, 10);
    const pending = listed.filter((t) => t.status === 'pending');
    const dueSoFar = listed.filter((t) => t.status === 'completed' || t.dueDate! <= today);
    const own = listed.filter((t) => t.roadmapId === roadmap.id);
    const dashboard = (await c.get('/api/dashboard')).json;
    expect(dashboard).toEqual({
      milestones: { profileComplete: true, hasGoal: true, hasTask: true },
      milestonesDone: 3,
      progressPercent: 100,
      progressText: 'All set! Ready to grow',
      recentTasks: listed.slice(0, 3),
      roadmapProgress: {
        roadmapId: roadmap.id,
        goalId: roadmap.goalId,
        completedTasks: 1,
        totalTasks: own.length,
        percent: Math.round((1 / own.length) * 100),
      },
      quickStats: {
        activeGoals: 1,
        tasksThisWeek: pending.length,
        completedTasks: 1,
        successRate: Math.round((1 / dueSoFar.length) * 100),
      },
    });
    // The success rate is over the tasks due so far, not the whole 90-day plan.
    expect(dueSoFar.length).toBeLessThan(listed.length);

    // Completing the goal leaves no active goal.
    const goals = (await c.get('/api/goals')).json as unknown as Array<{ id: string }>;
    await c.post(`/api/goals/${goals[0]!.id}/complete`);
    expect(((await c.get('/api/dashboard')).json.quickStats as { activeGoals: number }).activeGoals).toBe(0);
  });

  it('counts the roadmap of a user whose daily tasks came before it', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    expect((await c.post('/api/tasks/generate-daily')).status).toBe(200);
    const roadmap = await generateRoadmap(c);
    const listed = await tasksOf(c);
    const own = listed.filter((t) => t.roadmapId === roadmap.id);
    expect(own.length).toBeGreaterThan(0);
    const dashboard = (await c.get('/api/dashboard')).json;
    expect(dashboard.roadmapProgress).toEqual({
      roadmapId: roadmap.id,
      goalId: roadmap.goalId,
      completedTasks: 0,
      totalTasks: own.length,
      percent: 0,
    });
  });

  it('the OpenAPI document describes the roadmap, task, AI and dashboard routes', async () => {
    const doc = (await client(app.url).get('/api/openapi.json')).json as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/roadmaps',
        '/api/roadmaps/generate',
        '/api/tasks',
        '/api/tasks/generate-daily',
        '/api/tasks/{id}/complete',
        '/api/tasks/{id}/reopen',
        '/api/project-insights',
        '/api/ai/content-suggestions',
        '/api/ai/personalized-advice',
        '/api/ai/personalized-advice/stream',
        '/api/ai/chat-history',
        '/api/ai/marketing-strategy',
        '/api/ai/analyze-content',
        '/api/dashboard',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/ai/personalized-advice/stream'])).toContain('text/event-stream');
  });

  it("the server's background runner keeps the async activity model current", async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    await generateRoadmap(c);
    const [task] = await tasksOf(c);
    await c.post(`/api/tasks/${task!.id}/complete`);
    const read = () =>
      app.runtime.runPromise(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ tasks_created: number; tasks_completed: number; roadmaps_generated: number }>`
            select tasks_created, tasks_completed, roadmaps_generated from rm.activity_by_day
            where user_id = ${c.userId}::uuid`,
        ),
      );
    await expect
      .poll(read, { timeout: 20_000, interval: 50 })
      .toEqual([{ tasks_created: (await tasksOf(c)).length, tasks_completed: 1, roadmaps_generated: 1 }]);
  });

  it('answers 401 signed out', async () => {
    const res = await client(app.url).get('/api/dashboard');
    expect(res.status).toBe(401);
    expect(res.text).toBe('Unauthorized');
  });
});
