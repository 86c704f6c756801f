import { SqlClient } from '@effect/sql';
import { linkIdentity } from '@market-muse/domain';
import { allProjections, catchUpToLatest, LIVE_SCHEMA, rebuildProjection } from '@market-muse/projections';
import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

const USERS = 30;
const BUSINESS_GOALS = ['increase_sales', 'grow_following', 'build_brand', 'find_clients', 'build_community'];

/** Every row of every table of every read model, as text, in a stable order. */
const snapshot = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const tables: Record<string, string[]> = {};
  for (const projection of allProjections) {
    for (const table of projection.tables) {
      const rows = yield* sql<{
        row: string;
      }>`select t::text as row from ${sql(`${LIVE_SCHEMA}.${table.name}`)} t
        order by 1`;
      tables[`${projection.name}/${table.name}`] = rows.map((r) => r.row);
    }
  }
  return tables;
});

/** Brings the asynchronous read models up to date (the background runner may hold a batch: retry). */
const caughtUp = Effect.forEach(
  allProjections.filter((p) => p.mode === 'async'),
  (projection) => catchUpToLatest(projection),
  { discard: true },
);

/** One user's scripted history through the HTTP API: every command of the domain, in a varied order. */
const scriptUser = async (app: App, i: number) => {
  const c = client(app.url);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(app.url + path, {
      method,
      headers: { 'content-type': 'application/json', cookie: c.cookie ?? '' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`user ${i}: ${method} ${path} -> ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Json) : {};
  };
  const registered = await c.post('/api/auth/register', {
    email: `replay-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`,
    password: 'correct horse',
    firstName: `User${i}`,
    lastName: 'Replay',
  });
  expect(registered.status).toBe(201);
  if (i % 3 === 0) {
    // A provider connected (as its sign-in links a verified e-mail: the provider's own flow is tested in
    // providerSignIn.test.ts), and for some disconnected again, so the identities are rebuilt too.
    const userId = String(registered.json.id);
    const identity = {
      issuer: 'https://id.example.com',
      subject: `replay-${i}`,
      email: `replay-${i}@example.com`,
    };
    await app.runtime.runPromise(
      linkIdentity(userId, identity, { correlationId: crypto.randomUUID(), now: new Date() }),
    );
    if (i % 6 === 0) {
      const [connected] = (await call('GET', '/api/account/providers')) as unknown as Json[];
      await call('DELETE', `/api/account/providers/${connected!.id}`);
    }
  }
  await call('POST', '/api/profile', {
    creativeTypes: i % 2 ? ['photography', 'visual_art'] : ['Musician'],
    experienceLevel: 'beginner',
    currentProjectName: `Project of user ${i}`,
    businessGoals: [BUSINESS_GOALS[i % 5], BUSINESS_GOALS[(i + 1) % 5]],
    availableTime: 'moderate',
  });
  await call('POST', '/api/profile', {
    primarySkills: ['Social Media'],
    communicationStyle: 'casual',
    learningPreference: 'mixed',
    onboardingCompleted: true,
  });
  const projects: Json[] = [];
  for (let p = 0; p <= i % 3; p++) {
    projects.push(
      await call('POST', '/api/projects', {
        name: `User ${i} project ${p}`,
        projectType: p % 2 ? 'course' : 'art_collection',
        projectStage: 'development',
        targetRevenue: 1000 * (p + 1),
      }),
    );
  }
  if (projects.length > 1) await call('POST', `/api/projects/${projects[projects.length - 1]!.id}/activate`);
  if (projects.length > 2) await call('POST', `/api/projects/${projects[0]!.id}/activate`);
  const goal = await call('POST', '/api/goals', {
    title: `Sell ${i + 5} prints`,
    targetValue: i + 5,
    unit: 'sales',
    projectId: projects[0]!.id,
    deadline: '2027-03-01',
  });
  await call('POST', `/api/goals/${goal.id}/progress`, { currentValue: i % 4 });
  await call('POST', `/api/goals/${goal.id}/progress`, { increment: 1 });
  await call('PATCH', `/api/goals/${goal.id}`, {
    description: 'First prints',
    status: i % 3 ? 'active' : 'paused',
  });
  if (i % 2) await call('POST', `/api/goals/${goal.id}/complete`);

  // The other aggregates: roadmap, tasks and advisor results.
  await call('POST', '/api/roadmaps/generate', { goalId: goal.id });
  await call('POST', '/api/tasks/generate-daily', {});
  const tasks = (await (
    await fetch(`${app.url}/api/tasks`, { headers: { cookie: c.cookie ?? '' } })
  ).json()) as Json[];
  if (tasks[0]) await call('POST', `/api/tasks/${tasks[0].id}/complete`);
  if (tasks[0] && i % 4 === 0) await call('POST', `/api/tasks/${tasks[0].id}/reopen`);
  if (i % 3 === 0) {
    await call('POST', '/api/project-insights');
    await call('POST', '/api/ai/personalized-advice', { context: 'How should I price my prints?' });
    await call('POST', '/api/ai/content-suggestions', { contentType: 'social_media' });
    const strategy = await call('POST', '/api/ai/marketing-strategy', { timeframe: '90days' });
    // A kept action, so the strategies' ticks are rebuilt too.
    await call('POST', `/api/ai/strategies/${strategy.id}/kept-actions`, { phase: 0, action: 0, kept: true });
    await call('POST', '/api/ai/analyze-content', {
      content: 'New prints are in the shop!',
      platform: 'instagram',
    });
  }
  // The content calendar: plan, move, publish (and take back), mark as posted with a link and numbers,
  // choose the reminder mails, delete; and the weekly community habit.
  const planned = await call('POST', '/api/calendar/posts', {
    text: `Studio day ${i}: how the prints are made`,
    platform: i % 2 ? 'instagram' : 'tiktok',
  });
  const second = await call('POST', '/api/calendar/posts', {
    text: `Print drop ${i}`,
    platform: 'facebook',
    scheduledAt: '2027-01-15T17:00:00.000Z',
    source: 'idea',
  });
  await call('PATCH', `/api/calendar/posts/${second.id}`, { scheduledAt: '2027-01-16T18:00:00.000Z' });
  await call('POST', `/api/calendar/posts/${planned.id}/publish`);
  if (i % 3 === 0) await call('POST', `/api/calendar/posts/${planned.id}/unpublish`);
  if (i % 4 === 1) await call('DELETE', `/api/calendar/posts/${second.id}`);
  if (i % 4 === 2) {
    await call('POST', `/api/calendar/posts/${second.id}/posted`, {
      url: `https://www.facebook.com/maker/posts/${i}`,
    });
    await call('POST', `/api/calendar/posts/${second.id}/results`, { likes: i, comments: 1 });
  }
  if (i % 5 === 0) await call('PATCH', '/api/calendar/reminders', { byMail: i % 2 === 0 });
  await call('POST', '/api/community/habit');
  await call('POST', '/api/profile', {
    businessGoals: [BUSINESS_GOALS[(i + 2) % 5]],
    experienceLevel: 'intermediate',
  });
};

