import { execFileSync } from 'node:child_process';
import { SqlClient } from '@effect/sql';
import {
  ACCOUNT_DELETION_NEEDS_PASSWORD,
  ACCOUNT_DELETION_WRONG_PASSWORD,
  EventSchemas,
} from '@market-muse/contracts';
import {
  commandContext,
  completePublishing,
  failPublishing,
  linkIdentity,
  remindPost,
  schedulePost,
  startPublishing,
} from '@market-muse/domain';
import { allProjections, catchUpToLatest, LIVE_SCHEMA, rebuildProjection } from '@market-muse/projections';
import { Effect } from 'effect';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brokers,
  kafkaEnabled,
  readTopic,
  testKafkaConfig,
  uniqueTag,
  waitFor,
} from '../../relay/test/kafka/support.ts';
import { client, databaseKinds, type startApp } from './harness.ts';
import { linkIn, type Mailbox, startAppWithMailbox } from './mailbox.ts';
import { softAuthenticator } from './softAuthenticator.ts';

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

/** Brings the asynchronous read models up to date. */
const caughtUp = Effect.forEach(
  allProjections.filter((p) => p.mode === 'async'),
  (projection) => catchUpToLatest(projection),
  { discard: true },
);

/** Every row of every read model table, as text, in a stable order. */
const readModels = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const tables: Record<string, string[]> = {};
  for (const projection of allProjections)
    for (const table of projection.tables) {
      const rows = yield* sql<{
        row: string;
      }>`select t::text as row from ${sql(`${LIVE_SCHEMA}.${table.name}`)} t order by 1`;
      tables[`${projection.name}/${table.name}`] = rows.map((r) => r.row);
    }
  return tables;
});

