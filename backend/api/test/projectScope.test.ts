// Projects are the unit of the plan: each project has its own roadmap, day of tasks, goals, dashboard
// figures and insights, and the profile's current project is the active one (PGlite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startApp } from './harness.ts';
import {
  type App,
  activate,
  createProject,
  generateRoadmap,
  ok,
  profileA,
  saveProfile,
  signedIn,
  tasksOf,
} from './roadmapsScenario.ts';

type Json = Record<string, unknown>;

describe.each(databaseKinds)('projects as the unit of the plan on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives two projects separate roadmaps, days, goals and dashboards, and switching switches them', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    // Saving the profile's current project created it and made it active.
    const [a] = (await c.get('/api/projects')).json as unknown as Json[];
    expect(a).toMatchObject({ name: profileA.currentProjectName, isActive: true });
    const roadmapA = await generateRoadmap(c);
    expect(roadmapA.projectId).toBe(a!.id);
    expect((await c.post('/api/tasks/generate-daily')).status).toBe(200);
    const [firstOfA] = await tasksOf(c, `?projectId=${a!.id}`);
    await c.post(`/api/tasks/${firstOfA!.id}/complete`);

    const b = await createProject(c, { name: 'Night Letters', projectType: 'book' });
    await activate(c, b.id);
    expect(((await c.get('/api/profile')).json as Json).currentProjectName).toBe('Night Letters');
    // B starts with nothing of A's: no roadmap progress, no goals, no tasks.
    expect((await c.get('/api/dashboard')).json).toMatchObject({
      roadmapProgress: null,
      recentTasks: [],
      quickStats: { activeGoals: 0, tasksThisWeek: 0, completedTasks: 0, successRate: 0 },
    });
    const goal = (await c.post('/api/goals', { title: 'Sell 40 letters', targetValue: 40 })).json as Json;
    expect(goal.projectId).toBe(b.id);
    const roadmapB = await generateRoadmap(c);
    expect(roadmapB.projectId).toBe(b.id);
    expect(roadmapB.goalId).toBe(goal.id);
    const daily = (await c.post('/api/tasks/generate-daily')).json as Json;
    expect(daily.created).toBe(true);

    const roadmaps = (await c.get('/api/roadmaps')).json as unknown as Json[];
    // A's roadmap is still active: B's is its own, not a replacement.
    expect(
      roadmaps
        .filter((r) => r.status === 'active')
        .map((r) => r.id)
        .sort(),
    ).toEqual([roadmapA.id, roadmapB.id].sort());
    const tasksB = await tasksOf(c, `?projectId=${b.id}`);
    const ownB = tasksB.filter((t) => t.roadmapId === roadmapB.id);
    const dashB = (await c.get('/api/dashboard')).json as Json;
    expect(dashB.roadmapProgress).toEqual({
      roadmapId: roadmapB.id,
      goalId: goal.id,
      completedTasks: 0,
      totalTasks: ownB.length,
      percent: 0,
    });
    expect((dashB.quickStats as Json).tasksThisWeek).toBe(
      tasksB.filter((t) => t.status === 'pending').length,
    );

    await activate(c, String(a!.id));
    const tasksA = await tasksOf(c, `?projectId=${a!.id}`);
    expect(tasksA.some((t) => t.projectId === b.id)).toBe(false);
    const dashA = (await c.get('/api/dashboard')).json as Json;
    expect(dashA.roadmapProgress).toMatchObject({
      roadmapId: roadmapA.id,
      completedTasks: 1,
      totalTasks: tasksA.filter((t) => t.roadmapId === roadmapA.id).length,
    });
    expect((dashA.quickStats as Json).completedTasks).toBe(1);
    expect(((await c.get('/api/profile')).json as Json).currentProjectName).toBe(profileA.currentProjectName);
  });

  it('a new name through the project setup makes that project active, and insights are about it', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    const sunset = await createProject(c, { name: 'Sunset Prints', targetAudience: 'hotel lobbies' });
    await activate(c, sunset.id);
    await saveProfile(c, {
      currentProjectName: 'Coastal Light prints',
      projectDescription: 'Seascapes on recycled paper',
      targetAudience: 'coffee shop owners',
    });
    const active = (await c.get('/api/active-project')).json as Json;
    expect(active).toMatchObject({
      name: 'Coastal Light prints',
      description: 'Seascapes on recycled paper',
      targetAudience: 'coffee shop owners',
    });
    const insights = JSON.stringify((await c.post('/api/project-insights')).json);
    expect(insights).toContain('coffee shop owners');
    expect(insights).not.toContain('Sunset Prints');
    expect(insights).not.toContain('hotel lobbies');
  });

  it('a task completed before the roadmap is not asked for again when the roadmap covers it', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    expect((await c.post('/api/tasks/generate-daily')).status).toBe(200);
    const [starter] = await tasksOf(c);
    ok(await c.post(`/api/tasks/${starter!.id}/complete`));
    const roadmap = await generateRoadmap(c);

    const key = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();
    const tasks = await tasksOf(c);
    const same = tasks.filter((t) => key(t.title) === key(starter!.title));
    // The plan covers the starter task, and nothing of that title is pending again.
    expect(same.some((t) => t.roadmapId === roadmap.id)).toBe(true);
    expect(same.filter((t) => t.status === 'pending')).toEqual([]);
    const own = tasks.filter((t) => t.roadmapId === roadmap.id);
    const done = own.filter((t) => t.completed).length;
    expect(done).toBe(1);
    expect(((await c.get('/api/dashboard')).json as Json).roadmapProgress).toMatchObject({
      roadmapId: roadmap.id,
      completedTasks: 1,
      totalTasks: own.length,
    });
  });
});
