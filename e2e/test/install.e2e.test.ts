// Installable: icons (no 404 for /favicon.ico), a web app manifest with a theme colour, and a service worker
// that shows the offline page when a page is opened without a connection, caching no API answer.
import { describe, expect, it } from 'vitest';
import { LANDING_HEADING } from '../src/flows.ts';
import { enabled, useBrowser } from '../src/harness.ts';

describe.skipIf(!enabled)('installable app', () => {
  const browser = useBrowser();

  it('links a manifest whose icons exist, a theme colour and a favicon, with no failed request', async () => {
    const { page } = await browser.open();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('/api/')) failed.push(response.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    expect(await page.locator('meta[name="theme-color"]').count()).toBeGreaterThan(0);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await page.request.get(href!);
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(body).toMatchObject({ name: 'Market Muse', start_url: '/', display: 'standalone' });
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of [...body.icons, { src: '/favicon.ico' }]) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type'], icon.src).toMatch(/^image\//);
    }
    expect(failed).toEqual([]);
  });

  it('offline, a page opens as the offline page; no API answer is in the cache', async () => {
    const { page, context } = await browser.open();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.goto('/project-insights');
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys())
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.filter((path) => path.startsWith('/api/') || path === '/')).toEqual([]);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/login|\/$/);
    expect(await page.getByRole('heading', { level: 1, name: 'You are offline' }).count()).toBe(0);
  });
});
