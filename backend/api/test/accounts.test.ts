import { LINK_INVALID, RESET_REQUESTED } from '@market-muse/contracts';
import { DatabaseLive } from '@market-muse/eventstore';
import { createDatabase } from '@market-muse/test-servers/scratch-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';
import { linkIn, type Mailbox, startAppWithMailbox, startMailbox } from './mailbox.ts';

type App = Awaited<ReturnType<typeof startApp>>;
const MINUTE = 60_000;

describe.each(databaseKinds)('account flows on %s', (kind) => {
  let app: App;
  let mailbox: Mailbox;
  let now = Date.UTC(2026, 10, 24, 12);
  beforeAll(async () => {
    ({ app, mailbox } = await startAppWithMailbox(kind, {
      clock: () => now,
      publicUrl: 'https://muse.example',
    }));
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  const newEmail = () => `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = async (email: string, password = 'correct horse') => {
    const c = client(app.url);
    const res = await c.post('/api/auth/register', {
      email,
      password,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(res.status).toBe(201);
    return c;
  };
  const signIn = async (email: string, password = 'correct horse') => {
    const c = client(app.url);
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    return c;
  };
  /** The link of the `nth` reset mail to `email` (counted among reset mails: mails of different kinds race). */
  const resetLink = async (email: string, nth: number) => {
    const mail = await mailbox.waitForSubject(email, 'Reset your Market Muse password', nth);
    return linkIn(mail.text, '/reset-password');
  };

  it('mails a reset link in text and accessible HTML, with the same neutral answer for an unknown email', async () => {
    const email = newEmail();
    await signUp(email);
    await mailbox.waitFor(email, 1); // the confirmation mail of the sign-up
    const known = await client(app.url).post('/api/auth/password/forgot', { email: email.toUpperCase() });
    const unknown = await client(app.url).post('/api/auth/password/forgot', { email: newEmail() });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.json).toEqual({ message: RESET_REQUESTED });
    expect(unknown.text).toBe(known.text);

    const mail = await mailbox.waitFor(email, 2);
    expect(mail.from).toBe('"Market Muse" <hello@muse.example>');
    expect(mail.subject).toBe('Reset your Market Muse password');
    const link = linkIn(mail.text, '/reset-password');
    expect(link.origin).toBe('https://muse.example');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(mail.text).toContain('Why you got this:');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`href="${link.href}"`);
    expect(mail.html).toContain('Why you got this:');
    expect(mail.html).not.toMatch(/<img|<script/i);
  });

  it('answers a sign-up with a taken email as a new one and mails the owner a reset link, 3 times an hour at most', async () => {
    const email = newEmail();
    const owner = await signUp(email);
    await mailbox.waitFor(email, 1); // the confirmation mail
    const tries = [];
    for (let i = 0; i < 4; i++) {
      const res = await client(app.url).post('/api/auth/register', {
        email: email.toUpperCase(),
        password: 'someone else',
        firstName: 'Eve',
        lastName: 'Example',
      });
      tries.push(res.status);
    }
    expect(tries).toEqual([201, 201, 201, 201]);
    const notice = await mailbox.waitFor(email, 2);
    expect(notice.subject).toBe('Someone tried to sign up with your email');
    expect(notice.text).toContain('https://muse.example/login');
    expect(notice.text).toContain('Why you got this:');
    expect(notice.html).not.toMatch(/<img|<script/i);
    // The fourth try within the hour mails nothing more: a reset mail asked for afterwards is the fifth mail.
    await client(app.url).post('/api/auth/password/forgot', { email });
    await mailbox.waitFor(email, 5);
    const subjects = mailbox.to(email).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject === notice.subject)).toHaveLength(3);
    expect(subjects).toContain('Reset your Market Muse password');

    // The notice's link resets the password; the owner's other session ends.
    const link = linkIn(notice.text, '/reset-password');
    expect(link.origin).toBe('https://muse.example');
    const token = link.searchParams.get('token')!;
    const reset = client(app.url);
    expect((await reset.post('/api/auth/password/reset', { token, password: 'a new secret' })).status).toBe(
      204,
    );
    expect((await owner.get('/api/auth/user')).status).toBe(401);
    await signIn(email, 'a new secret');
  });

  it('renames the account: the account and the signed-in user say the new name at once, bad names are a 400 naming the field', async () => {
    const email = newEmail();
    const c = await signUp(email);
    expect((await c.get('/api/auth/user')).json).toMatchObject({ firstName: 'Ada' });
    const renamed = await c.patch('/api/account/name', { firstName: '  Augusta ', lastName: 'King' });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ email, firstName: 'Augusta', lastName: 'King' });
    // The session's cached user follows, so the shell greets by the new name on its next read.
    expect((await c.get('/api/auth/user')).json).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
    expect((await c.get('/api/account')).json).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
    // The same name again is no change, and still answers the account.
    expect((await c.patch('/api/account/name', { firstName: 'Augusta', lastName: 'King' })).status).toBe(200);

    const bad: Array<[unknown, string]> = [
      [{ firstName: '   ', lastName: 'King' }, 'firstName: is required'],
      [{ firstName: 'Augusta' }, 'lastName: is required'],
      [{ firstName: 'A'.repeat(101), lastName: 'King' }, 'firstName: at most 100 characters'],
    ];
    for (const [body, message] of bad) {
      const res = await c.patch('/api/account/name', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toBe(message);
    }
    expect(
      (await client(app.url).patch('/api/account/name', { firstName: 'Eve', lastName: 'X' })).status,
    ).toBe(401);
    // Another account's name is untouched.
    const other = await signUp(newEmail());
    expect((await other.get('/api/account')).json).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('resets the password once, signs every other session out and the resetting browser in', async () => {
    const email = newEmail();
    const first = await signUp(email);
    const second = await signIn(email);
    await client(app.url).post('/api/auth/password/forgot', { email });
    const token = (await resetLink(email, 1)).searchParams.get('token')!;

    const resetter = client(app.url);
    const reset = await resetter.post('/api/auth/password/reset', { token, password: 'a new password' });
    expect(reset.status).toBe(204);
    expect((await resetter.get('/api/auth/user')).json).toMatchObject({ email });
    expect((await first.get('/api/auth/user')).status).toBe(401);
    expect((await second.get('/api/auth/user')).status).toBe(401);
    expect((await client(app.url).post('/api/auth/login', { email, password: 'correct horse' })).status).toBe(
      401,
    );
    await signIn(email, 'a new password');

    const again = await client(app.url).post('/api/auth/password/reset', { token, password: 'another one!' });
    expect(again.status).toBe(400);
    expect(again.text).toBe(LINK_INVALID);
  });

  it('refuses a reset link after one hour, and an earlier link once a later one was used', async () => {
    const email = newEmail();
    await signUp(email);
    await client(app.url).post('/api/auth/password/forgot', { email });
    const expiring = (await resetLink(email, 1)).searchParams.get('token')!;
    now += 61 * MINUTE;
    const late = await client(app.url).post('/api/auth/password/reset', {
      token: expiring,
      password: 'too late!!',
    });
    expect(late.status).toBe(400);
    expect(late.text).toBe(LINK_INVALID);

    await client(app.url).post('/api/auth/password/forgot', { email });
    const earlier = (await resetLink(email, 2)).searchParams.get('token')!;
    await client(app.url).post('/api/auth/password/forgot', { email });
    const later = (await resetLink(email, 3)).searchParams.get('token')!;
    now += 59 * MINUTE;
    expect(
      (await client(app.url).post('/api/auth/password/reset', { token: later, password: 'in time!!' }))
        .status,
    ).toBe(204);
    expect(
      (await client(app.url).post('/api/auth/password/reset', { token: earlier, password: 'in time!!' }))
        .status,
    ).toBe(400);
  });

  it('lets the owner in through a reset link while sign-in is slowed by a stranger', async () => {
    const email = newEmail();
    await signUp(email);
    for (let i = 0; i < 5; i++)
      await client(app.url).post('/api/auth/login', { email, password: `guess ${i}` });
    const slowed = await client(app.url).post('/api/auth/login', { email, password: 'correct horse' });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await client(app.url).post('/api/auth/password/forgot', { email });
    const token = (await resetLink(email, 1)).searchParams.get('token')!;
    expect(
      (await client(app.url).post('/api/auth/password/reset', { token, password: 'owner again' })).status,
    ).toBe(204);
    await signIn(email, 'owner again');
  });

  it('changes the password with the current one, signing the other sessions out and telling the owner', async () => {
    const email = newEmail();
    const here = await signUp(email);
    const elsewhere = await signIn(email);
    const wrong = await here.post('/api/account/password', {
      currentPassword: 'nope',
      newPassword: 'brand new pass',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toBe('currentPassword: This is not your current password');
    const short = await here.post('/api/account/password', {
      currentPassword: 'correct horse',
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.text).toMatch(/^newPassword: must be at least/);

    const changed = await here.post('/api/account/password', {
      currentPassword: 'correct horse',
      newPassword: 'brand new pass',
    });
    expect(changed.status).toBe(204);
    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    await signIn(email, 'brand new pass');
    const notice = await mailbox.waitForSubject(email, 'Your Market Muse password was changed');
    expect(linkIn(notice.text, '/forgot-password').origin).toBe('https://muse.example');
  });

  it('confirms the email from the sign-up mail, and resends a limited number of links', async () => {
    const email = newEmail();
    const c = await signUp(email);
    expect((await c.get('/api/account')).json).toMatchObject({ email, emailVerified: false });
    const mail = await mailbox.waitFor(email, 1);
    expect(mail.subject).toBe('Confirm your email for Market Muse');
    const first = linkIn(mail.text, '/verify-email').searchParams.get('token')!;

    for (let i = 0; i < 3; i++) expect((await c.post('/api/account/email/verification')).status).toBe(202);
    const limited = await c.post('/api/account/email/verification');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
    await mailbox.waitFor(email, 4);

    // Any of the links works, signed in or not.
    expect((await client(app.url).post('/api/auth/email/verify', { token: first })).status).toBe(204);
    expect((await c.get('/api/account')).json).toMatchObject({ email, emailVerified: true });
    const used = await client(app.url).post('/api/auth/email/verify', { token: first });
    expect(used.status).toBe(400);
    expect(used.text).toBe(LINK_INVALID);
    const again = await c.post('/api/account/email/verification');
    expect(again.status).toBe(400);
    expect(again.text).toBe('email: is already confirmed');
  });

  it('changes the email once confirmed from the new address, telling the old one and freeing it', async () => {
    const email = newEmail();
    const next = newEmail();
    const c = await signUp(email);
    await mailbox.waitFor(email, 1);
    const wrong = await c.post('/api/account/email', { newEmail: next, password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toBe('password: This is not your current password');
    expect(
      (await c.post('/api/account/email', { newEmail: email.toUpperCase(), password: 'correct horse' })).text,
    ).toBe('newEmail: This is already your email');
    const asked = await c.post('/api/account/email', { newEmail: next, password: 'correct horse' });
    expect(asked.status).toBe(202);
    // Nothing changes until the link is opened.
    expect((await c.get('/api/account')).json).toMatchObject({ email });
    const confirm = await mailbox.waitFor(next, 1);
    expect(confirm.subject).toBe('Confirm your new email for Market Muse');
    const token = linkIn(confirm.text, '/confirm-email').searchParams.get('token')!;
    expect((await client(app.url).post('/api/auth/email/change', { token })).status).toBe(204);
    expect((await c.get('/api/account')).json).toMatchObject({ email: next, emailVerified: true });
    const notice = await mailbox.waitFor(email, 2);
    expect(notice.subject).toBe('Your Market Muse email was changed');
    expect(notice.text).toContain(next);
    await signIn(next);
    expect((await client(app.url).post('/api/auth/login', { email, password: 'correct horse' })).status).toBe(
      401,
    );
    // The old address is free for a new account; the new one is taken.
    await signUp(email);
    const taken = client(app.url);
    await taken.post('/api/auth/register', {
      email: next,
      password: 'correct horse',
      firstName: 'Eve',
      lastName: 'Example',
    });
    expect((await taken.get('/api/auth/user')).status).toBe(401);
    const used = await client(app.url).post('/api/auth/email/change', { token });
    expect(used.text).toBe(LINK_INVALID);
  });

  it('refuses a confirmed change when another account took the address meanwhile', async () => {
    const email = newEmail();
    const wanted = newEmail();
    const c = await signUp(email);
    await c.post('/api/account/email', { newEmail: wanted, password: 'correct horse' });
    const token = linkIn((await mailbox.waitFor(wanted, 1)).text, '/confirm-email').searchParams.get(
      'token',
    )!;
    await signUp(wanted);
    const late = await client(app.url).post('/api/auth/email/change', { token });
    expect(late.status).toBe(400);
    expect(late.text).toBe('email: An account with this email already exists');
    expect((await c.get('/api/account')).json).toMatchObject({ email });
  });

  it("lists the account's sessions and signs one out, or all the others, never another account's", async () => {
    const email = newEmail();
    const here = await signUp(email);
    const phone = await signIn(email);
    const tablet = await signIn(email);
    const listed = (await here.get('/api/account/sessions')).json as unknown as Array<{
      id: string;
      current: boolean;
      userAgent: string | null;
      createdAt: string;
      lastSeenAt: string;
    }>;
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed[0]!.userAgent).toBe('node');

    const phoneId = ((await phone.get('/api/account/sessions')).json as unknown as typeof listed).find(
      (s) => s.current,
    )!.id;
    const stranger = await signUp(newEmail());
    expect((await stranger.del(`/api/account/sessions/${phoneId}`)).status).toBe(404);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect((await here.del(`/api/account/sessions/${phoneId}`)).status).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await here.del(`/api/account/sessions/${phoneId}`)).status).toBe(404);

    expect((await here.post('/api/account/sign-out-others')).status).toBe(204);
    expect((await tablet.get('/api/auth/user')).status).toBe(401);
    expect((await here.get('/api/account/sessions')).json).toHaveLength(1);
    expect((await client(app.url).get('/api/account/sessions')).status).toBe(401);
  });
});

describe.each(databaseKinds)('abuse limits on %s', (kind) => {
  let app: App;
  let now = Date.UTC(2026, 10, 24, 12);
  beforeAll(async () => {
    app = await startApp(kind, { clock: () => now, signUpsPerHour: 3 });
  });
  afterAll(async () => {
    await app?.close();
  });
  const newEmail = () => `eve-${crypto.randomUUID().slice(0, 8)}@example.com`;

  it('limits new accounts per client address, then lets them in again as the hour passes', async () => {
    const register = () =>
      client(app.url).post('/api/auth/register', {
        email: newEmail(),
        password: 'correct horse',
        firstName: 'Eve',
        lastName: 'Example',
      });
    for (let i = 0; i < 3; i++) expect((await register()).status).toBe(201);
    const limited = await register();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1200');
    expect(limited.text).toBe('Too many new accounts. Try again in 20 minutes.');
    now += 20 * MINUTE;
    expect((await register()).status).toBe(201);
  });

  it('slows sign-in per client address after 20 failures across accounts, with growing delays', async () => {
    const fail = () => client(app.url).post('/api/auth/login', { email: newEmail(), password: 'guess' });
    for (let i = 0; i < 20; i++) expect((await fail()).status).toBe(401);
    const first = await fail();
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    now += 1000;
    expect((await fail()).status).toBe(401);
    const second = await fail();
    expect(second.headers.get('retry-after')).toBe('2');
    // The delays never grow past 15 minutes, and are forgotten an hour after the last attempt.
    now += 61 * MINUTE;
    expect((await fail()).status).toBe(401);
  });

  it('limits reset requests per client address with Retry-After', async () => {
    for (let i = 0; i < 10; i++)
      expect((await client(app.url).post('/api/auth/password/forgot', { email: newEmail() })).status).toBe(
        202,
      );
    const limited = await client(app.url).post('/api/auth/password/forgot', { email: newEmail() });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('360');
  });
});

// Two API processes on one database count into the same rows: a limit reached through one holds in the
// other, and after a restart.
describe.runIf(databaseKinds.includes('postgres'))('limits shared by two processes on PostgreSQL', () => {
  let first: App;
  let second: App;
  let drop: () => Promise<void>;
  let shared: () => ReturnType<typeof DatabaseLive>;
  const now = Date.UTC(2026, 10, 24, 12);

  beforeAll(async () => {
    const database = await createDatabase(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
    drop = database.drop;
    shared = () => DatabaseLive({ kind: 'postgres', url: database.url!, poolSize: 4 });
    first = await startApp('postgres', { clock: () => now, signUpsPerHour: 2 }, shared());
    second = await startApp(
      'postgres',
      { clock: () => now, signUpsPerHour: 2, runProjections: false },
      shared(),
    );
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it('counts sign-in attempts and sign-ups across both processes and across a restart', async () => {
    const email = `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const register = (app: App, address: string) =>
      client(app.url).post('/api/auth/register', {
        email: address,
        password: 'correct horse',
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
    expect((await register(first, email)).status).toBe(201);
    expect((await register(second, `b-${email}`)).status).toBe(201);
    expect((await register(first, `c-${email}`)).status).toBe(429);

    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? first : second;
      expect((await client(app.url).post('/api/auth/login', { email, password: `guess ${i}` })).status).toBe(
        401,
      );
    }
    expect(
      (await client(second.url).post('/api/auth/login', { email, password: 'correct horse' })).status,
    ).toBe(429);
    await second.close();
    second = await startApp('postgres', { clock: () => now, runProjections: false }, shared());
    expect(
      (await client(second.url).post('/api/auth/login', { email, password: 'correct horse' })).status,
    ).toBe(429);
  });
});

describe('the development outbox', () => {
  it('shows the mails the server would have sent when no SMTP server is configured, and is absent with one', async () => {
    const app = await startApp('embedded');
    const mailbox = await startMailbox();
    const withSmtp = await startApp('embedded', { mail: { smtpUrl: mailbox.smtpUrl, from: 'a@b.co' } });
    try {
      const email = `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await client(app.url).post('/api/auth/register', {
        email,
        password: 'correct horse',
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      await expect
        .poll(async () => (await client(app.url).get('/dev/outbox')).text)
        .toContain('Confirm your email for Market Muse');
      const page = await client(app.url).get('/dev/outbox');
      expect(page.status).toBe(200);
      expect(page.text).toContain(`To ${email}`);
      expect(page.text).toMatch(/<a href="http:\/\/localhost:\d+\/verify-email\?token=[\w-]{43}">/);
      // With a mail server there is no outbox: the path is the app's like any unknown one.
      expect((await client(withSmtp.url).get('/dev/outbox')).text).not.toContain('Outbox');
    } finally {
      await app.close();
      await withSmtp.close();
      await mailbox.close();
    }
  });
});
