import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kafkaTopicsTagged } from '@market-muse/test-servers/kafka-topics';
import { createDatabase, type Database } from '@market-muse/test-servers/scratch-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, HAPROXY, startCluster, waitUntil } from '../scripts/cluster/cluster.ts';
import { ensureK6 } from '../scripts/k6.ts';
import { root } from '../scripts/load/processes.ts';

// Three API replicas and two workers on PostgreSQL and Kafka behind a real HAProxy, processes killed with
// SIGKILL under load: no request the balancer could retry fails, a session and a sign-in limit reached
// through one replica hold on every replica (both live in the database), the standby worker takes over
// the relay within seconds and nothing is lost, and the demo import's once-per-account rule holds across
// replicas.

const ci = process.env.CI === 'true' || process.env.CI === '1';
const enabled = (() => {
  if (process.env.DATABASE_URL && process.env.KAFKA_BROKERS && existsSync(HAPROXY)) return true;
  if (ci) throw new Error('The cluster suite needs DATABASE_URL, KAFKA_BROKERS and haproxy in CI');
  console.warn('[cluster] DATABASE_URL, KAFKA_BROKERS or haproxy missing: the cluster suite is skipped');
  return false;
})();

const tag = `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 6)}`;

describe.skipIf(!enabled)('the cluster behind HAProxy', () => {
  let database: Database;
  let cluster: Cluster;
  let db: pg.Client;

  beforeAll(async () => {
    database = await createDatabase(process.env.DATABASE_URL);
    cluster = await startCluster({
      replicas: 3,
      workers: 2,
      databaseUrl: database.url!,
      kafkaEnv: {
        KAFKA_BROKERS: process.env.KAFKA_BROKERS!,
        ...kafkaTopicsTagged(tag),
        MM_KAFKA_LOG_LEVEL: 'nothing',
      },
    });
    db = new pg.Client({ connectionString: database.url! });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await database?.drop();
  }, 60_000);

  it('fails no request while an API replica is killed and restarted under k6 load', async () => {
    const USERS = 4;
    const k6 = ensureK6();
    const work = mkdtempSync(join(tmpdir(), 'mm-cluster-k6-'));
    const summaryFile = join(work, 'summary.json');
    const run = spawn(
      k6,
      ['run', '--quiet', `--summary-export=${summaryFile}`, '--no-usage-report', 'infra/k6/projects-read.js'],
      {
        cwd: root,
        env: { ...process.env, BASE_URL: cluster.url, VUS: '8', USERS: String(USERS), DURATION: '15s' },
        stdio: 'pipe',
      },
    );
    let output = '';
    let provisioned = false;
    const collect = (c: Buffer) => {
      output = (output + c.toString()).slice(-10_000);
      provisioned ||= output.includes(`provisioned ${USERS} users`);
    };
    run.stdout?.on('data', collect);
    run.stderr?.on('data', collect);
    const finished = new Promise<number>((done) => run.once('exit', (code) => done(code ?? 1)));
    // The fault comes once the users are provisioned and reads are flowing through every replica. k6 says
    // so at the end of its setup. Counting the provisioning's events was not enough: a replica commits the
    // last user's tasks for the day before it answers, and a kill in between cut that POST off (CI: one
    // EOF, the run failed in setup). A cut-off write is a 502 by design; the read scenario is what counts.
    await waitUntil('k6 to provision its users', async () => provisioned);
    const victim = cluster.apis[1]!;
    await cluster.kill(victim);
    await cluster.restart(victim);
    const status = await finished;
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as {
      metrics: Record<string, { value?: number; passes?: number; fails?: number; count?: number }>;
    };
    expect(status, output).toBe(0);
    expect(summary.metrics.http_req_failed!.value).toBe(0);
    expect(summary.metrics.http_reqs!.count).toBeGreaterThan(100);
  }, 120_000);

  const registerAt = (base: string, email: string) =>
    fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse', firstName: 'Cluster', lastName: 'Tester' }),
    });

  it('keeps a session made through one replica on every other replica', async () => {
    const [first, ...others] = cluster.apis;
    const register = await registerAt(`http://127.0.0.1:${first!.port}`, `cluster-${tag}@example.com`);
    expect(register.status).toBe(201);
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
    for (const api of others) {
      const me = await fetch(`http://127.0.0.1:${api.port}/api/projects`, { headers: { cookie } });
      expect(me.status, api.name).toBe(200);
    }
    expect((await fetch(`${cluster.url}/api/projects`, { headers: { cookie } })).status).toBe(200);
  });

  it('holds a sign-in limit reached through some replicas on every replica', async () => {
    const email = `limit-${tag}@example.com`;
    expect((await registerAt(cluster.url, email)).status).toBe(201);
    const signIn = (api: (typeof cluster.apis)[number], password: string) =>
      fetch(`http://127.0.0.1:${api.port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    // The account's five tries at once, spread over the replicas.
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(cluster.apis[i % cluster.apis.length]!, `guess ${i}`);
      expect(wrong.status, `try ${i}`).toBe(401);
    }
    // Each replica now sees the same counter: even the right password waits.
    for (const api of cluster.apis) {
      const slowed = await signIn(api, 'correct horse');
      expect(slowed.status, api.name).toBe(429);
      expect(Number(slowed.headers.get('retry-after')), api.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('imports a demo once per account when two replicas get it at the same time', async () => {
    const register = await fetch(`${cluster.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `import-${tag}@example.com`,
        password: 'correct horse',
        firstName: 'Demo',
        lastName: 'Keeper',
      }),
    });
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
    const demo = {
      roadmaps: [],
      days: [],
      habits: [],
      chat: [],
      posts: [
        {
          text: 'Print drop Friday',
          platform: 'twitter',
          scheduledAt: '2026-03-06T17:30:00Z',
          published: false,
        },
      ],
    };
    const answers = await Promise.all(
      cluster.apis.map((api) =>
        fetch(`http://127.0.0.1:${api.port}/api/import/demo`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: `http://127.0.0.1:${api.port}` },
          body: JSON.stringify(demo),
        }).then((r) => r.status),
      ),
    );
    expect(
      answers.filter((s) => s === 200),
      String(answers),
    ).toHaveLength(1);
    expect(answers.filter((s) => s === 409)).toHaveLength(cluster.apis.length - 1);
  });

  it('hands the relay to the standby worker within seconds of a crash, losing nothing', async () => {
    const holder = async () =>
      (
        await db.query<{ owner: string }>(
          `select owner from mm_projection_leases where projection = 'kafka-relay'`,
        )
      ).rows[0]?.owner ?? null;
    await waitUntil('a worker to hold the relay', async () => (await holder()) !== null, 60_000);
    const owner = (await holder())!;
    const active = cluster.workers.find((w) => owner.startsWith(`${w.child.pid}-`))!;
    expect(active, owner).toBeDefined();
    await cluster.kill(active);
    const killedAt = Date.now();
    await waitUntil('the standby to take the relay', async () => (await holder()) !== owner, 30_000);
    const takeover = Date.now() - killedAt;
    console.log(`[cluster] the standby took the relay over ${takeover} ms after the crash`);
    expect(takeover).toBeLessThan(12_000);
    // Everything committed reaches the topic: the relay's checkpoint passes the newest event.
    await waitUntil(
      'the relay to publish every event',
      async () => {
        const { rows } = await db.query<{ behind: number }>(`select count(*)::int as behind from mm_events e
          where (e.transaction_id, e.global_position) > (select transaction_id, global_position
            from mm_checkpoints where projection = 'kafka-relay')`);
        return rows[0]?.behind === 0;
      },
      30_000,
    );
    await cluster.restart(active);
  }, 90_000);
});
