import { resolveUserId, stateAsOf } from '@market-muse/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

const summarise = (rows: ReadonlyArray<Json>, keys: ReadonlyArray<string>) =>
  rows
    .map((row) => Object.fromEntries(keys.map((k) => [k, row[k]])))
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));

/** Waits (on the clock, not a sleep) until the wall clock has moved past `after`, and returns that time. */
const clockPast = (after: number) => {
  while (Date.now() <= after) {}
  return new Date();
};

describe.each(databaseKinds)("one user's state as of a past time on %s", (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('equals what the API answered at that time, from the events alone', async () => {
    const c = client(app.url);
    const email = `hist-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const userId = (
      await c.post('/api/auth/register', {
        email,
        password: 'correct horse',
        firstName: 'Hal',
        lastName: 'Story',
      })
    ).json.id as string;
    const other = client(app.url);
    await other.post('/api/auth/register', {
      email: `other-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse',
      firstName: 'Olga',
      lastName: 'Other',
    });
    await other.post('/api/profile', { creativeTypes: ['music'], businessGoals: ['grow_following'] });

    await c.post('/api/profile', { creativeTypes: ['Photographer'], businessGoals: ['increase_sales'] });
    const p1 = (await c.post('/api/projects', { name: 'One', projectType: 'book', projectStage: 'idea' }))
      .json;
    const p2 = (await c.post('/api/projects', { name: 'Two', projectType: 'app', projectStage: 'launch' }))
      .json;
    const goal = (await c.post('/api/goals', { title: 'Sell 10', targetValue: 10, projectId: p1.id })).json;
    await c.post(`/api/goals/${goal.id}/progress`, { currentValue: 4 });
    expect((await c.post('/api/roadmaps/generate', { goalId: goal.id })).status).toBeLessThan(300);
    const tasks = (await c.get('/api/tasks')).json as unknown as Json[];
    expect(tasks.length).toBeGreaterThan(1);
    expect((await c.post(`/api/tasks/${tasks[0]!.id}/complete`)).status).toBe(200);
    expect((await c.post('/api/ai/personalized-advice', { context: 'How do I price prints?' })).status).toBe(
      200,
    );

    const seen = async () => ({
      profile: (await c.get('/api/profile')).json,
      projects: (await c.get('/api/projects')).json,
      goals: (await c.get('/api/goals')).json,
    });
    /** Tasks and roadmaps as comparable summaries (the history view leaves out bookkeeping fields). */
    const summaries = async () => ({
      tasks: summarise((await c.get('/api/tasks')).json as unknown as Json[], [
        'id',
        'title',
        'status',
        'completed',
      ]),
      roadmaps: summarise((await c.get('/api/roadmaps')).json as unknown as Json[], [
        'id',
        'title',
        'status',
      ]),
    });
    const before = await seen();
    const beforeSummaries = await summaries();
    const mark = clockPast(Date.now());
    clockPast(mark.getTime());

    // Everything after the mark must not show in the view as of the mark.
    await c.post('/api/profile', { experienceLevel: 'advanced', onboardingCompleted: true });
    await c.post(`/api/projects/${p2.id}/activate`);
    await c.post(`/api/goals/${goal.id}/complete`);
    await c.post('/api/goals', { title: 'Later goal' });
    await c.post(`/api/tasks/${tasks[0]!.id}/reopen`);
    await c.post(`/api/tasks/${tasks[1]!.id}/complete`);
    await c.post('/api/ai/marketing-strategy', { timeframe: '30days' });
    const now = await seen();
    const nowSummaries = await summaries();

    const past = await app.runtime.runPromise(stateAsOf(userId, mark));
    expect(past).toMatchObject({ userId, asOf: mark.toISOString(), ...before });
    expect(past.user).toMatchObject({ userId, email, firstName: 'Hal', lastName: 'Story' });
    expect(past.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(past)).not.toContain('argon2');
    expect(past.goals).toHaveLength(2);
    expect({
      tasks: summarise(past.tasks as Json[], ['id', 'title', 'status', 'completed']),
      roadmaps: summarise(past.roadmaps as Json[], ['id', 'title', 'status']),
    }).toEqual(beforeSummaries);
    expect(past.advisorResults.map((r) => r.type)).toEqual(['AdviceGiven']);

    const present = await app.runtime.runPromise(stateAsOf(userId, new Date()));
    expect(present).toMatchObject(now);
    expect({
      tasks: summarise(present.tasks as Json[], ['id', 'title', 'status', 'completed']),
      roadmaps: summarise(present.roadmaps as Json[], ['id', 'title', 'status']),
    }).toEqual(nowSummaries);
    expect(present.advisorResults.map((r) => r.type)).toEqual(['AdviceGiven', 'StrategyGenerated']);
    expect(present.events).toBeGreaterThan(past.events);

    const beforeSignUp = await app.runtime.runPromise(stateAsOf(userId, new Date('2000-01-01T00:00:00Z')));
    expect(beforeSignUp).toMatchObject({
      events: 0,
      user: null,
      profile: null,
      projects: [],
      goals: [],
      roadmaps: [],
      tasks: [],
      advisorResults: [],
    });

    expect(await app.runtime.runPromise(resolveUserId(email.toUpperCase()))).toBe(userId);
    expect(await app.runtime.runPromise(resolveUserId('nobody@example.com'))).toBeNull();
  });
});
