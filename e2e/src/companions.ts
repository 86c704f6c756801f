// Starts the browser run's companion servers (./companionsMain.ts) in a child process. They used to run inside
// the test runner's own process, where one uncaught error from any of them (a dropped SMTP connection, a
// rejected promise in the AT Protocol server) ended the whole run at once, without a report of what had passed.
import { spawn } from 'node:child_process';

export interface Companions {
  readonly smtpUrl: string;
  /** The JSON endpoint of the SMTP mailbox: every delivered mail. */
  readonly mailboxURL: string;
  /** The PDS Bluesky accounts are made on. */
  readonly pdsURL: string;
  /** The OpenID provider offered as 'Continue with Replit'. */
  readonly oidcIssuer: string;
  readonly stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;

export const startCompanions = (oidcCallback: string): Promise<Companions> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [new URL('./companionsMain.ts', import.meta.url).pathname, oidcCallback],
      {
        // Their own logs and errors go straight to the run's output.
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    let stopping = false;
    const stop = async () => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    };
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the companion servers did not start within ${READY_TIMEOUT_MS} ms`));
    }, READY_TIMEOUT_MS);
    let output = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve({ ...(JSON.parse(line) as Omit<Companions, 'stop'>), stop });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      // Before the addresses arrived this rejects the setup; after, it tells why the mails or posts stopped.
      const message = `the companion servers exited (${signal ?? `code ${code}`})`;
      reject(new Error(message));
      if (!stopping) console.error(`[companions] ${message}`);
    });
  });
