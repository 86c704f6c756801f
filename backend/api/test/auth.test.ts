import { EventSchemas } from '@market-muse/contracts';
import type { RemotesManifest } from '@market-muse/contracts/remotes-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, PRERENDERED_LANDING, startApp } from './harness.ts';

describe.each(databaseKinds)('auth routes on %s', (kind) => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    // The limits' clock stands still, so a delay the tests see cannot run out while they look.
    const frozen = Date.now();
    app = await startApp(kind, { clock: () => frozen });
  });
  afterAll(async () => {
    await app?.close();
  });

  const newEmail = () => `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = (c: ReturnType<typeof client>, email: string, password = 'correct horse') =>
    c.post('/api/auth/register', { email, password, firstName: 'Ada', lastName: 'Lovelace' });

  it('signs up, reads the user, signs out and signs in again', async () => {
    const c = client(app.url);
    const email = newEmail();
    const created = await signUp(c, email.toUpperCase());
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
    expect(created.json).not.toHaveProperty('passwordHash');
    const setCookie = created.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^mm_session=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: created.json.id, email, firstName: 'Ada' });

    const oldCookie = c.cookie;
    const out = await c.post('/api/auth/logout');
    expect(out.status).toBe(204);
    expect(c.cookie).toBeNull();
    expect((await c.get('/api/auth/user')).status).toBe(401);
    // The token is revoked server side, not only forgotten by the browser.
    c.cookie = oldCookie;
    const revoked = await c.get('/api/auth/user');
    expect(revoked.status).toBe(401);
    expect(revoked.text).toBe('Unauthorized');

    const back = await c.post('/api/auth/login', {
      email: ` ${email.toUpperCase()} `,
      password: 'correct horse',
    });
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ id: created.json.id });
    expect((await c.get('/api/auth/user')).json).toMatchObject({ email });
  });

  it('answers 401 with a message for a wrong password or an unknown email', async () => {
    const c = client(app.url);
    const email = newEmail();
    await signUp(c, email);
    const wrong = await client(app.url).post('/api/auth/login', { email, password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toBe('Invalid email or password');
    const unknown = await client(app.url).post('/api/auth/login', {
      email: newEmail(),
      password: 'whatever1',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.text).toBe('Invalid email or password');
  });

  it('slows sign-in for an email after 5 attempts with growing delays, a 429 saying when to retry', async () => {
    const email = newEmail();
    await signUp(client(app.url), email);
    for (let i = 0; i < 5; i++) {
      expect((await client(app.url).post('/api/auth/login', { email, password: `wrong ${i}` })).status).toBe(
        401,
      );
    }
    // The next try must wait (even with the right password), but no longer than the delay.
    const slowed = await client(app.url).post('/api/auth/login', { email, password: 'correct horse' });
    expect(slowed.status).toBe(429);
    expect(slowed.text).toBe('Too many sign-in attempts. Try again in 1 second.');
    expect(slowed.headers.get('retry-after')).toBe('1');
    const other = newEmail();
    await signUp(client(app.url), other);
    expect(
      (await client(app.url).post('/api/auth/login', { email: other, password: 'correct horse' })).status,
    ).toBe(200);
  });

  it('answers 401 Unauthorized when signed out', async () => {
    const res = await client(app.url).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.text).toBe('Unauthorized');
    const forged = client(app.url);
    forged.cookie = 'mm_session=forged-token';
    expect((await forged.get('/api/auth/user')).status).toBe(401);
  });

  it('answers a taken email exactly as a new one, with a cookie that opens nothing, also when both arrive at once', async () => {
    const email = newEmail();
    const first = await signUp(client(app.url), email);
    expect(first.status).toBe(201);
    const intruder = client(app.url);
    const again = await intruder.post('/api/auth/register', {
      email: email.toUpperCase(),
      password: 'another password',
      firstName: 'Eve',
      lastName: 'Example',
    });
    expect(again.status).toBe(201);
    expect(Object.keys(again.json).sort()).toEqual(Object.keys(first.json).sort());
    expect(again.json).toMatchObject({ email, firstName: 'Eve', lastName: 'Example' });
    expect(again.json.id).not.toBe(first.json.id);
    const shape = (cookie: string) => cookie.replace(/^mm_session=[\w-]{43};/, 'mm_session=…;');
    expect(shape(again.headers.get('set-cookie')!)).toBe(shape(first.headers.get('set-cookie')!));
    // The cookie opens nothing; the owner's password still works and the intruder's does not.
    expect((await intruder.get('/api/auth/user')).status).toBe(401);
    expect((await client(app.url).post('/api/auth/login', { email, password: 'correct horse' })).status).toBe(
      200,
    );
    expect(
      (await client(app.url).post('/api/auth/login', { email, password: 'another password' })).status,
    ).toBe(401);

    const raced = newEmail();
    const racers = [1, 2, 3].map(() => client(app.url));
    const results = await Promise.all(racers.map((c) => signUp(c, raced)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const opened = await Promise.all(racers.map((c) => c.get('/api/auth/user')));
    expect(opened.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const c = client(app.url);
    const cases: Array<[unknown, string]> = [
      [
        { email: newEmail(), password: 'short', firstName: 'A', lastName: 'B' },
        'password: must be at least 8 characters',
      ],
      [
        { email: 'not-an-email', password: 'long enough', firstName: 'A', lastName: 'B' },
        'email: enter a valid email address',
      ],
      [{ password: 'long enough', firstName: 'A', lastName: 'B' }, 'email: is required'],
      [
        { email: newEmail(), password: 'long enough', firstName: '   ', lastName: 'B' },
        'firstName: is required',
      ],
      [{ email: newEmail(), password: 12345678, firstName: 'A', lastName: 'B' }, 'password: must be text'],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/auth/register', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toBe(message);
    }
    const garbage = await c.postRaw('/api/auth/register', '{not json');
    expect(garbage.status).toBe(400);
    expect(garbage.text).toBe('The request body is not valid JSON');
    const empty = await c.post('/api/auth/login', {});
    expect(empty.status).toBe(400);
    expect(empty.text).toBe('email: is required');
  });

  it('sends external sign-in back to the login screen', async () => {
    const res = await client(app.url).get('/api/auth/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });

  it('serves the OpenAPI document, its docs page and the health check', async () => {
    const c = client(app.url);
    const doc = await c.get('/api/openapi.json');
    expect(doc.status).toBe(200);
    const paths = Object.keys((doc.json as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/logout', '/api/auth/user']),
    );
    const docs = await c.get('/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/html/);
    expect((await c.get('/api/health')).json).toEqual({ status: 'ok', database: kind });
  });

  it('serves an AsyncAPI 3 document listing every domain event type', async () => {
    const res = await client(app.url).get('/api/asyncapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const doc = res.json as {
      asyncapi: string;
      channels: { domainEvents: { messages: Record<string, { $ref: string }> } };
      components: { messages: Record<string, { name: string; payload: unknown }> };
    };
    expect(doc.asyncapi).toMatch(/^3\./);
    const types = Object.keys(EventSchemas).sort();
    expect(types.length).toBeGreaterThan(0);
    expect(Object.keys(doc.channels.domainEvents.messages).sort()).toEqual(types);
    for (const type of types) {
      expect(doc.channels.domainEvents.messages[type]!.$ref).toBe(`#/components/messages/${type}`);
      expect(doc.components.messages[type]).toMatchObject({ name: type, payload: expect.anything() });
    }
  });

  it('serves the shell, the remotes and the remotes manifest, and nothing outside them', async () => {
    const c = client(app.url);
    const manifest = await c.get('/remotes.json');
    const served = manifest.json as unknown as RemotesManifest;
    expect(served.remotes.map((r) => [r.name, r.entry])).toEqual(
      ['landing', 'onboarding', 'projects', 'assistant'].map((name) => [
        name,
        `/mfe/${name}/mf-manifest.json`,
      ]),
    );
    // Paths are claimed by the manifest, each by one remote, with its access rule.
    const owner = (path: string) => served.remotes.find((r) => r.routes.some((route) => route.path === path));
    expect(owner('/login')?.name).toBe('landing');
    expect(owner('/profile-setup')?.routes.find((r) => r.path === '/profile-setup')?.access).toBe(
      'signed-in',
    );
    expect(owner('/project/:id')?.name).toBe('projects');
    expect(owner('/ai-assistant')?.name).toBe('assistant');
    for (const route of ['/', '/login', '/project/42']) {
      const page = await c.get(route);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root">');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    const chunk = await c.get('/main.0123abcd.js');
    expect(chunk.headers.get('cache-control')).toMatch(/immutable/);
    // Text assets go out gzipped to clients that accept it (fetch does, and inflates them again).
    expect(chunk.headers.get('content-encoding')).toBe('gzip');
    expect(chunk.headers.get('content-type')).toMatch(/javascript/);
    expect(chunk.text).toBe('console.log(1);\n'.repeat(200));
    expect((await c.get('/mfe/landing/mf-manifest.json')).json).toEqual({ id: 'landing' });
    expect((await c.get('/missing.js')).status).toBe(404);
    expect((await c.get('/api/nope')).status).toBe(404);
    for (const attack of [
      '/mfe/landing/..%2f..%2f..%2fsecret.txt',
      '/..%2fsecret.txt',
      '/mfe/landing/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await c.get(attack);
      expect(res.text).not.toContain('do not serve');
    }
  });

  it("answers `/` signed out with the landing remote's prerendered page, and with the shell for a session or a demo", async () => {
    const page = async (path: string, cookie?: string) => {
      const res = await fetch(app.url + path, { headers: cookie ? { cookie } : {} });
      return { res, text: await res.text() };
    };
    const signedOut = await page('/');
    expect(signedOut.text).toBe(PRERENDERED_LANDING);
    expect(signedOut.res.headers.get('cache-control')).toBe('no-cache');
    expect(signedOut.res.headers.get('vary')).toMatch(/cookie/);
    // Only paths with a prerendered page and a signed-out route in the manifest.
    for (const path of ['/login', '/projects', '/project/42', '/pricing']) {
      const shell = await page(path);
      expect(shell.text, path).toContain('<div id="root"></div>');
    }
    // A demo in this browser, or a session cookie (even a stale one: the shell then shows the landing).
    expect((await page('/', 'mm_demo=1')).text).toContain('<div id="root"></div>');
    expect((await page('/', 'mm_session=stale')).text).toContain('<div id="root"></div>');
    const c = client(app.url);
    await signUp(c, newEmail());
    const signedIn = await c.get('/');
    expect(signedIn.text).toContain('<div id="root"></div>');
    expect(signedIn.headers.get('vary')).toMatch(/cookie/);
  });
});
