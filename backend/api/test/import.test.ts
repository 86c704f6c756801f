// POST /api/import/demo ('Keep your work'): a demo's roadmaps, days of tasks, weekly habits and
// chat move into the signed-in account through the ordinary commands, once, within limits.

import { request } from 'node:http';
import { DEMO_ALREADY_IMPORTED, DEMO_IMPORT_LIMITS } from '@market-muse/contracts/api';
import { DEMO_IMPORT_MAX_BYTES } from '@market-muse/contracts/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

const draft = (title: string) => ({
  title,
  description: `Do ${title.toLowerCase()}`,
  category: 'content',
  priority: 'medium',
  estimatedTime: 20,
});

const plan = {
  title: 'Grow the print shop',
  description: 'Ninety days from quiet shop to steady sales',
  estimatedDuration: '90 days',
  totalSteps: 2,
  weeklyMinutes: 120,
  phases: [
    {
      title: 'Foundation',
      description: 'Set up the basics',
      startDay: 1,
      endDay: 30,
      milestone: 'A shop people can find',
      steps: [
        {
          title: 'Set up the shop',
          description: 'Listings and photos',
          tasks: [draft('Photograph five prints'), draft('Write listings')],
        },
        { title: 'Tell people', description: 'First posts', tasks: [draft('Post the launch')] },
      ],
    },
  ],
  source: 'local',
};

const advice = {
  advice: 'Price at cost plus a margin, then test one higher tier.',
  actionSteps: ['List your costs', 'Add a margin'],
  topic: 'pricing',
  source: 'local',
};