/** Every row of every table in the database, as text: what a full dump of the embedded database holds. */
const everyTable = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const tables = yield* sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`;
  const out: string[] = [];
  for (const t of tables) {
    const rows = yield* sql<{ row: string }>`select t::text as row from ${sql(`${t.schema}.${t.name}`)} t`;
    for (const r of rows) out.push(`${t.schema}.${t.name}: ${r.row}`);
  }
  return out.join('\n');
});

/** Analytics totals: what analysts count, which a deletion must leave as it was. */
const analyticsTotals = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const [row] = yield* sql<Json>`select
    (select count(*)::int from rm.analytics_active_creators) as active,
    (select count(*)::int from rm.analytics_onboarding) as onboarding,
    (select coalesce(sum(signups), 0)::int from rm.signups_by_day) as signups,
    (select coalesce(sum(completed), 0)::int from rm.analytics_tasks_completed) as completed`;
  return row;
});

/**
 * A user with data in every event type, a unique marker planted in each field they type (names, e-mail,
 * profile, project, goal, chat, analysed post, calendar), and the advisor's results built from them. Their
 * account's own tables hold it too: a verified and then changed e-mail (the old one released), a changed
 * password, a device named by its user agent, an unused change link, a reset request's counters.
 */
const scriptUser = async (app: App, mailbox: Mailbox, marker: string) => {
  const c = client(app.url);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(app.url + path, {
      method,
      headers: { 'content-type': 'application/json', cookie: c.cookie ?? '' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Json) : {};
  };
  const firstEmail = `${marker}@example.com`;
  const email = `new-${marker}@example.com`;
  const registered = await c.post('/api/auth/register', {
    email: firstEmail,
    password: 'correct horse',
    firstName: `Fn${marker}`,
    lastName: `Ln${marker}`,
  });
  expect(registered.status).toBe(201);
  const verify = linkIn((await mailbox.waitFor(firstEmail, 1)).text, '/verify-email');
  await call('POST', '/api/auth/email/verify', { token: verify.searchParams.get('token') });
  await call('PATCH', '/api/account/name', { firstName: `Fr${marker}`, lastName: `Lr${marker}` });
  await call('POST', '/api/account/password', {
    currentPassword: 'correct horse',
    newPassword: 'correct horse',
  });
  await call('POST', '/api/account/email', { newEmail: email, password: 'correct horse' });
  const confirm = linkIn((await mailbox.waitFor(email, 1)).text, '/confirm-email');
  await call('POST', '/api/auth/email/change', { token: confirm.searchParams.get('token') });
  await call('POST', '/api/account/email', {
    newEmail: `later-${marker}@example.com`,
    password: 'correct horse',
  });
  await call('POST', '/api/auth/password/forgot', { email });
  const device = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': `Browser ${marker}` },
    body: JSON.stringify({ email, password: 'correct horse' }),
  });
  expect(device.status).toBe(200);
  await call('POST', '/api/profile', {
    creativeTypes: ['photography'],
    experienceLevel: 'beginner',
    currentProjectName: `Profile project ${marker}`,
    projectDescription: `Profile description ${marker}`,
    targetAudience: `Profile audience ${marker}`,
    businessGoals: ['increase_sales', 'grow_following'],
    availableTime: 'moderate',
    marketingTimePreference: `mornings ${marker}`,
  });
  await call('POST', '/api/profile', { primarySkills: ['Social Media'], onboardingCompleted: true });
  const project = await call('POST', '/api/projects', {
    name: `Project ${marker}`,
    projectType: 'art_collection',
    projectStage: 'development',
    description: `Project description ${marker}`,
    targetAudience: `Project audience ${marker}`,
    uniqueSellingPoint: `USP ${marker}`,
    biggestChallenges: [`Challenge ${marker}`],
    websiteUrl: `https://${marker}.example.com`,
    socialMediaLinks: [`https://instagram.com/${marker}`],
    launchTimeline: `Spring ${marker}`,
  });
  const second = await call('POST', '/api/projects', {
    name: `Second ${marker}`,
    projectType: 'course',
    projectStage: 'idea',
  });
  await call('POST', `/api/projects/${second.id}/activate`);
  await call('POST', `/api/projects/${project.id}/activate`);
  const goal = await call('POST', '/api/goals', {
    title: `Goal ${marker}`,
    description: `Goal description ${marker}`,
    targetValue: 10,
    unit: `units${marker}`,
    projectId: project.id,
    deadline: '2027-03-01',
  });
  await call('POST', `/api/goals/${goal.id}/progress`, { currentValue: 2 });
  await call('PATCH', `/api/goals/${goal.id}`, { description: `Updated ${marker}`, status: 'paused' });
  await call('PATCH', `/api/goals/${goal.id}`, { status: 'active' });
  await call('POST', '/api/roadmaps/generate', { goalId: goal.id });
  await call('POST', '/api/roadmaps/generate', { goalId: goal.id });
  // A roadmap made without a goal in the second project, attached to that project's goal later.
  await call('POST', `/api/projects/${second.id}/activate`);
  const goalless = await call('POST', '/api/roadmaps/generate', {});
  const secondGoal = await call('POST', '/api/goals', {
    title: `Second goal ${marker}`,
    targetValue: 3,
    unit: `posts${marker}`,
    projectId: second.id,
  });
  await call('POST', `/api/roadmaps/${goalless.id}/goal`, { goalId: secondGoal.id });
  await call('POST', `/api/projects/${project.id}/activate`);
  await call('POST', '/api/tasks/generate-daily', {});
  const tasks = (await (
    await fetch(`${app.url}/api/tasks`, { headers: { cookie: c.cookie ?? '' } })
  ).json()) as Json[];
  await call('POST', `/api/tasks/${tasks[0]!.id}/complete`);
  await call('POST', `/api/tasks/${tasks[0]!.id}/reopen`);
  await call('POST', `/api/tasks/${tasks[0]!.id}/complete`);
  await call('POST', '/api/project-insights');
  await call('POST', '/api/ai/personalized-advice', { context: `How should I price ${marker}?` });
  await call('POST', '/api/ai/content-suggestions', { contentType: 'social_media' });
  await call('POST', '/api/ai/chat-history/stopped', {
    context: `Stopped question ${marker}`,
    shown: `Shown before stop ${marker}`,
  });
  const strategy = await call('POST', '/api/ai/marketing-strategy', { timeframe: '90days' });
  await call('POST', `/api/ai/strategies/${strategy.id}/kept-actions`, { phase: 0, action: 0, kept: true });
  await call('POST', '/api/ai/analyze-content', {
    content: `New prints ${marker} in the shop!`,
    platform: 'instagram',
  });
  const planned = await call('POST', '/api/calendar/posts', {
    text: `Post ${marker}`,
    platform: 'instagram',
  });
  const other = await call('POST', '/api/calendar/posts', {
    text: `Drop ${marker}`,
    platform: 'facebook',
    scheduledAt: '2027-01-15T17:00:00.000Z',
    source: 'idea',
  });
  await call('PATCH', `/api/calendar/posts/${other.id}`, { scheduledAt: '2027-01-16T18:00:00.000Z' });
  await call('PATCH', `/api/calendar/posts/${other.id}`, { text: `Edited ${marker}` });
  await call('POST', `/api/calendar/posts/${planned.id}/publish`);
  await call('POST', `/api/calendar/posts/${planned.id}/unpublish`);
  // The due reminder (the worker's job, run here at a time after the post's), then 'Mark as posted' with
  // an address holding the marker, its numbers, and the reminder mails turned off.
  await app.runtime.runPromise(
    remindPost(
      String(registered.json.id),
      String(planned.id),
      true,
      commandContext(String(registered.json.id), new Date('2030-01-01T00:00:00Z')),
    ),
  );
  await call('POST', `/api/calendar/posts/${planned.id}/posted`, {
    url: `https://www.instagram.com/p/${marker}/`,
  });
  await call('POST', `/api/calendar/posts/${planned.id}/results`, { likes: 12, saves: 3 });
  await call('PATCH', '/api/calendar/reminders', { byMail: false });
  await call('DELETE', `/api/calendar/posts/${other.id}`);
  await call('POST', '/api/community/habit');
  // Two providers connected (a provider's sign-in links a verified e-mail; that flow is tested in
  // providerSignIn.test.ts), their subjects and e-mails marked, then one disconnected.
  for (const n of [1, 2])
    await app.runtime.runPromise(
      linkIdentity(
        String(registered.json.id),
        {
          issuer: `https://id${n}.example.com`,
          subject: `subject-${n}-${marker}`,
          email: `provider-${n}-${marker}@example.com`,
        },
        { correlationId: crypto.randomUUID(), now: new Date() },
      ),
    );
  // A post published automatically to Bluesky after a failed attempt, through the scheduler's commands (the
  // network itself is publishing.test.ts's): the account's DID and the post's URI and page are marked.
  const userId = String(registered.json.id);
  const context = () => commandContext(userId);
  await app.runtime.runPromise(
    Effect.gen(function* () {
      const { postId } = yield* schedulePost(
        userId,
        {
          text: `Sky ${marker}`,
          platform: 'bluesky',
          scheduledAt: '2027-01-15T09:00:00.000Z',
          source: 'manual',
          publishAutomatically: true,
        },
        context(),
      );
      const attempt = { accountDid: `did:plc:${marker}`, recordKey: '3lbskyrecordk' };
      yield* startPublishing(userId, postId, attempt, context());
      yield* failPublishing(
        userId,
        postId,
        { reason: 'Bluesky could not be reached', transient: true },
        context(),
      );
      yield* startPublishing(userId, postId, attempt, context());
      yield* completePublishing(
        userId,
        postId,
        {
          uri: `at://did:plc:${marker}/app.bsky.feed.post/3lbskyrecordk`,
          url: `https://bsky.app/profile/${marker}.bsky.social/post/3lbskyrecordk`,
        },
        context(),
      );
    }),
  );
  const [connected] = (await call('GET', '/api/account/providers')) as unknown as Json[];
  await call('DELETE', `/api/account/providers/${connected!.id}`);
  // Two passkeys named with the marker (the API's own table keeps the credentials), one then removed. The
  // site is the harness's default public URL, http://localhost:<configured port>, and that port is 0.
  const authenticator = softAuthenticator('http://localhost:0');
  const passkeyIds: string[] = [];
  for (const n of [1, 2]) {
    const options = await call('POST', '/api/account/passkeys/options');
    const added = await call('POST', '/api/account/passkeys', {
      name: `Key ${n} ${marker}`,
      credential: authenticator.create(options),
    });
    passkeyIds.push(String(added.id));
  }
  await call('DELETE', `/api/account/passkeys/${passkeyIds[0]}`);
  return { c, call, email, firstEmail, markers: [marker, `Fn${marker}`, `Ln${marker}`, firstEmail, email] };
};

