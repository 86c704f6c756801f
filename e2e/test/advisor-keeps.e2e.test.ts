// What the user made with the advisor is kept (real server, real advisor): an answer stopped midway stays
// stopped with exactly what was shown after a reload, and Retry asks again; a task the answer proposes is
// added only once confirmed; a strategy is found in the content library after a reload with its ticked action.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../src/axe.ts';
import { signUpByApi } from '../src/flows.ts';
import { enabled, uniqueEmail, useBrowser } from '../src/harness.ts';

/**
 * A slow connection for the streamed answer only: its server-sent events reach the page one every 100 ms,
 * so there is time to press Stop while the answer is still arriving (the server has long finished it).
 */
const slowAdviceStream = () => {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/personalized-advice/stream') || !response.body) return response;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const encoder = new TextEncoder();
    let buffer = '';
    let ended = false;
    const slow = new ReadableStream<Uint8Array>({
      async pull(controller) {
        while (!buffer.includes('\n\n') && !ended) {
          const { done, value } = await reader.read();
          if (done) ended = true;
          else buffer += decoder.decode(value, { stream: true });
        }
        const cut = buffer.indexOf('\n\n');
        if (cut < 0) {
          if (buffer) controller.enqueue(encoder.encode(buffer));
          controller.close();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
        controller.enqueue(encoder.encode(buffer.slice(0, cut + 2)));
        buffer = buffer.slice(cut + 2);
      },
    });
    return new Response(slow, { status: response.status, headers: response.headers });
  };
};

describe.skipIf(!enabled)('the advisor keeps what the user made', () => {
  const browser = useBrowser();

  it('stop, reload, retry; a confirmed task; a strategy with a ticked action in the library', async () => {
    const { page, pageErrors } = await browser.open();
    await page.addInitScript(slowAdviceStream);
    await signUpByApi(page, {
      firstName: 'Clementine',
      lastName: 'Clay',
      email: uniqueEmail('keeps'),
      password: 'correct horse',
    });
    await page.goto('/ai-assistant');
    const log = page.getByRole('region', { name: 'Conversation' });
    await page.getByText(/I'll tailor my advice/).waitFor();

    // Stop while the answer arrives: exactly the shown part stays, marked stopped.
    await page.getByRole('textbox', { name: 'Your message' }).fill('How should I price my mugs?');
    await page.keyboard.press('Enter');
    const streaming = page.locator('[data-testid="streaming-answer"] p.assistant\\:whitespace-pre-wrap');
    await expect.poll(async () => ((await streaming.textContent()) ?? '').length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Stop' }).click();
    const stopped = log.getByText('Stopped', { exact: true });
    await stopped.waitFor();
    const stoppedAnswer = log
      .locator('li', { has: page.getByText('Stopped', { exact: true }) })
      .locator('p.assistant\\:whitespace-pre-wrap');
    const shown = (await stoppedAnswer.textContent()) ?? '';
    expect(shown.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);

    await page.reload();
    await page.getByText(/I'll tailor my advice/).waitFor();
    const afterReload = log.locator('li', { has: page.getByText('Stopped', { exact: true }) });
    await afterReload.waitFor();
    expect(await afterReload.locator('p.assistant\\:whitespace-pre-wrap').textContent()).toBe(shown);

    // Retry: the same question is answered in full, with proposals that wait for the user.
    await page.getByRole('textbox', { name: 'Your message' }).fill('How should I price my mugs?');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    const proposals = page.getByRole('list', { name: 'Proposed actions' }).last();
    await proposals.waitFor({ timeout: 60_000 });
    const firstTask = (await proposals.getByRole('listitem').first().locator('p').nth(1).textContent()) ?? '';
    expect(firstTask.length).toBeGreaterThan(0);
    const before = (await (await page.request.get('/api/tasks')).json()) as Array<{ title: string }>;
    expect(before.map((t) => t.title)).not.toContain(firstTask);
    await page.screenshot({ path: '/tmp/shots/assistant-chat-proposals-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await proposals.getByRole('button', { name: 'Confirm: Add a task' }).first().click();
    await proposals.getByText(`Added to your tasks: ${firstTask}`).waitFor();
    const after = (await (await page.request.get('/api/tasks')).json()) as Array<{ title: string }>;
    expect(after.map((t) => t.title)).toContain(firstTask);

    // A strategy, one action ticked, found after a reload in the content library.
    await page.getByRole('tab', { name: 'Strategy' }).click();
    const generated = page.waitForResponse((r) => r.url().endsWith('/api/ai/marketing-strategy'));
    await page.getByRole('button', { name: '30-Day Sprint' }).click();
    const { strategy } = (await (await generated).json()) as { strategy: { title: string } };
    const phases = page.getByRole('list', { name: 'Phases' });
    await phases.waitFor({ timeout: 60_000 });
    const box = phases.getByRole('checkbox').first();
    const action = (await phases.locator('label').first().textContent()) ?? '';
    const ticked = page.waitForResponse((r) => r.url().includes('/kept-actions') && r.ok());
    await box.check();
    await ticked;
    await page.screenshot({ path: '/tmp/shots/assistant-strategy-kept-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/content');
    await page.reload();
    const card = page
      .getByRole('list', { name: 'Saved content' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }).filter({ hasText: strategy.title }) });
    await card.waitFor();
    expect(await card.getByRole('checkbox', { name: action }).isChecked()).toBe(true);
    expect(await card.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/shots/content-library-strategy-1280.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The same screens at 390 px: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await card.waitFor();
    await page.screenshot({ path: '/tmp/shots/content-library-strategy-390.png', fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.goto('/ai-assistant');
    await page.getByText(/I'll tailor my advice/).waitFor();
    await log.getByText('Stopped', { exact: true }).first().waitFor();
    await page.screenshot({ path: '/tmp/shots/assistant-chat-stopped-390.png', fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
