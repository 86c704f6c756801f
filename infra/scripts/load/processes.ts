// Child processes and databases for `npm run load`: the real server on a free port (on a fresh
// PostgreSQL database made for the run, or on a fresh embedded data directory), and the bare baseline.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { productionSecrets } from '@market-muse/api/production-secrets';
import { freePort } from '@market-muse/test-servers/free-port';
import { ownKafkaTopics } from '@market-muse/test-servers/kafka-topics';
import type { Database } from '@market-muse/test-servers/scratch-database';

export const root = resolve(import.meta.dirname, '../../..');

export interface Running {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

/** Starts `script` with `env` and waits until `ready(url)` holds; its output is kept for the error. */
async function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  port: number,
  ready: (url: string) => Promise<boolean>,
  nodeArgs: readonly string[] = [],
): Promise<Running> {
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: root, env, stdio: 'pipe' });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  while (!(await ready(url).catch(() => false))) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} was not ready within 2 minutes:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { url, stop };
}

const answers = (url: string, status: number) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then((res) => res.status === status);

/**
 * The real server (backend/api) as `npm start` runs it, production mode, on a free port. With
 * MM_LOAD_CPU_PROFILE=<dir> it writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
 */
export async function startServer(database: Database, extraEnv: NodeJS.ProcessEnv = {}): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // Production mode refuses the public development keys.
    ...productionSecrets(),
    // Every simulated creative signs up from this one machine's address, far past a real person's limit.
    MM_SIGN_UPS_PER_HOUR: process.env.MM_SIGN_UPS_PER_HOUR || '1000000',
    ...ownKafkaTopics(),
    ...extraEnv,
  };
  if (database.url) env.DATABASE_URL = database.url;
  else {
    delete env.DATABASE_URL;
    env.MM_DATA_DIR = database.dataDir!;
  }
  const profileDir = process.env.MM_LOAD_CPU_PROFILE;
  return startProcess(
    'backend/api/src/main.ts',
    env,
    port,
    (url) => answers(`${url}/api/health`, 200),
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
}

/** The bare node:http + pg server (baseline.ts) on the same database. */
export async function startBaseline(databaseUrl: string): Promise<Running> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl };
  return startProcess('infra/scripts/load/baseline.ts', env, port, (url) =>
    answers(`${url}/api/projects`, 401),
  );
}
