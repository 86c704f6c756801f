import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

const signedIn = async (app: App) => {
  const c = client(app.url);
  const email = `goal-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await c.post('/api/auth/register', {
    email,
    password: 'correct horse',
    firstName: 'Gia',
    lastName: 'Goal',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return Object.assign(c, {
    patch: async (path: string, body: unknown) => {
      const response = await fetch(app.url + path, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: c.cookie ?? '' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      let json: Json = {};
      try {
        json = JSON.parse(text);
      } catch {}
      return { status: response.status, text, json };
    },
  });
};

const project = { name: 'Coastal Light', projectType: 'book', projectStage: 'idea' };

describe.each(databaseKinds)('goal routes on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates, updates, records progress and completes a goal', async () => {
    const c = await signedIn(app);
    const created = await c.post('/api/goals', {
      title: '  Grow my newsletter ',
      description: 'Weekly letters',
      deadline: '2027-03-01',
      targetValue: 200,
      unit: 'subscribers',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title: 'Grow my newsletter',
      description: 'Weekly letters',
      status: 'active',
      deadline: '2027-03-01',
      targetValue: 200,
      currentValue: 0,
      unit: 'subscribers',
      progress: 0,
      projectId: null,
    });
    const id = created.json.id as string;

    const updated = await c.patch(`/api/goals/${id}`, {
      title: 'Grow my letter',
      targetValue: 400,
      unit: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      title: 'Grow my letter',
      targetValue: 400,
      unit: null,
      status: 'active',
    });

    expect((await c.post(`/api/goals/${id}/progress`, { currentValue: 100 })).json).toMatchObject({
      currentValue: 100,
      progress: 25,
    });
    expect((await c.post(`/api/goals/${id}/progress`, { increment: 50 })).json).toMatchObject({
      currentValue: 150,
      progress: 38,
    });
    expect((await c.patch(`/api/goals/${id}`, { status: 'paused' })).json).toMatchObject({
      status: 'paused',
    });
    const completed = await c.post(`/api/goals/${id}/complete`);
    expect(completed.status).toBe(200);
    expect(completed.json).toMatchObject({ status: 'completed', currentValue: 150 });
    expect((await c.post(`/api/goals/${id}/complete`)).status).toBe(200);
    expect((await c.get('/api/goals')).json).toEqual([completed.json]);
  });

  it("filters by project, and only the user's own projects can hold goals", async () => {
    const c = await signedIn(app);
    const p1 = (await c.post('/api/projects', project)).json.id as string;
    const p2 = (await c.post('/api/projects', { ...project, name: 'Other' })).json.id as string;
    const g1 = (await c.post('/api/goals', { title: 'Sell 10 books', projectId: p1 })).json;
    await c.post('/api/goals', { title: 'Launch course', projectId: p2 });
    // A goal set without a project is the active project's (the first project is active).
    const unnamed = (await c.post('/api/goals', { title: 'No project' })).json;
    expect(g1.projectId).toBe(p1);
    expect(unnamed.projectId).toBe(p1);
    expect(
      ((await c.get(`/api/goals?projectId=${p2}`)).json as unknown as Json[]).map((g) => g.title),
    ).toEqual(['Launch course']);
    expect(
      ((await c.get(`/api/goals?projectId=${p1}`)).json as unknown as Json[]).map((g) => g.title),
    ).toEqual(['Sell 10 books', 'No project']);
    expect(((await c.get('/api/goals')).json as unknown as Json[]).map((g) => g.title)).toEqual([
      'Sell 10 books',
      'Launch course',
      'No project',
    ]);
    for (const id of [crypto.randomUUID(), 'nonsense']) {
      const create = await c.post('/api/goals', { title: 'Elsewhere', projectId: id });
      expect(create.status).toBe(404);
      expect(create.text).toBe('Project not found');
      const list = await c.get(`/api/goals?projectId=${id}`);
      expect(list.status).toBe(404);
      expect(list.text).toBe('Project not found');
    }
  });

  it('answers 400 naming the field', async () => {
    const c = await signedIn(app);
    const createCases: Array<[Json, string]> = [
      [{}, 'title: Goal title is required'],
      [{ title: '  ' }, 'title: Goal title is required'],
      [{ title: 'x', targetValue: 0 }, 'targetValue: must be a positive number'],
      [{ title: 'x', targetValue: 'many' }, 'targetValue: must be a positive number'],
      [{ title: 'x', deadline: 'soon' }, 'deadline: must be a date (yyyy-mm-dd)'],
      [{ title: 'x', currentValue: -3 }, 'currentValue: must not be negative'],
    ];
    for (const [body, message] of createCases) {
      const res = await c.post('/api/goals', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toBe(message);
    }
    const id = (await c.post('/api/goals', { title: 'Real', targetValue: 10 })).json.id as string;
    const patch = await c.patch(`/api/goals/${id}`, { status: 'someday' });
    expect(patch.status).toBe(400);
    expect(patch.text).toContain('status: must be one of active, completed');
    expect((await c.patch(`/api/goals/${id}`, { title: '' })).text).toBe('title: Goal title is required');
    for (const body of [{}, { currentValue: 1, increment: 1 }]) {
      const res = await c.post(`/api/goals/${id}/progress`, body);
      expect(res.status).toBe(400);
      expect(res.text).toBe('currentValue: send either currentValue or increment');
    }
    const below = await c.post(`/api/goals/${id}/progress`, { increment: -5 });
    expect(below.status).toBe(400);
    expect(below.text).toBe('currentValue: must not be negative');
  });

  it('answers 404 Goal not found for missing and malformed ids', async () => {
    const c = await signedIn(app);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      for (const res of [
        await c.patch(`/api/goals/${id}`, { title: 'x' }),
        await c.post(`/api/goals/${id}/progress`, { currentValue: 1 }),
        await c.post(`/api/goals/${id}/complete`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.text).toBe('Goal not found');
      }
    }
  });

  it('the OpenAPI document describes the profile, project and goal routes', async () => {
    const doc = (await client(app.url).get('/api/openapi.json')).json as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    const described = (path: string, method: string) => doc.paths[path]?.[method]?.description ?? '';
    expect(described('/api/profile', 'get')).toMatch(/Profile not found/);
    expect(described('/api/profile', 'post')).toMatch(/onboardingCompleted/);
    expect(described('/api/projects', 'post')).toMatch(/Project name is required/);
    expect(described('/api/projects/{id}', 'get')).toMatch(/another user/);
    expect(described('/api/projects/{id}/activate', 'post')).toMatch(/only active/);
    expect(described('/api/active-project', 'get')).toMatch(/null/);
    expect(described('/api/goals', 'get')).toMatch(/projectId/);
    // Every read a project scopes takes ?projectId= (one of the user's own, else 404), or says whose it is.
    type Parameter = { name: string; in: string };
    const parameters = (path: string) =>
      ((doc.paths[path]?.get as { parameters?: Parameter[] } | undefined)?.parameters ?? []).map(
        (p) => `${p.in}:${p.name}`,
      );
    for (const path of ['/api/goals', '/api/tasks', '/api/project-insights']) {
      expect(parameters(path), path).toContain('query:projectId');
      expect(described(path, 'get'), path).toMatch(/Project not found/);
      expect(described(path, 'get'), path).toMatch(/first project/);
    }
    expect(described('/api/dashboard', 'get')).toMatch(/active project/);
    expect(described('/api/dashboard', 'get')).toMatch(/first project/);
    expect(described('/api/roadmaps', 'get')).toMatch(/projectId/);
    expect(described('/api/roadmaps/{id}/goal', 'post')).toMatch(/goalId/);
    expect(described('/api/roadmaps/{id}/goal', 'post')).toMatch(/Roadmap not found/);
    expect(described('/api/goals', 'post')).toMatch(/Goal title is required/);
    expect(described('/api/goals/{id}', 'patch')).toMatch(/status/);
    expect(described('/api/goals/{id}/progress', 'post')).toMatch(/increment/);
    expect(described('/api/goals/{id}/complete', 'post')).toMatch(/completed/);
    expect(Object.keys(doc.paths['/api/projects']!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401']),
    );
  });

  it('answers 401 Unauthorized when signed out', async () => {
    const anonymous = await signedIn(app);
    anonymous.cookie = null;
    const id = crypto.randomUUID();
    for (const res of [
      await anonymous.get('/api/goals'),
      await anonymous.post('/api/goals', { title: 'x' }),
      await anonymous.patch(`/api/goals/${id}`, { title: 'x' }),
      await anonymous.post(`/api/goals/${id}/progress`, { currentValue: 1 }),
      await anonymous.post(`/api/goals/${id}/complete`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.text).toBe('Unauthorized');
    }
  });
});
