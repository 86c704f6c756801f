import { SqlClient } from '@effect/sql';
import {
  AUTO_PUBLISH_BLUESKY_ONLY,
  AUTO_PUBLISH_NEEDS_ACCOUNT,
  BLUESKY_NEEDS_RECONNECT,
  BLUESKY_REFUSED,
  BLUESKY_TEXT_TOO_LONG,
} from '@market-muse/contracts';
import { BLUESKY_IDENTIFIER_REQUIRED } from '@market-muse/contracts/requests';
import { startPds, type TestPds } from '@market-muse/test-servers/pds';
import { Duration, Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailerLive } from '../src/mail/mailer.ts';
import { publishPost, signIn } from '../src/publishing/bluesky.ts';
import { pdsFetch } from '../src/publishing/pdsAddress.ts';
import { remindDuePosts } from '../src/publishing/postReminders.ts';
import { fetchDueResults } from '../src/publishing/postResults.ts';
import { type Publish, publishDuePosts } from '../src/publishing/scheduler.ts';
import { client, databaseKinds, startApp } from './harness.ts';

/** The test PDS is on loopback over http: calls to it go through the policy that allows private hosts. */
const loopbackFetch = pdsFetch({ allowPrivateHosts: true });

// Publishing planned posts to a real AT Protocol network on loopback (a PLC directory and a PDS), through
// the routes a creative uses, with the scheduler's passes run on a clock the test moves: nothing sleeps.

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

let pds: TestPds;
beforeAll(async () => {
  pds = await startPds();
});
afterAll(() => pds?.close());

const T = Date.parse('2026-11-24T09:00:00Z');

