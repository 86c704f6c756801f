import { PROVIDER_CONNECTED_PATH, PROVIDER_LINKED_PATH } from '@market-muse/contracts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  type Login,
  PEOPLE,
  startOpenIdProvider,
} from '@market-muse/test-servers/open-id-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;

/** Where the API's links and the provider's redirects point: the site as its users reach it. */
const PUBLIC_URL = 'https://muse.example';
const CALLBACK = `${PUBLIC_URL}/api/auth/login/callback`;

/**
 * A browser over fetch: a cookie jar per origin, redirects one at a time. Addresses under PUBLIC_URL go to
 * the app under test.
 */
const browser = (appUrl: string) => {
  const jars = new Map<string, Map<string, string>>();
  const request = async (
    url: string,
    init: { method?: string; form?: Record<string, string>; json?: unknown } = {},
  ) => {
    const target = new URL(url.startsWith(PUBLIC_URL) ? appUrl + url.slice(PUBLIC_URL.length) : url);
    const jar = jars.get(target.origin) ?? new Map<string, string>();
    jars.set(target.origin, jar);
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(target, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : JSON.stringify(init.json),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0\b/i.test(cookie)) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    const location = response.headers.get('location');
    // The app's own redirects are relative: they stay on the site.
    const base = url.startsWith(PUBLIC_URL) ? PUBLIC_URL : target;
    return {
      status: response.status,
      text: await response.text(),
      location: location ? new URL(location, base).href : null,
    };
  };
  return {
    get: (url: string) => request(url),
    post: (url: string, form: Record<string, string>) => request(url, { method: 'POST', form }),
    /** An API call: the answer's JSON, or its text when it is not JSON (the errors are plain text). */
    json: async (path: string, method = 'GET', json?: unknown) => {
      const answer = await request(`${PUBLIC_URL}${path}`, { method, json });
      let body: unknown = answer.text;
      try {
        body = JSON.parse(answer.text);
      } catch {}
      // biome-ignore lint/suspicious/noExplicitAny: the tests read the fields they expect.
      return { status: answer.status, body: body as any };
    },
  };
};
type Browser = ReturnType<typeof browser>;

/** Where the app's redirect sends the browser, relative to the site (`/login?error=…`, `/`, …). */
const onSite = (location: string | null) => {
  const url = new URL(location ?? '', PUBLIC_URL);
  expect(url.origin).toBe(PUBLIC_URL);
  return url.pathname + url.search;
};

