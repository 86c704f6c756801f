import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startApp } from './harness.ts';
import {
  type App,
  createGoal,
  createProject,
  generateRoadmap,
  saveProfile,
  signedIn,
  type TaskJson,
  tasksOf,
} from './roadmapsScenario.ts';

describe.each(databaseKinds)(
  "roadmap, task, AI and dashboard routes never show another user's data on %s",
  (kind) => {
    let app: App;
    beforeAll(async () => {
      app = await startApp(kind);
    });
    afterAll(async () => {
      await app?.close();
    });

    it("user B gets nothing of user A's with A's ids", async () => {
      const a = await signedIn(app, 'Anna');
      await saveProfile(a);
      const project = await createProject(a);
      const goal = await createGoal(a, { projectId: project.id });
      const roadmap = await generateRoadmap(a, { goalId: goal.id });
      await a.post('/api/tasks/generate-daily');
      await a.post('/api/ai/personalized-advice', { context: 'How do I price my prints?' });
      const [task] = await tasksOf(a);
      await a.post(`/api/tasks/${task!.id}/complete`);
      const snapshot = async () => ({
        roadmaps: (await a.get('/api/roadmaps')).json,
        tasks: await tasksOf(a),
        chat: (await a.get('/api/ai/chat-history')).json,
        dashboard: (await a.get('/api/dashboard')).json,
      });
      const before = await snapshot();

      const b = await signedIn(app, 'Bert');
      expect((await b.get('/api/roadmaps')).json).toEqual([]);
      expect(await tasksOf(b)).toEqual([]);
      expect((await b.get('/api/ai/chat-history')).json).toEqual([]);
      const projectTasks = await b.get(`/api/tasks?projectId=${project.id}`);
      expect(projectTasks.status).toBe(404);
      expect(projectTasks.text).toBe('Project not found');
      for (const action of ['complete', 'reopen']) {
        const res = await b.post(`/api/tasks/${task!.id}/${action}`);
        expect([res.status, res.text]).toEqual([404, 'Task not found']);
      }
      const foreignGoal = await b.post('/api/roadmaps/generate', { goalId: goal.id });
      expect([foreignGoal.status, foreignGoal.text]).toEqual([404, 'Goal not found']);
      // B's dashboard and daily tasks know nothing of A's roadmap or tasks.
      expect((await b.get('/api/dashboard')).json).toMatchObject({
        milestonesDone: 0,
        recentTasks: [],
        roadmapProgress: null,
        quickStats: { activeGoals: 0, tasksThisWeek: 0, completedTasks: 0, successRate: 0 },
      });
      const daily = (await b.post('/api/tasks/generate-daily')).json as { tasks: TaskJson[] };
      expect(daily.tasks.every((t) => t.roadmapId === null && t.projectId === null)).toBe(true);
      expect(daily.tasks.some((t) => t.roadmapId === roadmap.id)).toBe(false);
      // B's own roadmap (without goals or projects) is refused rather than attached to A's.
      expect((await b.post('/api/roadmaps/generate')).status).toBe(400);
      const insights = await b.post('/api/project-insights');
      expect(insights.status).toBe(400);

      // A's data is exactly as it was (B's tasks are B's own, with B's daily stream).
      expect(await snapshot()).toEqual(before);
    });
  },
);
