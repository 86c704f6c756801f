// @vitest-environment happy-dom

import { fakeClient } from '@market-muse/client/testing';
import type { ContentHistoryEntry, PlannedPost } from '@market-muse/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantOf, nextBestLocal } from '../src/calendar/dates.ts';
import { filterHistory } from '../src/library/filter.ts';
import { strategy } from './fixtures.ts';
import { renderAt } from './render.tsx';

const local = (day: number, hours: number, minutes = 0) =>
  new Date(2026, 10, day, hours, minutes).toISOString();

const post = (overrides: Partial<PlannedPost> = {}): PlannedPost => ({
  id: 'p1',
  text: 'Studio tour of the harbour series',
  platform: 'instagram',
  scheduledAt: local(24, 10),
  status: 'planned',
  publishedAt: null,
  url: null,
  remindedAt: null,
  results: null,
  source: 'idea',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishAutomatically: false,
  failure: null,
  ...overrides,
});

function calendarWith(posts: PlannedPost[], more: Record<string, unknown> = {}) {
  let current = posts;
  const client = fakeClient({
    calendar: {
      list: vi.fn(async () => current),
      schedule: vi.fn(async (body) => {
        const created = post({
          id: 'new',
          text: body.text,
          platform: body.platform,
          scheduledAt: body.scheduledAt!,
        });
        current = [...current, created];
        return created;
      }),
      update: vi.fn(async (id: string, patch) => {
        current = current.map((p) => (p.id === id ? { ...p, ...(patch as Partial<PlannedPost>) } : p));
        return current.find((p) => p.id === id)!;
      }),
      publish: vi.fn(async (id: string) => {
        current = current.map((p) => (p.id === id ? { ...p, status: 'published' as const } : p));
        return current.find((p) => p.id === id)!;
      }),
      remove: vi.fn(async (id: string) => {
        current = current.filter((p) => p.id !== id);
      }),
      ...more,
    },
  });
  return client;
}

const cell = (day: string) => document.querySelector(`[data-day="${day}"]`) as HTMLElement;

