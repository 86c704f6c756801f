import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

const signedIn = async (app: App, name: string) => {
  const c = client(app.url);
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await c.post('/api/auth/register', {
    email,
    password: 'correct horse',
    firstName: name,
    lastName: 'X',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(app.url + path, {
      method,
      headers: { 'content-type': 'application/json', cookie: c.cookie ?? '' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  };
  return Object.assign(c, { call });
};

/** User B tries every profile, project and goal route with user A's ids and gets nothing of A's. */
describe.each(databaseKinds)('cross-user isolation (profile, projects, goals) on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("user B never sees or changes user A's profile, projects or goals", async () => {
    const a = await signedIn(app, 'alice');
    const b = await signedIn(app, 'bob');
    await a.post('/api/profile', {
      creativeTypes: ['photography'],
      currentProjectName: 'Alice Secret Project',
      businessGoals: ['increase_sales'],
      onboardingCompleted: true,
    });
    const p1 = (
      await a.post('/api/projects', { name: 'Alice One', projectType: 'book', projectStage: 'idea' })
    ).json;
    const p2 = (
      await a.post('/api/projects', { name: 'Alice Two', projectType: 'app', projectStage: 'idea' })
    ).json;
    const goal = (await a.post('/api/goals', { title: 'Alice goal', projectId: p1.id, targetValue: 10 }))
      .json;
    const snapshot = async () => ({
      profile: (await a.get('/api/profile')).json,
      projects: (await a.get('/api/projects')).json,
      active: (await a.get('/api/active-project')).json,
      goals: (await a.get('/api/goals')).json,
    });
    const before = await snapshot();
    expect((before.goals as unknown as Json[]).length).toBe(2);

    // Reads: nothing of A's.
    expect((await b.get('/api/profile')).status).toBe(404);
    expect((await b.get('/api/projects')).json).toEqual([]);
    expect((await b.get('/api/active-project')).json).toBeNull();
    expect((await b.get('/api/goals')).json).toEqual([]);
    for (const id of [p1.id, p2.id]) {
      const res = await b.get(`/api/projects/${id}`);
      expect([res.status, res.text]).toEqual([404, 'Project not found']);
      const goals = await b.get(`/api/goals?projectId=${id}`);
      expect([goals.status, goals.text]).toEqual([404, 'Project not found']);
    }

    // Writes with A's ids: 404 exactly like a missing id, and A's data is unchanged.
    const writes = [
      [await b.call('POST', `/api/projects/${p2.id}/activate`), 'Project not found'],
      [await b.call('POST', '/api/goals', { title: 'Hijack', projectId: p1.id }), 'Project not found'],
      [
        await b.call('PATCH', `/api/goals/${goal.id}`, { title: 'Hijacked', status: 'abandoned' }),
        'Goal not found',
      ],
      [await b.call('POST', `/api/goals/${goal.id}/progress`, { currentValue: 10 }), 'Goal not found'],
      [await b.call('POST', `/api/goals/${goal.id}/complete`), 'Goal not found'],
    ] as const;
    for (const [res, message] of writes) expect([res.status, res.text]).toEqual([404, message]);

    // B's own profile with the same business goal gets B's own goal, not A's.
    await b.post('/api/profile', { businessGoals: ['increase_sales'] });
    const bGoals = (await b.get('/api/goals')).json as unknown as Json[];
    expect(bGoals).toHaveLength(1);
    expect(bGoals[0]!.id).not.toBe((before.goals as unknown as Json[])[0]!.id);

    expect(await snapshot()).toEqual(before);
    expect((await b.get('/api/projects')).json).toEqual([]);
  });
});
