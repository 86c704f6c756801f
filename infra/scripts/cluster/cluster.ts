// A production-shaped cluster on one machine: N API replicas and worker(s) (`--role api|worker`, the same
// build) on PostgreSQL and Kafka, behind a real HAProxy that health-checks /readyz. Used by
// `npm run cluster` (to try it) and by the cluster suite (to kill processes under load).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productionSecrets } from '@market-muse/api/production-secrets';
import { freePort } from '@market-muse/test-servers/free-port';
import { root } from '../load/processes.ts';

export const HAPROXY = process.env.MM_HAPROXY ?? '/usr/sbin/haproxy';

export interface ClusterOptions {
  readonly replicas: number;
  readonly workers: number;
  readonly databaseUrl: string;
  /** KAFKA_BROKERS and MM_KAFKA_* for every process; none: no Kafka. */
  readonly kafkaEnv?: Readonly<Record<string, string>>;
  /** The balancer's port (a free one when absent). */
  readonly port?: number;
  readonly env?: Readonly<Record<string, string>>;
  /** Process output goes here as well as to the kept tail (the CLI prints it). */
  readonly onOutput?: (name: string, line: string) => void;
}

export interface Member {
  readonly name: string;
  readonly port: number;
  child: ChildProcess;
  output: string;
}

export interface Cluster {
  readonly url: string;
  readonly apis: ReadonlyArray<Member>;
  readonly workers: ReadonlyArray<Member>;
  /** SIGKILL, as a crash or an OOM kill would: no draining, no lease released. */
  readonly kill: (member: Member) => Promise<void>;
  readonly restart: (member: Member) => Promise<void>;
  readonly stop: () => Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) })
    .then((r) => r.status === 200)
    .catch(() => false);

export const waitUntil = async (what: string, check: () => Promise<boolean>, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * HAProxy in front of the replicas: round robin, /readyz checked every second (out after 2 failures), and
 * retries on another replica for what can safely be retried: a connection refused before the request was
 * sent (any method), and an empty answer, a timeout or a 503 for reads (GET, HEAD, OPTIONS) only. HAProxy
 * itself would send any request again on those, a POST that a replica had already applied included (its
 * manual leaves replay protection to the application): a sign-up cut off by a crash came back from a second
 * replica as "already registered", with a session that signs nobody in. So every other method has its L7
 * retries disabled, and a write cut off mid-way is reported as the 502 it is.
 */
export const haproxyConfig = (
  port: number,
  replicas: ReadonlyArray<{ name: string; port: number }>,
) => `global
  maxconn 4096
defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503
  option http-server-close
frontend market_muse
  bind 127.0.0.1:${port}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions
  http-request disable-l7-retry unless METH_GET || METH_OPTIONS
${replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port} check`).join('\n')}
`;

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const work = mkdtempSync(join(tmpdir(), 'mm-cluster-'));
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    // Production mode refuses the public development keys; every member gets the same ones (each one
    // unwraps the personal data keys the others stored).
    ...productionSecrets(),
    // Every simulated creative signs up from this one machine's address, far past a real person's limit.
    MM_SIGN_UPS_PER_HOUR: process.env.MM_SIGN_UPS_PER_HOUR || '1000000',
    MM_LOG_FORMAT: 'json',
    ...options.kafkaEnv,
    ...options.env,
  };
  if (!options.kafkaEnv) delete baseEnv.KAFKA_BROKERS;
  const spawnMember = (member: Member, role: 'api' | 'worker') => {
    const child = spawn(process.execPath, ['backend/api/src/main.ts', '--role', role], {
      cwd: root,
      env: { ...baseEnv, PORT: String(member.port) },
      stdio: 'pipe',
    });
    const keep = (chunk: Buffer) => {
      member.output = (member.output + chunk.toString()).slice(-20_000);
      for (const line of chunk.toString().split('\n')) if (line) options.onOutput?.(member.name, line);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    member.child = child;
  };
  const make = async (name: string, role: 'api' | 'worker') => {
    const member: Member = { name, port: await freePort(), child: null!, output: '' };
    spawnMember(member, role);
    return member;
  };
  const apis: Member[] = [];
  for (let i = 1; i <= options.replicas; i++) apis.push(await make(`api${i}`, 'api'));
  const workers: Member[] = [];
  for (let i = 1; i <= options.workers; i++) workers.push(await make(`worker${i}`, 'worker'));
  const all = [...apis, ...workers];
  const readyOrFail = (m: Member) =>
    waitUntil(`${m.name} to be ready`, async () => {
      if (m.child.exitCode !== null)
        throw new Error(`${m.name} exited with ${m.child.exitCode}:\n${m.output}`);
      return ready(m.port);
    });
  await Promise.all(all.map(readyOrFail));

  const port = options.port ?? (await freePort());
  const cfg = join(work, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(port, apis));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy rejects its configuration:\n${check.stderr}`);
  const haproxy = spawn(HAPROXY, ['-db', '-f', cfg], { stdio: 'pipe' });
  let haproxyOutput = '';
  haproxy.stderr?.on('data', (c: Buffer) => {
    haproxyOutput = (haproxyOutput + c.toString()).slice(-10_000);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('haproxy to answer', async () => {
    if (haproxy.exitCode !== null) throw new Error(`haproxy exited:\n${haproxyOutput}`);
    return fetch(`${url}/readyz`)
      .then((r) => r.status === 200)
      .catch(() => false);
  });

  const kill = async (member: Member) => {
    member.child.kill('SIGKILL');
    await exited(member.child);
  };
  const restart = async (member: Member) => {
    spawnMember(member, apis.includes(member) ? 'api' : 'worker');
    await readyOrFail(member);
  };
  const stop = async () => {
    haproxy.kill('SIGTERM');
    await Promise.all(
      all.map(async (m) => {
        if (m.child.exitCode !== null || m.child.signalCode !== null) return;
        m.child.kill('SIGTERM');
        const timer = setTimeout(() => m.child.kill('SIGKILL'), 15_000);
        await exited(m.child);
        clearTimeout(timer);
      }),
    );
    await exited(haproxy);
  };
  return { url, apis, workers, kill, restart, stop };
}
