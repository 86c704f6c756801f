// Publishing to Bluesky through the screens, against the real server and a real PDS on loopback (started by
// the global setup): connect the account on /account, plan a post a minute ahead set to publish
// automatically, see the calendar show it published with a link to the post the PDS now holds, and, once a
// reader on the network liked it, its numbers on /analytics (fetched by the worker on its schedule).
import { createBlueskyAccount } from '@market-muse/test-servers/pds';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { signUpByApi } from '../src/flows.ts';
import { enabled, pdsURL, uniqueEmail, useBrowser } from '../src/harness.ts';

const localParts = (page: Page, ms: number) =>
  page.evaluate((at) => {
    const d = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
      time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    };
  }, ms);

describe.skipIf(!enabled || !pdsURL)('publishing to Bluesky', () => {
  const browser = useBrowser();

  it('connects Bluesky, plans a post a minute ahead, and sees it published with a link', {
    timeout: 240_000,
  }, async () => {
    const { page, pageErrors } = await browser.open();
    const bsky = await createBlueskyAccount(pdsURL, 'journey');
    await signUpByApi(page, {
      firstName: 'Sky',
      lastName: 'Writer',
      email: uniqueEmail('sky'),
      password: 'correct horse',
    });

    await page.goto('/account');
    const section = page
      .getByRole('region', { name: 'Connected accounts' })
      .or(page.locator('[aria-labelledby="account-connections"]'));
    const form = section.getByRole('form', { name: 'Connect Bluesky' });
    await form.getByLabel(/^Bluesky handle/).fill(bsky.handle);
    await form.getByLabel(/^App password/).fill(bsky.appPassword);
    await form.getByLabel(/^Server/).fill(pdsURL);
    await form.getByRole('button', { name: 'Connect Bluesky' }).click();
    await section.getByText('Connected', { exact: true }).waitFor();
    await section.getByText(`@${bsky.handle}`).waitFor();
    await page.screenshot({ path: '/tmp/shots/account-connected-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // A minute ahead (the next whole minute, at least 30 s away, so the form's minutes can name it).
    const at = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000;
    const { date, time } = await localParts(page, at);
    await page.goto(`/content-calendar?date=${date}&view=week`);
    // The header's button (an empty week offers a second one in its empty state).
    await page.getByRole('button', { name: 'Add post', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Plan a post' });
    const text = `New prints at https://example.com #harbour ${crypto.randomUUID().slice(0, 6)}`;
    await dialog.getByRole('textbox', { name: /Post text/ }).fill(text);
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Bluesky' }).click();
    await dialog.getByLabel('Publish automatically').check();
    await dialog.getByLabel(/^Date/).fill(date);
    await dialog.getByLabel(/^Time/).fill(time);
    await dialog.getByRole('button', { name: 'Add to calendar' }).click();
    const post = page.locator(`li[data-day="${date}"]`).getByTestId('planned-post');
    await post.getByText('Scheduled').waitFor();
    await page.screenshot({ path: '/tmp/shots/calendar-scheduled-1280.png', fullPage: true });

    // The worker publishes it at its time; the calendar looks again while it is due.
    const link = post.getByRole('link', { name: /View on Bluesky/ });
    await link.waitFor({ timeout: 120_000 });
    await post.getByText('Published').waitFor();
    const [record, ...others] = await bsky.posts();
    expect(others).toEqual([]);
    expect((record as { value: { text: string } } | undefined)?.value.text).toBe(text);
    expect(await link.getAttribute('href')).toBe(
      `https://bsky.app/profile/${bsky.handle}/post/${record?.uri.split('/').pop()}`,
    );
    await page.screenshot({ path: '/tmp/shots/calendar-published-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await post.getByText('Published').waitFor();
    await page.screenshot({ path: '/tmp/shots/calendar-published-390.png', fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.goto('/account');
    await page.getByText(`@${bsky.handle}`).waitFor();
    await page.screenshot({ path: '/tmp/shots/account-connected-390.png', fullPage: true });

    // A reader likes it; the worker's next fetch records the like, and /analytics shows it.
    const fan = await createBlueskyAccount(pdsURL, 'fan');
    await fan.like(record?.uri ?? '', record?.cid ?? '');
    await expect
      .poll(
        async () => {
          const posts = (await (await page.request.get('/api/calendar/posts')).json()) as Array<{
            text: string;
            results: { likes: number | null } | null;
          }>;
          return posts.find((p) => p.text === text)?.results?.likes ?? null;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/analytics');
    await page.getByRole('heading', { level: 2, name: "Your posts' results" }).waitFor();
    const results = page.getByRole('table', { name: "Your posts' results", includeHidden: true });
    const row = results.getByRole('row', { includeHidden: true }).filter({ hasText: text });
    expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining(['Bluesky', '1', '0']));
    expect(await seriousViolations(page)).toEqual([]);
    // The bars grow in: the picture waits for the post's bar to be drawn.
    await page.getByTestId('results-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await page.screenshot({ path: '/tmp/shots/analytics-bluesky-1280.png', fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
