// /content-calendar and /content on the real server: an idea planned from the Content tab, kept after a
// reload, exported as an .ics that a real iCalendar parser reads; the content library lists and searches.
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { signUpByApi } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

async function signUp(page: Page, name: string) {
  await signUpByApi(page, {
    firstName: name,
    lastName: 'Planner',
    email: uniqueEmail(name.toLowerCase()),
    password: 'correct horse',
  });
}

/** Generates content ideas on the assistant's Content tab and answers the post ideas shown. */
async function generateIdeas(page: Page): Promise<string[]> {
  await page.goto('/ai-assistant');
  await page.getByRole('tab', { name: /^Content/ }).click();
  await page.getByRole('button', { name: 'Generate Personalized Content Ideas' }).click();
  const ideas = page.getByRole('list', { name: 'Post ideas' });
  await ideas.waitFor({ timeout: 60_000 });
  return ideas.getByRole('listitem').locator('p').allTextContents();
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!enabled)('content calendar and content library', () => {
  const browser = useBrowser();

  it('an idea goes on the calendar from the Content tab, stays after a reload, and exports to .ics', async () => {
    const { page, pageErrors } = await browser.open();
    await signUp(page, 'Berenice');
    const [idea] = await generateIdeas(page);
    expect(idea).toBeTruthy();
    await page.getByRole('link', { name: 'Add to calendar' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Plan a post' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: /Post text/ }).inputValue()).toBe(idea);
    const date = await dialog.getByLabel(/^Date/).inputValue();
    const time = await dialog.getByLabel(/^Time/).inputValue();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.screenshot({ path: '/tmp/shots/calendar-add-1280.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add to calendar' }).click();
    await page.getByText('Post planned').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(date);

    await page.reload();
    const day = page.locator(`td[data-day="${date}"]`);
    await day.getByText(idea!.slice(0, 20)).waitFor();
    expect(await day.textContent()).toContain(time);
    await page.screenshot({ path: '/tmp/shots/calendar-month-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The export downloads a file that a well-kept iCalendar library reads, with the post in it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export .ics', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('market-muse-calendar.ics');
    const text = await readFile((await file.path())!, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toMatch(/^[0-9a-f-]{36}@market-muse$/);
    expect(event!.summary).toMatch(/^Instagram: /);
    expect(event!.description).toContain(idea);
    expect(event!.description).toContain('Platform: Instagram');
    const start = event!.startDate.toJSDate();
    expect(
      await page.evaluate((iso) => {
        const d = new Date(iso);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
      }, start.toISOString()),
    ).toBe(`${date} ${time}`);
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstamp')).toBeTruthy();

    // Week view, then the same page at 390 px.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.locator(`li[data-day="${date}"]`).getByTestId('planned-post').waitFor();
    await page.screenshot({ path: '/tmp/shots/calendar-week-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    await page.screenshot({ path: '/tmp/shots/calendar-week-390.png', fullPage: true });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByRole('list', { name: 'Posts this day' }).getByText(idea!.slice(0, 20)).waitFor();
    await page.screenshot({ path: '/tmp/shots/calendar-month-390.png', fullPage: true });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('a post is moved with "Move to date", marked as published and deleted', async () => {
    const { page } = await browser.open();
    await signUp(page, 'Gerda');
    await page.goto('/content-calendar?date=2026-11-24&view=week');
    await page.getByRole('button', { name: 'Add a post on Tuesday, November 24' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan a post' });
    await dialog.getByRole('textbox', { name: /Post text/ }).fill('Print sale opens at noon');
    await dialog.getByRole('button', { name: 'Add to calendar' }).click();
    const post = page.locator('li[data-day="2026-11-24"]').getByTestId('planned-post');
    await post.waitFor();
    await post.getByRole('button', { name: /^Post actions/ }).press('Enter');
    await page.getByRole('menuitem', { name: 'Move to date' }).click();
    const move = page.getByRole('dialog', { name: 'Move to date' });
    await move.getByLabel(/^New date/).fill('2026-11-26');
    await move.getByRole('button', { name: 'Move post' }).click();
    const moved = page.locator('li[data-day="2026-11-26"]').getByTestId('planned-post');
    await moved.waitFor();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await moved.getByRole('button', { name: /^Post actions/ }).click();
    await page.getByRole('menuitem', { name: 'Mark as posted' }).click();
    await page
      .getByRole('dialog', { name: 'Mark as posted' })
      .getByRole('button', { name: 'Mark as posted' })
      .click();
    await moved.getByText('Published').waitFor();
    // The previous menu has closed (Radix blocks pointer events until it has) before the next one opens.
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await moved.getByRole('button', { name: /^Post actions/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this post?' })
      .getByRole('button', { name: 'Delete post' })
      .click();
    await moved.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('li[data-day="2026-11-26"]').getByText('Nothing planned').waitFor();
  });

  it('/content lists the generated ideas, search filters them, and each can go on the calendar', async () => {
    const { page, pageErrors } = await browser.open();
    await signUp(page, 'Lotte');
    const ideas = await generateIdeas(page);
    await page.goto('/content');
    const library = page.getByRole('list', { name: 'Saved content' });
    await library.waitFor();
    for (const idea of ideas) await library.getByText(idea, { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/shots/content-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // A word that only one of the ideas has.
    const words = (text: string): string[] => [...(text.toLowerCase().match(/[a-z]{5,}/g) ?? [])];
    const target = ideas.find((idea) =>
      words(idea).some((w) => ideas.filter((other) => words(other).includes(w)).length === 1),
    )!;
    const word = words(target).find((w) => ideas.filter((other) => words(other).includes(w)).length === 1)!;
    await page.getByRole('searchbox', { name: 'Search your content' }).fill(word);
    await expect
      .poll(() => library.getByRole('list', { name: 'Post ideas' }).getByRole('listitem').count())
      .toBe(1);
    await library.getByText(target, { exact: true }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/shots/content-390.png', fullPage: true });
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await library.getByRole('link', { name: 'Add to calendar' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Plan a post' });
    expect(await dialog.getByRole('textbox', { name: /Post text/ }).inputValue()).toBe(target);
    expect(pageErrors).toEqual([]);
  });
});
