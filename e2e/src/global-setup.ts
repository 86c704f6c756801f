// One server for the whole run (tests use fresh browser contexts and unique emails).
import type { TestProject } from 'vitest/node';
import { chromiumAvailable } from './chromium.ts';
import { type RunningMailbox, startMailbox } from './mailbox.ts';
import { type RunningServer, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's origin, or '' when the browser tests are skipped (no Chromium outside CI). */
    baseURL: string;
    /** The JSON endpoint of the SMTP server the server under test mails to ('' with an external server). */
    mailboxURL: string;
  }
}

let server: RunningServer | undefined;
let mailbox: RunningMailbox | undefined;

export async function setup(project: TestProject): Promise<void> {
  project.provide('mailboxURL', '');
  if (!chromiumAvailable()) {
    project.provide('baseURL', '');
    return;
  }
  // E2E_BASE_URL points the tests at a server that is already running (e.g. `npm start`).
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  if (external) {
    project.provide('baseURL', external);
    return;
  }
  mailbox = await startMailbox();
  server = await startServer({ SMTP_URL: mailbox.smtpUrl });
  project.provide('baseURL', server.baseURL);
  project.provide('mailboxURL', mailbox.httpUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  await mailbox?.close();
}
