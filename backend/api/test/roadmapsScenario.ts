// Shared steps of the roadmap, task, AI, dashboard and cross-user route tests (part B).
import { client, type startApp } from './harness.ts';

export type App = Awaited<ReturnType<typeof startApp>>;
export type Client = Awaited<ReturnType<typeof signedIn>>;

// The advisor runs locally in tests, whatever the environment says.
delete process.env.OPENAI_API_KEY;
delete process.env.OPENAI_BASE_URL;

export const signedIn = async (app: App, firstName = 'Ada') => {
  const c = client(app.url);
  const email = `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await c.post('/api/auth/register', {
    email,
    password: 'correct horse',
    firstName,
    lastName: 'Tester',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return Object.assign(c, { userId: res.json.id as string, email });
};

export const profileA = {
  creativeTypes: ['photography'],
  experienceLevel: 'beginner',
  currentProjectName: 'Harbour Light Portraits',
  projectDescription: 'Family portraits by the sea',
  projectStage: 'idea',
  targetAudience: 'young families',
  businessGoals: ['find_clients'],
  availableBudget: 'no_budget',
  availableTime: 'moderate',
  biggestChallenges: ['pricing_work'],
  onboardingCompleted: true,
};

export const ok = <T extends { status: number; text: string }>(res: T, status = 200) => {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  return res;
};

export const saveProfile = async (c: Client, fields: Record<string, unknown> = profileA) =>
  ok(await c.post('/api/profile', fields)).json;

export const createGoal = async (c: Client, fields: Record<string, unknown> = {}) =>
  ok(
    await c.post('/api/goals', {
      title: 'Book 10 portrait sessions',
      targetValue: 10,
      unit: 'sessions',
      ...fields,
    }),
    201,
  ).json as { id: string };

export const createProject = async (c: Client, fields: Record<string, unknown> = {}) =>
  ok(
    await c.post('/api/projects', {
      name: 'Harbour Light',
      projectType: 'service',
      projectStage: 'idea',
      ...fields,
    }),
    201,
  ).json as { id: string };

export const activate = async (c: Client, projectId: string) =>
  ok(await c.post(`/api/projects/${projectId}/activate`));

export const generateRoadmap = async (c: Client, body?: unknown) =>
  ok(await c.post('/api/roadmaps/generate', body), 201).json as Record<string, unknown> & { id: string };

export type TaskJson = {
  id: string;
  status: string;
  completed: boolean;
  roadmapId: string | null;
  projectId: string | null;
  dueDate: string | null;
  priority: string;
  title: string;
  completedAt: string | null;
};
export const tasksOf = async (c: Client, query = '') =>
  ok(await c.get(`/api/tasks${query}`)).json as unknown as TaskJson[];
