// Debian's Chromium, driven by playwright-core (Playwright's own browser downloads are not used).
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the browser tests can run here. In CI a missing Chromium is an error, never a skip.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI === 'true' || process.env.CI === '1') {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: browser tests are required in CI`);
  }
  console.warn(`[e2e] Chromium not found at ${CHROMIUM_PATH}; browser tests are skipped outside CI`);
  return false;
}

/** Playwright gives every launch a fresh temporary profile (its own --user-data-dir). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
