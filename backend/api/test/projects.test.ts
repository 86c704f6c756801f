import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

const signedIn = async (app: App) => {
  const c = client(app.url);
  const email = `maker-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await c.post('/api/auth/register', {
    email,
    password: 'correct horse',
    firstName: 'Mo',
    lastName: 'Maker',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return c;
};

const form = {
  name: 'Coastal Light',
  projectType: 'book',
  description: 'A photo book of the northern coast',
  targetAudience: 'Travel lovers',
  projectStage: 'development',
  uniqueSellingPoint: 'Shot over ten winters',
  availableBudget: '500_2000',
  availableTime: '5_10h',
};

describe.each(databaseKinds)('project routes on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a project (201) with every field, the first one active, and reads it back', async () => {
    const c = await signedIn(app);
    expect((await c.get('/api/projects')).json).toEqual([]);
    expect((await c.get('/api/active-project')).json).toBeNull();
    const created = await c.post('/api/projects', {
      ...form,
      biggestChallenges: ['time'],
      websiteUrl: 'https://coastal.example.com',
      socialMediaLinks: ['https://instagram.com/coastal'],
      targetRevenue: 12000,
      launchTimeline: 'Spring 2027',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      ...form,
      biggestChallenges: ['time'],
      websiteUrl: 'https://coastal.example.com',
      socialMediaLinks: ['https://instagram.com/coastal'],
      targetRevenue: 12000,
      launchTimeline: 'Spring 2027',
      isActive: true,
    });
    expect(created.json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(created.json.createdAt as string)).not.toBeNaN();
    expect((await c.get(`/api/projects/${created.json.id}`)).json).toEqual(created.json);
    expect((await c.get('/api/active-project')).json).toEqual(created.json);
    expect((await c.get('/api/projects')).json).toEqual([created.json]);
  });

  it('lists newest first; activation moves the one active flag', async () => {
    const c = await signedIn(app);
    const first = (await c.post('/api/projects', form)).json;
    const second = (await c.post('/api/projects', { ...form, name: 'Second', projectType: 'course' })).json;
    expect(second.isActive).toBe(false);
    const list = (await c.get('/api/projects')).json as unknown as Json[];
    expect(list.map((p) => p.name)).toEqual(['Second', 'Coastal Light']);

    const activated = await c.post(`/api/projects/${second.id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.json).toMatchObject({ id: second.id, isActive: true });
    const after = (await c.get('/api/projects')).json as unknown as Json[];
    expect(after.map((p) => [p.id, p.isActive])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await c.get('/api/active-project')).json).toMatchObject({ id: second.id });
    // Activating the active project again is a success that changes nothing.
    expect((await c.post(`/api/projects/${second.id}/activate`)).status).toBe(200);
    expect((await c.get('/api/active-project')).json).toMatchObject({ id: second.id });
  });

  it('two activations at once leave exactly one active project', async () => {
    const c = await signedIn(app);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D'])
      ids.push((await c.post('/api/projects', { ...form, name })).json.id as string);
    for (let round = 0; round < 3; round++) {
      const [x, y] = [ids[(round + 1) % 4]!, ids[(round + 2) % 4]!];
      const answers = await Promise.all([
        c.post(`/api/projects/${x}/activate`),
        c.post(`/api/projects/${y}/activate`),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const active = ((await c.get('/api/projects')).json as unknown as Json[]).filter((p) => p.isActive);
      expect(active).toHaveLength(1);
      expect([x, y]).toContain(active[0]!.id);
      expect((await c.get('/api/active-project')).json).toMatchObject({ id: active[0]!.id });
    }
  });

  it("answers 400 naming the field with the product's messages", async () => {
    const c = await signedIn(app);
    const cases: Array<[Json, string]> = [
      [{ ...form, name: '' }, 'name: Project name is required'],
      [{ ...form, name: '   ' }, 'name: Project name is required'],
      [{ projectType: 'book', projectStage: 'idea' }, 'name: Project name is required'],
      [{ ...form, projectType: '' }, 'projectType: Project type is required'],
      [{ name: 'x', projectStage: 'idea' }, 'projectType: Project type is required'],
      [{ ...form, projectType: 'spaceship' }, 'projectType: must be one of book, course, app'],
      [{ name: 'x', projectType: 'book' }, 'projectStage: Project stage is required'],
      [{ ...form, projectStage: '' }, 'projectStage: Project stage is required'],
      [{ ...form, targetRevenue: 'lots' }, 'targetRevenue: must be a number'],
      [{ ...form, targetRevenue: -1 }, 'targetRevenue: must not be negative'],
      [{ ...form, availableBudget: 'minimal' }, 'availableBudget: must be one of under_100'],
      [{ ...form, websiteUrl: 'not a url' }, 'websiteUrl: must be a web address'],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/projects', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toContain(message);
    }
    expect((await c.get('/api/projects')).json).toEqual([]);
  });

  it('answers 404 Project not found for missing and malformed ids', async () => {
    const c = await signedIn(app);
    for (const id of [crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const path = encodeURIComponent(id);
      for (const res of [
        await c.get(`/api/projects/${path}`),
        await c.post(`/api/projects/${path}/activate`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.text).toBe('Project not found');
      }
    }
  });

  it('answers 401 Unauthorized when signed out', async () => {
    const anonymous = client(app.url);
    const id = crypto.randomUUID();
    for (const res of [
      await anonymous.get('/api/projects'),
      await anonymous.post('/api/projects', form),
      await anonymous.get(`/api/projects/${id}`),
      await anonymous.post(`/api/projects/${id}/activate`),
      await anonymous.get('/api/active-project'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.text).toBe('Unauthorized');
    }
  });
});
