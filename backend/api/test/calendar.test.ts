import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

const signedIn = async (app: App, name = 'cal') => {
  const c = client(app.url);
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await c.post('/api/auth/register', {
    email,
    password: 'correct horse',
    firstName: 'Cal',
    lastName: 'Endar',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(app.url + path, {
      method,
      headers: { 'content-type': 'application/json', cookie: c.cookie ?? '' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: Json = {};
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: response.status, text, json, headers: response.headers };
  };
  return Object.assign(c, { call });
};

const post = {
  text: '  Behind the scenes: framing the harbour prints ',
  platform: 'instagram',
  source: 'idea',
};

describe.each(databaseKinds)('content calendar routes on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('plans, edits, moves, publishes, unpublishes and deletes a post', async () => {
    const c = await signedIn(app);
    const created = await c.post('/api/calendar/posts', {
      ...post,
      scheduledAt: '2026-11-24T10:00:00+01:00',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      text: 'Behind the scenes: framing the harbour prints',
      platform: 'instagram',
      scheduledAt: '2026-11-24T09:00:00.000Z',
      status: 'planned',
      publishedAt: null,
      source: 'idea',
    });
    const id = created.json.id as string;

    const edited = await c.call('PATCH', `/api/calendar/posts/${id}`, {
      text: 'Framing day',
      platform: 'linkedin',
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      text: 'Framing day',
      platform: 'linkedin',
      scheduledAt: '2026-11-24T09:00:00.000Z',
    });
    const moved = await c.call('PATCH', `/api/calendar/posts/${id}`, { scheduledAt: '2026-11-25T10:00:00Z' });
    expect(moved.json).toMatchObject({ text: 'Framing day', scheduledAt: '2026-11-25T10:00:00.000Z' });

    const published = await c.post(`/api/calendar/posts/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ status: 'published' });
    expect(published.json.publishedAt).toEqual(expect.any(String));
    expect((await c.post(`/api/calendar/posts/${id}/publish`)).json).toEqual(published.json);
    expect((await c.post(`/api/calendar/posts/${id}/unpublish`)).json).toMatchObject({
      status: 'planned',
      publishedAt: null,
    });

    const list = await c.get('/api/calendar/posts');
    expect((list.json as unknown as Json[]).map((p) => p.id)).toEqual([id]);

    const removed = await c.call('DELETE', `/api/calendar/posts/${id}`);
    expect(removed.status).toBe(204);
    expect((await c.get('/api/calendar/posts')).json).toEqual([]);
    const again = await c.call('DELETE', `/api/calendar/posts/${id}`);
    expect([again.status, again.text]).toEqual([404, 'Planned post not found']);
  });

  it("without a time, a post goes to the platform's next best window in the profile's time zone", async () => {
    const c = await signedIn(app);
    await c.post('/api/profile', {
      creativeTypes: ['photography'],
      timezone: 'Europe/Berlin',
      onboardingCompleted: true,
    });
    const created = await c.post('/api/calendar/posts', { text: 'Weekly tip', platform: 'linkedin' });
    expect(created.status).toBe(201);
    expect(created.json.source).toBe('manual');
    const at = new Date(created.json.scheduledAt as string);
    expect(at.getTime()).toBeGreaterThan(Date.now());
    const berlin = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(at);
    expect(berlin).toMatch(/^(Tuesday|Wednesday) 10:00$/);
  });

  it('lists a range, earliest first', async () => {
    const c = await signedIn(app);
    for (const scheduledAt of ['2026-12-03T09:00:00Z', '2026-11-30T09:00:00Z', '2027-01-05T09:00:00Z'])
      await c.post('/api/calendar/posts', { text: `Post ${scheduledAt}`, platform: 'facebook', scheduledAt });
    const december = await c.get('/api/calendar/posts?from=2026-11-30T00:00:00Z&to=2027-01-01T00:00:00Z');
    expect(december.status).toBe(200);
    expect((december.json as unknown as Json[]).map((p) => p.scheduledAt)).toEqual([
      '2026-11-30T09:00:00.000Z',
      '2026-12-03T09:00:00.000Z',
    ]);
    expect((await c.get('/api/calendar/posts?from=yesterday')).status).toBe(400);
    const backwards = await c.get('/api/calendar/posts?from=2027-01-01T00:00:00Z&to=2026-01-01T00:00:00Z');
    expect([backwards.status, backwards.text]).toEqual([400, 'to: must be after from']);
  });

  it.each([
    [{ platform: 'instagram' }, 'text: Post text is required'],
    [{ text: '   ', platform: 'instagram' }, 'text: Post text is required'],
    [{ text: 'x'.repeat(5001), platform: 'instagram' }, 'text: at most 5000 characters'],
    [{ text: 'Hi' }, 'platform: must be one of instagram, facebook, twitter, linkedin, tiktok, bluesky'],
    [
      { text: 'Hi', platform: 'myspace' },
      'platform: must be one of instagram, facebook, twitter, linkedin, tiktok, bluesky',
    ],
    [{ text: 'Hi', platform: 'tiktok', scheduledAt: 'soon' }, /^scheduledAt: must be a date and time/],
    [
      { text: 'Hi', platform: 'tiktok', scheduledAt: '2026-11-24T09:00:00' },
      /^scheduledAt: must be a date and time/,
    ],
    [{ text: 'Hi', platform: 'tiktok', source: 'dream' }, 'source: must be one of idea, caption, manual'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const c = await signedIn(app);
    const res = await c.post('/api/calendar/posts', body);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(message);
  });

  it('refuses a blank edit and malformed JSON', async () => {
    const c = await signedIn(app);
    const created = await c.post('/api/calendar/posts', { text: 'Hi', platform: 'tiktok' });
    const blank = await c.call('PATCH', `/api/calendar/posts/${created.json.id}`, { text: ' ' });
    expect([blank.status, blank.text]).toEqual([400, 'text: Post text is required']);
    expect((await c.postRaw('/api/calendar/posts', '{"text":')).status).toBe(400);
  });

  it("another user's post, a malformed id and a missing one all answer 404; signed out answers 401", async () => {
    const a = await signedIn(app, 'alice');
    const b = await signedIn(app, 'bob');
    const created = await a.post('/api/calendar/posts', { ...post, scheduledAt: '2026-11-24T09:00:00Z' });
    const id = created.json.id as string;
    for (const target of [id, 'not-a-uuid', crypto.randomUUID()]) {
      for (const [method, path, body] of [
        ['PATCH', `/api/calendar/posts/${target}`, { text: 'Mine now' }],
        ['POST', `/api/calendar/posts/${target}/publish`, undefined],
        ['POST', `/api/calendar/posts/${target}/unpublish`, undefined],
        ['DELETE', `/api/calendar/posts/${target}`, undefined],
      ] as const) {
        const res = await b.call(method, path, body);
        expect([method, path, res.status, res.text]).toEqual([method, path, 404, 'Planned post not found']);
      }
    }
    expect((await b.get('/api/calendar/posts')).json).toEqual([]);
    expect((await b.get('/api/calendar/export.ics')).text).not.toContain(id);
    expect((await a.get('/api/calendar/posts')).json).toEqual([created.json]);
    const anonymous = client(app.url);
    expect((await anonymous.get('/api/calendar/posts')).status).toBe(401);
    expect((await anonymous.get('/api/calendar/export.ics')).status).toBe(401);
    expect((await anonymous.get('/api/content-history')).status).toBe(401);
  });

  it('exports the calendar as an iCalendar file with one event per post', async () => {
    const c = await signedIn(app);
    const empty = await c.get('/api/calendar/export.ics');
    expect(empty.status).toBe(200);
    expect(empty.text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    const created = await c.post('/api/calendar/posts', {
      text: 'New prints, framed; ready Friday\nLink in bio',
      platform: 'instagram',
      scheduledAt: '2026-11-24T09:00:00Z',
    });
    const res = await c.get('/api/calendar/export.ics');
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="market-muse-calendar.ics"');
    const lines = res.text.replaceAll(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain(`UID:${created.json.id}@market-muse`);
    expect(lines).toContain('DTSTART:20261124T090000Z');
    expect(lines).toContain('SUMMARY:Instagram: New prints\\, framed\\; ready Friday');
    expect(lines).toContain(
      'DESCRIPTION:New prints\\, framed\\; ready Friday\\nLink in bio\\n\\nPlatform: Instagram\\nStatus: Planned',
    );
    expect(lines.filter((l) => l.startsWith('DTSTAMP:'))).toHaveLength(1);
    expect(lines).toContain('PRODID:market-muse/content-calendar');
    // The UID stays the same across exports and edits, so a re-import updates the event.
    await c.call('PATCH', `/api/calendar/posts/${created.json.id}`, { scheduledAt: '2026-11-25T09:00:00Z' });
    const after = (await c.get('/api/calendar/export.ics')).text;
    expect(after).toContain(`UID:${created.json.id}@market-muse`);
    expect(after).toContain('DTSTART:20261125T090000Z');
  });

  it("lists the user's generated ideas and analyses, newest first, in /api/content-history", async () => {
    const c = await signedIn(app);
    await c.post('/api/profile', {
      creativeTypes: ['photography'],
      currentProjectName: 'Coastal Light',
      targetAudience: 'coffee shop owners',
      onboardingCompleted: true,
    });
    expect((await c.get('/api/content-history')).json).toEqual([]);
    const ideas = await c.post('/api/ai/content-suggestions', { contentType: 'social_media' });
    const analysis = await c.post('/api/ai/analyze-content', {
      content: 'New print drop Friday!',
      platform: 'twitter',
    });
    await c.post('/api/ai/personalized-advice', { context: 'How do I price prints?' });
    const history = (await c.get('/api/content-history')).json as unknown as Json[];
    expect(history.map((e) => e.kind)).toEqual(['content_analysis', 'content_suggestions']);
    expect(history[0]).toMatchObject({
      platform: 'twitter',
      content: 'New print drop Friday!',
      score: (analysis.json.analysis as Json).score,
      ideas: [],
    });
    expect(history[1]).toMatchObject({
      contentType: 'social_media',
      ideas: ideas.json.postIdeas,
      captions: ideas.json.captions,
      hashtags: ideas.json.hashtags,
      source: 'local',
    });
    const other = await signedIn(app, 'other');
    expect((await other.get('/api/content-history')).json).toEqual([]);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await client(app.url).get('/api/openapi.json')).json as { paths: Record<string, Json> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/calendar/posts',
        '/api/calendar/posts/{id}',
        '/api/calendar/posts/{id}/publish',
        '/api/calendar/posts/{id}/unpublish',
        '/api/calendar/export.ics',
        '/api/content-history',
      ]),
    );
    expect(Object.keys(doc.paths['/api/calendar/posts/{id}']!)).toEqual(
      expect.arrayContaining(['patch', 'delete']),
    );
  });
});