describe.each(databaseKinds)('signing in through an OpenID Connect provider on %s', (kind) => {
  let app: App;
  let bare: App;
  let provider: Awaited<ReturnType<typeof startOpenIdProvider>>;
  beforeAll(async () => {
    provider = await startOpenIdProvider(CALLBACK, {
      ...PEOPLE,
      linus: { email: 'linus@example.com', email_verified: true, name: 'Linus Torvalds' },
      eve: { email: 'eve@example.com', email_verified: false, name: 'Eve' },
      /** Known to the provider by another address than her Market Muse account's. */
      ada: { email: 'ada.elsewhere@example.com', email_verified: false, name: 'Ada Lovelace' },
    });
    app = await startApp(kind, {
      publicUrl: PUBLIC_URL,
      oidc: {
        issuerUrl: provider.issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        displayName: 'Replit',
      },
    });
    // The same application with no provider configured.
    bare = await startApp(kind, { publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await provider?.close();
  });

  /** Goes to the provider, up to the redirect back to the app: the callback URL (not yet opened). */
  const throughProvider = async (
    b: Browser,
    login: Login | string,
    tamper?: (authorize: URL) => void,
    startPath = '/api/auth/login',
  ) => {
    const start = await b.get(`${PUBLIC_URL}${startPath}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.location!);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    tamper?.(authorize);
    const toForm = await b.get(authorize.href);
    const form = await b.get(toForm.location!);
    expect(form.text).toContain('name="login"');
    const action = new URL(form.text.match(/<form[^>]*action="([^"]+)"/)![1]!, provider.issuer).href;
    let next = await b.post(action, { prompt: 'login', login, password: 'any password' });
    // The provider resumes the authorisation, then redirects back to the app.
    while (next.location && !next.location.startsWith(CALLBACK)) next = await b.get(next.location);
    expect(next.location).toMatch(/^https:\/\/muse\.example\/api\/auth\/login\/callback\?/);
    return next.location!;
  };
  const signInAs = async (b: Browser, login: Login | string) => {
    const back = await b.get(await throughProvider(b, login));
    expect(back.status).toBe(302);
    return onSite(back.location);
  };

  const registered = async (b: Browser, email: string) => {
    const answer = await b.json('/api/auth/register', 'POST', {
      email,
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'L',
    });
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  };
  const connectAs = async (b: Browser, login: Login | string) => {
    const back = await b.get(await throughProvider(b, login, undefined, '/api/account/providers/connect'));
    expect(back.status).toBe(302);
    return onSite(back.location);
  };

  it("connects the provider to the signed-in account with 'Connect', whatever address it gives, and mails a notice", async () => {
    expect((await browser(app.url).get(`${PUBLIC_URL}/api/account/providers/connect`)).status).toBe(401);
    const b = browser(app.url);
    const id = await registered(b, 'ada.lovelace@example.com');
    expect(await connectAs(b, 'ada')).toBe(PROVIDER_LINKED_PATH);
    expect((await b.json('/api/auth/user')).body.id).toBe(id);
    expect((await b.json('/api/account/providers')).body).toMatchObject([
      { name: 'Replit', email: 'ada.elsewhere@example.com' },
    ]);
    const outbox = await b.get(`${PUBLIC_URL}/dev/outbox`);
    expect(outbox.text).toContain('A sign-in provider was connected to your Market Muse account');
    expect(outbox.text).toContain('ada.lovelace@example.com');
    // Signing in through the provider now opens this account.
    const elsewhere = browser(app.url);
    expect(await signInAs(elsewhere, 'ada')).toBe('/');
    expect((await elsewhere.json('/api/auth/user')).body.id).toBe(id);

    // Another account cannot take that person over.
    const other = browser(app.url);
    await registered(other, 'someone.else@example.com');
    expect(await connectAs(other, 'ada')).toBe('/account?connect-error=linked-elsewhere');
    expect((await other.json('/api/account/providers')).body).toEqual([]);
  });

  it('connects only to the account that started it, in the browser still signed in to it', async () => {
    const b = browser(app.url);
    await registered(b, 'first.account@example.com');
    const callback = await throughProvider(b, 'eve', undefined, '/api/account/providers/connect');
    // Signed in as someone else before the provider answered.
    expect((await b.json('/api/auth/logout', 'POST')).status).toBe(204);
    await registered(b, 'second.account@example.com');
    const back = await b.get(callback);
    expect(onSite(back.location)).toBe('/account?connect-error=expired');
    expect((await b.json('/api/account/providers')).body).toEqual([]);
    // A provider that says no lands on /account too.
    await b.get(`${PUBLIC_URL}/api/account/providers/connect`);
    const refused = await b.get(`${PUBLIC_URL}/api/auth/login/callback?error=access_denied&state=x`);
    expect(onSite(refused.location)).toBe('/account?connect-error=cancelled');
  });

  it('offers the configured provider by its name, and none without configuration', async () => {
    expect((await browser(app.url).json('/api/auth/providers')).body).toEqual([
      { id: 'oidc', name: 'Replit' },
    ]);
    const b = browser(bare.url);
    expect((await b.json('/api/auth/providers')).body).toEqual([]);
    const start = await b.get(`${PUBLIC_URL}/api/auth/login`);
    expect([start.status, onSite(start.location)]).toEqual([302, '/login?error=unavailable']);
  });

  it('creates an account for a new person, signed in and verified, and signs the same account in next time', async () => {
    const b = browser(app.url);
    expect(await signInAs(b, 'grace')).toBe('/');
    const user = await b.json('/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
    expect((await b.json('/api/account')).body).toMatchObject({ emailVerified: true });
    // A new account has no profile yet: the home route takes it to onboarding, as after a sign-up.
    expect((await b.json('/api/profile')).status).not.toBe(200);
    const providers = (await b.json('/api/account/providers')).body;
    expect(providers).toEqual([
      { id: expect.any(String), name: 'Replit', email: 'grace@example.com', connectedAt: expect.any(String) },
    ]);

    const again = browser(app.url);
    expect(await signInAs(again, 'grace')).toBe('/');
    expect((await again.json('/api/auth/user')).body.id).toBe(user.body.id);
    expect((await again.json('/api/account/providers')).body).toEqual(providers);
  });

  it("links an existing account through the provider's verified email, and says so on /account", async () => {
    const b = browser(app.url);
    const registered = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'Linus@example.com',
        password: 'correct horse',
        firstName: 'L',
        lastName: 'T',
      }),
    });
    expect(registered.status).toBe(201);
    const { id } = (await registered.json()) as { id: string };
    expect(await signInAs(b, 'linus')).toBe(PROVIDER_CONNECTED_PATH);
    expect((await b.json('/api/auth/user')).body.id).toBe(id);
    expect((await b.json('/api/account/providers')).body).toMatchObject([
      { name: 'Replit', email: 'linus@example.com' },
    ]);
    // The password still signs in too.
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'linus@example.com', password: 'correct horse' }),
    });
    expect(login.status).toBe(200);
  });

  it('never links an existing account through an e-mail the provider did not verify', async () => {
    const registered = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'mallory@example.com',
        password: 'correct horse',
        firstName: 'M',
        lastName: 'M',
      }),
    });
    expect(registered.status).toBe(201);
    const b = browser(app.url);
    expect(await signInAs(b, 'mallory')).toBe('/login?error=email-unverified');
    expect((await b.json('/api/auth/user')).status).toBe(401);
    // Signing in with the password shows no provider connected.
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'mallory@example.com', password: 'correct horse' }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const providers = await fetch(`${app.url}/api/account/providers`, { headers: { cookie } });
    expect(await providers.json()).toEqual([]);
  });

  it('creates an unverified account for an unverified e-mail no account uses, and refuses a person without e-mail', async () => {
    const b = browser(app.url);
    expect(await signInAs(b, 'eve')).toBe('/');
    expect((await b.json('/api/account')).body).toMatchObject({
      email: 'eve@example.com',
      emailVerified: false,
    });
    const nobody = browser(app.url);
    expect(await signInAs(nobody, 'nobody')).toBe('/login?error=email-missing');
    expect((await nobody.json('/api/auth/user')).status).toBe(401);
  });

  it('refuses a callback whose state is not the one this browser started with, and a callback used twice', async () => {
    const b = browser(app.url);
    const callback = new URL(await throughProvider(b, 'grace'));
    // Another browser (no state cookie) opening this browser's callback.
    const other = browser(app.url);
    await other.get(`${PUBLIC_URL}/api/auth/login`); // a state of its own
    const stolen = await other.get(callback.href);
    expect(onSite(stolen.location)).toBe('/login?error=expired');
    expect((await other.json('/api/auth/user')).status).toBe(401);
    // The right browser with the state changed.
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    expect(onSite((await b.get(forged.href)).location)).toBe('/login?error=expired');
    // The attempt is used up by the failure: the genuine callback no longer works either.
    expect(onSite((await b.get(callback.href)).location)).toBe('/login?error=expired');
    expect((await b.json('/api/auth/user')).status).toBe(401);
  });

  it("refuses an ID token whose nonce is not the sign-in's own", async () => {
    const b = browser(app.url);
    const callback = await throughProvider(b, 'grace', (authorize) =>
      authorize.searchParams.set('nonce', 'a-nonce-the-app-never-made'),
    );
    expect(onSite((await b.get(callback)).location)).toBe('/login?error=failed');
    expect((await b.json('/api/auth/user')).status).toBe(401);
  });

  it('returns to /login saying the sign-in was cancelled when the person cancels at the provider', async () => {
    const b = browser(app.url);
    const start = await b.get(`${PUBLIC_URL}/api/auth/login`);
    const form = await b.get((await b.get(start.location!)).location!);
    const cancel = new URL(form.text.match(/href="([^"]+)">\[ Cancel \]/)![1]!, provider.issuer);
    let next = await b.get(cancel.href);
    while (next.location && !next.location.startsWith(CALLBACK)) next = await b.get(next.location);
    expect(new URL(next.location!).searchParams.get('error')).toBe('access_denied');
    expect(onSite((await b.get(next.location!)).location)).toBe('/login?error=cancelled');
  });

  it('disconnects a provider unless it is the only way into the account', async () => {
    const grace = browser(app.url);
    await signInAs(grace, 'grace');
    const [only] = (await grace.json('/api/account/providers')).body as Array<{ id: string }>;
    const refused = await grace.json(`/api/account/providers/${only!.id}`, 'DELETE');
    expect(refused.status).toBe(409);
    expect(refused.body).toContain('your only way to sign in');

    const linus = browser(app.url);
    await signInAs(linus, 'linus');
    const [linked] = (await linus.json('/api/account/providers')).body as Array<{ id: string }>;
    expect((await linus.json(`/api/account/providers/${linked!.id}`, 'DELETE')).status).toBe(204);
    expect((await linus.json('/api/account/providers')).body).toEqual([]);
    expect((await linus.json(`/api/account/providers/${linked!.id}`, 'DELETE')).status).toBe(404);
    // Another account's provider is not this account's to disconnect.
    expect((await linus.json(`/api/account/providers/${only!.id}`, 'DELETE')).status).toBe(404);
    expect((await linus.json('/api/account/providers/not-an-id', 'DELETE')).status).toBe(404);
  });

  it('forgets the links with a deleted account: the provider then makes a new account', async () => {
    const b = browser(app.url);
    await signInAs(b, 'eve');
    const { id } = (await b.json('/api/auth/user')).body as { id: string };
    expect((await b.json('/api/account', 'DELETE', {})).status).toBe(204);
    const after = browser(app.url);
    expect(await signInAs(after, 'eve')).toBe('/');
    expect((await after.json('/api/auth/user')).body.id).not.toBe(id);
  });

  it('returns to /login saying the provider is down when it stops answering', async () => {
    const b = browser(app.url);
    const callback = await throughProvider(b, 'grace');
    await provider.close();
    expect(onSite((await b.get(callback)).location)).toBe('/login?error=unavailable');
    expect((await b.json('/api/auth/user')).status).toBe(401);
  });
});
