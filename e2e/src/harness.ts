// Per-file browser, per-test context: each test starts signed out with no cookies.

import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchChromium } from './chromium.ts';

export const baseURL = inject('baseURL');
/** Where the tests read the mails the server sent ('' against an external server: mail tests skip). */
export const mailboxURL = inject('mailboxURL');
/** The OpenID provider the server offers ('' against an external server: the provider journey skips). */
export const oidcIssuer = inject('oidcIssuer');
/** The loopback PDS Bluesky accounts are made on; '' against an external server. */
export const pdsURL = inject('pdsURL');
/** False when global setup found no Chromium outside CI; files use `describe.skipIf(!enabled)`. */
export const enabled = baseURL !== '';

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions in the page: a crash of the shell shows up here. */
  pageErrors: Error[];
}

export function useBrowser(): { open: (options?: BrowserContextOptions) => Promise<OpenPage> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    if (enabled) browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** A fresh context (options such as a time zone on top of the defaults) and its first page. */
    async open(options: BrowserContextOptions = {}) {
      if (!browser) throw new Error('browser not launched');
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1280, height: 900 },
        ...options,
      });
      context.setDefaultTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      return { page, context, pageErrors };
    },
  };
}

let counter = 0;
/** An email no other test (or earlier run on the same data) has used. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
}
