// @vitest-environment happy-dom

import { toastStore } from '@market-muse/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRemotesManifest } from '../src/federation/remotes-manifest.ts';
import { Dashboard } from '../src/shell/Dashboard.tsx';
import { completedThisWeek, streakDays } from '../src/shell/dashboard/progress-stats.ts';
import {
  ada,
  dashboard,
  fakeClient,
  goal,
  profile,
  project,
  renderWith,
  task,
} from './dashboard-helpers.tsx';
import { REMOTES_JSON, stubFetch } from './fetch-stub.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const FakeWidget = (id: string) => () => <p>widget {id}</p>;

beforeEach(() => {
  resetRemotesManifest();
  stubFetch({ '/remotes.json': () => Response.json(REMOTES_JSON) });
  runtime.loadRemote.mockImplementation(async (id: string) => ({ default: FakeWidget(id) }));
});

afterEach(() => {
  cleanup();
  toastStore.dispatch({ type: 'REMOVE_TOAST' });
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

type Answers = {
  done?: 0 | 1 | 2 | 3;
  creativeTypes?: string[];
  projects?: ReturnType<typeof project>[];
  goals?: ReturnType<typeof goal>[];
  tasks?: ReturnType<typeof task>[];
};

function client({ done = 1, creativeTypes, projects = [], goals = [], tasks = [] }: Answers = {}) {
  return fakeClient({
    dashboard: { get: async () => dashboard(done) },
    profile: { get: async () => profile(creativeTypes ?? (done >= 1 ? ['digital_art'] : [])) },
    projects: { list: async () => projects, active: async () => projects[0] ?? null },
    goals: { list: async () => goals },
    tasks: { list: async () => tasks },
  });
}

describe('dashboard', () => {
  it("shows 'Loading your dashboard...' until GET /api/dashboard answers, keeping the welcome", async () => {
    renderWith(<Dashboard user={ada} />, fakeClient());
    expect(await screen.findByText('Loading your dashboard...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeTruthy();
  });

  it.each([
    [0, 'Step 1 of 3', 0],
    [1, 'Step 2 of 3', 33],
    [2, 'Step 3 of 3', 67],
    [3, 'All set! Ready to grow', 100],
  ] as const)('milestones: %i done shows %s and %i%%', async (done, text, percent) => {
    renderWith(<Dashboard user={ada} />, client({ done }));
    expect(await screen.findByText(text)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Marketing progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(percent));
    const milestones = within(screen.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem');
    expect(milestones.filter((li) => li.hasAttribute('data-done'))).toHaveLength(done);
    // Beside the bar, how many are done (never 'Step 2 of 3' beside '33%').
    expect(screen.getByText(`${done} of 3 done`)).toBeTruthy();
    // An open milestone is an action: where it gets done.
    const open = milestones.filter((li) => !li.hasAttribute('data-done'));
    expect(open.every((li) => within(li).queryByRole('link') !== null)).toBe(true);
  });

  it("'Set your first goal' is a link to where goals are set", async () => {
    renderWith(<Dashboard user={ada} />, client({ done: 1 }));
    const link = await screen.findByRole('link', { name: /Set your first goal/ });
    expect(link.getAttribute('href')).toBe('/roadmap');
  });

  it('with an incomplete profile, Projects and AI Assistant are disabled and Profile says Quick Setup', async () => {
    renderWith(<Dashboard user={ada} />, client({ done: 0 }));
    await screen.findByText('Step 1 of 3');
    expect(screen.getByRole('button', { name: 'View Projects' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Open Assistant' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Complete Profile' }).getAttribute('href')).toBe('/onboarding');
    expect(await screen.findByText('Quick Setup')).toBeTruthy();
    expect(screen.queryByText('Start Your First Project', { selector: 'h2' })).toBeNull();
  });

  it('with a complete profile, the cards link to their areas and show the first creative type', async () => {
    renderWith(
      <Dashboard user={ada} />,
      client({ done: 1, creativeTypes: ['digital_art'], projects: [project()] }),
    );
    expect((await screen.findByRole('link', { name: 'View Projects' })).getAttribute('href')).toBe(
      '/projects',
    );
    expect(screen.getByRole('link', { name: 'Open Assistant' }).getAttribute('href')).toBe('/ai-assistant');
    expect(screen.getByRole('link', { name: 'Update Profile' }).getAttribute('href')).toBe('/onboarding');
    // Written as everywhere else, and the card shows what the profile holds.
    expect(await screen.findByText('Creative types')).toBeTruthy();
    expect(screen.getAllByText('Digital Art')).toHaveLength(2);
    expect(screen.queryByText('digital art')).toBeNull();
  });

  it("'Start Your First Project' shows only with a complete profile and no project", async () => {
    renderWith(<Dashboard user={ada} />, client({ done: 1, projects: [] }));
    const link = await screen.findByRole('link', { name: 'Start Your First Project' });
    expect(link.getAttribute('href')).toBe('/projects');
    cleanup();
    renderWith(<Dashboard user={ada} />, client({ done: 1, projects: [project()] }));
    await screen.findByRole('link', { name: 'View Projects' });
    expect(screen.queryByRole('link', { name: 'Start Your First Project' })).toBeNull();
  });

  it('the Recent Tasks card body is the projects remote widget; a failed widget shows a fallback', async () => {
    renderWith(<Dashboard user={ada} />, client({ done: 1, projects: [project()] }));
    expect(await screen.findByText('widget projects/RecentTasksWidget')).toBeTruthy();
    cleanup();
    resetRemotesManifest();
    runtime.loadRemote.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWith(<Dashboard user={ada} />, client({ done: 1, projects: [project()] }));
    expect(await screen.findByText(/Your recent tasks could not be shown/)).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it("'Your Progress' shows this week's completed tasks, active goals and the streak; empty goals say so", async () => {
    const now = new Date();
    const today = now.toISOString();
    renderWith(
      <Dashboard user={ada} />,
      client({
        done: 3,
        goals: [goal(), goal({ id: 'g2', title: 'Old goal', status: 'completed' })],
        tasks: [task({ status: 'completed', completed: true, completedAt: today }), task({ id: 't2' })],
      }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Grow my following progress' })).toBeTruthy();
    expect(screen.queryByText('Old goal')).toBeNull();
    expect(screen.getByText('1 day')).toBeTruthy();
    cleanup();
    renderWith(<Dashboard user={ada} />, client({ done: 1, goals: [], tasks: [] }));
    expect(await screen.findByText('No active goals yet.')).toBeTruthy();
    expect(screen.getByText('0 days')).toBeTruthy();
  });

  it('an error shows a retry that asks again', async () => {
    let calls = 0;
    const c = fakeClient({
      dashboard: {
        get: async () => {
          calls += 1;
          if (calls === 1) throw new Error('500: boom');
          return dashboard(2);
        },
      },
      profile: { get: async () => profile() },
      projects: { list: async () => [project()] },
      goals: { list: async () => [] },
      tasks: { list: async () => [] },
    });
    const { user } = renderWith(<Dashboard user={ada} />, c);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
  });
});

describe('progress stats', () => {
  const done = (iso: string) => task({ status: 'completed', completed: true, completedAt: iso });
  it('counts completions in the Monday-to-Sunday week', () => {
    const wednesday = new Date(2026, 10, 18, 12);
    expect(
      completedThisWeek(
        [
          done(new Date(2026, 10, 16, 9).toISOString()),
          done(new Date(2026, 10, 15, 9).toISOString()),
          task(),
        ],
        wednesday,
      ),
    ).toBe(1);
  });
  it('counts consecutive days ending today or yesterday', () => {
    const today = new Date(2026, 10, 18, 12);
    const at = (d: number) => done(new Date(2026, 10, d, 9).toISOString());
    expect(streakDays([at(18), at(17), at(16), at(14)], today)).toBe(3);
    expect(streakDays([at(17), at(16)], today)).toBe(2);
    expect(streakDays([at(15)], today)).toBe(0);
  });
});
