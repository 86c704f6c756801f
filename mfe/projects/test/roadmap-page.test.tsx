// @vitest-environment happy-dom
import { ApiError } from '@market-muse/client';
import { fakeClient } from '@market-muse/client/testing';
import type { Task } from '@market-muse/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dashboard, goal, profile, project, roadmap, task } from './fixtures.ts';
import { renderAt } from './render.tsx';

const full = (over: Parameters<typeof fakeClient>[0] = {}) =>
  fakeClient({
    profile: { get: async () => profile() },
    goals: { list: async () => [goal()] },
    roadmaps: { list: async () => [roadmap()] },
    tasks: {
      list: async () => Array.from({ length: 7 }, (_, n) => task({ id: `t${n}`, title: `Task ${n}` })),
    },
    dashboard: { get: async () => dashboard() },
    ...over,
  });

describe('/roadmap', () => {
  it('shows a loading message first', () => {
    renderAt('/roadmap', fakeClient());
    expect(screen.getByRole('status').textContent).toContain('Loading your roadmap...');
  });

  it("without a profile, shows 'Complete Your Profile' to /onboarding", async () => {
    renderAt('/roadmap', fakeClient({ profile: { get: async () => null } }));
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Your Profile' }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });

  it('shows an error with a retry when the roadmap cannot be loaded', async () => {
    const fail = async () => {
      throw new ApiError(500, 'Internal Server Error', '');
    };
    renderAt('/roadmap', full({ roadmaps: { list: fail } }));
    expect(await screen.findByRole('heading', { name: "We couldn't load your roadmap" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows progress, the roadmap card, its timeline, 5 tasks, quick stats, profile and actions', async () => {
    renderAt('/roadmap', full());
    expect(await screen.findByText('2 of 8 tasks completed')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Roadmap progress' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    expect(screen.getByText('Target: 500 followers')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '90-Day Plan: Grow my following' })).toBeTruthy();
    expect(screen.getByText('90 days')).toBeTruthy();
    expect(screen.getByText('3 steps')).toBeTruthy();

    const phases = screen.getByRole('list', { name: 'Roadmap phases' });
    const current = within(phases).getByText('Foundation').closest('li');
    expect(current?.getAttribute('aria-current')).toBe('step');
    expect(within(current as HTMLElement).getByText('Current phase')).toBeTruthy();
    expect(within(phases).getByText('Polish your profile').className).toContain('line-through');
    expect(within(phases).getByText('Pick your channels').className).not.toContain('line-through');

    const tasks = await screen.findByRole('list', { name: 'Current tasks' });
    expect(within(tasks).getAllByRole('listitem')).toHaveLength(5);
    expect(within(tasks).getAllByText('Social Media')).toHaveLength(5);
    expect(within(tasks).getAllByText('30 min')).toHaveLength(5);

    const stats = screen.getByRole('region', { name: 'Quick Stats' });
    expect(within(stats).getByText('Active Goals')).toBeTruthy();
    expect(within(stats).getByText('6')).toBeTruthy();
    expect(within(stats).getByText('Success Rate')).toBeTruthy();
    expect(within(stats).getByText('25%')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Your Profile' })).toBeTruthy();
    expect(screen.getByText('Photography')).toBeTruthy();
    expect(screen.getByText('Intermediate (2-5 years)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Content' }).getAttribute('href')).toBe('/content');
    expect(screen.getByRole('link', { name: 'Ask the AI Assistant' }).getAttribute('href')).toBe(
      '/ai-assistant',
    );
    expect(screen.getByRole('link', { name: 'View Analytics' }).getAttribute('href')).toBe('/analytics');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });

  it('completes a task in place and reopens it', async () => {
    let tasks: Task[] = [task({ id: 't1', title: 'First' }), task({ id: 't2', title: 'Second' })];
    const setDone = (id: string, done: boolean) => {
      const changed = tasks.map((t) =>
        t.id === id
          ? { ...t, completed: done, status: done ? ('completed' as const) : ('pending' as const) }
          : t,
      );
      // The API lists completed tasks last.
      tasks = [...changed.filter((t) => !t.completed), ...changed.filter((t) => t.completed)];
      return changed.find((t) => t.id === id) as Task;
    };
    const client = full({
      tasks: {
        list: async () => tasks,
        complete: async (id: string) => setDone(id, true),
        reopen: async (id: string) => setDone(id, false),
      },
    });
    const { user } = renderAt('/roadmap', client);
    await user.click(await screen.findByRole('button', { name: 'Complete task: First' }));
    await waitFor(() => expect(screen.getByText('First').className).toContain('line-through'));
    const items = within(screen.getByRole('list', { name: 'Current tasks' })).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('First');
    await user.click(screen.getByRole('button', { name: 'Reopen task: First' }));
    await waitFor(() => expect(screen.getByText('First').className).not.toContain('line-through'));
    expect(client.tasks.complete).toHaveBeenCalledWith('t1');
    expect(client.tasks.reopen).toHaveBeenCalledWith('t1');
    expect(client.dashboard.get).toHaveBeenCalledTimes(3);
  });

  it("shows only the active project's roadmap, goals and tasks, and switches project in the header", async () => {
    let active = 'p1';
    const projects = () => [
      project({
        id: 'p1',
        name: 'Coastal Light',
        isActive: active === 'p1',
        createdAt: '2026-11-01T00:00:00Z',
      }),
      project({
        id: 'p2',
        name: 'Night Letters',
        isActive: active === 'p2',
        createdAt: '2026-11-02T00:00:00Z',
      }),
    ];
    const client = full({
      projects: {
        list: async () => projects(),
        activate: async (id: string) => {
          active = id;
          return projects().find((p) => p.id === id)!;
        },
      },
      goals: {
        list: async () => [
          goal({ id: 'g1', title: 'Grow my following', projectId: null }),
          goal({ id: 'g2', title: 'Sell 40 letters', projectId: 'p2' }),
        ],
      },
      roadmaps: {
        list: async () => [
          roadmap({ id: 'r2', projectId: 'p2', goalId: 'g2', title: 'Plan: Night Letters' }),
          roadmap({ id: 'r1', projectId: null, title: 'Plan: Coastal Light' }),
        ],
      },
      tasks: {
        list: async () => [
          task({ id: 't1', title: 'Coastal task', projectId: 'p1' }),
          task({ id: 't2', title: 'Letters task', projectId: 'p2' }),
        ],
      },
    });
    const { user } = renderAt('/roadmap', client);
    // What was recorded without a project is the first project's.
    expect(await screen.findByRole('heading', { name: 'Plan: Coastal Light' })).toBeTruthy();
    expect(screen.getByText('Current project: Coastal Light')).toBeTruthy();
    expect(screen.getByText('Coastal task')).toBeTruthy();
    expect(screen.queryByText('Letters task')).toBeNull();
    expect(screen.queryByText('Sell 40 letters')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'Night Letters' }));
    expect(await screen.findByRole('heading', { name: 'Plan: Night Letters' })).toBeTruthy();
    expect(client.projects.activate).toHaveBeenCalledWith('p2');
    expect(screen.getByText('Current project: Night Letters')).toBeTruthy();
    expect(screen.getByText('Letters task')).toBeTruthy();
    expect(screen.queryByText('Coastal task')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Plan: Coastal Light' })).toBeNull();
  });

  it('sets a goal while a roadmap exists and no goal does', async () => {
    const { user } = renderAt('/roadmap', full({ goals: { list: async () => [] } }));
    expect(await screen.findByRole('heading', { name: '90-Day Plan: Grow my following' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Set a Goal' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Goal' })).toBeTruthy();
  });

  it('after completing a task by keyboard, focus moves to the next open task', async () => {
    let tasks: Task[] = [task({ id: 't1', title: 'First' }), task({ id: 't2', title: 'Second' })];
    const client = full({
      tasks: {
        list: async () => tasks,
        complete: async (id: string) => {
          tasks = tasks.map((t) =>
            t.id === id ? { ...t, completed: true, status: 'completed' as const } : t,
          );
          return tasks.find((t) => t.id === id)!;
        },
      },
    });
    const { user } = renderAt('/roadmap', client);
    (await screen.findByRole('button', { name: 'Complete task: First' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Complete task: Second'),
    );
  });

  it("'Daily Tasks' generates today's tasks, or toasts the failure", async () => {
    const generateDaily = async () => ({
      date: '2026-11-22',
      phase: 'Foundation',
      minutesAvailable: 60,
      created: true,
      source: 'local' as const,
      tasks: [task()],
    });
    const client = full({ tasks: { list: async () => [], generateDaily } });
    const { user } = renderAt('/roadmap', client);
    await user.click(await screen.findByRole('button', { name: 'Daily Tasks' }));
    expect(await screen.findByText('Daily Tasks Generated!')).toBeTruthy();
    expect(client.tasks.list).toHaveBeenCalledTimes(2);
  });

  it("toasts 'Failed to generate daily tasks.' when it fails", async () => {
    const failing = full({
      tasks: {
        list: async () => [],
        generateDaily: async () => {
          throw new TypeError('network');
        },
      },
    });
    const { user } = renderAt('/roadmap', failing);
    await user.click(await screen.findByRole('button', { name: 'Daily Tasks' }));
    expect(await screen.findByText('Failed to generate daily tasks.')).toBeTruthy();
  });

  it("offers 'Generate My Roadmap' for the active goal and toasts 'Roadmap Generated!'", async () => {
    const client = full({ roadmaps: { list: async () => [], generate: async () => roadmap() } });
    const { user } = renderAt('/roadmap', client);
    await user.click(await screen.findByRole('button', { name: 'Generate My Roadmap' }));
    expect(client.roadmaps.generate).toHaveBeenCalledWith({ goalId: 'g1' });
    expect(await screen.findByText('Roadmap Generated!')).toBeTruthy();
  });

  it("toasts 'Error' with the fallback when roadmap generation fails", async () => {
    const generate = async () => {
      throw new TypeError('network');
    };
    const client = full({ roadmaps: { list: async () => [], generate } });
    const { user } = renderAt('/roadmap', client);
    await user.click(await screen.findByRole('button', { name: 'Generate My Roadmap' }));
    expect(await screen.findByText('Failed to generate roadmap. Please try again.')).toBeTruthy();
  });

  it("without goals offers 'Create First Goal', which opens the goal dialog", async () => {
    const client = full({
      goals: { list: async () => [], create: async () => goal() },
      roadmaps: { list: async () => [] },
    });
    const { user } = renderAt('/roadmap', client);
    await user.click(await screen.findByRole('button', { name: 'Create First Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a Marketing Goal' });
    await user.type(within(dialog).getByLabelText(/Goal Title/), 'Grow my following');
    await user.type(within(dialog).getByLabelText('Target Value'), '500');
    await user.type(within(dialog).getByLabelText('Unit'), 'followers');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    await waitFor(() =>
      expect(client.goals.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Grow my following', targetValue: 500, unit: 'followers' }),
      ),
    );
    expect(vi.mocked(client.goals.create).mock.calls[0]?.[0]).not.toHaveProperty('projectId');
  });
});
