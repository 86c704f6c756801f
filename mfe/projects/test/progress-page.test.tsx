// @vitest-environment happy-dom
import {
  ApiError,
  type MarketMuseClient,
  type ProgressAsOf,
  type ProgressOverview,
} from '@market-muse/client';
import { fakeClient } from '@market-muse/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from './render.tsx';

const never = () => new Promise<never>(() => {});

const OVERVIEW: ProgressOverview = {
  since: '2026-10-01T09:00:00.000Z',
  now: '2026-11-20T12:00:00.000Z',
  tasksPerWeek: [
    { week: '2026-11-09', completed: 2 },
    { week: '2026-11-16', completed: 3 },
  ],
  goals: [
    {
      goalId: 'g1',
      title: 'Sell 10 prints',
      targetValue: 10,
      unit: 'prints',
      points: [
        { at: '2026-10-01T09:00:00.000Z', value: 0 },
        { at: '2026-11-01T09:00:00.000Z', value: 4 },
      ],
    },
  ],
  activeDays: [
    { day: '2026-11-18', events: 3 },
    { day: '2026-11-19', events: 1 },
  ],
  roadmap: {
    roadmapId: 'r1',
    title: 'Grow print sales',
    phases: [
      { phase: 'Foundation', done: 2, total: 3 },
      { phase: 'Growth', done: 0, total: 3 },
    ],
  },
};

const asOfAnswer = (at: string, completed: number): ProgressAsOf => ({
  asOf: at,
  dashboard: {
    milestones: { profileComplete: true, hasGoal: true, hasTask: completed > 0 },
    progressPercent: completed > 0 ? 100 : 67,
    activeGoals: 1,
    totalTasks: completed > 0 ? 6 : 0,
    completedTasks: completed,
    successRate: completed > 0 ? 33 : 0,
  },
  goals: [
    { id: 'g1', title: 'Sell 10 prints', status: 'active', currentValue: 0, targetValue: 10, unit: 'prints' },
  ],
  roadmaps: [],
  projects: [{ id: 'p1', name: 'Coastal Light', isActive: true }],
  changesSince: { events: 12, tasksCompleted: 5, goalsSet: 0, projectsCreated: 0, roadmapsGenerated: 1 },
});

function withProgress(progress: Partial<NonNullable<MarketMuseClient['progress']>>): MarketMuseClient {
  return {
    ...fakeClient(),
    progress: {
      overview: vi.fn(never),
      content: vi.fn(never),
      asOf: vi.fn((at: string) => Promise.resolve(asOfAnswer(at, 0))),
      timeline: vi.fn(() =>
        Promise.resolve({
          items: [
            {
              id: '9',
              type: 'TaskCompleted',
              at: '2026-11-17T14:02:00.000Z',
              text: "Completed 'Reply to today's comments'",
            },
          ],
          nextCursor: '9',
        }),
      ),
      download: vi.fn(never),
      ...progress,
    },
  };
}