const signedIn = async (app: App) => {
  const c = client(app.url);
  const res = await c.post('/api/auth/register', {
    email: `pub-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse',
    firstName: 'Pub',
    lastName: 'Lisher',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return c;
};

describe.each(databaseKinds)('publishing to Bluesky on %s', (kind) => {
  let app: App;
  let now = T;
  /** One scheduler pass, as the worker runs it, at the test's time. */
  const pass = (publish?: Publish) => app.runtime.runPromise(publishDuePosts(publish));
  beforeAll(async () => {
    // No background work: the test runs each pass itself, so nothing races it.
    app = await startApp(kind, { clock: () => now, runProjections: false });
  });
  afterAll(() => app?.close());

  const connected = async () => {
    const c = await signedIn(app);
    const bsky = await pds.createAccount('creative');
    const res = await c.call('PUT', '/api/account/connections/bluesky', {
      identifier: `@${bsky.handle}`,
      appPassword: bsky.appPassword,
      service: pds.url,
    });
    expect(res.status, res.text).toBe(200);
    return { c, bsky };
  };
  const plan = async (c: ReturnType<typeof client>, text: string, at = T) => {
    const res = await c.post('/api/calendar/posts', {
      text,
      platform: 'bluesky',
      scheduledAt: new Date(at).toISOString(),
      publishAutomatically: true,
    });
    expect(res.status, res.text).toBe(201);
    return res.json as Json & { id: string };
  };
  const postOf = async (c: ReturnType<typeof client>, id: string) => {
    const list = (await c.get('/api/calendar/posts')).json as unknown as Json[];
    return list.find((p) => p.id === id);
  };

  it('connects an account: a refused password or a missing handle is a 400 naming the field', async () => {
    const c = await signedIn(app);
    const bsky = await pds.createAccount('connect');
    expect((await c.get('/api/account/connections')).json).toEqual([]);
    const wrong = await c.call('PUT', '/api/account/connections/bluesky', {
      identifier: bsky.handle,
      appPassword: 'aaaa-bbbb-cccc-dddd',
      service: pds.url,
    });
    expect([wrong.status, wrong.text]).toEqual([400, BLUESKY_REFUSED]);
    const missing = await c.call('PUT', '/api/account/connections/bluesky', {
      appPassword: bsky.appPassword,
    });
    expect([missing.status, missing.text]).toEqual([400, BLUESKY_IDENTIFIER_REQUIRED]);
    const badServer = await c.call('PUT', '/api/account/connections/bluesky', {
      identifier: bsky.handle,
      appPassword: bsky.appPassword,
      service: 'ftp://example.com',
    });
    expect(badServer.status).toBe(400);
    expect(badServer.text).toMatch(/^service: /);
    const ok = await c.call('PUT', '/api/account/connections/bluesky', {
      identifier: bsky.handle,
      appPassword: bsky.appPassword,
      service: pds.url,
    });
    expect(ok.json).toMatchObject({
      network: 'bluesky',
      handle: bsky.handle,
      did: bsky.did,
      status: 'active',
    });
    expect(ok.text).not.toContain(bsky.appPassword);
    // Another user sees none of it.
    expect((await (await signedIn(app)).get('/api/account/connections')).json).toEqual([]);
    expect((await c.del('/api/account/connections/bluesky')).status).toBe(204);
    expect((await c.get('/api/account/connections')).json).toEqual([]);
    expect((await c.del('/api/account/connections/bluesky')).status).toBe(404);
  });

  it('checks what can publish when the post is planned, naming the field', async () => {
    const lonely = await signedIn(app);
    const noAccount = await lonely.post('/api/calendar/posts', {
      text: 'Hello',
      platform: 'bluesky',
      publishAutomatically: true,
    });
    expect([noAccount.status, noAccount.text]).toEqual([400, AUTO_PUBLISH_NEEDS_ACCOUNT]);
    const { c } = await connected();
    const tooLong = await c.post('/api/calendar/posts', {
      text: 'é'.repeat(301),
      platform: 'bluesky',
      publishAutomatically: true,
    });
    expect([tooLong.status, tooLong.text]).toEqual([400, BLUESKY_TEXT_TOO_LONG]);
    const elsewhere = await c.post('/api/calendar/posts', {
      text: 'Hello',
      platform: 'instagram',
      publishAutomatically: true,
    });
    expect([elsewhere.status, elsewhere.text]).toEqual([400, AUTO_PUBLISH_BLUESKY_ONLY]);
  });

  it('publishes at its time, with facets, and links the post', async () => {
    const { c, bsky } = await connected();
    const text = `New prints #harbour at https://example.com with @${bsky.handle}`;
    const planned = await plan(c, text, T + 60_000);
    expect(planned).toMatchObject({ status: 'scheduled', publishAutomatically: true, url: null });
    now = T;
    expect(await pass()).toBe(0);
    expect(await bsky.posts()).toEqual([]);
    now = T + 60_000;
    expect(await pass()).toBe(1);
    const [record, ...others] = await bsky.posts();
    expect(others).toEqual([]);
    const value = record?.value as {
      text: string;
      langs: string[];
      facets: { features: { $type: string }[] }[];
    };
    expect(value.text).toBe(text);
    expect(value.facets.flatMap((f) => f.features.map((x) => x.$type)).sort()).toEqual([
      'app.bsky.richtext.facet#link',
      'app.bsky.richtext.facet#mention',
      'app.bsky.richtext.facet#tag',
    ]);
    const rkey = record?.uri.split('/').pop();
    expect(await postOf(c, planned.id)).toMatchObject({
      status: 'published',
      url: `https://bsky.app/profile/${bsky.handle}/post/${rkey}`,
      failure: null,
    });
    // Published once: later passes leave it alone.
    expect(await pass()).toBe(0);
    expect(await bsky.posts()).toHaveLength(1);
  });

  it("fetches a published post's numbers on its schedule, and reminds of nothing the scheduler publishes", async () => {
    const { c } = await connected();
    // Three weeks on: the other tests' posts are past their two weeks of fetches, so the counts are this one's.
    const P = T + 21 * 86_400_000;
    const planned = await plan(c, 'Kiln opening tonight', P);
    now = P;
    expect(await pass()).toBe(1);
    // Set to publish automatically: no 'Due now' reminder for it, whatever the time.
    const remind = remindDuePosts.pipe(
      Effect.provide(MailerLive({ smtpUrl: null, from: 'calendar@example.com' })),
    );
    expect(await app.runtime.runPromise(remind)).toBe(0);
    const fetch = () => app.runtime.runPromise(fetchDueResults(loopbackFetch));
    const fan = await pds.createAccount('fan');
    const { agent } = await signIn(pds.url, fan.handle, fan.appPassword, loopbackFetch);
    const published = await postOf(c, planned.id);
    const { data: record } = await agent.com.atproto.repo.getRecord({
      repo: String(published?.url).split('/')[4] ?? '',
      collection: 'app.bsky.feed.post',
      rkey: String(published?.url).split('/').pop() ?? '',
    });
    await agent.like(record.uri, record.cid ?? '');
    await agent.post({
      text: 'See you there',
      reply: {
        root: { uri: record.uri, cid: record.cid ?? '' },
        parent: { uri: record.uri, cid: record.cid ?? '' },
      },
    });
    // The first fetch is an hour after publishing, then hourly for a day, then daily for two weeks.
    now = P + 30 * 60_000;
    expect(await fetch()).toBe(0);
    now = P + 3_600_000;
    expect(await fetch()).toBe(1);
    expect(await fetch()).toBe(0);
    const results = { likes: 1, comments: 1, shares: 0, quotes: 0, saves: null, reach: null };
    expect((await postOf(c, planned.id))?.results).toMatchObject({ ...results, source: 'fetched' });
    now = P + 2 * 3_600_000;
    expect(await fetch()).toBe(1);
    now = P + 15 * 86_400_000;
    expect(await fetch()).toBe(0);

    // Deleted from the calendar, the post leaves nothing behind in the fetch bookkeeping.
    const fetchTimes = () =>
      app.runtime.runPromise(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) =>
            sql<{ n: number }>`select count(*)::int as n from mm_post_result_fetches
            where post_id = ${planned.id}::uuid`,
        ),
      );
    expect((await fetchTimes())[0]?.n).toBe(1);
    expect((await c.del(`/api/calendar/posts/${planned.id}`)).status).toBe(204);
    await fetch();
    expect((await fetchTimes())[0]?.n).toBe(0);
  });

  it('tags each post with the language it is written in', async () => {
    const { c, bsky } = await connected();
    await plan(c, "Nouvelles estampes à l'atelier ce week-end, venez les voir", T + 5 * 60_000);
    await plan(c, 'New prints in the studio this weekend, come and see them', T + 5 * 60_000);
    now = T + 5 * 60_000;
    expect(await pass()).toBe(2);
    const langs = (await bsky.posts()).map((r) => {
      const value = r.value as { text: string; langs: string[] };
      return [value.text.split(' ')[0], value.langs];
    });
    expect(langs.sort()).toEqual([
      ['New', ['en']],
      ['Nouvelles', ['fr']],
    ]);
  });

  it('a worker stopped between the network call and its event publishes exactly once after the restart', async () => {
    const { c, bsky } = await connected();
    const planned = await plan(c, 'Studio open this weekend', T);
    now = T + 1000;
    const crashing: Publish = async (...args) => {
      await publishPost(...args);
      throw new Error('the worker stopped before recording the outcome');
    };
    await expect(pass(crashing)).rejects.toThrow();
    expect(await bsky.posts()).toHaveLength(1);
    expect((await postOf(c, planned.id))?.status).toBe('publishing');
    // The restarted worker resumes the attempt under the same record key: the server already has it.
    expect(await pass()).toBe(1);
    const records = await bsky.posts();
    expect(records).toHaveLength(1);
    expect(await postOf(c, planned.id)).toMatchObject({
      status: 'published',
      url: `https://bsky.app/profile/${bsky.handle}/post/${records[0]?.uri.split('/').pop()}`,
    });
  });

  it('a revoked app password fails the post clearly and publishes nothing else for that account', async () => {
    const { c, bsky } = await connected();
    const first = await plan(c, 'First of two', T);
    const second = await plan(c, 'Second of two', T + 1);
    await bsky.revokeAppPassword();
    now = T + 60_000;
    expect(await pass()).toBe(0);
    expect(await postOf(c, first.id)).toMatchObject({
      status: 'failed',
      failure: { reason: BLUESKY_NEEDS_RECONNECT, willRetry: false, retryAt: null },
    });
    expect((await postOf(c, second.id))?.status).toBe('scheduled');
    expect((await c.get('/api/account/connections')).json).toMatchObject([{ status: 'needs_reconnect' }]);
    expect(await pass()).toBe(0);
    expect((await postOf(c, second.id))?.status).toBe('scheduled');
    expect(await bsky.posts()).toEqual([]);
  });

  it("'Publish now' and 'Retry' answer the post; another user's post is not found", async () => {
    const { c, bsky } = await connected();
    const later = await plan(c, 'Later, or now', T + 86_400_000);
    const { c: stranger } = await connected();
    expect((await stranger.post(`/api/calendar/posts/${later.id}/publish-now`)).status).toBe(404);
    expect((await stranger.post(`/api/calendar/posts/${later.id}/retry`)).status).toBe(404);
    const now_ = await c.post(`/api/calendar/posts/${later.id}/publish-now`);
    expect(now_.status, now_.text).toBe(200);
    expect(now_.json).toMatchObject({ status: 'scheduled', publishAutomatically: true });
    const retry = await c.post(`/api/calendar/posts/${later.id}/retry`);
    expect(retry.status).toBe(409);
    expect(await pass()).toBe(1);
    expect(await bsky.posts()).toHaveLength(1);
    expect((await c.post(`/api/calendar/posts/${later.id}/publish-now`)).status).toBe(409);
    expect((await c.post(`/api/calendar/posts/${later.id}/unpublish`)).status).toBe(409);
  });
});

describe.each(databaseKinds)("the worker's scheduler on %s", (kind) => {
  let now = T;
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind, { clock: () => now, publishEvery: Duration.millis(50) });
  });
  afterAll(() => app?.close());

  it('publishes a post when the clock reaches its time', async () => {
    const c = await signedIn(app);
    const bsky = await pds.createAccount('worker');
    await c.call('PUT', '/api/account/connections/bluesky', {
      identifier: bsky.handle,
      appPassword: bsky.appPassword,
      service: pds.url,
    });
    const res = await c.post('/api/calendar/posts', {
      text: 'Published by the worker',
      platform: 'bluesky',
      scheduledAt: new Date(T + 60_000).toISOString(),
      publishAutomatically: true,
    });
    const id = (res.json as Json).id;
    now = T + 60_000;
    await expect
      .poll(async () => ((await c.get('/api/calendar/posts')).json as unknown as Json[])[0]?.status, {
        timeout: 20_000,
      })
      .toBe('published');
    expect((await c.get('/api/calendar/posts')).json).toMatchObject([{ id, status: 'published' }]);
    expect(await bsky.posts()).toHaveLength(1);
  });
});
