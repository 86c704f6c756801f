import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';
import { startMailbox } from './mailbox.ts';

// Closing the loop on the networks the product cannot post to: the due reminder (in the app and by mail,
// once, by the worker's job on the controllable clock), 'Mark as posted' with the post's address, and its
// numbers typed a few days later.

type App = Awaited<ReturnType<typeof startApp>>;
type Json = Record<string, unknown>;

const signedIn = async (app: App) => {
  const c = client(app.url);
  const email = `posted-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await c.post('/api/auth/register', {
    email,
    password: 'correct horse',
    firstName: 'Poppy',
    lastName: 'Ster',
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
    return { status: response.status, text, json };
  };
  return Object.assign(c, { call, email });
};

/** Polls `check` until it holds (a condition, never a fixed sleep). */
const eventually = async <T>(check: () => Promise<T | null | undefined>, ms = 10_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe.each(databaseKinds)('posted posts and their results on %s', (kind) => {
  let app: App;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  // The worker's clock: the tests move it past a post's time instead of waiting for it.
  let now = Date.parse('2026-11-24T08:00:00Z');
  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await startApp(kind, {
      clock: () => now,
      postRemindersEveryMs: 40,
      mail: { smtpUrl: mailbox.smtpUrl, from: 'Market Muse <hello@example.com>' },
      publicUrl: 'https://muse.example',
    });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  it('marks a post as posted with its address, then records its numbers', async () => {
    const c = await signedIn(app);
    const created = await c.call('POST', '/api/calendar/posts', {
      text: 'Studio tour',
      platform: 'instagram',
      scheduledAt: '2026-11-30T09:00:00Z',
    });
    const id = created.json.id as string;
    expect(created.json).toMatchObject({ url: null, remindedAt: null, results: null });

    const early = await c.call('POST', `/api/calendar/posts/${id}/results`, { likes: 3 });
    expect(early).toMatchObject({
      status: 400,
      text: 'Mark the post as posted before recording its numbers',
    });

    const wrongHost = await c.call('POST', `/api/calendar/posts/${id}/posted`, {
      url: 'https://www.tiktok.com/@me/video/1',
    });
    expect(wrongHost.status).toBe(400);
    expect(wrongHost.text).toBe("url: must be the post's address on instagram.com (https://…)");
    const missing = await c.call('POST', `/api/calendar/posts/${id}/posted`, {});
    expect(missing).toMatchObject({ status: 400, text: "url: the post's address is required" });

    const posted = await c.call('POST', `/api/calendar/posts/${id}/posted`, {
      url: 'https://www.instagram.com/p/C0ffee/',
    });
    expect(posted.status).toBe(200);
    expect(posted.json).toMatchObject({ status: 'published', url: 'https://www.instagram.com/p/C0ffee/' });

    const bad = await c.call('POST', `/api/calendar/posts/${id}/results`, { likes: -2 });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/^likes: must be a whole number from 0 to/);
    const empty = await c.call('POST', `/api/calendar/posts/${id}/results`, {});
    expect(empty).toMatchObject({ status: 400, text: 'likes: enter at least one number' });

    const recorded = await c.call('POST', `/api/calendar/posts/${id}/results`, {
      likes: 120,
      comments: 9,
      saves: 14,
      reach: 2400,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.json.results).toMatchObject({
      likes: 120,
      comments: 9,
      shares: null,
      saves: 14,
      reach: 2400,
      quotes: null,
      source: 'manual',
    });
    const listed = await c.call('GET', '/api/calendar/posts');
    expect((listed.json as unknown as Json[])[0]).toMatchObject({
      url: posted.json.url,
      results: { likes: 120 },
    });

    // /analytics shows the post's numbers and its weekday and hour.
    const content = await c.call('GET', '/api/progress/content');
    expect(content.json.results).toMatchObject([
      { postId: id, platform: 'instagram', likes: 120, comments: 9, saves: 14, reach: 2400, engagement: 143 },
    ]);
    expect(content.json.resultsBySlot).toMatchObject([{ weekday: 1, hour: 9, posts: 1, engagement: 143 }]);

    // The advisor's best times say how many more posts with numbers it needs to use the creative's own.
    const ideas = await c.call('POST', '/api/ai/content-suggestions', { contentType: 'social_media' });
    expect((ideas.json.aiInsights as Json).bestPostingTimes).toContain(
      'You have numbers for 1 post; after 5 these times will come from your own results (4 more to go).',
    );

    // Another user's post answers 404 to both.
    const other = await signedIn(app);
    expect(
      (await other.call('POST', `/api/calendar/posts/${id}/posted`, { url: posted.json.url })).status,
    ).toBe(404);
    expect((await other.call('POST', `/api/calendar/posts/${id}/results`, { likes: 1 })).status).toBe(404);
  });

  it('reminds once at the planned time, in the app and by mail, and respects the mail opt-out', async () => {
    const c = await signedIn(app);
    const quiet = await signedIn(app);
    expect((await quiet.call('GET', '/api/calendar/reminders')).json).toEqual({ byMail: true });
    const off = await quiet.call('PATCH', '/api/calendar/reminders', { byMail: false });
    expect(off).toMatchObject({ status: 200, json: { byMail: false } });
    expect((await quiet.call('PATCH', '/api/calendar/reminders', { byMail: 'no' })).status).toBe(400);

    const plan = async (who: typeof c, text: string) =>
      (
        await who.call('POST', '/api/calendar/posts', {
          text,
          platform: 'linkedin',
          scheduledAt: new Date(now + 60 * 60_000).toISOString(),
        })
      ).json.id as string;
    const mine = await plan(c, 'Three lessons from my first gallery show #art');
    const theirs = await plan(quiet, 'A quiet post');
    const remindedAt = async (who: typeof c, id: string) =>
      ((await who.call('GET', '/api/calendar/posts')).json as unknown as Json[]).find((p) => p.id === id)
        ?.remindedAt;

    expect(await remindedAt(c, mine)).toBeNull();

    now += 61 * 60_000;
    await eventually(() => remindedAt(c, mine));
    await eventually(() => remindedAt(quiet, theirs));
    // Signing up mailed a confirmation first; the reminders are the mails after it.
    const reminders = (who: typeof c) =>
      mailbox.to(who.email).filter((mail) => mail.subject.startsWith('Time to post'));
    const [mail] = await eventually(async () => (reminders(c).length > 0 ? reminders(c) : null));
    expect(mail!.subject).toBe('Time to post on LinkedIn');
    expect(mail!.text).toContain('Three lessons from my first gallery show #art');
    expect(mail!.text).toContain('https://muse.example/content-calendar');
    expect(mail!.text).toContain('Why you got this:');

    // Later passes find nothing new: one mail, one reminder; none for the creative who turned mail off.
    now += 5 * 60_000;
    const firstReminder = await remindedAt(c, mine);
    const marker = await plan(c, 'A marker post, due after the others');
    now += 61 * 60_000;
    await eventually(() => remindedAt(c, marker));
    await eventually(async () => reminders(c).length >= 2);
    expect(reminders(c)).toHaveLength(2);
    expect(reminders(quiet)).toHaveLength(0);
    expect(await remindedAt(c, mine)).toBe(firstReminder);
  });
});
