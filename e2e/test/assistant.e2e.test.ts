// /ai-assistant on the real server: streamed chat, content ideas, strategies, analysis, layouts, axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { signUpByApi } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

async function openAssistant(page: Page, name: string) {
  await signUpByApi(page, {
    firstName: name,
    lastName: 'Lens',
    email: uniqueEmail(name.toLowerCase()),
    password: 'correct horse',
  });
  await page.goto('/ai-assistant');
  await page.getByRole('heading', { level: 1, name: 'AI Marketing Assistant' }).waitFor();
}

describe.skipIf(!enabled)('AI assistant', () => {
  const browser = useBrowser();

  it('a quick prompt streams an answer that grows, then names the creative type; history returns', async () => {
    const { page, pageErrors } = await browser.open();
    await openAssistant(page, 'Ansel');
    await page.getByText(/your photography work/).waitFor();
    // Record the streamed text's length each time it changes.
    await page.evaluate(() => {
      const w = window as unknown as { __lengths: number[] };
      w.__lengths = [];
      new MutationObserver(() => {
        const node = document.querySelector('[data-testid="streaming-answer"] p');
        const length = node?.textContent?.length ?? 0;
        if (length > 0 && w.__lengths.at(-1) !== length) w.__lengths.push(length);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Pricing Strategy' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await page.getByText('Action Steps').first().waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="streaming-answer"]').waitFor({ state: 'detached' });
    const lengths = await page.evaluate(() => (window as unknown as { __lengths: number[] }).__lengths);
    expect(lengths.length, `streamed lengths ${lengths.join(',')}`).toBeGreaterThan(1);
    const log = page.getByRole('region', { name: 'Conversation' });
    expect(await log.textContent()).toMatch(/photograph/i);
    await page.screenshot({ path: '/tmp/shots/assistant-chat-1280.png', fullPage: true });
    // Leaving and coming back reloads the conversation from the server.
    await page.goto('/');
    await page.goto('/ai-assistant');
    await page
      .getByRole('region', { name: 'Conversation' })
      .getByText('How should I price my work?')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('content ideas show exactly 5 ideas, 3 captions and 15 hashtags', async () => {
    const { page } = await browser.open();
    await openAssistant(page, 'Dorothea');
    await page.getByRole('tab', { name: 'Content Ideas' }).click();
    await page.getByRole('button', { name: 'Generate Personalized Content Ideas' }).click();
    const ideas = page.getByRole('list', { name: 'Post ideas' });
    await ideas.waitFor({ timeout: 60_000 });
    expect(await ideas.getByRole('listitem').count()).toBe(5);
    expect(await page.getByRole('list', { name: 'Caption templates' }).getByRole('listitem').count()).toBe(3);
    expect(await page.getByRole('list', { name: 'Hashtags' }).getByRole('listitem').count()).toBe(15);
    const href = await page.getByRole('link', { name: 'Add to calendar' }).first().getAttribute('href');
    expect(href).toMatch(/^\/content-calendar\?idea=/);
    await page.screenshot({ path: '/tmp/shots/assistant-content-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('each strategy timeframe renders its phases', async () => {
    const { page } = await browser.open();
    await openAssistant(page, 'Vivian');
    await page.getByRole('tab', { name: 'Strategy' }).click();
    for (const label of ['30-Day Sprint', '90-Day Growth', '6-Month Plan']) {
      await page.getByRole('button', { name: label }).click();
      const phases = page.getByRole('list', { name: 'Phases' });
      await phases.waitFor({ timeout: 60_000 });
      await expect
        .poll(() => page.getByRole('button', { name: label }).getAttribute('aria-pressed'))
        .toBe('true');
      await expect.poll(() => page.getByRole('button', { name: label }).isEnabled()).toBe(true);
      expect(await phases.getByRole('heading', { level: 4 }).count()).toBeGreaterThan(0);
      expect(await phases.getByRole('checkbox').count()).toBeGreaterThan(0);
    }
    await page.screenshot({ path: '/tmp/shots/assistant-strategy-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a 400-character tweet is shown over the limit with the cut marked', async () => {
    const { page } = await browser.open();
    await openAssistant(page, 'Diane');
    await page.getByRole('tab', { name: 'AI Tools' }).click();
    const button = page.getByRole('button', { name: 'Analyze Content with AI' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Your post' }).fill('   ');
    expect(await button.isDisabled()).toBe(true);
    const sentence = 'Golden hour by the harbour today, new prints are coming soon. ';
    const tweet = sentence.repeat(7).slice(0, 400);
    await page.getByRole('textbox', { name: 'Your post' }).fill(tweet);
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'X (Twitter)' }).click();
    await button.click();
    await page.getByTestId('cut-text').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('char-count').textContent()).toContain('400 / 280');
    expect((await page.getByTestId('cut-text').textContent())?.length).toBe(120);
    await page.screenshot({ path: '/tmp/shots/assistant-analyze-1280.png' });
    await page.screenshot({ path: '/tmp/shots/assistant-analyze-full-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('at 390 px: stacked layout with Back to Dashboard, short tab names, no overflow', async () => {
    const { page } = await browser.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAssistant(page, 'Imogen');
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Content', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Analyze' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.screenshot({ path: '/tmp/shots/assistant-chat-390.png', fullPage: true });
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    const noOverflow = async (name: string) => {
      await page.screenshot({ path: `/tmp/shots/assistant-${name}-390.png`, fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(width, `${name} is wider than 390 px`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    };
    await page.getByRole('tab', { name: 'Content', exact: true }).click();
    await page.getByRole('button', { name: 'Generate Personalized Content Ideas' }).click();
    await page.getByRole('list', { name: 'Hashtags' }).waitFor({ timeout: 60_000 });
    await noOverflow('content');
    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByRole('button', { name: '90-Day Growth' }).click();
    await page.getByRole('list', { name: 'Phases' }).waitFor({ timeout: 60_000 });
    await noOverflow('strategy');
    await page.getByRole('tab', { name: 'Analyze' }).click();
    await page
      .getByRole('textbox', { name: 'Your post' })
      .fill(`Check https://example.com/${'a'.repeat(120)} ${'word '.repeat(80)}`);
    await page.getByRole('button', { name: 'Analyze Content with AI' }).click();
    await page.getByTestId('post-preview').waitFor({ timeout: 60_000 });
    await noOverflow('analyze');
  });
});
