// Closing the loop on a network the product cannot post to, on the real server: a post whose time has
// come shows under 'Due now' with its caption and preview, is marked as posted with its link (a link on
// another platform's host is refused first), gets its numbers a few days later, and /analytics shows them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { signUpByApi } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!enabled)('mark as posted and results', () => {
  const browser = useBrowser();

  it('a due post is marked as posted with its link, its numbers entered, and shown on /analytics', async () => {
    const { page, pageErrors } = await browser.open();
    await signUpByApi(page, {
      firstName: 'Ottilie',
      lastName: 'Poster',
      email: uniqueEmail('ottilie'),
      password: 'correct horse',
    });
    const caption = 'Glaze test tiles, fresh from the kiln #ceramics';
    const planned = await page.request.post('/api/calendar/posts', {
      data: {
        text: caption,
        platform: 'instagram',
        scheduledAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(planned.status()).toBe(201);

    await page.goto('/content-calendar');
    const due = page.getByRole('region', { name: 'Due now' });
    const item = due.getByTestId('due-post');
    await item.waitFor();
    await item.getByRole('figure', { name: 'Preview on Instagram' }).getByText(caption).waitFor();
    await item.getByRole('button', { name: /^Copy caption/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shots/calendar-due-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    // Charts re-measure after a resize: wait until the page has settled at the new width.
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/shots/calendar-due-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await item.getByRole('button', { name: 'Mark as posted' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as posted' });
    const link = dialog.getByLabel(/^Link to the post on Instagram/);
    await link.fill('https://www.tiktok.com/@ottilie/video/1');
    await dialog.getByRole('button', { name: 'Mark as posted' }).click();
    await dialog.getByText("must be the post's address on instagram.com (https://…)").waitFor();
    await link.fill('https://www.instagram.com/p/GlazeTiles1/');
    await dialog.getByRole('button', { name: 'Mark as posted' }).click();
    await dialog.waitFor({ state: 'detached' });
    await due.waitFor({ state: 'detached' });

    const card = page.getByRole('list', { name: 'Posts this day' }).getByTestId('planned-post');
    await card.getByText('Published').waitFor();
    expect(await card.getByRole('link', { name: 'View post on Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/p/GlazeTiles1/',
    );
    await card.getByRole('button', { name: /^Post actions/ }).click();
    await page.getByRole('menuitem', { name: 'Enter results' }).click();
    const results = page.getByRole('dialog', { name: 'Post results' });
    await results.getByLabel('Likes').fill('128');
    await results.getByLabel('Comments').fill('11');
    await results.getByLabel('Saves').fill('x');
    await results.getByRole('button', { name: 'Save results' }).click();
    await results.getByText(/^A whole number from 0 to/).waitFor();
    await results.getByLabel('Saves').fill('17');
    await results.getByLabel('Reach').fill('3100');
    await results.getByRole('button', { name: 'Save results' }).click();
    await results.waitFor({ state: 'detached' });
    await card
      .getByTestId('post-results')
      .getByText('128 likes · 11 comments · 17 saves · 3,100 reach')
      .waitFor();

    await page.goto('/analytics');
    await page.getByRole('heading', { level: 2, name: "Your posts' results" }).waitFor();
    // The numbers sit in each chart's folded table (its accessible alternative).
    const table = page.getByRole('table', { name: "Your posts' results", includeHidden: true });
    for (const value of ['128', '11', '17', '3,100']) expect(await table.textContent()).toContain(value);
    const slots = page.getByRole('table', {
      name: 'Average interactions per weekday and hour',
      includeHidden: true,
    });
    expect(await slots.textContent()).toContain('156');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shots/analytics-results-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/shots/analytics-results-390.png', fullPage: true });
    // Charts re-measure after a resize: wait until the page has settled at the new width.
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
  });
});
