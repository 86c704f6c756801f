// One server for the whole run (tests use fresh browser contexts and unique emails).

import { freePort } from '@market-muse/test-servers/free-port';
import { CLIENT_ID, CLIENT_SECRET } from '@market-muse/test-servers/open-id-provider';
import type { TestProject } from 'vitest/node';
import { chromiumAvailable } from './chromium.ts';
import { type Companions, startCompanions } from './companions.ts';
import { type RunningServer, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's origin, or '' when the browser tests are skipped (no Chromium outside CI). */
    baseURL: string;
    /** The JSON endpoint of the SMTP server the server under test mails to ('' with an external server). */
    mailboxURL: string;
    /** The OpenID provider the server under test offers as 'Continue with Replit' ('' with an external server). */
    oidcIssuer: string;
    /** The PDS (a real AT Protocol server on loopback) Bluesky accounts are made on ('' with an external server). */
    pdsURL: string;
  }
}

let server: RunningServer | undefined;
let companions: Companions | undefined;

export async function setup(project: TestProject): Promise<void> {
  project.provide('mailboxURL', '');
  project.provide('oidcIssuer', '');
  project.provide('pdsURL', '');
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
  // The provider registers the server's callback, so the server's port is chosen first.
  const port = await freePort();
  companions = await startCompanions(`http://127.0.0.1:${port}/api/auth/login/callback`);
  server = await startServer({
    PORT: String(port),
    SMTP_URL: companions.smtpUrl,
    OIDC_ISSUER_URL: companions.oidcIssuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_DISPLAY_NAME: 'Replit',
    // The scheduler looks for due posts every second, so a post set to publish goes out within moments.
    MM_PUBLISH_EVERY_MS: '1000',
    // A published post's numbers are fetched every two seconds on its first day (hourly in production).
    MM_POST_RESULTS_EVERY_MS: '1000',
    MM_POST_RESULTS_FIRST_DAY_EVERY_MS: '2000',
    // The journey's PDS is on loopback over http, which the server refuses to call unless told; the
    // production build refuses that setting too unless MM_ALLOW_TEST_SETTINGS says it is a test harness.
    MM_BLUESKY_ALLOW_PRIVATE_HOSTS: '1',
    MM_ALLOW_TEST_SETTINGS: '1',
  });
  project.provide('pdsURL', companions.pdsURL);
  project.provide('oidcIssuer', companions.oidcIssuer);
  project.provide('baseURL', server.baseURL);
  project.provide('mailboxURL', companions.mailboxURL);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  await companions?.stop();
}
