import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@market-muse/test-servers/free-port';
import { startPds, type TestPds } from '@market-muse/test-servers/pds';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds } from './harness.ts';

// The real crash: the server (its worker publishing planned posts) runs as its own process and is killed
// with SIGKILL after the post's record exists on the PDS but before the server has heard so, then started
// again on the same database. Between the two stands a proxy that forwards everything to the PDS and, the
// first time a post record is created, keeps the PDS's answer back, so the kill lands exactly between the
// network call and the event that records its outcome.

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const POST_COLLECTION = 'app.bsky.feed.post';
const CREATE_RECORD = '/xrpc/com.atproto.repo.createRecord';

let pds: TestPds;
beforeAll(async () => {
  pds = await startPds();
}, 120_000);
afterAll(() => pds?.close());

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A proxy in front of the PDS. The account's DID document names the PDS's own address, which the AT
 * Protocol client switches to after signing in; the proxy gives its own address there instead, so every
 * call keeps passing through it. While `holding`, the answer to a created post record is kept back (the
 * caller waits forever) once the PDS has given it.
 */
const startProxy = async (target: string) => {
  let created: () => void = () => {};
  const recordCreated = new Promise<void>((resolve) => {
    created = resolve;
  });
  const state = { holding: true, createCalls: 0 };
  const held: ServerResponse[] = [];
  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (['host', 'connection', 'content-length', 'accept-encoding'].includes(name)) continue;
      if (typeof value === 'string') headers.set(name, value);
    }
    // A PDS that cannot be reached is a bad gateway, as a real proxy answers, not a failure of the test run.
    const answer = await fetch(new URL(req.url ?? '/', target), {
      method: req.method,
      headers,
      ...(body.length > 0 ? { body } : {}),
    }).catch(() => null);
    if (!answer) {
      res.writeHead(502).end();
      return;
    }
    const type = answer.headers.get('content-type') ?? '';
    let payload = Buffer.from(await answer.arrayBuffer());
    if (type.includes('json')) payload = Buffer.from(payload.toString('utf8').replaceAll(target, self));
    const isCreate = req.method === 'POST' && req.url?.startsWith(CREATE_RECORD);
    if (isCreate) state.createCalls++;
    if (isCreate && answer.ok && state.holding) {
      held.push(res);
      created();
      return;
    }
    res.writeHead(answer.status, type ? { 'content-type': type } : {});
    res.end(payload);
  });
  const self = `http://127.0.0.1:${await listening(server)}`;
  return {
    url: self,
    state,
    recordCreated,
    close: () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
};

/** The server as production runs it, one process with every role, publishing within a fifth of a second. */
const startServer = (env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, ['backend/api/src/main.ts'], { cwd: REPO_ROOT, env, stdio: 'pipe' });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const waitFor = async <T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  log = () => '',
) => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${log()}`);
    await new Promise((tick) => setTimeout(tick, 100));
  }
};

/** A fresh database of `kind` for the server: a PGlite folder, or a new database on the PostgreSQL server. */
const freshDatabase = async (kind: 'embedded' | 'postgres') => {
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'mm-crash-'));
    return {
      env: { MM_DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
  const name = `mm_crash_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = async (statement: string) => {
    const db = new pg.Client({ connectionString: adminUrl });
    await db.connect();
    await db.query(statement);
    await db.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
};

describe.each(databaseKinds)('a worker killed between publishing and its event, on %s', (kind) => {
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ReturnType<typeof startServer> | null = null;
  beforeAll(async () => {
    proxy = await startProxy(pds.url);
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
    await proxy?.close();
    await database?.drop();
  });

  it('publishes exactly one post once it is started again', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, KAFKA_BROKERS: _kafka, ...inherited } = process.env;
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MM_ROLE: 'all',
      MM_PUBLISH_EVERY_MS: '200',
      MM_SIGN_UPS_PER_HOUR: '100000',
      MM_PUBLIC_URL: base,
      // The PDS (behind its proxy) is on loopback over http, which the server refuses to call unless told.
      MM_BLUESKY_ALLOW_PRIVATE_HOSTS: '1',
    };
    const up = async () => {
      server = startServer(env);
      const running = server;
      await waitFor(
        'the server to answer',
        async () => (await fetch(`${base}/api/health`)).ok,
        running.output,
      );
      return running;
    };
    const first = await up();

    const c = client(base);
    const signUp = await c.post('/api/auth/register', {
      email: `crash-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse',
      firstName: 'Crash',
      lastName: 'Tester',
    });
    expect(signUp.status, signUp.text).toBe(201);
    const bsky = await pds.createAccount('crash');
    const connect = await c.call('PUT', '/api/account/connections/bluesky', {
      identifier: bsky.handle,
      appPassword: bsky.appPassword,
      service: proxy.url,
    });
    expect(connect.status, connect.text).toBe(200);
    const planned = await c.post('/api/calendar/posts', {
      text: 'Kiln opening at the studio this Saturday',
      platform: 'bluesky',
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      publishAutomatically: true,
    });
    expect(planned.status, planned.text).toBe(201);
    const id = (planned.json as { id: string }).id;
    const now = await c.post(`/api/calendar/posts/${id}/publish-now`);
    expect(now.status, now.text).toBe(200);

    // The PDS has the record; the worker is still waiting for the answer the proxy keeps back.
    await proxy.recordCreated;
    expect(await bsky.posts()).toHaveLength(1);
    first.child.kill('SIGKILL');
    await exited(first.child);
    proxy.state.holding = false;

    const second = await up();
    const postOf = async () => {
      const list = (await c.get('/api/calendar/posts')).json as unknown as Array<{
        id: string;
        status: string;
        url: string | null;
      }>;
      return list.find((p) => p.id === id);
    };
    const published = await waitFor(
      'the post to read as published',
      async () => {
        const post = await postOf();
        return post?.status === 'published' ? post : null;
      },
      second.output,
    );
    const records = await bsky.posts();
    expect(records.map((r) => r.uri)).toHaveLength(1);
    const uri = records[0]?.uri ?? '';
    const rkey = uri.split('/').pop();
    expect(uri).toBe(`at://${bsky.did}/${POST_COLLECTION}/${rkey}`);
    expect(published.url).toBe(`https://bsky.app/profile/${bsky.handle}/post/${rkey}`);
    // The restarted worker found the record under the key it had written down and created none.
    expect(proxy.state.createCalls).toBe(1);
  }, 180_000);
});
