// Starts the real server (backend/api) as a child process on a free port with a database of its own
// (a new PostgreSQL database when DATABASE_URL names a server, else a fresh data directory), and waits
// until it answers /api/health.
import { type ChildProcess, spawn } from 'node:child_process';
import { productionSecrets } from '@market-muse/api/production-secrets';
import { freePort } from '@market-muse/test-servers/free-port';
import { ownKafkaTopics } from '@market-muse/test-servers/kafka-topics';
import { createDatabase } from '@market-muse/test-servers/scratch-database';

export const REPO_ROOT = new URL('../../', import.meta.url).pathname;
const READY_TIMEOUT_MS = 90_000;

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The operator token of the server the tests start (the operator page's test types it in). */
export const E2E_OPERATOR_TOKEN = process.env.MM_OPERATOR_TOKEN || 'e2e-operator-token';

/** Starts the server on a free port, or on `extraEnv.PORT` when a companion (the OpenID provider) must know it first. */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  // Never the shared DATABASE_URL itself: the server's secrets are fresh each run, and personal data keys
  // another run wrapped with its own secrets would stop this server at start.
  const database = await createDatabase(process.env.DATABASE_URL);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    ...(database.url ? { DATABASE_URL: database.url } : { MM_DATA_DIR: database.dataDir! }),
    NODE_ENV: 'production',
    // Production mode refuses the public development keys.
    ...productionSecrets(),
    MM_OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    // The mails' links lead back to this server; every test signs up from this one address.
    MM_PUBLIC_URL: `http://127.0.0.1:${port}`,
    MM_SIGN_UPS_PER_HOUR: '100000',
    ...ownKafkaTopics(),
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['backend/api/src/main.ts'], { cwd: REPO_ROOT, env, stdio: 'pipe' });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseURL = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that dies while the tests run takes its reason with it unless its last output is printed.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[server] exited (${signal ?? `code ${code}`}) during the run:\n${output}`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    await database.drop();
  };

  // Poll the health route until it answers 200; give up early if the server dies.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${output}`);
    }
    const ok = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within ${READY_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