describe('content calendar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows loading, then an error with a retry', async () => {
    renderAt('/content-calendar?date=2026-11-24', fakeClient());
    expect(screen.getByRole('status', { name: 'Loading your calendar...' })).toBeTruthy();

    // Down for both reads: the visible month's and the due-now notice's.
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([]);
    const { user } = renderAt('/content-calendar?date=2026-11-24', fakeClient({ calendar: { list } }));
    await screen.findByText('Your calendar could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing planned this month')).toBeTruthy();
  });

  it('month view: the post sits on its day; week view lists it with its details', async () => {
    const client = calendarWith([post()]);
    const { user } = renderAt('/content-calendar?date=2026-11-24', client);
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy();
    await waitFor(() =>
      expect(within(cell('2026-11-24')).getByText('Studio tour of the harbour series')).toBeTruthy(),
    );
    expect(client.calendar.list).toHaveBeenCalledWith(
      { from: new Date(2026, 9, 26).toISOString(), to: new Date(2026, 11, 7).toISOString() },
      expect.anything(),
    );
    expect(
      screen
        .getByRole('button', { name: /^Tuesday, November\s+24\s*,\s*1 post$/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(screen.getByRole('list', { name: 'Posts this day' })).getByText('Planned')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByRole('heading', { name: 'Nov 23 – 29, 2026' })).toBeTruthy();
    const tuesday = cell('2026-11-24');
    await waitFor(() => expect(within(tuesday).getByText('10:00')).toBeTruthy());
    expect(within(tuesday).getByText('Instagram')).toBeTruthy();
    expect(within(cell('2026-11-25')).getByText('Nothing planned')).toBeTruthy();
  });

  it('an idea from the Content tab opens the add dialog prefilled, at the next best time', async () => {
    const client = calendarWith([]);
    const { user, path } = renderAt(
      `/content-calendar?idea=${encodeURIComponent('Share your process')}`,
      client,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Plan a post' });
    expect((within(dialog).getByRole('textbox', { name: /Post text/ }) as HTMLTextAreaElement).value).toBe(
      'Share your process',
    );
    const best = nextBestLocal('instagram');
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(best.date);
    expect((within(dialog).getByLabelText(/^Time/) as HTMLInputElement).value).toBe(best.time);
    await user.click(within(dialog).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() =>
      expect(client.calendar.schedule).toHaveBeenCalledWith({
        text: 'Share your process',
        platform: 'instagram',
        scheduledAt: instantOf(best.date, best.time),
        source: 'idea',
      }),
    );
    expect(await screen.findByText('Post planned')).toBeTruthy();
    expect(path()).toBe('/content-calendar');
  });

  it("adding by hand refuses a blank text and follows the platform's best time on the chosen day", async () => {
    const client = calendarWith([]);
    const { user } = renderAt('/content-calendar?date=2026-11-24&view=week', client);
    await user.click(await screen.findByRole('button', { name: 'Add a post on Wednesday, November 25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan a post' });
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-11-25');
    expect((within(dialog).getByLabelText(/^Time/) as HTMLInputElement).value).toBe('10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add to calendar' }));
    expect(await within(dialog).findByText('Post text is required')).toBeTruthy();
    expect(client.calendar.schedule).not.toHaveBeenCalled();
  });

  it('moves a post with the keyboard, marks it published, and deletes it after confirming', async () => {
    const client = calendarWith([post()]);
    const { user } = renderAt('/content-calendar?date=2026-11-24&view=week', client);
    const actions = await screen.findByRole('button', { name: /^Post actions: Studio tour/ });
    actions.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Move to date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to date' });
    const date = within(dialog).getByLabelText(/^New date/);
    await user.clear(date);
    await user.type(date, '2026-11-27');
    await user.click(within(dialog).getByRole('button', { name: 'Move post' }));
    await waitFor(() =>
      expect(client.calendar.update).toHaveBeenCalledWith('p1', { scheduledAt: local(27, 10) }),
    );
    await waitFor(() =>
      expect(within(cell('2026-11-27')).getByText('Studio tour of the harbour series')).toBeTruthy(),
    );

    await user.click(screen.getByRole('button', { name: /^Post actions: Studio tour/ }));
    // 'Mark as posted' without a link only marks the post published.
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as posted' }));
    const posted = await screen.findByRole('dialog', { name: 'Mark as posted' });
    await user.click(within(posted).getByRole('button', { name: 'Mark as posted' }));
    await waitFor(() => expect(client.calendar.publish).toHaveBeenCalledWith('p1'));
    expect(await within(cell('2026-11-27')).findByText('Published')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Post actions: Studio tour/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(client.calendar.remove).toHaveBeenCalledWith('p1'));
    await waitFor(() => expect(within(cell('2026-11-27')).getByText('Nothing planned')).toBeTruthy());
  });

  it('shows each post’s publishing state: scheduled, published with its link, failed with why and Retry', async () => {
    const bluesky = { platform: 'bluesky' as const, publishAutomatically: true };
    const posts = [
      post({ id: 'b1', text: 'Scheduled sky post', status: 'scheduled', ...bluesky }),
      post({
        id: 'b2',
        text: 'Published sky post',
        status: 'published',
        url: 'https://bsky.app/profile/me.test/post/3abc',
        ...bluesky,
      }),
      post({
        id: 'b3',
        text: 'Failed sky post',
        status: 'failed',
        failure: { reason: 'Bluesky refused the app password', willRetry: false, retryAt: null },
        ...bluesky,
      }),
    ];
    const publishNow = vi.fn(async () => posts[0]!);
    const retryPublishing = vi.fn(async () => posts[2]!);
    const client = fakeClient({
      calendar: { list: vi.fn(async () => posts), publishNow, retryPublishing },
      connections: {
        list: vi.fn(async () => [
          {
            network: 'bluesky' as const,
            handle: 'me.test',
            did: 'did:plc:me',
            service: 'https://pds.example.com',
            status: 'needs_reconnect' as const,
            connectedAt: '2026-11-20T10:00:00.000Z',
          },
        ]),
      },
    });
    const { user } = renderAt('/content-calendar?date=2026-11-24&view=week', client);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Bluesky refused the app password of @me.test'),
    );
    expect(screen.getByRole('link', { name: 'Reconnect Bluesky' }).getAttribute('href')).toBe('/account');
    const scheduled = screen.getByRole('article', { name: /Bluesky, scheduled: Scheduled sky post/ });
    expect(within(scheduled).getByText('Scheduled')).toBeTruthy();
    const published = screen.getByRole('article', { name: /Bluesky, published: Published sky post/ });
    expect(
      within(published)
        .getByRole('link', { name: /View on Bluesky/ })
        .getAttribute('href'),
    ).toBe('https://bsky.app/profile/me.test/post/3abc');
    const failed = screen.getByRole('article', { name: /Bluesky, failed: Failed sky post/ });
    expect(within(failed).getByText('Bluesky refused the app password')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retryPublishing).toHaveBeenCalledWith('b3'));
    await user.click(within(scheduled).getByRole('button', { name: /^Post actions: Scheduled sky post/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish now' }));
    await waitFor(() => expect(publishNow).toHaveBeenCalledWith('b1'));
  });

  it('exports the calendar as a file download', async () => {
    const createObjectURL = vi.fn(() => 'blob:calendar');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const client = calendarWith([], { exportIcs: vi.fn(async () => 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n') });
    const { user } = renderAt('/content-calendar?date=2026-11-24', client);
    await user.click(await screen.findByRole('button', { name: 'Export .ics' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(await screen.findByText('Calendar exported')).toBeTruthy();
  });
});

const entries: ContentHistoryEntry[] = [
  {
    id: 'a1',
    kind: 'content_analysis',
    createdAt: '2026-11-22T10:00:00.000Z',
    contentType: null,
    platform: 'twitter',
    content: 'New print drop Friday!',
    score: 72,
    recommendations: ['Add a call to action'],
    ideas: [],
    captions: [],
    hashtags: ['#prints'],
    strategy: null,
    source: 'local',
  },
  {
    id: 's1',
    kind: 'content_suggestions',
    createdAt: '2026-11-21T10:00:00.000Z',
    contentType: 'social_media',
    platform: null,
    content: null,
    score: null,
    recommendations: [],
    ideas: ['Show your darkroom process', 'Share a client story'],
    captions: ['Every print starts in the dark'],
    hashtags: ['#film'],
    strategy: null,
    source: 'local',
  },
];

describe('content library', () => {
  it('empty: points to the assistant', async () => {
    renderAt('/content', fakeClient({ content: { history: vi.fn(async () => []) } }));
    expect(await screen.findByRole('heading', { name: 'No content yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Generate content ideas' }).getAttribute('href')).toBe(
      '/ai-assistant',
    );
  });

  it('lists ideas and analyses, searches them, and links each to the calendar', async () => {
    const { user } = renderAt('/content', fakeClient({ content: { history: vi.fn(async () => entries) } }));
    const list = await screen.findByRole('list', { name: 'Saved content' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Analysis for X (Twitter)Score 72/100', 'Content ideas']);
    // The newest is open; the older one is folded to its heading and what it holds, until shown.
    expect(within(list).getAllByRole('link', { name: 'Add to calendar' })).toHaveLength(1);
    expect(within(list).getByText('2 post ideas, 1 caption, 1 hashtag')).toBeTruthy();
    const [hide, show] = within(list).getAllByRole('button', { name: /^(Show|Hide)$/ });
    expect(hide?.textContent).toBe('Hide');
    expect(show?.getAttribute('aria-expanded')).toBe('false');
    await user.click(show!);
    expect(show?.getAttribute('aria-expanded')).toBe('true');
    const links = within(list).getAllByRole('link', { name: 'Add to calendar' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/content-calendar?text=New+print+drop+Friday%21&platform=twitter',
      '/content-calendar?idea=Show+your+darkroom+process',
      '/content-calendar?idea=Share+a+client+story',
      '/content-calendar?caption=Every+print+starts+in+the+dark',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Search your content' }), 'darkroom');
    await waitFor(() => expect(screen.queryByText('Share a client story')).toBeNull());
    expect(screen.getByText('Show your darkroom process')).toBeTruthy();
    expect(screen.queryByText('New print drop Friday!')).toBeNull();
    expect(screen.getByText('Showing 1 of 2 saved results')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Search your content' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search your content' }), 'zebra');
    expect(await screen.findByRole('heading', { name: 'Nothing matches' })).toBeTruthy();
  });

  it('shows a kept strategy with its ticked actions; unticking one is recorded', async () => {
    const plan = { ...strategy('30days'), keptActions: [{ phase: 1, action: 0 }] };
    const kept: ContentHistoryEntry = {
      ...entries[1]!,
      id: plan.id,
      kind: 'strategy',
      contentType: null,
      ideas: [],
      captions: [],
      hashtags: [],
      strategy: plan,
    };
    const keep = vi.fn(async () => ({ ...plan, keptActions: [] }));
    const { user } = renderAt(
      '/content',
      fakeClient({
        content: { history: vi.fn(async () => [kept, ...entries]) },
        ai: { keepStrategyAction: keep as never },
        tasks: { list: vi.fn(async () => []) },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Saved content' });
    expect(within(list).getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(
      'Plan 30days30-Day Sprint',
    );
    const box = within(list).getByRole('checkbox', { name: 'Post 3 times a week' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(
      (within(list).getByRole('checkbox', { name: 'Update your bio' }) as HTMLInputElement).checked,
    ).toBe(false);
    await user.click(box);
    expect(keep).toHaveBeenCalledWith(plan.id, { phase: 1, action: 0, kept: false });
    expect(filterHistory([kept, ...entries], 'pillars', 'all').map((e) => e.id)).toEqual([plan.id]);
    expect(filterHistory([kept, ...entries], '', 'strategies').map((e) => e.id)).toEqual([plan.id]);
  });

  it('filters by kind', () => {
    expect(filterHistory(entries, '', 'analyses').map((e) => e.id)).toEqual(['a1']);
    expect(filterHistory(entries, 'PRINT', 'all').map((e) => [e.id, e.captions])).toEqual([
      ['a1', []],
      ['s1', ['Every print starts in the dark']],
    ]);
  });
});
