import { ProjectInsights } from '@market-muse/contracts';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';
import { type App, activate, createProject, profileA, saveProfile, signedIn } from './roadmapsScenario.ts';

describe.each(databaseKinds)('project insights on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("generates insights for the profile's current project", async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    const res = await c.post('/api/project-insights');
    expect(res.status).toBe(200);
    expect(Schema.is(ProjectInsights)(res.json)).toBe(true);
    expect(Object.keys(res.json).sort()).toEqual(
      ['audienceSegments', 'challengeSolutions', 'keyInsights', 'recommendedChannels', 'source'].sort(),
    );
    expect(JSON.stringify(res.json)).toMatch(/Harbour Light Portraits|young families|portrait/i);
  });

  it('keeps insights per project: each project reads its own latest, none before the first generation', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    const first = (await c.get('/api/active-project')).json as { id: string };
    expect((await c.get('/api/project-insights')).json).toBeNull();
    const a = (await c.post('/api/project-insights')).json;
    expect((await c.get('/api/project-insights')).json).toEqual(a);

    const other = await createProject(c, { name: 'Salt Marsh Ceramics' });
    await activate(c, other.id);
    expect((await c.get('/api/project-insights')).json).toBeNull();
    const b = (await c.post('/api/project-insights')).json;
    expect((await c.get('/api/project-insights')).json).toEqual(b);

    // Switching back shows the first project's own, unchanged; ?projectId= reads either one.
    await activate(c, first.id);
    expect((await c.get('/api/project-insights')).json).toEqual(a);
    expect((await c.get(`/api/project-insights?projectId=${other.id}`)).json).toEqual(b);
    // Regenerating replaces only the active project's.
    const again = (await c.post('/api/project-insights')).json;
    expect((await c.get('/api/project-insights')).json).toEqual(again);
    expect((await c.get(`/api/project-insights?projectId=${other.id}`)).json).toEqual(b);

    // Another user's project is not found; a blank id reads the active project's.
    const stranger = await signedIn(app, 'Stranger');
    const foreign = await stranger.get(`/api/project-insights?projectId=${other.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe('Project not found');
    expect((await stranger.get('/api/project-insights')).json).toBeNull();
    expect((await client(app.url).get('/api/project-insights')).status).toBe(401);
  });

  it('answers 400 without a profile or without a current project name', async () => {
    const c = await signedIn(app);
    const none = await c.post('/api/project-insights');
    expect(none.status).toBe(400);
    expect(none.text).toBe('profile: Complete your profile before generating insights');
    await saveProfile(c, { ...profileA, currentProjectName: null });
    const nameless = await c.post('/api/project-insights');
    expect(nameless.status).toBe(400);
    expect(nameless.text).toBe(
      'currentProjectName: Add your current project to your profile before generating insights',
    );
  });

  it('answers 401 signed out', async () => {
    const res = await client(app.url).post('/api/project-insights');
    expect(res.status).toBe(401);
    expect(res.text).toBe('Unauthorized');
  });
});