const storedEventIds = (app: App, userId: string) =>
  app.runtime.runPromise(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) =>
        sql<{ id: string; type: string }>`select event_id::text as id, type from mm_events
        where metadata->>'userId' = ${userId} order by global_position`,
    ),
  );

const exportOf = async (app: App, cookie: string) => {
  const response = await fetch(`${app.url}/api/account/export`, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/zip');
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const events = strFromU8(files['events.ndjson']!)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Json);
  return {
    events,
    state: JSON.parse(strFromU8(files['state.json']!)) as Json,
    readme: strFromU8(files['README.md']!),
  };
};

describe.each(databaseKinds)('your data on %s', (kind) => {
  const kafka =
    kind === 'postgres' && kafkaEnabled
      ? { ...testKafkaConfig(brokers(), uniqueTag()), projections: 'none' as const }
      : null;
  let app: App;
  let mailbox: Mailbox;
  beforeAll(async () => {
    // On PostgreSQL with a broker (always in CI) the relay publishes every event to both topics too.
    ({ app, mailbox } = await startAppWithMailbox(kind, kafka ? { kafka } : {}));
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  it('needs a session', async () => {
    const anonymous = client(app.url);
    expect((await anonymous.get('/api/account/export')).status).toBe(401);
    expect((await anonymous.call('DELETE', '/api/account', {})).status).toBe(401);
  });

  it('exports every event of the user, decrypted, with the current state and a README of the format', async () => {
    const marker = `exp${crypto.randomUUID().slice(0, 8)}`;
    const user = await scriptUser(app, mailbox, marker);
    const me = (await user.c.get('/api/auth/user')).json as Json;
    const stored = await storedEventIds(app, String(me.id));
    const exported = await exportOf(app, user.c.cookie ?? '');
    expect(exported.events.map((e) => e.eventId)).toEqual(stored.map((e) => e.id));
    const types = new Set(stored.map((e) => e.type));
    expect(types.size).toBeGreaterThanOrEqual(25);
    const registered = exported.events.find((e) => e.type === 'UserRegistered')!;
    expect(registered.data).toMatchObject({ email: user.firstEmail, firstName: `Fn${marker}` });
    for (const type of types) expect(exported.readme).toContain(`## ${type}`);
    expect(exported.state).toMatchObject({
      account: { email: user.email },
      profile: { currentProjectName: `Project ${marker}` },
    });
    for (const key of ['projects', 'goals', 'roadmaps', 'tasks', 'calendar', 'chat', 'content'])
      expect((exported.state[key] as unknown[]).length, key).toBeGreaterThan(0);
  }, 120_000);

  it('deletes with a fresh sign-in alone, and only once', async () => {
    const marker = `fre${crypto.randomUUID().slice(0, 8)}`;
    const user = await client(app.url).post('/api/auth/register', {
      email: `${marker}@example.com`,
      password: 'correct horse',
      firstName: 'Fresh',
      lastName: 'Session',
    });
    expect(user.status).toBe(201);
    const c = client(app.url);
    await c.post('/api/auth/login', { email: `${marker}@example.com`, password: 'correct horse' });
    expect((await c.call('DELETE', '/api/account', {})).status).toBe(204);
    expect((await c.call('DELETE', '/api/account', {})).status).toBe(401);
  }, 60_000);
  it('deletes an account: nothing that names the person is left readable, others and the totals unchanged, replays agree', async () => {
    const marker = `del${crypto.randomUUID().slice(0, 8)}`;
    const keep = `kep${crypto.randomUUID().slice(0, 8)}`;
    const gone = await scriptUser(app, mailbox, marker);
    const kept = await scriptUser(app, mailbox, keep);
    const goneId = String(((await gone.c.get('/api/auth/user')).json as Json).id);
    await app.runtime.runPromise(caughtUp);
    const before = await app.runtime.runPromise(everyTable);
    // Before: the markers are there only as ciphertext; the read models still show them.
    expect(before).toContain(marker);
    const totals = await app.runtime.runPromise(analyticsTotals);
    const keptProjects = (await kept.c.get('/api/projects')).json;
    const keptExport = await exportOf(app, kept.c.cookie ?? '');

    // A stale session needs the password; a wrong one is refused, naming the field.
    await app.runtime.runPromise(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql`update mm_sessions set created_at = now() - interval '1 hour' where user_id = ${goneId}::uuid`,
      ),
    );
    const stale = await gone.c.call('DELETE', '/api/account', {});
    expect(stale.status).toBe(400);
    expect(stale.text).toContain(ACCOUNT_DELETION_NEEDS_PASSWORD);
    const wrong = await gone.c.call('DELETE', '/api/account', { password: 'wrong horse' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(ACCOUNT_DELETION_WRONG_PASSWORD);
    const second = client(app.url);
    await second.post('/api/auth/login', { email: gone.email, password: 'correct horse' });

    const deleted = await gone.c.call('DELETE', '/api/account', { password: 'correct horse' });
    expect(deleted.status).toBe(204);
    // The person had data in every event type of the catalogue (a new type fails here until scripted).
    const recordedTypes = new Set((await storedEventIds(app, goneId)).map((e) => e.type));
    expect(Object.keys(EventSchemas).filter((type) => !recordedTypes.has(type))).toEqual([]);
    // Every session is signed out, this one and the other device's.
    expect((await gone.c.get('/api/auth/user')).status).toBe(401);
    expect((await second.get('/api/auth/user')).status).toBe(401);
    expect(
      (await client(app.url).post('/api/auth/login', { email: gone.email, password: 'correct horse' }))
        .status,
    ).toBe(401);

    await app.runtime.runPromise(caughtUp);
    const dump = await app.runtime.runPromise(everyTable);
    for (const text of gone.markers) expect(dump.includes(text), text).toBe(false);
    expect(dump).toContain(keep);
    if (kind === 'postgres') {
      const database = await app.runtime.runPromise(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ name: string }>`select current_database() as name`,
        ),
      );
      const url = new URL(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL!);
      url.pathname = `/${database[0]!.name}`;
      const pgDump = execFileSync('pg_dump', ['--data-only', url.toString()], {
        maxBuffer: 1 << 30,
      }).toString();
      expect(pgDump).toContain(keep);
      for (const text of gone.markers) expect(pgDump.includes(text), `pg_dump: ${text}`).toBe(false);
    }
    if (kafka) {
      // Every event is on the domain topic (the relay caught up), and no record of either topic reads as them.
      const events = await app.runtime.runPromise(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ n: number }>`select count(*)::int as n from mm_events`,
        ),
      );
      let domain: ReadonlyArray<{ key: string | null; value: string | null; headers: object }> = [];
      await waitFor('the relay to publish every event', async () => {
        domain = await readTopic(brokers(), kafka.domainTopic, (r) => r.length >= events[0]!.n, 5_000);
        return domain.length >= events[0]!.n;
      });
      const progress = await readTopic(brokers(), kafka.progressTopic, () => false, 3_000);
      expect(progress.length).toBeGreaterThan(0);
      const records = [...domain, ...progress].map((r) => `${r.key} ${r.value} ${JSON.stringify(r.headers)}`);
      expect(records.join('\n')).toContain('A256GCM');
      for (const text of gone.markers)
        expect(
          records.filter((r) => r.includes(text)),
          `Kafka: ${text}`,
        ).toEqual([]);
    }
    expect(await app.runtime.runPromise(analyticsTotals)).toEqual(totals);
    expect((await kept.c.get('/api/projects')).json).toEqual(keptProjects);
    expect((await exportOf(app, kept.c.cookie ?? '')).events).toEqual(keptExport.events);

    // Replaying every read model from the first event gives the live tables: before, minus that user.
    const live = await app.runtime.runPromise(readModels);
    await app.runtime.runPromise(Effect.forEach(allProjections, rebuildProjection));
    await app.runtime.runPromise(caughtUp);
    const replayed = await app.runtime.runPromise(readModels);
    const counts = (tables: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(tables).map(([k, v]) => [k, v.length]));
    // Analytics rows of the deleted user carry a fresh random id on each replay: compare their counts.
    const anonymised = [
      'analytics-daily-active/analytics_active_creators',
      'analytics-onboarding-funnel/analytics_onboarding',
    ];
    const named = (tables: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(tables).filter(([k]) => !anonymised.includes(k)));
    expect(named(replayed)).toEqual(named(live));
    expect(counts(replayed)).toEqual(counts(live));
    expect(JSON.stringify(replayed)).not.toContain(goneId);

    // The address is free again: a new account, with nothing of the old one.
    const again = client(app.url);
    const reRegistered = await again.post('/api/auth/register', {
      email: gone.email,
      password: 'another horse',
      firstName: 'New',
      lastName: 'Person',
    });
    expect(reRegistered.status).toBe(201);
    expect((reRegistered.json as Json).id).not.toBe(goneId);
    expect((await again.get('/api/projects')).json).toEqual([]);
  }, 240_000);
});
