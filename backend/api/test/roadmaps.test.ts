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
  profileA,
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

  it("a roadmap made without a goal is attached to a goal later, and the dashboard's progress is the goal's", async () => {
    const c = await signedIn(app);
    await saveProfile(c, { ...profileA, businessGoals: [] });
    const project = await createProject(c, { name: 'Tide Pool Zines' });
    await activate(c, project.id);
    const roadmap = await generateRoadmap(c);
    expect(roadmap.goalId).toBeNull();
    const goal = await createGoal(c, { title: 'Sell 30 zines', projectId: project.id });

    const attached = await c.post(`/api/roadmaps/${roadmap.id}/goal`, { goalId: goal.id });
    expect(attached.status).toBe(200);
    expect(attached.json).toMatchObject({ id: roadmap.id, goalId: goal.id, status: 'active' });
    const again = await c.post(`/api/roadmaps/${roadmap.id}/goal`, { goalId: goal.id });
    expect(again.status).toBe(200);
    const tasks = (await tasksOf(c)).filter((t) => t.roadmapId === roadmap.id);
    const dashboard = await c.get('/api/dashboard');
    expect(dashboard.json).toMatchObject({
      roadmapProgress: {
        roadmapId: roadmap.id,
        goalId: goal.id,
        completedTasks: 0,
        totalTasks: tasks.length,
      },
    });

    // A goal of another project does not fit; another goal is refused while it plans for this one.
    const other = await createProject(c, { name: 'Other Things' });
    const elsewhere = await createGoal(c, { title: 'Elsewhere', projectId: other.id });
    const wrongProject = await c.post(`/api/roadmaps/${roadmap.id}/goal`, { goalId: elsewhere.id });
    expect(wrongProject.status).toBe(409);
    const second = await createGoal(c, { title: 'Second', projectId: project.id });
    const taken = await c.post(`/api/roadmaps/${roadmap.id}/goal`, { goalId: second.id });
    expect(taken.status).toBe(409);
    expect(taken.text).toBe('This roadmap already plans for another goal');
  });

  it("attaching answers 400 naming goalId, 404 for what is not the user's, 400 for another project's goal", async () => {
    const owner = await signedIn(app, 'Owner');
    await saveProfile(owner, { ...profileA, businessGoals: [] });
    const project = await createProject(owner, { name: 'Harbour Songs' });
    await activate(owner, project.id);
    const roadmap = await generateRoadmap(owner);
    const foreignGoal = await createGoal(owner, { title: 'Mine' });
    const otherProject = await createProject(owner, { name: 'Elsewhere' });
    const otherGoal = await createGoal(owner, { title: 'Elsewhere goal', projectId: otherProject.id });
    const wrong = await owner.post(`/api/roadmaps/${roadmap.id}/goal`, { goalId: otherGoal.id });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toBe("goalId: The goal belongs to another project than the roadmap's");
    for (const body of [{}, { goalId: '  ' }, { goalId: 7 }]) {
      const res = await owner.post(`/api/roadmaps/${roadmap.id}/goal`, body);
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/^goalId: /);
    }
    const stranger = await signedIn(app, 'Stranger');
    const strangerGoal = await createGoal(stranger, { title: 'Theirs' });
    const foreignRoadmap = await stranger.post(`/api/roadmaps/${roadmap.id}/goal`, {
      goalId: strangerGoal.id,
    });
    expect(foreignRoadmap.status).toBe(404);
    expect(foreignRoadmap.text).toBe('Roadmap not found');
    const ownerGoalByStranger = await stranger.post(`/api/roadmaps/${roadmap.id}/goal`, {
      goalId: foreignGoal.id,
    });
    expect(ownerGoalByStranger.status).toBe(404);
    expect(ownerGoalByStranger.text).toBe('Goal not found');
    const missing = await owner.post('/api/roadmaps/not-a-uuid/goal', { goalId: foreignGoal.id });
    expect(missing.status).toBe(404);
    expect(
      (await client(app.url).post(`/api/roadmaps/${roadmap.id}/goal`, { goalId: foreignGoal.id })).status,
    ).toBe(401);
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
