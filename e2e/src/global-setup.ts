// One server for the whole run (tests use fresh browser contexts and unique emails).
import type { TestProject } from 'vitest/node';
import { chromiumAvailable } from './chromium.ts';
import { type RunningServer, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's origin, or '' when the browser tests are skipped (no Chromium outside CI). */
    baseURL: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
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
  server = await startServer();
  project.provide('baseURL', server.baseURL);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
