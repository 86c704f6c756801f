import { PASSKEY_LIMITS, PASSKEY_SIGN_IN_FAILED } from '@market-muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, type startApp } from './harness.ts';
import { type Mailbox, startAppWithMailbox } from './mailbox.ts';
import { softAuthenticator } from './softAuthenticator.ts';

type App = Awaited<ReturnType<typeof startApp>>;
type Client = ReturnType<typeof client>;
const PUBLIC_URL = 'https://muse.example';
const MINUTE = 60_000;

describe.each(databaseKinds)('passkeys on %s', (kind) => {
  let app: App;
  let mailbox: Mailbox;
  let now = Date.UTC(2026, 10, 24, 12);
  beforeAll(async () => {
    ({ app, mailbox } = await startAppWithMailbox(kind, { clock: () => now, publicUrl: PUBLIC_URL }));
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  const newEmail = () => `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = async (email = newEmail()) => {
    const c = client(app.url);
    const res = await c.post('/api/auth/register', {
      email,
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(res.status).toBe(201);
    return Object.assign(c, { email });
  };
  const addPasskey = async (
    c: Client,
    authenticator: ReturnType<typeof softAuthenticator>,
    name = 'Laptop',
  ) => {
    const options = await c.post('/api/account/passkeys/options');
    expect(options.status).toBe(200);
    return c.post('/api/account/passkeys', { name, credential: authenticator.create(options.json) });
  };
  const signInWith = async (
    authenticator: ReturnType<typeof softAuthenticator>,
    overrides: Parameters<ReturnType<typeof softAuthenticator>['get']>[1] = {},
  ) => {
    const c = client(app.url);
    const options = await c.post('/api/auth/passkey/options');
    expect(options.status).toBe(200);
    const answer = authenticator.get(options.json, overrides);
    return Object.assign(await c.post('/api/auth/passkey', { credential: answer }), { client: c, answer });
  };

  it('adds a passkey with a notice mail, lists it, and signs in with it', async () => {
    const owner = await signUp();
    const authenticator = softAuthenticator(PUBLIC_URL);
    const options = await owner.post('/api/account/passkeys/options');
    // The site as configured, never the request's host; a discoverable credential that verifies its user.
    expect(options.json.rp).toEqual({ id: 'muse.example', name: 'Market Muse' });
    expect(options.json.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const added = await owner.post('/api/account/passkeys', {
      name: '  Work laptop ',
      credential: authenticator.create(options.json),
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    const listed = await owner.get('/api/account/passkeys');
    expect(listed.json).toEqual([added.json]);

    const notice = await mailbox.waitForSubject(
      owner.email,
      'A passkey was added to your Market Muse account',
    );
    expect(notice.text).toContain('"Work laptop"');
    expect(notice.text).toContain(`${PUBLIC_URL}/account`);

    now += MINUTE;
    const signedIn = await signInWith(authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.email).toBe(owner.email);
    expect((await signedIn.client.get('/api/auth/user')).json.email).toBe(owner.email);
    const [used] = (await owner.get('/api/account/passkeys')).json as unknown as Array<{
      lastUsedAt: string;
    }>;
    expect(used?.lastUsedAt).toBe(new Date(now).toISOString());
    // The registration's exclusion list now names it, so the same authenticator is not registered twice.
    const again = await owner.post('/api/account/passkeys/options');
    expect((again.json.excludeCredentials as Array<{ id: string }>).map((c) => c.id)).toEqual([
      signedIn.answer.id,
    ]);
  });

  it('uses a challenge once, and refuses one that expired', async () => {
    const owner = await signUp();
    const authenticator = softAuthenticator(PUBLIC_URL);
    expect((await addPasskey(owner, authenticator)).status).toBe(201);
    const first = await signInWith(authenticator);
    expect(first.status).toBe(200);
    // The same answer again: its challenge is used up.
    const replay = await client(app.url).post('/api/auth/passkey', { credential: first.answer });
    expect(replay.status).toBe(401);
    expect(replay.text).toBe(PASSKEY_SIGN_IN_FAILED);

    const c = client(app.url);
    const options = await c.post('/api/auth/passkey/options');
    now += 5 * MINUTE + 1;
    const late = await c.post('/api/auth/passkey', { credential: authenticator.get(options.json) });
    expect(late.status).toBe(401);

    // Adding a passkey: the challenge is bound to the account that asked for it.
    const other = await signUp();
    const theirs = await owner.post('/api/account/passkeys/options');
    const stolen = await other.post('/api/account/passkeys', {
      name: 'Not mine',
      credential: softAuthenticator(PUBLIC_URL).create(theirs.json),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.text).toMatch(/^credential: /);
    expect((await other.get('/api/account/passkeys')).json).toEqual([]);
  });

  it('refuses a counter that did not move on (a cloned authenticator) and an answer made for another site', async () => {
    const owner = await signUp();
    const authenticator = softAuthenticator(PUBLIC_URL);
    expect((await addPasskey(owner, authenticator)).status).toBe(201);
    expect((await signInWith(authenticator)).status).toBe(200);
    expect((await signInWith(authenticator)).status).toBe(200);
    const cloned = await signInWith(authenticator, { counter: 1 });
    expect(cloned.status).toBe(401);
    expect(cloned.text).toBe(PASSKEY_SIGN_IN_FAILED);
    const phished = await signInWith(authenticator, { origin: 'https://muse.example.evil' });
    expect(phished.status).toBe(401);

    const foreign = softAuthenticator('https://elsewhere.example');
    const options = await owner.post('/api/account/passkeys/options');
    const made = await owner.post('/api/account/passkeys', {
      name: 'Elsewhere',
      credential: foreign.create({ ...options.json, rp: { id: 'elsewhere.example' } }),
    });
    expect(made.status).toBe(400);
    expect(made.text).toBe('credential: The passkey could not be verified. Try again.');
    // A passkey no account has.
    const stranger = softAuthenticator(PUBLIC_URL);
    stranger.create({ rp: { id: 'muse.example' }, user: { id: 'c3RyYW5nZXI' }, challenge: 'unused' });
    expect((await signInWith(stranger)).status).toBe(401);
  });

  it('renames and removes only the owner’s passkeys', async () => {
    const owner = await signUp();
    const other = await signUp();
    const authenticator = softAuthenticator(PUBLIC_URL);
    const added = await addPasskey(owner, authenticator);
    const id = added.json.id as string;
    expect((await other.patch(`/api/account/passkeys/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await other.del(`/api/account/passkeys/${id}`)).status).toBe(404);
    const blank = await owner.patch(`/api/account/passkeys/${id}`, { name: '   ' });
    expect([blank.status, blank.text]).toEqual([400, 'name: is required']);
    const renamed = await owner.patch(`/api/account/passkeys/${id}`, { name: 'Phone' });
    expect(renamed.json).toMatchObject({ id, name: 'Phone' });

    expect((await owner.del(`/api/account/passkeys/${id}`)).status).toBe(204);
    expect((await owner.get('/api/account/passkeys')).json).toEqual([]);
    expect((await owner.del(`/api/account/passkeys/${id}`)).status).toBe(404);
    // A removed passkey signs in no more.
    expect((await signInWith(authenticator)).status).toBe(401);
  });

  it('answers malformed credentials with a 400 naming the field', async () => {
    const owner = await signUp();
    const missing = await owner.post('/api/account/passkeys', { name: 'Laptop' });
    expect(missing.status).toBe(400);
    expect(missing.text).toMatch(/credential/);
    const garbage = await owner.post('/api/account/passkeys', {
      name: 'Laptop',
      credential: {
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'not-json', attestationObject: 'AAAA' },
      },
    });
    expect([garbage.status, garbage.text.startsWith('credential: ')]).toEqual([400, true]);
    const signIn = await client(app.url).post('/api/auth/passkey', {
      credential: {
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      },
    });
    expect(signIn.status).toBe(401);
  });

  it('forgets the passkeys of a deleted account', async () => {
    const owner = await signUp();
    const authenticator = softAuthenticator(PUBLIC_URL);
    expect((await addPasskey(owner, authenticator)).status).toBe(201);
    expect((await owner.call('DELETE', '/api/account', { password: 'correct horse' })).status).toBe(204);
    expect((await signInWith(authenticator)).status).toBe(401);
  });

  it('limits passkey sign-in per client address, with Retry-After', async () => {
    // A full bucket: whatever the tests before took has refilled.
    now += 60 * MINUTE;
    const c = client(app.url);
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await c.post('/api/auth/passkey/options')).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await c.post('/api/auth/passkey/options');
    expect(refused.status).toBe(429);
    expect(refused.text).toBe('Too many attempts. Try again in 2 seconds.');
    expect(refused.headers.get('retry-after')).toBe('2');
    now += 2_000;
    expect((await c.post('/api/auth/passkey/options')).status).toBe(200);
  });

  it('limits listing, renaming and removing passkeys per account, with Retry-After', async () => {
    const owner = await signUp();
    const other = await signUp();
    const authenticator = softAuthenticator(PUBLIC_URL);
    const id = (await addPasskey(owner, authenticator)).json.id as string;

    const lists = [];
    for (let i = 0; i < PASSKEY_LIMITS.listPerAccount.count; i++)
      lists.push((await owner.get('/api/account/passkeys')).status);
    expect(lists.every((status) => status === 200)).toBe(true);
    const refusedList = await owner.get('/api/account/passkeys');
    expect(refusedList.status).toBe(429);
    expect(refusedList.text).toBe('Too many attempts. Try again in 1 second.');
    expect(refusedList.headers.get('retry-after')).toBe('1');
    // Per account: another account lists its own at once.
    expect((await other.get('/api/account/passkeys')).status).toBe(200);

    // Renames and removals share one bucket: the last call it allows is a removal that goes through.
    const changes = [];
    for (let i = 1; i < PASSKEY_LIMITS.changesPerAccount.count; i++)
      changes.push((await owner.patch(`/api/account/passkeys/${id}`, { name: `Laptop ${i}` })).status);
    expect(changes.every((status) => status === 200)).toBe(true);
    expect((await owner.del(`/api/account/passkeys/${id}`)).status).toBe(204);
    const refusedRename = await owner.patch(`/api/account/passkeys/${id}`, { name: 'Again' });
    expect([refusedRename.status, refusedRename.headers.get('retry-after')]).toEqual([429, '120']);
    const refusedRemoval = await owner.del(`/api/account/passkeys/${id}`);
    expect([refusedRemoval.status, refusedRemoval.text]).toEqual([
      429,
      'Too many attempts. Try again in 2 minutes.',
    ]);
    expect((await other.patch(`/api/account/passkeys/${id}`, { name: 'Mine now' })).status).toBe(404);
    now += 2 * MINUTE;
    expect((await owner.del(`/api/account/passkeys/${id}`)).status).toBe(404);
  });
});
