import { HttpServer } from '@effect/platform';
import { DatabaseLive } from '@market-muse/eventstore';
import { Effect, ManagedRuntime } from 'effect';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppLive } from '../src/server.ts';
import { client, startApp } from './harness.ts';

const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

const register = async (url: string) => {
  const c = client(url);
  const res = await c.post('/api/auth/register', {
    email: `s-${crypto.randomUUID()}@example.com`,
    password: 'long-enough-password',
    firstName: 'Sam',
    lastName: 'Session',
  });
  expect(res.status).toBe(201);
  return c;
};

describe('session check served from memory, revocation immediate (embedded)', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp('embedded');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a session right after logout even though it was just checked', async () => {
    const c = await register(app.url);
    const cookie = c.cookie;
    expect((await c.get('/api/auth/user')).status).toBe(200);
    expect((await c.get('/api/auth/user')).status).toBe(200);
    expect((await c.post('/api/auth/logout')).status).toBe(204);
    c.cookie = cookie;
    expect((await c.get('/api/auth/user')).status).toBe(401);
  });
});

// Two API processes on one PostgreSQL database: a logout on one is refused by the other at once (NOTIFY).
describe.skipIf(!adminUrl)('session revocation across API processes (PostgreSQL)', () => {
  const name = `mm_test_sessions_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const runtimes: Array<ManagedRuntime.ManagedRuntime<unknown, unknown>> = [];
  const urls: string[] = [];
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    for (const runProjections of [true, false]) {
      const runtime = ManagedRuntime.make(
        AppLive(
          {
            port: 0,
            host: '127.0.0.1',
            database: { kind: 'postgres', url: url.toString() },
            staticRoot: '/nonexistent',
            remotesFile: null,
            runProjections,
            secureCookies: false,
          },
          DatabaseLive({ kind: 'postgres', url: url.toString(), poolSize: 4 }),
        ),
      );
      runtimes.push(runtime as ManagedRuntime.ManagedRuntime<unknown, unknown>);
      urls.push(
        await runtime.runPromise(
          HttpServer.addressWith((address) =>
            Effect.succeed(address._tag === 'TcpAddress' ? `http://127.0.0.1:${address.port}` : ''),
          ),
        ),
      );
    }
  });
  afterAll(async () => {
    for (const runtime of runtimes.reverse()) await runtime.dispose();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('drops the session in the other process as soon as it is revoked', async () => {
    const [a, b] = urls as [string, string];
    const onA = await register(a);
    const onB = client(b);
    onB.cookie = onA.cookie;
    // The user row is a read model both processes read; B now has the session in its cache.
    expect((await onB.get('/api/auth/user')).status).toBe(200);
    expect((await onA.post('/api/auth/logout')).status).toBe(204);
    // NOTIFY is delivered asynchronously, within milliseconds: wait for it, far below the cache TTL.
    const deadline = Date.now() + 2_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) status = (await onB.get('/api/auth/user')).status;
    expect(status).toBe(401);
  });
});
