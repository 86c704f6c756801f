// @vitest-environment happy-dom

import { ClientProvider, type MarketMuseClient } from '@market-muse/client';
import { fakeClient } from '@market-muse/client/testing';
import { Toaster } from '@market-muse/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import ActiveProjectWidget from '../src/widgets/ActiveProjectWidget.tsx';
import RecentTasksWidget from '../src/widgets/RecentTasksWidget.tsx';
import { project, task } from './fixtures.ts';

function renderWidget(ui: ReactNode, client: MarketMuseClient) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const user = userEvent.setup();
  render(
    <ClientProvider client={client}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          {ui}
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </ClientProvider>,
  );
  return { user };
}

const dot = (title: string) =>
  screen.getByText(title, { exact: false }).closest('li')?.querySelector('[data-testid="task-dot"]');

describe('RecentTasksWidget', () => {
  it('shows skeletons while loading', () => {
    renderWidget(<RecentTasksWidget />, fakeClient());
    expect(screen.getByRole('status', { name: 'Loading recent tasks' })).toBeTruthy();
  });

  it('lists the first 3 tasks with green (completed) and purple dots and View All Tasks', async () => {
    const tasks = [
      task({ id: 'a', title: 'Alpha', status: 'completed', completed: true }),
      task({ id: 'b', title: 'Beta' }),
      task({ id: 'c', title: 'Gamma' }),
      task({ id: 'd', title: 'Delta' }),
    ];
    renderWidget(<RecentTasksWidget />, fakeClient({ tasks: { list: async () => tasks } }));
    const list = await screen.findByRole('list', { name: 'Recent tasks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Delta')).toBeNull();
    expect(dot('Alpha')?.getAttribute('class')).toContain('projects:bg-success');
    expect(dot('Beta')?.getAttribute('class')).toContain('projects:bg-primary');
    expect(screen.queryByRole('button', { name: 'Complete task: Alpha' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View All Tasks' }).getAttribute('href')).toBe('/ai-assistant');
  });

  it('completing a task calls the API and the refreshed dashboard turns its dot green', async () => {
    let completed = false;
    const client = fakeClient({
      tasks: {
        // The API lists completed tasks last: the completed one stays in place on screen.
        list: async () =>
          completed
            ? [
                task({ id: 'c', title: 'Gamma' }),
                task({ id: 'b', title: 'Beta', status: 'completed', completed: true }),
              ]
            : [task({ id: 'b', title: 'Beta' }), task({ id: 'c', title: 'Gamma' })],
        complete: async (id: string) => {
          completed = true;
          return task({ id, title: 'Beta', status: 'completed', completed: true });
        },
      },
    });
    const { user } = renderWidget(<RecentTasksWidget />, client);
    await user.click(await screen.findByRole('button', { name: 'Complete task: Beta' }));
    expect(client.tasks.complete).toHaveBeenCalledWith('b');
    await waitFor(() => expect(dot('Beta')?.getAttribute('data-state')).toBe('completed'));
    const rows = within(screen.getByRole('list', { name: 'Recent tasks' })).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Beta');
    expect(screen.queryByRole('button', { name: 'Complete task: Beta' })).toBeNull();
  });

  it('a failed completion toasts the error', async () => {
    const client = fakeClient({
      tasks: {
        list: async () => [task({ id: 'b', title: 'Beta' })],
        complete: async () => {
          throw new Error('500: boom');
        },
      },
    });
    const { user } = renderWidget(<RecentTasksWidget />, client);
    await user.click(await screen.findByRole('button', { name: 'Complete task: Beta' }));
    expect(await screen.findByText('Failed to complete task')).toBeTruthy();
  });

  it("without tasks offers 'Generate Tasks' to /roadmap", async () => {
    renderWidget(<RecentTasksWidget />, fakeClient({ tasks: { list: async () => [] } }));
    expect((await screen.findByRole('link', { name: 'Generate Tasks' })).getAttribute('href')).toBe(
      '/roadmap',
    );
  });

  it('an error offers Try again', async () => {
    renderWidget(
      <RecentTasksWidget />,
      fakeClient({
        tasks: {
          list: async () => {
            throw new Error('500: boom');
          },
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ActiveProjectWidget', () => {
  it('shows the active project with a link to it', async () => {
    renderWidget(
      <ActiveProjectWidget />,
      fakeClient({ projects: { active: async () => project({ isActive: true }) } }),
    );
    expect(await screen.findByText('Coastal Light')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open project' }).getAttribute('href')).toBe('/project/p1');
  });

  it('says so when there is no active project', async () => {
    renderWidget(<ActiveProjectWidget />, fakeClient({ projects: { active: async () => null } }));
    expect(await screen.findByText(/No active project yet/)).toBeTruthy();
  });
});
