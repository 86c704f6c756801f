// Two API server processes (`backend/api/src/main.ts`, as deployed) on one PostgreSQL database share the
// abuse limits' counters: sign-in attempts alternating between them meet the account's growing delay, as
// one process would, and the count survives both processes stopping and a new one starting.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase } from '@market-muse/test-servers/scratch-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { databaseKinds } from './harness.ts';

const nodeBin = existsSync(resolve(repoRoot, 'node_modules/node/bin/node'))
  ? resolve(repoRoot, 'node_modules/node/bin/node')
  : process.execPath;

interface Server {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

const startServer = (databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<Server> =>
  new Promise((done, reject) => {
    const { KAFKA_BROKERS: _kafka, DATABASE_URL: _url, ...inherited } = process.env;
    const child: ChildProcess = spawn(nodeBin, [resolve(repoRoot, 'backend/api/src/main.ts')], {
      cwd: repoRoot,
      env: {
        ...inherited,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        MM_STATIC_ROOT: mkdtempSync(join(tmpdir(), 'mm-static-')),
        // Nothing is in flight when the test stops a process.
        MM_SHUTDOWN_GRACE_MS: '200',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((ended) => child.once('exit', () => ended()));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (listening) done({ url: listening[1]!, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });

const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.runIf(databaseKinds.includes('postgres'))(
  'limits shared by two server processes on PostgreSQL',
  () => {
    let databaseUrl: string;
    let drop: () => Promise<void>;
    const servers: Server[] = [];

    beforeAll(async () => {
      const database = await createDatabase(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
      databaseUrl = database.url!;
      drop = database.drop;
    }, 60_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await drop?.();
    });

    it('an account meets its sign-in delay through either process, and still after both restart', async () => {
      // Both start together, as replicas do (the migrations take turns under a lock); one runs the projections.
      const [first, second] = await Promise.all([
        startServer(databaseUrl),
        startServer(databaseUrl, { MM_RUN_PROJECTIONS: 'false' }),
      ]);
      servers.push(first!, second!);
      const email = `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const registered = await post(first.url, '/api/auth/register', {
        email,
        password: 'correct horse',
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      expect(registered.status).toBe(201);

      // Alternating, each process sees 4 of 8 tries: under the 5 free ones if each counted alone. Shared,
      // the sixth already comes too soon after the fifth (a 1 s delay; later ones 2 s, 4 s).
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let i = 0; i < 8 && !refused; i++) {
        const res = await post(i % 2 ? second.url : first.url, '/api/auth/login', {
          email,
          password: `guess ${i}`,
        });
        statuses.push(res.status);
        if (res.status === 429) refused = res;
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(refused, statuses.join(',')).toBeDefined();
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused!.text()).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);

      // Both stop; a new process starts. The count is in the database: two tries in a row cannot both go
      // ahead (a fresh count would let five through).
      await Promise.all(servers.splice(0).map((server) => server.stop()));
      const restarted = await startServer(databaseUrl);
      servers.push(restarted);
      const after: number[] = [];
      for (let i = 0; i < 2; i++)
        after.push((await post(restarted.url, '/api/auth/login', { email, password: `again ${i}` })).status);
      expect(after, after.join(',')).toContain(429);
    }, 120_000);
  },
);
