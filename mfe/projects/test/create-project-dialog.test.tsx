// @vitest-environment happy-dom
import { ApiError } from '@market-muse/client';
import { fakeClient } from '@market-muse/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { project } from './fixtures.ts';
import { renderAt } from './render.tsx';

async function openDialog(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'New Project' }));
  return screen.findByRole('dialog', { name: 'Create New Project' });
}

async function choose(user: UserEvent, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Create New Project dialog', () => {
  it('has the eight fields, Cancel and Create Project', async () => {
    const { user } = renderAt('/projects', fakeClient({ projects: { list: async () => [] } }));
    const dialog = await openDialog(user);
    for (const label of ['Project Name', 'Description', 'Target Audience', 'Unique Selling Point']) {
      expect(within(dialog).getByLabelText(label, { exact: false })).toBeTruthy();
    }
    for (const label of ['Project Type', 'Project Stage', 'Marketing Budget', 'Time Commitment']) {
      expect(within(dialog).getByRole('combobox', { name: label })).toBeTruthy();
    }
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create Project' })).toBeTruthy();
  });

  it("shows the product's three messages and sends nothing", async () => {
    const client = fakeClient({ projects: { list: async () => [] } });
    const { user } = renderAt('/projects', client);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await within(dialog).findByText('Project name is required')).toBeTruthy();
    expect(within(dialog).getByText('Project type is required')).toBeTruthy();
    expect(within(dialog).getByText('Project stage is required')).toBeTruthy();
    expect(client.projects.create).not.toHaveBeenCalled();
    // A whitespace-only name is still missing.
    await user.type(within(dialog).getByLabelText(/Project Name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(within(dialog).getByText('Project name is required')).toBeTruthy();
  });

  it("creates the project, shows 'Creating...' meanwhile, toasts and opens it", async () => {
    let answer: (value: ReturnType<typeof project>) => void = () => {};
    const reply = new Promise<ReturnType<typeof project>>((resolve) => (answer = resolve));
    const client = fakeClient({
      projects: {
        list: async () => [],
        create: () => reply,
        get: async () => project({ id: 'p9', name: 'Ink Songs' }),
      },
      goals: { list: async () => [] },
      tasks: { list: async () => [] },
    });
    const { user, path } = renderAt('/projects', client);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Project Name/), 'Ink Songs');
    await choose(user, dialog, 'Project Type', 'Music Album');
    await choose(user, dialog, 'Project Stage', 'Idea Stage');
    await choose(user, dialog, 'Marketing Budget', 'Under $100');
    await user.type(within(dialog).getByLabelText('Target Audience'), 'indie listeners');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await within(dialog).findByRole('button', { name: /Creating\.\.\./ })).toBeTruthy();
    await waitFor(() =>
      expect(client.projects.create).toHaveBeenCalledWith({
        name: 'Ink Songs',
        projectType: 'music_album',
        projectStage: 'idea',
        description: null,
        targetAudience: 'indie listeners',
        uniqueSellingPoint: null,
        availableBudget: 'under_100',
        availableTime: null,
      }),
    );
    answer(project({ id: 'p9', name: 'Ink Songs' }));
    await waitFor(() => expect(path()).toBe('/project/p9'));
    expect(await screen.findByText('Project created!')).toBeTruthy();
    expect(screen.getByText('Ink Songs has been added to your projects')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's 400 text on its field and toasts 'Error creating project'", async () => {
    const client = fakeClient({
      projects: {
        list: async () => [],
        create: async () => {
          throw new ApiError(400, 'Bad Request', 'name: at most 200 characters');
        },
      },
    });
    const { user } = renderAt('/projects', client);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Project Name/), 'Ink Songs');
    await choose(user, dialog, 'Project Type', 'Music Album');
    await choose(user, dialog, 'Project Stage', 'Idea Stage');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Error creating project')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('at most 200 characters');
  });

  it('closing resets the form', async () => {
    const { user } = renderAt('/projects', fakeClient({ projects: { list: async () => [] } }));
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Project Name/), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await within(dialog).findByText('Project type is required');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect((within(dialog).getByLabelText(/Project Name/) as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByText('Project type is required')).toBeNull();
  });
});