const signedIn = async (app: App, name: string) => {
  const c = client(app.url);
  const res = await c.post('/api/auth/register', {
    email: `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse',
    firstName: 'Demo',
    lastName: 'Keeper',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return c;
};

/** An account as 'Create an account' leaves it before the import: profile, a project and a goal. */
const keeping = async (app: App, name: string) => {
  const c = await signedIn(app, name);
  await c.post('/api/profile', { creativeTypes: ['photography'], businessGoals: ['increase_sales'] });
  const project = (
    await c.post('/api/projects', { name: 'Harbour Prints', projectType: 'product', projectStage: 'launch' })
  ).json;
  const goal = (
    await c.post('/api/goals', { title: 'Sell 20 prints', targetValue: 20, projectId: project.id })
  ).json;
  return { c, projectId: project.id as string, goalId: goal.id as string };
};

const body = (goalId: string | null, projectId: string | null) => ({
  roadmaps: [{ goalId, projectId, plan, startDate: '2026-03-02', completedTasks: [0] }],
  days: [
    {
      date: '2026-03-03',
      roadmap: 0,
      projectId,
      phase: 'Foundation',
      minutesAvailable: 45,
      source: 'local',
      tasks: [
        { draft: draft('Reply to comments'), completed: true },
        { draft: draft('Share a studio story'), completed: false },
      ],
    },
  ],
  habits: [{ dueDate: '2026-03-08', task: { draft: draft('Join a makers forum thread'), completed: false } }],
  chat: [{ message: 'How should I price my prints?', askedAt: '2026-03-03T09:00:00.000Z', result: advice }],
  posts: [
    {
      text: 'Harbour at dawn #prints',
      platform: 'instagram',
      scheduledAt: '2026-03-05T08:00:00Z',
      source: 'idea',
      published: true,
    },
    { text: 'Print drop Friday', platform: 'twitter', scheduledAt: '2026-03-06T17:30:00Z', published: false },
  ],
});

/**
 * A POST over node:http, which reads an answer sent before the body was all written (fetch reports the
 * server closing the upload as a failure instead). `chunked` sends the body without a Content-Length.
 */
const rawPost = (base: string, cookie: string | null, body: Buffer, options: { chunked: boolean }) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${base}/api/import/demo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookie ?? '',
        ...(options.chunked ? {} : { 'content-length': String(body.length) }),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // The server may stop reading once it has answered (the rest of the upload is refused), or drop the
    // connection mid-upload: both are a refusal, not a failure of the test.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') setImmediate(() => resolve({ status: 0, text: 'connection reset' }));
      else if (error.code !== 'EPIPE') reject(error);
    });
    const size = 1024 * 1024;
    for (let at = 0; at < body.length; at += size) req.write(body.subarray(at, at + size));
    req.end();
  });

const counts = async (c: ReturnType<typeof client>) => ({
  posts: ((await c.get('/api/calendar/posts')).json as unknown as Json[]).length,
  roadmaps: ((await c.get('/api/roadmaps')).json as unknown as Json[]).length,
  tasks: ((await c.get('/api/tasks')).json as unknown as Json[]).length,
  chat: ((await c.get('/api/ai/chat-history')).json as unknown as Json[]).length,
});

describe.each(databaseKinds)('POST /api/import/demo on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("moves the demo's roadmap, days, habit and chat in as ordinary events the history shows", async () => {
    const { c, projectId, goalId } = await keeping(app, 'keep');
    const imported = await c.post('/api/import/demo', body(goalId, projectId));
    expect(imported.status).toBe(200);
    expect(imported.json).toEqual({ roadmaps: 1, tasks: 6, chatTurns: 1, posts: 2 });
    const posts = (await c.get('/api/calendar/posts')).json as unknown as Json[];
    expect(posts.map((p) => [p.text, p.platform, p.scheduledAt, p.status, p.source])).toEqual([
      ['Harbour at dawn #prints', 'instagram', '2026-03-05T08:00:00.000Z', 'published', 'idea'],
      ['Print drop Friday', 'twitter', '2026-03-06T17:30:00.000Z', 'planned', 'manual'],
    ]);

    const roadmaps = (await c.get('/api/roadmaps')).json as unknown as Json[];
    expect(roadmaps).toHaveLength(1);
    expect(roadmaps[0]).toMatchObject({
      title: plan.title,
      goalId,
      projectId,
      status: 'active',
      totalSteps: 2,
    });
    const tasks = (await c.get('/api/tasks')).json as unknown as Json[];
    expect(tasks.map((t) => t.title).sort()).toEqual(
      [
        'Join a makers forum thread',
        'Photograph five prints',
        'Post the launch',
        'Reply to comments',
        'Share a studio story',
        'Write listings',
      ].sort(),
    );
    expect(
      tasks
        .filter((t) => t.completed)
        .map((t) => t.title)
        .sort(),
    ).toEqual(['Photograph five prints', 'Reply to comments']);
    const ofRoadmap = tasks.filter((t) => t.roadmapId === roadmaps[0]!.id);
    expect(ofRoadmap).toHaveLength(5);
    expect(
      ((await c.get('/api/ai/chat-history')).json as unknown as Json[]).map((m) => [m.type, m.message]),
    ).toEqual([
      ['user', 'How should I price my prints?'],
      ['ai', advice.advice],
    ]);

    // The history reads as if the work had been done here.
    const timeline = (await c.get('/api/progress/timeline?limit=100')).json as { items: Json[] };
    const texts = timeline.items.map((i) => i.text);
    expect(texts).toContain(`Generated the roadmap '${plan.title}' (3 tasks)`);
    expect(texts).toContain("Completed 'Photograph five prints'");
    expect(texts).toContain("Completed 'Reply to comments'");
    expect(texts).toContain("Asked the advisor 'How should I price my prints?'");
    expect(timeline.items.map((i) => i.type)).toContain('DailyTasksGenerated');
    expect(texts).toContain("Planned the Instagram post 'Harbour at dawn #prints' for 2026-03-05");
  });

  it('is owner-scoped: ids of another account answer 404 and nothing is written', async () => {
    const owner = await keeping(app, 'owner');
    const other = await signedIn(app, 'other');
    const before = await counts(other);
    const goal = await other.post('/api/import/demo', body(owner.goalId, null));
    expect(goal.status).toBe(404);
    expect(goal.text).toBe('Goal not found');
    const project = await other.post('/api/import/demo', body(null, owner.projectId));
    expect(project.status).toBe(404);
    expect(project.text).toBe('Project not found');
    expect(await counts(other)).toEqual(before);
    expect(await counts(owner.c)).toEqual({ posts: 0, roadmaps: 0, tasks: 0, chat: 0 });
    // The refused attempts claimed nothing: the account can still import.
    const own = await other.post(
      '/api/import/demo',
      body(
        null,
        (await other.post('/api/projects', { name: 'Mine', projectType: 'book', projectStage: 'idea' })).json
          .id as string,
      ),
    );
    expect(own.status, own.text).toBe(200);
  });

  it('imports once: a second import, or a concurrent one, is refused with 409 and nothing doubles', async () => {
    const { c, projectId, goalId } = await keeping(app, 'twice');
    expect((await c.post('/api/import/demo', body(goalId, projectId))).status).toBe(200);
    const after = await counts(c);
    const again = await c.post('/api/import/demo', body(goalId, projectId));
    expect(again.status).toBe(409);
    expect(again.text).toBe(DEMO_ALREADY_IMPORTED);
    expect(await counts(c)).toEqual(after);

    // A double submit: both requests at once, one wins.
    const fresh = await keeping(app, 'double');
    const both = await Promise.all([
      fresh.c.post('/api/import/demo', body(fresh.goalId, fresh.projectId)),
      fresh.c.post('/api/import/demo', body(fresh.goalId, fresh.projectId)),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await counts(fresh.c)).toEqual(after);
  });

  it('answers bad bodies with 400 and a clear text, before writing anything', async () => {
    const { c, projectId, goalId } = await keeping(app, 'bad');
    const valid = body(goalId, projectId);
    const cases: Array<[unknown, string | RegExp]> = [
      [{}, 'roadmaps: is required'],
      [body(null, null), 'roadmaps.0: A roadmap needs a goal or a project'],
      [{ ...valid, posts: [{ ...valid.posts[0], text: ' ' }] }, 'posts.0.text: Post text is required'],
      [{ ...valid, chat: [{ ...valid.chat[0], message: '' }] }, /^chat\.0\.message: /],
      [
        { ...valid, days: [{ ...valid.days[0], roadmap: 3 }] },
        'days.0.roadmap: No such roadmap in the import',
      ],
      [
        { ...valid, chat: Array.from({ length: DEMO_IMPORT_LIMITS.chat + 1 }, () => valid.chat[0]) },
        `chat: At most ${DEMO_IMPORT_LIMITS.chat} chat turns can be imported`,
      ],
      [
        {
          ...valid,
          days: [{ ...valid.days[0], tasks: Array.from({ length: 21 }, () => valid.days[0]!.tasks[0]) }],
        },
        'days.0.tasks: At most 20 tasks a day can be imported',
      ],
      [
        {
          ...valid,
          habits: [
            {
              ...valid.habits[0],
              task: { draft: { ...draft('x'), description: 'y'.repeat(10_001) }, completed: false },
            },
          ],
        },
        'habits.0.task.draft.description: A text is at most 10,000 characters',
      ],
      [
        {
          ...valid,
          roadmaps: [
            {
              ...valid.roadmaps[0],
              plan: {
                ...plan,
                phases: [
                  {
                    ...plan.phases[0],
                    steps: [
                      {
                        ...plan.phases[0]!.steps[0],
                        tasks: Array.from({ length: 401 }, (_, i) => draft(`T${i}`)),
                      },
                    ],
                  },
                ],
              },
            },
          ],
        },
        'roadmaps.0.plan.phases.0.steps.0.tasks: At most 400 tasks a roadmap can be imported',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await c.post('/api/import/demo', payload);
      expect(res.status, JSON.stringify(message)).toBe(400);
      if (typeof message === 'string') expect(res.text).toBe(message);
      else expect(res.text).toMatch(message);
    }
    const broken = await c.postRaw('/api/import/demo', '{"roadmaps": [');
    expect(broken.status).toBe(400);
    expect(broken.text).toBe('The request body is not valid JSON');
    expect(await counts(c)).toEqual({ posts: 0, roadmaps: 0, tasks: 0, chat: 0 });
  });

  it('refuses a body over the cap (413) without reading it, with or without a declared length', async () => {
    const { c } = await keeping(app, 'huge');
    const big = Buffer.from(`{"chat":"${'x'.repeat(DEMO_IMPORT_MAX_BYTES + 1)}"}`);
    const declared = await rawPost(app.url, c.cookie, big, { chunked: false });
    expect(declared).toEqual({ status: 413, text: 'The request body is too large' });
    // Streamed (chunked, no Content-Length): the read stops at the cap and the connection is dropped (the
    // platform destroys the request stream there), or the 413 arrives first.
    const streamed = await rawPost(app.url, c.cookie, big, { chunked: true });
    expect([413, 0]).toContain(streamed.status);
    expect((await c.get('/api/auth/user')).status).toBe(200);
    expect(await counts(c)).toEqual({ posts: 0, roadmaps: 0, tasks: 0, chat: 0 });
  });

  it('answers 401 signed out', async () => {
    const res = await client(app.url).post('/api/import/demo', body(null, null));
    expect(res.status).toBe(401);
  });
});
