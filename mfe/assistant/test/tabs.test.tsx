// @vitest-environment happy-dom

import { fakeClient } from '@market-muse/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewPost } from '../src/analyze/preview.ts';
import { analysis, profile, strategy, suggestions } from './fixtures.ts';
import { renderAt } from './render.tsx';

const base = { profile: { get: vi.fn(async () => profile) } };

async function openTab(name: string, client = fakeClient(base)) {
  const view = renderAt('/ai-assistant', client);
  await view.user.click(screen.getByRole('tab', { name }));
  return view;
}

describe('narrow layout', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  it('below 900 px: Back to Dashboard, Home, short tab labels, no sidebar', () => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as never;
    renderAt('/ai-assistant', fakeClient(base));
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('tab', { name: 'Content' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Analyze' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Assistant navigation' })).toBeNull();
  });

  it('crossing 900 px either way keeps what the page holds: the draft typed in the chat stays', async () => {
    // A media query the test moves, as turning a tablet (or a full-page screenshot) moves the real one.
    let wide = true;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => ({
      get matches() {
        return wide;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as never;
    const resize = (to: boolean) =>
      act(() => {
        wide = to;
        for (const listener of listeners) listener();
      });
    const { user } = renderAt('/ai-assistant', fakeClient(base));
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'How should I price my mugs?');
    resize(false);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBe(box);
    resize(true);
    expect(screen.getByRole('navigation', { name: 'Assistant navigation' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBe(box);
    expect((box as HTMLTextAreaElement).value).toBe('How should I price my mugs?');
  });
});

describe('Content tab', () => {
  it('empty, pending, then exactly 5 ideas, 3 captions, insights and 15 hashtags', async () => {
    let resolve: (v: unknown) => void = () => {};
    // Made up front: the tab may call after its pending text shows, and the answer below is still the one.
    const reply = new Promise((r) => (resolve = r));
    const contentSuggestions = vi.fn(() => reply);
    const { user } = await openTab(
      'Content Ideas',
      fakeClient({ ...base, ai: { contentSuggestions: contentSuggestions as never } }),
    );
    expect(screen.getByText(/No ideas yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate Personalized Content Ideas' }));
    expect(await screen.findByText('Generating ideas...')).toBeTruthy();
    resolve(suggestions);
    const ideas = await screen.findByRole('list', { name: 'Post ideas' });
    expect(within(ideas).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(screen.getByRole('list', { name: 'Caption templates' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Hashtags' })).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByText('Tuesday 9-11am')).toBeTruthy();
    expect(screen.getByText('Show your process')).toBeTruthy();
    expect(screen.getByText('Behind the scenes reels')).toBeTruthy();
    const add = screen.getAllByRole('link', { name: 'Add to calendar' });
    expect(add).toHaveLength(8);
    expect(add[0]?.getAttribute('href')).toBe('/content-calendar?idea=Idea%201');
    expect(add[0]?.getAttribute('aria-describedby')).toBeTruthy();
    expect(add[5]?.getAttribute('href')).toMatch(/^\/content-calendar\?caption=/);
    expect(screen.getByRole('button', { name: 'Copy idea 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy all hashtags' })).toBeTruthy();
  });

  it('shows an error when generation fails', async () => {
    const { user } = await openTab(
      'Content Ideas',
      fakeClient({
        ...base,
        ai: { contentSuggestions: vi.fn(async () => Promise.reject(new Error('x'))) as never },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Generate Personalized Content Ideas' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('Strategy tab', () => {
  it('pending text, then phases in order with durations, kept ticks, actions added as tasks, milestones and results', async () => {
    let resolve: (v: unknown) => void = () => {};
    const reply = new Promise((r) => (resolve = r));
    const call = vi.fn(() => reply);
    const keep = vi.fn(async () => strategy('90days'));
    const create = vi.fn(async () => ({}));
    const { user } = await openTab(
      'Strategy',
      fakeClient({
        ...base,
        ai: { strategy: call as never, keepStrategyAction: keep as never },
        tasks: { list: vi.fn(async () => []), create: create as never },
      }),
    );
    for (const name of ['30-Day Sprint', '90-Day Growth', '6-Month Plan'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '90-Day Growth' }));
    expect(call).toHaveBeenCalledWith({ timeframe: '90days' });
    expect(await screen.findByText('Generating your personalized strategy...')).toBeTruthy();
    resolve(strategy('90days'));
    const phases = await screen.findByRole('list', { name: 'Phases' });
    const items = within(phases)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(items).toEqual(['Foundation', 'Momentum']);
    expect(within(phases).getByText('Phase 2')).toBeTruthy();
    expect(screen.getByText('Weeks 2-4')).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Update your bio' }) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    // The tick is kept: recorded on the strategy.
    expect(keep).toHaveBeenCalledWith('strategy-90days', { phase: 0, action: 0, kept: true });
    const [addFirst] = screen.getAllByRole('button', { name: 'Add as task' });
    await user.click(addFirst!);
    expect(create).toHaveBeenCalledWith({
      title: 'Update your bio',
      description: 'From your strategy "Plan 90days": Update your bio',
      category: 'marketing',
    });
    expect(await screen.findByText('Task added')).toBeTruthy();
    expect(screen.getByText('12 posts')).toBeTruthy();
    expect(screen.getByText('Posts published')).toBeTruthy();
    expect(screen.getByText('Written by the AI model')).toBeTruthy();
  });
});

describe('Analyze tab', () => {
  it('button disabled when blank; shows score, readability, preview with the cut marked', async () => {
    const text = 'a'.repeat(400);
    const call = vi.fn(async () => analysis(text, true));
    const { user } = await openTab(
      'AI Tools',
      fakeClient({ ...base, ai: { analyzeContent: call as never } }),
    );
    const button = screen.getByRole('button', { name: 'Analyze Content with AI' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const area = screen.getByRole('textbox', { name: 'Your post' });
    await user.type(area, '   ');
    expect(button.disabled).toBe(true);
    fireEvent.change(area, { target: { value: text } });
    expect(button.disabled).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Platform' }).textContent).toContain('Instagram');
    await user.click(button);
    expect(call).toHaveBeenCalledWith({ content: text, platform: 'instagram' });
    expect(await screen.findByRole('img', { name: 'Score 64 out of 100' })).toBeTruthy();
    expect(screen.getByText(/Easy to read, plain English: most readers follow it at a glance/)).toBeTruthy();
    expect(screen.getByTestId('cut-text').textContent).toHaveLength(120);
    expect(screen.getByTestId('char-count').textContent).toContain('400 / 280');
    expect(screen.getByText(/Ask followers to share/)).toBeTruthy();
    expect(screen.getByText('Friday 9:00')).toBeTruthy();
    expect(screen.getByText('Add a call to action')).toBeTruthy();
  });
});

describe('previewPost', () => {
  it('weighs URLs and emoji on X and splits visible / folded / cut', () => {
    const tweet = `${'x'.repeat(250)} https://example.com/a-very-long-path 😀😀${'y'.repeat(10)}`;
    const p = previewPost(tweet, 'twitter');
    expect(p.count).toBe(250 + 1 + 23 + 1 + 4 + 10);
    expect(p.cut).toBe('y'.repeat(9));
    const ig = previewPost('z'.repeat(200), 'instagram');
    expect(ig.visible).toHaveLength(125);
    expect(ig.folded).toHaveLength(75);
    expect(ig.cut).toBe('');
  });
});
