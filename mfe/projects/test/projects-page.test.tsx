// @vitest-environment happy-dom
import { ApiError } from '@market-muse/client';
import { fakeClient } from '@market-muse/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from './fixtures.ts';
import { renderAt } from './render.tsx';

describe('/projects', () => {
  it('shows the loading message while the list is on its way', () => {
    renderAt('/projects', fakeClient());
    expect(screen.getByRole('status').textContent).toContain('Loading your projects...');
  });

  it('shows the empty state with its four benefits', async () => {
    renderAt('/projects', fakeClient({ projects: { list: async () => [] } }));
    expect(await screen.findByRole('heading', { name: 'Create Your First Project' })).toBeTruthy();
    for (const benefit of [
      /custom marketing roadmap/,
      /AI-generated content/,
      /Daily tasks/,
      /Progress tracking/,
    ]) {
      expect(screen.getByText(benefit)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Create Your First Project' })).toBeTruthy();
  });

  it('shows an error with a retry when the list fails', async () => {
    const list = async () => {
      throw new ApiError(500, 'Internal Server Error', '');
    };
    renderAt('/projects', fakeClient({ projects: { list } }));
    expect(await screen.findByRole('heading', { name: "We couldn't load your projects" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("shows every card, one 'Active' badge, 'Manage' on the active one and 'Work on This' on the others", async () => {
    const client = fakeClient({
      projects: {
        list: async () => [
          project({ id: 'p1', name: 'Coastal Light', isActive: true }),
          project({
            id: 'p2',
            name: 'Ink Songs',
            projectType: 'music_album',
            projectStage: 'idea',
            isActive: false,
          }),
        ],
      },
    });
    renderAt('/projects', client);
    const active = await screen.findByRole('article', { name: 'Coastal Light' });
    const other = screen.getByRole('article', { name: 'Ink Songs' });
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(other).queryByText('Active')).toBeNull();
    expect(within(active).getByRole('button', { name: 'Manage' })).toBeTruthy();
    expect(within(active).queryByRole('button', { name: 'Work on This' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Work on This' })).toBeTruthy();
    expect(within(other).getByText('Music Album')).toBeTruthy();
    expect(within(other).getByText('Idea Stage')).toBeTruthy();
    expect(within(active).getByText('Art Collection')).toBeTruthy();
    expect(within(active).getByText('In Development')).toBeTruthy();
    expect(within(active).getByText('coffee shop owners')).toBeTruthy();
    expect(within(active).getByText('Created Nov 1, 2026')).toBeTruthy();
    expect(within(active).getByText(/seascapes/).className).toContain('line-clamp-3');
  });

  it("'Work on This' activates the project, toasts and opens it; 'Manage' opens the active one", async () => {
    const inkSongs = project({ id: 'p2', name: 'Ink Songs' });
    const client = fakeClient({
      projects: {
        list: async () => [project({ isActive: true }), inkSongs],
        activate: async () => ({ ...inkSongs, isActive: true }),
      },
    });
    const { user, path } = renderAt('/projects', client);
    const card = await screen.findByRole('article', { name: 'Ink Songs' });
    await user.click(within(card).getByRole('button', { name: 'Work on This' }));
    await waitFor(() => expect(path()).toBe('/project/p2'));
    expect(client.projects.activate).toHaveBeenCalledWith('p2');
    expect(await screen.findByText('Project activated!')).toBeTruthy();
    expect(screen.getByText('Ink Songs is now your active project')).toBeTruthy();
  });

  it("'Manage' opens the active project without activating it", async () => {
    const client = fakeClient({ projects: { list: async () => [project({ isActive: true })] } });
    const { user, path } = renderAt('/projects', client);
    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    await waitFor(() => expect(path()).toBe('/project/p1'));
    expect(client.projects.activate).not.toHaveBeenCalled();
  });

  it('toasts the failure of an activation', async () => {
    const client = fakeClient({
      projects: {
        list: async () => [project({ id: 'p2' })],
        activate: async () => {
          throw new ApiError(500, 'Internal Server Error', 'Failed to activate project');
        },
      },
    });
    const { user } = renderAt('/projects', client);
    await user.click(await screen.findByRole('button', { name: 'Work on This' }));
    expect(await screen.findByText('Error activating project')).toBeTruthy();
    expect(screen.getByText('Failed to activate project')).toBeTruthy();
  });
});
