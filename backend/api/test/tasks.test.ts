import { Task } from '@market-muse/contracts';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';
import {
  type App,
  createProject,
  generateRoadmap,
  saveProfile,
  signedIn,
  type TaskJson,
  tasksOf,
} from './roadmapsScenario.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(databaseKinds)('task routes on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('completes and reopens a task: one status, completed derived from it', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    await generateRoadmap(c);
    const [first] = await tasksOf(c);
    expect(Schema.is(Task)(first)).toBe(true);
    expect(first).toMatchObject({ status: 'pending', completed: false, completedAt: null });

    const done = await c.post(`/api/tasks/${first!.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ id: first!.id, status: 'completed', completed: true });
    expect(Date.parse(done.json.completedAt as string)).not.toBeNaN();
    // Completing again changes nothing.
    expect((await c.post(`/api/tasks/${first!.id}/complete`)).json).toEqual(done.json);
    // Completed tasks come after the pending ones.
    const listed = await tasksOf(c);
    expect(listed.at(-1)).toEqual(done.json);
    expect(listed.slice(0, -1).every((t) => t.status === 'pending')).toBe(true);

    const reopened = await c.post(`/api/tasks/${first!.id}/reopen`);
    expect(reopened.json).toMatchObject({ status: 'pending', completed: false, completedAt: null });
    expect((await tasksOf(c))[0]!.id).toBe(first!.id);
  });

  it('orders pending tasks by due date then priority, and filters by project', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    const project = await createProject(c);
    const goal = (await c.post('/api/goals', { title: 'Grow', projectId: project.id })).json as {
      id: string;
    };
    await generateRoadmap(c, { goalId: goal.id });
    const tasks = await tasksOf(c);
    const rank = { high: 0, medium: 1, low: 2 } as Record<string, number>;
    for (let i = 1; i < tasks.length; i++) {
      const [a, b] = [tasks[i - 1]!, tasks[i]!];
      expect(
        a.dueDate! < b.dueDate! || (a.dueDate === b.dueDate && rank[a.priority]! <= rank[b.priority]!),
      ).toBe(true);
    }
    expect(await tasksOf(c, `?projectId=${project.id}`)).toEqual(tasks);
    const other = await createProject(c, { name: 'Other' });
    expect(await tasksOf(c, `?projectId=${other.id}`)).toEqual([]);
    const missing = await c.get(`/api/tasks?projectId=${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Project not found');
  });

  it("generates today's tasks once: a second call answers the same tasks", async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    const roadmap = await generateRoadmap(c);
    const before = await tasksOf(c);
    const first = await c.post('/api/tasks/generate-daily');
    expect(first.status).toBe(200);
    const day = first.json as {
      date: string;
      created: boolean;
      minutesAvailable: number;
      tasks: TaskJson[];
      phase: string;
    };
    expect(day).toMatchObject({ date: today(), created: true, source: 'local' });
    expect(day.tasks.length).toBeGreaterThan(0);
    expect(
      day.tasks.every((t) => t.dueDate === today() && t.roadmapId === roadmap.id && t.status === 'pending'),
    ).toBe(true);
    const minutes = (day.tasks as unknown as Array<{ estimatedTime: number }>).reduce(
      (n, t) => n + t.estimatedTime,
      0,
    );
    expect(minutes).toBeLessThanOrEqual(day.minutesAvailable);
    // Never an open task again.
    const open = new Set(before.map((t) => t.title.toLowerCase()));
    expect(day.tasks.some((t) => open.has(t.title.toLowerCase()))).toBe(false);

    const again = await c.post('/api/tasks/generate-daily', {});
    expect(again.json).toEqual({ ...first.json, created: false });
    expect((await tasksOf(c)).length).toBe(before.length + day.tasks.length);
  });

  it('two daily generations at once do not double the tasks', async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    await generateRoadmap(c);
    const before = (await tasksOf(c)).length;
    const results = await Promise.all([
      c.post('/api/tasks/generate-daily'),
      c.post('/api/tasks/generate-daily', {}),
      c.post('/api/tasks/generate-daily'),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const bodies = results.map((r) => r.json as { created: boolean; tasks: TaskJson[] });
    expect(bodies.filter((b) => b.created).length).toBe(1);
    const ids = bodies.map((b) => b.tasks.map((t) => t.id));
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
    expect((await tasksOf(c)).length).toBe(before + ids[0]!.length);
  });

  it('generates daily tasks without a roadmap from the profile alone', async () => {
    const c = await signedIn(app);
    const res = await c.post('/api/tasks/generate-daily');
    expect(res.status).toBe(200);
    const day = res.json as { tasks: TaskJson[] };
    expect(day.tasks.length).toBeGreaterThan(0);
    expect(day.tasks.every((t) => t.roadmapId === null)).toBe(true);
  });

  it('answers 404 for a missing or foreign task, 400 for a bad body, 401 signed out', async () => {
    const owner = await signedIn(app, 'Owner');
    await saveProfile(owner);
    await generateRoadmap(owner);
    const [task] = await tasksOf(owner);
    const other = await signedIn(app, 'Other');
    for (const id of [task!.id, crypto.randomUUID(), 'nope'])
      for (const action of ['complete', 'reopen']) {
        const res = await other.post(`/api/tasks/${id}/${action}`);
        expect(res.status).toBe(404);
        expect(res.text).toBe('Task not found');
      }
    expect((await tasksOf(owner))[0]).toEqual(task);
    const bad = await other.post('/api/tasks/generate-daily', [1, 2]);
    expect(bad.status).toBe(400);
    expect(bad.text).toBe('The request body must be empty or an empty object');
    expect((await other.postRaw('/api/tasks/generate-daily', 'not json')).status).toBe(400);
    const anonymous = client(app.url);
    for (const res of [
      await anonymous.get('/api/tasks'),
      await anonymous.post('/api/tasks/generate-daily'),
      await anonymous.post(`/api/tasks/${task!.id}/complete`),
      await anonymous.post(`/api/tasks/${task!.id}/reopen`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.text).toBe('Unauthorized');
    }
  });
});
