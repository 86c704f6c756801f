import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SqlClient } from '@effect/sql';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { type DatabaseConfig, DatabaseLive, EventBusLive, EventStoreLive } from '@market-muse/eventstore';
import { allProjections, catchUpToLatest, LIVE_SCHEMA, rebuildProjection } from '@market-muse/projections';
import { createDatabase } from '@market-muse/test-servers/scratch-database';
import { Effect, Layer, ManagedRuntime } from 'effect';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { databaseKinds } from './harness.ts';

const GRACE_MS = 5_000;
const USERS = 4;
const WRITERS_PER_USER = 3;
/** Node with type stripping: the workspace's Node 24 when present (the system one may be older). */
const nodeBin = existsSync(resolve(repoRoot, 'node_modules/node/bin/node'))
  ? resolve(repoRoot, 'node_modules/node/bin/node')
  : process.execPath;

interface Server {
  readonly url: string;
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

/**
 * Starts `backend/api/src/main.ts` (what `npm start` runs after building) and waits for it to listen; with
 * `viaNpm`, runs the README's `npm start` itself (the child is then npm).
 */
const startServer = (env: NodeJS.ProcessEnv, viaNpm = false): Promise<Server> =>
  new Promise((resolvePromise, reject) => {
    const { KAFKA_BROKERS: _kafka, DATABASE_URL: _url, ...inherited } = process.env;
    const [command, args] = viaNpm
      ? ['npm', ['start']]
      : [nodeBin, [resolve(repoRoot, 'backend/api/src/main.ts')]];
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: {
        ...inherited,
        PORT: '0',
        HOST: '127.0.0.1',
        MM_STATIC_ROOT: mkdtempSync(join(tmpdir(), 'mm-static-')),
        MM_SHUTDOWN_GRACE_MS: String(GRACE_MS),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (listening) resolvePromise({ url: listening[1]!, child, output: () => output, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });

/** A fresh database for the suite: a PGlite data directory, or a new database on the PostgreSQL server. */
const freshDatabase = async (kind: 'embedded' | 'postgres') => {
  const database = await createDatabase(
    kind === 'embedded' ? undefined : process.env.TEST_DATABASE_URL || process.env.DATABASE_URL,
  );
  if (database.url === null) {
    const config: DatabaseConfig = { kind: 'embedded', dataDir: database.dataDir! };
    return { env: { MM_DATA_DIR: database.dataDir! }, config, drop: database.drop };
  }
  const config: DatabaseConfig = { kind: 'postgres', url: database.url };
  return { env: { DATABASE_URL: database.url }, config, drop: database.drop };
};

const register = async (url: string, i: number) => {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `shutdown-${i}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse',
      firstName: `User${i}`,
      lastName: 'Shutdown',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
};

/** Creates projects until the server stops answering; returns the ids of those answered 201. */
const writer = async (url: string, cookie: string, tag: string, onCreated: () => void = () => {}) => {
  const created: string[] = [];
  for (let n = 0; ; n++) {
    try {
      const response = await fetch(`${url}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name: `${tag} ${n}`, projectType: 'book', projectStage: 'development' }),
      });
      const body = await response.text();
      if (response.status === 201) {
        created.push((JSON.parse(body) as { id: string }).id);
        onCreated();
      } else if (response.status >= 500) throw new Error(`${response.status} during shutdown: ${body}`);
    } catch (error) {
      if (error instanceof Error && error.message.includes('during shutdown')) throw error;
      return created; // refused or cut: the server is gone
    }
  }
};

/** The database in this process (no HTTP, no background runners), for the checks. */
const inspectLayer = (config: DatabaseConfig) =>
  Layer.mergeAll(EventStoreLive(eventUpcasters, personalDataPolicy), EventBusLive).pipe(
    Layer.provideMerge(DatabaseLive(config)),
  );

const inspect = <A, E>(
  config: DatabaseConfig,
  effect: Effect.Effect<A, E, Layer.Layer.Success<ReturnType<typeof inspectLayer>>>,
) => {
  const runtime = ManagedRuntime.make(inspectLayer(config));
  return runtime.runPromise(effect).finally(() => runtime.dispose());
};

/** Every row of every read model table, as text, in a stable order. */
const snapshot = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const tables: Record<string, string[]> = {};
  for (const projection of allProjections) {
    for (const table of projection.tables) {
      const rows = yield* sql<{ row: string }>`
        select t::text as row from ${sql(`${LIVE_SCHEMA}.${table.name}`)} t order by 1`;
      tables[`${projection.name}/${table.name}`] = rows.map((r) => r.row);
    }
  }
  return tables;
});

