// @vitest-environment happy-dom
import { ApiError, type ContentPerformance, type OperatorAnalytics } from '@market-muse/client';
import { fakeClient } from '@market-muse/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from './render.tsx';

const PERFORMANCE: ContentPerformance = {
  scores: [
    { at: '2026-11-02T09:00:00.000Z', platform: 'instagram', score: 62 },
    { at: '2026-11-09T09:00:00.000Z', platform: 'instagram', score: 78 },
    { at: '2026-11-10T09:00:00.000Z', platform: 'linkedin', score: 55 },
  ],
  topics: [{ topic: '#prints', generated: 2, planned: 1 }],
  formats: [{ format: 'Social media', generated: 2, planned: 0 }],
  calendar: [{ week: '2026-11-09', planned: 3, published: 2 }],
  results: [],
  resultsBySlot: [],
};

const RESULTS: Pick<ContentPerformance, 'results' | 'resultsBySlot'> = {
  results: [
    {
      postId: 'p1',
      platform: 'instagram',
      text: 'Studio tour',
      scheduledAt: '2026-11-10T09:00:00.000Z',
      url: 'https://www.instagram.com/p/Abc/',
      likes: 120,
      comments: 9,
      shares: null,
      saves: 14,
      reach: 2400,
      quotes: null,
      engagement: 143,
      source: 'manual',
      recordedAt: '2026-11-13T09:00:00.000Z',
    },
  ],
  resultsBySlot: [{ weekday: 2, hour: 9, posts: 1, engagement: 143 }],
};

const ANALYTICS: OperatorAnalytics = {
  generatedAt: '2026-11-20T12:00:00.000Z',
  days: 90,
  dailyActiveCreators: [{ day: '2026-11-19', creators: 4 }],
  funnel: [
    { step: 'Signed up', creators: 10 },
    { step: 'Profile completed', creators: 8 },
    { step: 'First project', creators: 5 },
    { step: 'First roadmap', creators: 3 },
    { step: 'First completed task', creators: 2 },
  ],
  tasksCompletedByCategory: [{ day: '2026-11-19', category: 'content', completed: 3 }],
  timeToFirstTask: {
    creators: 2,
    medianHours: 2,
    p90Hours: 26,
    buckets: [
      { label: 'Within an hour', creators: 0 },
      { label: 'Within a day', creators: 1 },
      { label: 'Within a week', creators: 1 },
      { label: 'Later', creators: 0 },
    ],
  },
};

describe('/analytics', () => {
  it('shows a loading state, then the charts with their numbers as tables', async () => {
    let answer: (value: ContentPerformance) => void = () => {};
    // One answer made up front: the page may ask before or after its loading text shows, and either way
    // the answer below is the one it waits for.
    const reply = new Promise<ContentPerformance>((resolve) => (answer = resolve));
    const content = vi.fn(() => reply);
    renderAt('/analytics', fakeClient({ progress: { content } }));
    // The page loads lazily (the charting library): the first visit waits for the import.
    expect(
      await screen.findByText('Loading your content analytics...', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    answer(PERFORMANCE);
    // The charts' module may still be on its way when the numbers come: the same allowance.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content analytics' }, { timeout: 10_000 }),
    ).toBeTruthy();
    for (const title of [
      'Post scores over time',
      'Planned vs published',
      'Topics you use most',
      'Formats you use most',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(
      screen.getByText('Instagram: 2 analysed, latest score 78; LinkedIn: 1 analysed, latest score 55'),
    ).toBeTruthy();
    expect(screen.getByText('3 posts planned and 2 published over 1 week.')).toBeTruthy();
    expect(screen.getByText('#prints: 2 generated, 1 planned')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Post scores over time' })).toBeTruthy();
    // No numbers recorded yet: both results cards say how to get them.
    expect(screen.getAllByText(/No results yet/)).toHaveLength(2);
  });

  it("shows the posts' own results and the best weekday and hour", async () => {
    const content = () => Promise.resolve({ ...PERFORMANCE, ...RESULTS });
    renderAt('/analytics', fakeClient({ progress: { content } }));
    expect(
      await screen.findByRole('heading', { level: 2, name: "Your posts' results" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Instagram: Studio tour: 143 interactions')).toBeTruthy();
    expect(screen.getByText('Tuesday 09:00: 143 interactions on average over 1 post')).toBeTruthy();
    expect(screen.getByRole('table', { name: "Your posts' results" }).textContent).toContain('2,400');
  });

  it('says how to start when there is no content yet', async () => {
    const content = () =>
      Promise.resolve({ scores: [], topics: [], formats: [], calendar: [], results: [], resultsBySlot: [] });
    renderAt('/analytics', fakeClient({ progress: { content } }));
    expect(await screen.findByText('No content yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the AI Assistant' }).getAttribute('href')).toBe(
      '/ai-assistant',
    );
  });

  it('shows the error with a way to try again', async () => {
    const content = vi.fn(() =>
      Promise.reject(new ApiError(500, 'Internal Server Error', 'Something broke')),
    );
    const { user } = renderAt('/analytics', fakeClient({ progress: { content } }));
    expect(await screen.findByText('Could not load your content analytics')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(content).toHaveBeenCalledTimes(2));
  });
});

describe('/operator', () => {
  it('asks for the token, sends it through the client and shows the charts', async () => {
    const analytics = vi.fn(() => Promise.resolve(ANALYTICS));
    const { user } = renderAt('/operator', fakeClient({ operator: { analytics } }));
    const show = await screen.findByRole('button', { name: 'Show analytics' });
    expect((show as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Operator token'), 'secret-token');
    await user.click(show);
    expect(await screen.findByRole('heading', { level: 2, name: 'Onboarding funnel' })).toBeTruthy();
    expect(analytics).toHaveBeenCalledWith('secret-token');
    expect(
      screen.getByText(
        'Signed up: 10; Profile completed: 8; First project: 5; First roadmap: 3; First completed task: 2',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Median 2 hours, 90th percentile 26 hours, over 2 creators.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    // The token is kept nowhere but the page.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret-token');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-token');
  });

  it.each([
    [401, 'Enter the operator token.'],
    [403, 'That token is not the operator token.'],
    [404, 'Operator analytics are turned off on this server (no MM_OPERATOR_TOKEN).'],
  ])('explains a %i', async (status, text) => {
    const analytics = vi.fn(() => Promise.reject(new ApiError(status, 'No', 'No')));
    const { user } = renderAt('/operator', fakeClient({ operator: { analytics } }));
    await user.type(await screen.findByLabelText('Operator token'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Show analytics' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
