import { CONTACT_SENT } from '@market-muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  databaseKinds,
  PRERENDERED_GUIDE,
  PRERENDERED_LANDING,
  PRERENDERED_NOT_FOUND,
  startApp,
} from './harness.ts';
import { startMailbox } from './mailbox.ts';

type App = Awaited<ReturnType<typeof startApp>>;
const MINUTE = 60_000;
const OPERATORS = 'team@muse.example';

describe.each(databaseKinds)('the public pages and the contact form on %s', (kind) => {
  let app: App;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let now = Date.UTC(2026, 10, 24, 12);
  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await startApp(kind, {
      clock: () => now,
      contactEmail: OPERATORS,
      mail: { smtpUrl: mailbox.smtpUrl, from: 'Market Muse <hello@muse.example>' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  const page = async (path: string, cookie?: string) => {
    const res = await fetch(app.url + path, { headers: cookie ? { cookie } : {} });
    return { status: res.status, text: await res.text(), vary: res.headers.get('vary') };
  };

  it('answers a signed-out visitor on a path nothing serves with the prerendered "page not found" and 404', async () => {
    for (const path of ['/no-such-page', '/blog-post', '/guides/first-stall/more']) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(missing.text, path).toBe(PRERENDERED_NOT_FOUND);
      expect(missing.vary, path).toMatch(/cookie/);
    }
    // A served path with a trailing slash is that path, not a missing one.
    expect((await page('/features/')).status).toBe(200);
    // A page of a pattern the remote prerendered, and one it did not (the shell's route tree answers it).
    expect(await page('/guides/first-stall')).toMatchObject({ status: 200, text: PRERENDERED_GUIDE });
    expect((await page('/guides/unknown-guide')).text).toContain('<div id="root"></div>');
    expect((await page('/')).text).toBe(PRERENDERED_LANDING);
  });

  it('leaves signed-in pages, the shell’s own paths and anyone with a session to the shell', async () => {
    for (const path of ['/projects', '/project/42', '/community', '/demo', '/roadmap']) {
      const shell = await page(path);
      expect(shell.status, path).toBe(200);
      expect(shell.text, path).toContain('<div id="root"></div>');
    }
    for (const cookie of ['mm_session=stale', 'mm_demo=1']) {
      const shell = await page('/no-such-page', cookie);
      expect(shell.status).toBe(200);
      expect(shell.text).toContain('<div id="root"></div>');
    }
  });

  it('mails a message to the operators, with the visitor to reply to', async () => {
    const visitor = `ana-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const sent = await client(app.url).post('/api/contact', {
      name: '  Ana <b>Lima</b> ',
      email: visitor,
      message: 'Hello!\n\nDo you support potters who sell at weekend markets?',
    });
    expect(sent.status).toBe(202);
    expect(sent.json).toEqual({ message: CONTACT_SENT });
    const mail = await mailbox.waitFor(OPERATORS);
    expect(mail.subject).toBe('Contact form: Ana <b>Lima</b>');
    expect(mail.headers.get('reply-to')).toMatchObject({ value: [{ address: visitor }] });
    expect(mail.text).toContain('Do you support potters who sell at weekend markets?');
    expect(mail.text).toContain(`Ana <b>Lima</b> <${visitor}> wrote:`);
    // The visitor's words never become markup in the HTML part.
    expect(mail.html).toContain('Ana &lt;b&gt;Lima&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Lima</b>');
  });

  it('refuses a bad message with 400 naming the field', async () => {
    const c = client(app.url);
    const good = { name: 'Ana', email: 'ana@example.com', message: 'A question about pricing.' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, name: '   ' }, /^name: is required/],
      [{ email: good.email, message: good.message }, /^name: is required/],
      [{ ...good, email: 'not-an-address' }, /^email: enter a valid email address/],
      [{ ...good, message: 'Hi' }, /^message: at least 10 characters/],
      [{ ...good, message: 'x'.repeat(5001) }, /^message: at most 5000 characters/],
      [{ ...good, extra: true }, /extra/],
    ];
    for (const [body, message] of cases) {
      const refused = await c.post('/api/contact', body);
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.text).toMatch(message);
    }
  });

  it('takes 5 messages an hour per client address, then 429 with Retry-After', async () => {
    // The other tests of this suite sent one; the bucket refills as the clock moves on.
    now += 2 * 60 * MINUTE;
    const send = () =>
      client(app.url).post('/api/contact', {
        name: 'Bo',
        email: 'bo@example.com',
        message: 'One more question about fairs.',
      });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(202);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('720');
    expect(limited.text).toBe('Too many messages. Try again in 12 minutes.');
  });
});