describe.each(databaseKinds)('graceful shutdown on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  afterAll(async () => {
    await database?.drop();
  });

  it('SIGTERM under load exits 0 in the grace period, with nothing half-written and the leases free', async () => {
    database = await freshDatabase(kind);
    const first = await startServer(database.env);
    const cookies = await Promise.all(Array.from({ length: USERS }, (_, i) => register(first.url, i)));

    // Concurrent writers (and sign-ups, which feed async read models) until the server goes away.
    let acknowledged = 0;
    const writers = cookies.flatMap((cookie, u) =>
      Array.from({ length: WRITERS_PER_USER }, (_, w) =>
        writer(first.url, cookie, `u${u}w${w}`).then((ids) => ({ cookie, ids })),
      ),
    );
    const signups = (async () => {
      for (let i = USERS; ; i++) {
        try {
          await register(first.url, i);
          acknowledged++;
        } catch {
          return;
        }
      }
    })();
    // Signal once writes are flowing: wait on the condition (some sign-ups acknowledged), not a clock.
    await new Promise<void>((ready) => {
      const check = () => (acknowledged >= 3 ? ready() : setImmediate(check));
      check();
    });
    const signalled = Date.now();
    first.child.kill('SIGTERM');
    const code = await first.exited;
    const took = Date.now() - signalled;
    const results = await Promise.all(writers);
    await signups;
    expect(code, first.output()).toBe(0);
    expect(took).toBeLessThan(GRACE_MS + 3_000);
    expect(first.output()).toContain('Shutting down: no new connections');
    expect(first.output()).toContain('Async projections stopped; leases released');
    expect(first.output()).toContain('Market Muse stopped');
    const written = results.reduce((n, r) => n + r.ids.length, 0);
    expect(written).toBeGreaterThan(0);

    // Leases released; every event reflected in the read models: counts match, and a rebuild from the
    // first event reproduces the live tables exactly (a half-applied batch would differ).
    const checks = await inspect(
      database.config,
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const leases = yield* sql<{ projection: string }>`select projection from mm_projection_leases`;
        yield* Effect.forEach(
          allProjections.filter((p) => p.mode === 'async'),
          (projection) => catchUpToLatest(projection),
          { discard: true },
        );
        const events = yield* sql<{ type: string; count: number }>`
          select type, count(*)::int as count from mm_events
          where type in ('ProjectCreated', 'UserRegistered') group by type`;
        const projects = yield* sql<{ count: number }>`select count(*)::int as count from rm.projects`;
        const users = yield* sql<{ count: number }>`select count(*)::int as count from rm.users`;
        const live = yield* snapshot;
        yield* Effect.forEach(allProjections, rebuildProjection, { discard: true });
        const rebuilt = yield* snapshot;
        return { leases, events, projects: projects[0]!.count, users: users[0]!.count, live, rebuilt };
      }),
    );
    expect(checks.leases).toEqual([]);
    const counts = Object.fromEntries(checks.events.map((e) => [e.type, e.count]));
    expect(checks.projects).toBe(counts.ProjectCreated);
    expect(checks.users).toBe(counts.UserRegistered);
    expect(checks.projects).toBeGreaterThanOrEqual(written);
    expect(checks.rebuilt).toEqual(checks.live);

    // Restarted on the same database: every acknowledged write is there.
    const second = await startServer(database.env);
    try {
      for (const { cookie, ids } of results) {
        const response = await fetch(`${second.url}/api/projects`, { headers: { cookie } });
        const listed = ((await response.json()) as Array<{ id: string }>).map((p) => p.id);
        expect(listed).toEqual(expect.arrayContaining(ids));
      }
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited, second.output()).toBe(0);
    }
  }, 120_000);

  it('`npm start` passes SIGTERM to the server: it drains, nothing is left listening, every acknowledged write is stored', async () => {
    const own = await freshDatabase(kind);
    let serverPid = 0;
    try {
      const npm = await startServer(own.env, true);
      const port = Number(new URL(npm.url).port);
      serverPid = Number(
        execFileSync('ps', ['-o', 'pid=', '--ppid', String(npm.child.pid)], { encoding: 'utf8' })
          .trim()
          .split('\n')[0],
      );
      const cookies = await Promise.all(Array.from({ length: 2 }, (_, i) => register(npm.url, 100 + i)));
      let acknowledged = 0;
      const writers = cookies.map((cookie, u) =>
        writer(npm.url, cookie, `npm${u}`, () => acknowledged++).then((ids) => ({ cookie, ids })),
      );
      await new Promise<void>((ready) => {
        const check = () => (acknowledged >= 5 ? ready() : setImmediate(check));
        check();
      });
      npm.child.kill('SIGTERM');
      expect(await npm.exited, npm.output()).toBe(0);
      const results = await Promise.all(writers);
      expect(npm.output()).toContain('Shutting down: no new connections');
      expect(npm.output()).toContain('Market Muse stopped');
      // The server process is gone (not re-parented and still serving), and so is its port.
      expect(() => process.kill(serverPid, 0)).toThrow();
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

      const again = await startServer(own.env);
      try {
        for (const { cookie, ids } of results) {
          const response = await fetch(`${again.url}/api/projects`, { headers: { cookie } });
          const listed = ((await response.json()) as Array<{ id: string }>).map((p) => p.id);
          expect(listed).toEqual(expect.arrayContaining(ids));
        }
        expect(results.reduce((n, r) => n + r.ids.length, 0)).toBeGreaterThanOrEqual(5);
      } finally {
        again.child.kill('SIGTERM');
        expect(await again.exited, again.output()).toBe(0);
      }
    } finally {
      // Should the server have outlived npm (the failure this test is for), it must not outlive the test.
      try {
        if (serverPid) process.kill(serverPid, 'SIGKILL');
      } catch {}
      await own.drop();
    }
  }, 240_000);
});
