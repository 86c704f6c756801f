// @vitest-environment happy-dom
import { ApiError } from '@market-muse/client';
import { fakeClient } from '@market-muse/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goal, project, task } from './fixtures.ts';
import { renderAt } from './render.tsx';

const notFound = async () => {
  throw new ApiError(404, 'Not Found', 'Project not found');
};

describe('/project/{id}', () => {
  it("shows 'Loading project...' first", () => {
    renderAt('/project/p1', fakeClient());
    expect(screen.getByRole('status').textContent).toContain('Loading project...');
  });

  it("shows 'Project Not Found' with a way back for a missing or foreign id", async () => {
    const { user, path } = renderAt('/project/nope', fakeClient({ projects: { get: notFound } }));
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to Projects' }));
    await waitFor(() => expect(path()).toBe('/projects'));
  });

  it('redirects /projects/{id} to /project/{id}', async () => {
    const { path } = renderAt('/projects/p1', fakeClient({ projects: { get: notFound } }));
    await waitFor(() => expect(path()).toBe('/project/p1'));
  });

  it('shows the header, details, progress, links, recent tasks (5) and goals', async () => {
    const tasks = Array.from({ length: 7 }, (_, n) =>
      task({
        id: `t${n}`,
        title: `Task ${n}`,
        ...(n === 0 ? { completed: true, status: 'completed' as const, priority: 'low' as const } : {}),
      }),
    );
    const client = fakeClient({
      projects: { get: async () => project({ isActive: true }) },
      tasks: { list: async () => tasks },
      goals: {
        list: async () => [
          goal(),
          goal({ id: 'g2', title: 'Sell 20 prints', status: 'completed', deadline: null }),
          goal({ id: 'g3', title: 'Open a shop', status: 'paused' }),
        ],
      },
    });
    renderAt('/project/p1', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coastal Light' })).toBeTruthy();
    expect(client.tasks.list).toHaveBeenCalledWith({ projectId: 'p1' }, expect.anything());
    expect(client.goals.list).toHaveBeenCalledWith({ projectId: 'p1' }, expect.anything());
    expect(screen.getByText('Active Project')).toBeTruthy();
    expect(screen.getAllByText('Art Collection').length).toBeGreaterThan(0);
    expect(screen.getByText('In Development')).toBeTruthy();
    expect(screen.getByText('$100 - $500')).toBeTruthy();
    expect(screen.getByText('5-10 hours/week')).toBeTruthy();
    expect(screen.getByText('Recycled paper')).toBeTruthy();

    const recent = await screen.findByRole('list', { name: 'Recent tasks' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    const done = within(recent).getByText('Task 0');
    expect(done.className).toContain('line-through');
    expect(
      within(recent).getAllByText('High')[0]?.closest('[data-variant]')?.getAttribute('data-variant'),
    ).toBe('destructive');

    const goals = await screen.findByRole('list', { name: 'Marketing Goals' });
    const badge = (title: string, status: string) =>
      within(within(goals).getByText(title).closest('li') as HTMLElement)
        .getByText(status)
        .getAttribute('data-variant');
    expect(badge('Grow my following', 'Active')).toBe('info');
    expect(badge('Sell 20 prints', 'Completed')).toBe('success');
    expect(badge('Open a shop', 'Paused')).toBe('muted');
    expect(within(goals).getAllByText('Due Feb 1, 2027').length).toBe(2);

    const progress = screen.getByRole('complementary', { name: 'Project progress and next steps' });
    expect(within(progress).getByText('3')).toBeTruthy();
    expect(within(progress).getByText('1')).toBeTruthy();
    expect(within(progress).getByRole('link', { name: 'Marketing Roadmap' }).getAttribute('href')).toBe(
      '/roadmap',
    );
    expect(within(progress).getByRole('link', { name: 'AI Assistant' }).getAttribute('href')).toBe(
      '/ai-assistant',
    );
  });

  it("shows 'Create Roadmap' and 'Set Goals' when the project has neither, and sets a goal", async () => {
    const client = fakeClient({
      projects: { get: async () => project() },
      tasks: { list: async () => [] },
      goals: { list: async () => [], create: async () => goal({ projectId: 'p1' }) },
      // The page shows the project's own roadmap; a new goal refreshes the roadmaps.
      roadmaps: { list: async () => [] },
    });
    const { user } = renderAt('/project/p1', client);
    expect((await screen.findByRole('link', { name: 'Create Roadmap' })).getAttribute('href')).toBe(
      '/roadmap',
    );
    expect(screen.queryByText('Active Project')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set Goals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a Marketing Goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(await within(dialog).findByText('Goal title is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Goal Title/), 'Sell 20 prints');
    await user.type(within(dialog).getByLabelText('Target Value'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(await within(dialog).findByText('Target must be a positive number')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Target Value'));
    await user.type(within(dialog).getByLabelText('Target Value'), '20');
    await user.type(within(dialog).getByLabelText('Unit'), 'sales');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    await waitFor(() =>
      expect(client.goals.create).toHaveBeenCalledWith({
        title: 'Sell 20 prints',
        description: null,
        targetValue: 20,
        unit: 'sales',
        deadline: null,
        projectId: 'p1',
      }),
    );
    expect(await screen.findByText('Goal created!')).toBeTruthy();
  });

  it('answers an unknown path of the remote with a not-found page and a way back', async () => {
    renderAt('/projects/p1/nothing', fakeClient());
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Projects' }).getAttribute('href')).toBe('/projects');
  });
});
