// Concurrent commands by one user on one item: every write route fired 20 times at once answers 2xx or 409
// (a conflict still unresolved after the bounded retries), never a 500, and what was acknowledged is stored.
import { DatabaseLive } from '@market-muse/eventstore';
import { createDatabase } from '@market-muse/test-servers/scratch-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';
import {
  type App,
  type Client,
  createGoal,
  createProject,
  generateRoadmap,
  profileA,
  saveProfile,
  signedIn,
  tasksOf,
} from './roadmapsScenario.ts';

const AT_ONCE = 20;

type Answer = { status: number; text: string; json: Record<string, unknown>; cookie?: string | null };

/** `count` copies of one request, sent together on separate connections. */
const storm = async (c: Client, method: string, path: string, body?: (i: number) => unknown) => {
  return Promise.all(
    Array.from({ length: AT_ONCE }, async (_, i): Promise<Answer> => {
      const payload = body?.(i);
      const response = await fetch(urlOf(c) + path, {
        method,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          cookie: c.cookie ?? '',
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await response.text();
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(text);
      } catch {}
      return { status: response.status, text, json, cookie: response.headers.get('set-cookie') };
    }),
  );
};

const urls = new WeakMap<object, string>();
const urlOf = (c: Client) => urls.get(c)!;

/** Statuses seen per route and database, printed at the end (the figures of the report). */
const tally = new Map<string, Map<number, number>>();
let tallyPrefix = '';
const count = (route: string, answers: ReadonlyArray<Answer>) => {
  const key = `${tallyPrefix}${route}`;
  const statuses = tally.get(key) ?? new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  tally.set(key, statuses);
};
afterAll(() => {
  const lines = [...tally].map(
    ([route, statuses]) =>
      `${route.padEnd(48)} ${[...statuses].map(([status, n]) => `${n}×${status}`).join(', ')}`,
  );
  console.log(`Statuses of ${AT_ONCE} concurrent requests per route:\n${lines.join('\n')}`);
});

/** Every answer a success or a conflict with a message; returns the successes. */
const onlySuccessOrConflict = (answers: ReadonlyArray<Answer>, route: string) => {
  count(route, answers);
  const statuses = answers.map((a) => a.status);
  for (const answer of answers) {
    expect([200, 201, 204, 409], `${route}: ${answer.status} ${answer.text.slice(0, 200)}`).toContain(
      answer.status,
    );
    if (answer.status === 409) expect(answer.text.length, route).toBeGreaterThan(10);
  }
  const ok = answers.filter((a) => a.status < 300);
  expect(ok.length, `${route}: ${statuses.join(',')}`).toBeGreaterThan(0);
  return ok;
};

describe.each(databaseKinds)('%s: 20 concurrent requests per write route at one item', (kind) => {
  let app: App;
  let c: Client;
  let projectId: string;
  let goalId: string;

  beforeAll(async () => {
    tallyPrefix = `${kind}: `;
    // The advisor quota is tested on its own: here every request must reach its command.
    app = await startApp(kind, { advisorRequestsPerMinute: 10_000 });
    c = await signedIn(app, 'Storm');
    urls.set(c, app.url);
    await saveProfile(c, profileA);
    projectId = (await createProject(c)).id;
    goalId = (await createGoal(c, { projectId })).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sign-up with one email: one account, the others answered alike with a session that opens nothing', async () => {
    const email = `same-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const anonymous = Object.assign(client(app.url), { userId: '', email }) as Client;
    urls.set(anonymous, app.url);
    const answers = await storm(anonymous, 'POST', '/api/auth/register', () => ({
      email,
      password: 'correct horse',
      firstName: 'Twin',
      lastName: 'Tester',
    }));
    const created = onlySuccessOrConflict(answers, 'register');
    const opened = await Promise.all(
      created.map(async (answer) => {
        const cookie = answer.cookie!.split(';')[0]!;
        return (await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).status;
      }),
    );
    expect(opened.filter((status) => status === 200)).toHaveLength(1);
  });

  it('profile saves, each with business goals that set initial goals', async () => {
    const answers = await storm(c, 'POST', '/api/profile', (i) => ({
      targetAudience: `audience ${i}`,
      businessGoals: i % 2 ? ['find_clients', 'grow_following'] : ['build_brand', 'increase_sales'],
    }));
    onlySuccessOrConflict(answers, 'profile');
    // Each business goal set its initial goal once, however many saves raced.
    const goals = (await c.get('/api/goals')).json as unknown as Array<{ title: string }>;
    const titles = goals.map((g) => g.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('project creation: exactly one project is active', async () => {
    const answers = await storm(c, 'POST', '/api/projects', (i) => ({
      name: `Storm ${i}`,
      projectType: 'service',
      projectStage: 'idea',
    }));
    onlySuccessOrConflict(answers, 'create project');
    const projects = (await c.get('/api/projects')).json as unknown as Array<{ isActive: boolean }>;
    expect(projects.filter((p) => p.isActive)).toHaveLength(1);
  });

  it('project activation, alternating between two projects', async () => {
    const other = (await createProject(c, { name: 'Other' })).id;
    const flips = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        c.post(`/api/projects/${i % 2 ? projectId : other}/activate`),
      ),
    );
    onlySuccessOrConflict(flips as Answer[], 'activate');
    const projects = (await c.get('/api/projects')).json as unknown as Array<{ isActive: boolean }>;
    expect(projects.filter((p) => p.isActive)).toHaveLength(1);
  });

  it('goal creation, update, progress and completion on one goal', async () => {
    onlySuccessOrConflict(
      await storm(c, 'POST', '/api/goals', (i) => ({ title: `Goal ${i}`, targetValue: 5 })),
      'create goal',
    );
    onlySuccessOrConflict(
      await storm(c, 'PATCH', `/api/goals/${goalId}`, (i) => ({ title: `Renamed ${i}`, unit: 'sessions' })),
      'update goal',
    );
    const increments = onlySuccessOrConflict(
      await storm(c, 'POST', `/api/goals/${goalId}/progress`, () => ({ increment: 1 })),
      'goal progress',
    );
    // Every acknowledged increment counted, none twice.
    const goal = (await c.get('/api/goals')).json as unknown as Array<{ id: string; currentValue: number }>;
    expect(goal.find((g) => g.id === goalId)?.currentValue).toBe(increments.length);
    onlySuccessOrConflict(await storm(c, 'POST', `/api/goals/${goalId}/complete`), 'complete goal');
  });

  it('roadmap generation for one goal: one active roadmap for it', async () => {
    const fresh = (await createGoal(c, { title: 'Roadmapped', projectId })).id;
    onlySuccessOrConflict(
      await storm(c, 'POST', '/api/roadmaps/generate', () => ({ goalId: fresh })),
      'generate roadmap',
    );
    const roadmaps = (await c.get('/api/roadmaps')).json as unknown as Array<{
      goalId: string | null;
      status: string;
    }>;
    expect(roadmaps.filter((r) => r.goalId === fresh && r.status === 'active')).toHaveLength(1);
  });

  it("daily tasks: the day's tasks once, the same answer to everyone", async () => {
    await generateRoadmap(c, { goalId });
    const answers = onlySuccessOrConflict(
      await storm(c, 'POST', '/api/tasks/generate-daily'),
      'generate daily',
    );
    const sets = new Set(
      answers.map((a) => JSON.stringify((a.json.tasks as Array<{ id: string }>).map((t) => t.id).sort())),
    );
    expect(sets.size).toBe(1);
  });

  it('task completion and reopening on one task', async () => {
    const task = (await tasksOf(c)).find((t) => t.status === 'pending')!;
    onlySuccessOrConflict(await storm(c, 'POST', `/api/tasks/${task.id}/complete`), 'complete task');
    onlySuccessOrConflict(await storm(c, 'POST', `/api/tasks/${task.id}/reopen`), 'reopen task');
    const mixed = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        c.post(`/api/tasks/${task.id}/${i % 2 ? 'complete' : 'reopen'}`),
      ),
    );
    onlySuccessOrConflict(mixed as Answer[], 'complete/reopen');
  });

  it("the week's community habit: one task", async () => {
    const answers = onlySuccessOrConflict(await storm(c, 'POST', '/api/community/habit'), 'habit');
    expect(new Set(answers.map((a) => (a.json.task as { id: string }).id)).size).toBe(1);
  });

  it('planned posts: creation, edits, moves, publishing and deletion of one post', async () => {
    onlySuccessOrConflict(
      await storm(c, 'POST', '/api/calendar/posts', (i) => ({ text: `Post ${i}`, platform: 'instagram' })),
      'schedule post',
    );
    const post = (await c.post('/api/calendar/posts', { text: 'One', platform: 'linkedin' })).json;
    const path = `/api/calendar/posts/${post.id}`;
    onlySuccessOrConflict(
      await storm(c, 'PATCH', path, (i) => ({
        text: `Edit ${i}`,
        scheduledAt: `2027-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z`,
      })),
      'update post',
    );
    onlySuccessOrConflict(await storm(c, 'POST', `${path}/publish`), 'publish');
    onlySuccessOrConflict(await storm(c, 'POST', `${path}/unpublish`), 'unpublish');
    // Deleting: the first succeeds; a request that arrives after it finds no post (404), as it would alone.
    const deletions = await storm(c, 'DELETE', path);
    count('delete post', deletions);
    for (const answer of deletions) expect([204, 404, 409], answer.text).toContain(answer.status);
    expect(deletions.filter((a) => a.status === 204).length).toBeGreaterThanOrEqual(1);
    expect((await c.get(path)).status).toBe(405);
  });

  it('advisor routes record every answer they give', async () => {
    for (const [path, body] of [
      ['/api/ai/content-suggestions', { contentType: 'social_media' }],
      ['/api/ai/personalized-advice', { context: 'How should I price my sessions?' }],
      ['/api/ai/marketing-strategy', { timeframe: '30days' }],
      ['/api/ai/analyze-content', { content: 'New prints are in the shop!', platform: 'instagram' }],
      ['/api/project-insights', undefined],
    ] as const) {
      onlySuccessOrConflict(await storm(c, 'POST', path, body && (() => body)), path);
    }
  });

  it('logins and logouts', async () => {
    const other = await signedIn(app, 'Twice');
    urls.set(other, app.url);
    const logins = await storm(other, 'POST', '/api/auth/login', () => ({
      email: other.email,
      password: 'correct horse',
    }));
    // Twenty tries at once on one account exceed the sign-in limit's free tries (counted before the password
    // is checked, so a storm cannot slip past it): the rest wait, with a 429 saying how long, never a 500.
    const limited = logins.filter((a) => a.status === 429);
    onlySuccessOrConflict(
      logins.filter((a) => a.status !== 429),
      'login',
    );
    count('login (limited)', limited);
    for (const answer of limited)
      expect(answer.text, 'login 429').toMatch(/^Too many sign-in attempts\. Try again in /);
    onlySuccessOrConflict(await storm(other, 'POST', '/api/auth/logout'), 'logout');
  });

  it('the demo import: once, the others 409', async () => {
    const keeper = await signedIn(app, 'Keeper');
    urls.set(keeper, app.url);
    const answers = await storm(keeper, 'POST', '/api/import/demo', () => ({
      roadmaps: [],
      days: [],
      habits: [],
      chat: [
        {
          message: 'Hello',
          askedAt: '2026-03-02T10:00:00.000Z',
          result: { advice: 'Hi', actionSteps: [], topic: 'general', source: 'local' },
        },
      ],
    }));
    expect(onlySuccessOrConflict(answers, 'import')).toHaveLength(1);
  });

  it('is still serving afterwards', async () => {
    expect((await c.get('/api/dashboard')).status).toBe(200);
  });
});

// Two API processes on one database: the in-process turns no longer order the writers, so the optimistic
// check, its bounded retries and the 409 do the work. Half the requests go to each process.
describe.runIf(databaseKinds.includes('postgres'))('two processes on one PostgreSQL database', () => {
  let first: App;
  let second: App;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createDatabase(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
    drop = database.drop;
    const shared = () => DatabaseLive({ kind: 'postgres', url: database.url!, poolSize: 8 });
    first = await startApp('postgres', { advisorRequestsPerMinute: 10_000 }, shared());
    second = await startApp(
      'postgres',
      { advisorRequestsPerMinute: 10_000, runProjections: false },
      shared(),
    );
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await drop?.();
  });

  /** `AT_ONCE` requests, alternating between the two processes, with one user's cookie. */
  const split = (c: Client, method: string, path: string, body?: (i: number) => unknown) =>
    Promise.all(
      Array.from({ length: AT_ONCE }, async (_, i): Promise<Answer> => {
        const payload = body?.(i);
        const response = await fetch((i % 2 ? second : first).url + path, {
          method,
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            cookie: c.cookie ?? '',
          },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        const text = await response.text();
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(text);
        } catch {}
        return { status: response.status, text, json, cookie: response.headers.get('set-cookie') };
      }),
    );

  it('answers only 2xx or 409, and stores every acknowledged write once', async () => {
    tallyPrefix = 'two processes: ';
    const c = await signedIn(first, 'Pair');
    await saveProfile(c, profileA);
    const projectId = (await createProject(c)).id;
    const goalId = (await createGoal(c, { projectId })).id;
    onlySuccessOrConflict(
      await split(c, 'POST', '/api/profile', (i) => ({
        targetAudience: `audience ${i}`,
        businessGoals: ['build_brand'],
      })),
      'profile',
    );
    const increments = onlySuccessOrConflict(
      await split(c, 'POST', `/api/goals/${goalId}/progress`, () => ({ increment: 1 })),
      'goal progress',
    );
    const goals = (await c.get('/api/goals')).json as unknown as Array<{ id: string; currentValue: number }>;
    expect(goals.find((g) => g.id === goalId)?.currentValue).toBe(increments.length);
    onlySuccessOrConflict(
      await split(c, 'POST', '/api/roadmaps/generate', () => ({ goalId })),
      'generate roadmap',
    );
    const roadmaps = (await c.get('/api/roadmaps')).json as unknown as Array<{
      goalId: string;
      status: string;
    }>;
    expect(roadmaps.filter((r) => r.goalId === goalId && r.status === 'active')).toHaveLength(1);
    const post = (await c.post('/api/calendar/posts', { text: 'Pair', platform: 'linkedin' })).json;
    onlySuccessOrConflict(
      await split(c, 'PATCH', `/api/calendar/posts/${post.id}`, (i) => ({ text: `Edit ${i}` })),
      'update post',
    );
  });
});
