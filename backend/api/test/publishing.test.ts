import {
  AUTO_PUBLISH_BLUESKY_ONLY,
  AUTO_PUBLISH_NEEDS_ACCOUNT,
  BLUESKY_NEEDS_RECONNECT,
  BLUESKY_REFUSED,
  BLUESKY_TEXT_TOO_LONG,
} from '@market-muse/contracts';
import { BLUESKY_IDENTIFIER_REQUIRED } from '@market-muse/contracts/requests';
import { startPds, type TestPds } from '@market-muse/test-servers/pds';
import { Duration } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPost } from '../src/publishing/bluesky.ts';
import { type Publish, publishDuePosts } from '../src/publishing/scheduler.ts';
import { client, databaseKinds, startApp } from './harness.ts';

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
    expect(planned).toMatchObject({ status: 'scheduled', publishAutomatically: true, postUrl: null });
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
      postUrl: `https://bsky.app/profile/${bsky.handle}/post/${rkey}`,
      failure: null,
    });
    // Published once: later passes leave it alone.
    expect(await pass()).toBe(0);
    expect(await bsky.posts()).toHaveLength(1);
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
      postUrl: `https://bsky.app/profile/${bsky.handle}/post/${records[0]?.uri.split('/').pop()}`,
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