describe('/progress', () => {
  it('shows a loading state', async () => {
    renderAt('/progress', withProgress({}));
    expect(await screen.findByText('Loading your progress...', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the error with a way to try again', async () => {
    const overview = vi.fn(() =>
      Promise.reject(new ApiError(500, 'Internal Server Error', 'Something broke')),
    );
    const { user } = renderAt('/progress', withProgress({ overview }));
    expect(await screen.findByText('Could not load your progress')).toBeTruthy();
    expect(screen.getByText('Something broke')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(overview).toHaveBeenCalledTimes(2));
  });

  it('shows the empty state before any event', async () => {
    renderAt(
      '/progress',
      withProgress({
        overview: () =>
          Promise.resolve({
            ...OVERVIEW,
            since: null,
            tasksPerWeek: [],
            goals: [],
            activeDays: [],
            roadmap: null,
          }),
      }),
    );
    expect(await screen.findByText('No progress yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your roadmap' }).getAttribute('href')).toBe('/roadmap');
  });

  it('shows the charts, the state a week back and the timeline', async () => {
    const client = withProgress({ overview: () => Promise.resolve(OVERVIEW) });
    renderAt('/progress', client);
    expect(await screen.findByRole('heading', { name: 'Tasks completed per week' })).toBeTruthy();
    expect(screen.getByText('5 tasks completed over the last 2 weeks.')).toBeTruthy();
    expect(screen.getByText('Sell 10 prints: 4 of 10 prints')).toBeTruthy();
    const heatMap = screen.getByRole('img', { name: '2 active days in the last 20 weeks' });
    // Weekday rows and month columns are labelled; every day is one cell of the same size in its own place.
    expect(['Mon', 'Wed', 'Fri'].every((day) => within(heatMap).queryByText(day))).toBe(true);
    expect(within(heatMap).getByText('Nov')).toBeTruthy();
    const cells = heatMap.querySelectorAll('[class*="aspect-square"]');
    expect(cells).toHaveLength(20 * 7);
    const places = new Set(
      [...cells].map((c) => `${(c as HTMLElement).style.gridColumn}/${(c as HTMLElement).style.gridRow}`),
    );
    expect(places.size).toBe(20 * 7);
    expect(screen.getByText('Foundation: 2 of 3 steps done; Growth: 0 of 3 steps done')).toBeTruthy();

    // Time travel opens a week back.
    const weekBack = new Date('2026-11-13T12:00:00.000Z');
    expect(await screen.findByText(`As of ${format(weekBack, 'EEEE, MMM d, yyyy, HH:mm')}`)).toBeTruthy();
    expect(client.progress!.asOf).toHaveBeenCalledWith(weekBack.toISOString(), expect.anything());
    expect(within(screen.getByTestId('as-of-stats')).getByText('0 of 0')).toBeTruthy();
    expect(screen.getByTestId('changes-since').textContent).toBe(
      'Since then: +5 tasks completed, 0 goals, 0 projects, +1 roadmap (12 events).',
    );

    expect(await screen.findByText("Completed 'Reply to today's comments'")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show older' })).toBeTruthy();
  });

  it('moves to another day with the date field', async () => {
    const asOf = vi.fn((at: string) => Promise.resolve(asOfAnswer(at, at.startsWith('2026-11') ? 2 : 0)));
    renderAt('/progress', withProgress({ overview: () => Promise.resolve(OVERVIEW), asOf }));
    const date = await screen.findByLabelText('Date');
    fireEvent.change(date, { target: { value: '2026-11-10' } });
    const endOfDay = new Date('2026-11-10T23:59:59.999');
    expect(await screen.findByText(`As of ${format(endOfDay, 'EEEE, MMM d, yyyy, HH:mm')}`)).toBeTruthy();
    expect(asOf).toHaveBeenCalledWith(endOfDay.toISOString(), expect.anything());
    await waitFor(() => expect(within(screen.getByTestId('as-of-stats')).getByText('2 of 6')).toBeTruthy());
    // The slider runs over the user's whole life: its start is the first event.
    const slider = screen.getByLabelText('Your time in Market Muse') as HTMLInputElement;
    expect(Number(slider.value)).toBe(endOfDay.getTime());
    const start = new Date('2026-10-01T09:00:00.000Z');
    fireEvent.change(slider, { target: { value: String(start.getTime()) } });
    expect(await screen.findByText(`As of ${format(start, 'EEEE, MMM d, yyyy, HH:mm')}`)).toBeTruthy();
    // The view follows the slider once it rests, so the request comes a moment after the label.
    await waitFor(() => expect(asOf).toHaveBeenLastCalledWith(start.toISOString(), expect.anything()));
  });

  it('downloads the CSV', async () => {
    const download = vi.fn(() => Promise.resolve('event_id,type\n1,TaskCompleted\n'));
    const createObjectURL = vi.fn(() => 'blob:progress');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderAt(
      '/progress',
      withProgress({ overview: () => Promise.resolve(OVERVIEW), download }),
    );
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(download).toHaveBeenCalledWith('csv');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('market-muse-progress.csv');
  });
});
