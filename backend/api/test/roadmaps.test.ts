import { Roadmap } from '@market-muse/contracts';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';
import {
  type App,
  activate,
  createGoal,
  createProject,
  generateRoadmap,
  saveProfile,
  signedIn,
  tasksOf,
} from './roadmapsScenario.ts';

describe.each(databaseKinds)('roadmap routes on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('generates a roadmap for a goal with its tasks, readable at once', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    const project = await createProject(c);
    const goal = await createGoal(c, { projectId: project.id });
    const roadmap = await generateRoadmap(c, { goalId: goal.id });
    expect(Schema.is(Roadmap)(roadmap)).toBe(true);
    expect(roadmap).toMatchObject({
      userId: c.userId,
      goalId: goal.id,
      projectId: project.id,
      status: 'active',
      completedSteps: 0,
      estimatedDuration: expect.stringMatching(/90 days/),
    });
    expect(roadmap.totalSteps).toBe(
      (roadmap.phases as Array<{ steps: unknown[] }>).reduce((n, p) => n + p.steps.length, 0),
    );

    const list = await c.get('/api/roadmaps');
    expect(list.status).toBe(200);
    expect(list.json).toEqual([roadmap]);
    const tasks = await tasksOf(c);
    expect(tasks.length).toBeGreaterThan(0);
    expect(
      tasks.every((t) => t.roadmapId === roadmap.id && t.projectId === project.id && t.status === 'pending'),
    ).toBe(true);
    // Pending tasks come by due date.
    const due = tasks.map((t) => t.dueDate);
    expect(due).toEqual([...due].sort());
  });

  it('completed steps follow task completion', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    const roadmap = await generateRoadmap(c);
    const firstStep = (roadmap.phases as Array<{ steps: Array<{ title: string }> }>)[0]!.steps[0]!;
    expect(firstStep.title).toBeTruthy();
    const tasks = await tasksOf(c);
    // Complete every task due first (the first step's tasks share its due date).
    const firstDue = tasks[0]!.dueDate;
    for (const task of tasks.filter((t) => t.dueDate === firstDue))
      expect((await c.post(`/api/tasks/${task.id}/complete`)).status).toBe(200);
    const [after] = (await c.get('/api/roadmaps')).json as unknown as Array<{
      completedSteps: number;
      updatedAt: string;
      createdAt: string;
    }>;
    expect(after!.completedSteps).toBe(1);
    expect(after!.updatedAt >= after!.createdAt).toBe(true);
    await c.post(`/api/tasks/${tasks[0]!.id}/reopen`);
    const [reopened] = (await c.get('/api/roadmaps')).json as unknown as Array<{ completedSteps: number }>;
    expect(reopened!.completedSteps).toBe(0);
  });

  it('with no body uses the active goal (initial goals come from the profile), and a new one supersedes it', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    const goals = (await c.get('/api/goals')).json as unknown as Array<{ id: string; status: string }>;
    const active = goals.find((g) => g.status === 'active')!;
    const first = await generateRoadmap(c);
    expect(first.goalId).toBe(active.id);
    const firstTasks = await tasksOf(c);
    await c.post(`/api/tasks/${firstTasks[0]!.id}/complete`);

    const second = await generateRoadmap(c, {});
    expect(second.goalId).toBe(active.id);
    const list = (await c.get('/api/roadmaps')).json as unknown as Array<{ id: string; status: string }>;
    expect(list.map((r) => [r.id, r.status])).toEqual([
      [second.id, 'active'],
      [first.id, 'archived'],
    ]);
    // The old plan's open tasks are gone; its completed one stays in the history.
    const tasks = await tasksOf(c);
    expect(tasks.filter((t) => t.roadmapId === first.id).map((t) => t.id)).toEqual([firstTasks[0]!.id]);
    expect(tasks.filter((t) => t.roadmapId === second.id).length).toBeGreaterThan(0);
  });

  it('with no body and no goal uses the active project; with neither answers 400', async () => {
    const c = await signedIn(app);
    const none = await c.post('/api/roadmaps/generate');
    expect(none.status).toBe(400);
    expect(none.text).toBe('goalId: Set a goal or activate a project before generating a roadmap');
    const project = await createProject(c, { name: 'Night Market Prints' });
    await activate(c, project.id);
    const roadmap = await generateRoadmap(c);
    expect(roadmap).toMatchObject({ goalId: null, projectId: project.id, status: 'active' });
  });

  it('answers 404 for a missing or foreign goal, 400 for a bad body, 401 signed out', async () => {
    const owner = await signedIn(app, 'Owner');
    const goal = await createGoal(owner);
    const other = await signedIn(app, 'Other');
    await saveProfile(other);
    for (const goalId of [goal.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await other.post('/api/roadmaps/generate', { goalId });
      expect(res.status).toBe(404);
      expect(res.text).toBe('Goal not found');
    }
    const badType = await other.post('/api/roadmaps/generate', { goalId: 42 });
    expect(badType.status).toBe(400);
    expect(badType.text).toMatch(/^goalId: /);
    const list = await other.post('/api/roadmaps/generate', [goal.id]);
    expect(list.status).toBe(400);
    const notJson = await other.postRaw('/api/roadmaps/generate', '{"goalId":');
    expect(notJson.status).toBe(400);
    expect((await client(app.url).get('/api/roadmaps')).status).toBe(401);
    const signedOut = await client(app.url).post('/api/roadmaps/generate', {});
    expect(signedOut.status).toBe(401);
    expect(signedOut.text).toBe('Unauthorized');
  });
});