describe.each(databaseKinds)('replay on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`rebuilding every read model from the first event reproduces the live tables (${USERS} users)`, async () => {
    const started = Date.now();
    for (let batch = 0; batch < USERS; batch += 5) {
      await Promise.all(
        Array.from({ length: Math.min(5, USERS - batch) }, (_, k) => scriptUser(app, batch + k)),
      );
    }
    const scripted = Date.now() - started;
    await app.runtime.runPromise(caughtUp);
    const live = await app.runtime.runPromise(snapshot);
    for (const table of ['profiles/profiles', 'projects/projects', 'goals/goals'])
      expect(live[table]!.length, table).toBeGreaterThanOrEqual(USERS);
    // Every table of every read model has rows, so the comparison below covers them all.
    expect(Object.entries(live).flatMap(([table, rows]) => (rows.length === 0 ? [table] : []))).toEqual([]);

    const rebuildStarted = Date.now();
    const reports = await app.runtime.runPromise(Effect.forEach(allProjections, rebuildProjection));
    const rebuilt = Date.now() - rebuildStarted;
    await app.runtime.runPromise(caughtUp);
    expect(await app.runtime.runPromise(snapshot)).toEqual(live);
    const events = reports.reduce((n, r) => n + r.events, 0);
    console.log(
      `[replay ${kind}] scripted ${USERS} users in ${scripted} ms; rebuilt ${reports.length} read models ` +
        `(${events} event applications) in ${rebuilt} ms`,
    );
  }, 300_000);
});
