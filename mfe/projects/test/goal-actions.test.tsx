// @vitest-environment happy-dom

import { fakeClient } from '@market-muse/client/testing';
import type { Goal } from '@market-muse/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboard, goal, profile, roadmap } from './fixtures.ts';
import { renderAt } from './render.tsx';

function setup(initial: Goal) {
  let current = initial;
  const client = fakeClient({
    profile: { get: async () => profile() },
    goals: {
      list: async () => [current],
      update: async (_id: string, patch) => (current = { ...current, ...(patch as Partial<Goal>) }),
      complete: async () => (current = { ...current, status: 'completed' }),
      progress: async (_id: string, body) =>
        (current = { ...current, currentValue: Number(body.currentValue), progress: 50 }),
    },
    roadmaps: { list: async () => [roadmap()] },
    tasks: { list: async () => [] },
    dashboard: { get: async () => dashboard() },
  });
  return { client, ...renderAt('/roadmap', client) };
}

async function act(user: UserEvent, action: string) {
  await user.click(await screen.findByRole('button', { name: 'Goal actions: Grow my following' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

const goalsList = () => screen.getByRole('list', { name: 'Your Goals' });

describe('goal actions', () => {
  it('pauses, resumes, completes a goal', async () => {
    const { user, client } = setup(goal());
    await act(user, 'Pause goal');
    expect(client.goals.update).toHaveBeenCalledWith('g1', { status: 'paused' });
    await waitFor(() => expect(within(goalsList()).getByText('Paused')).toBeTruthy());
    await act(user, 'Resume goal');
    expect(client.goals.update).toHaveBeenLastCalledWith('g1', { status: 'active' });
    await waitFor(() => expect(within(goalsList()).getByText('Active')).toBeTruthy());
    await act(user, 'Mark completed');
    expect(client.goals.complete).toHaveBeenCalledWith('g1');
    await waitFor(() => expect(within(goalsList()).getByText('Completed')).toBeTruthy());
  });

  it('abandons a goal', async () => {
    const { user, client } = setup(goal());
    await act(user, 'Abandon goal');
    expect(client.goals.update).toHaveBeenCalledWith('g1', { status: 'abandoned' });
    await waitFor(() => expect(within(goalsList()).getByText('Abandoned')).toBeTruthy());
  });

  it('records progress', async () => {
    const { user, client } = setup(goal());
    await act(user, 'Record progress');
    const dialog = await screen.findByRole('dialog', { name: 'Record Progress' });
    const input = within(dialog).getByLabelText('Current value (followers)');
    await user.clear(input);
    await user.type(input, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save Progress' }));
    await waitFor(() => expect(client.goals.progress).toHaveBeenCalledWith('g1', { currentValue: 250 }));
    expect(await screen.findByText('250 of 500 followers')).toBeTruthy();
  });

  it('edits a goal, starting from its values', async () => {
    const { user, client } = setup(goal());
    await act(user, 'Edit goal');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Goal' });
    const title = within(dialog).getByLabelText(/Goal Title/) as HTMLInputElement;
    expect(title.value).toBe('Grow my following');
    expect((within(dialog).getByLabelText('Unit') as HTMLInputElement).value).toBe('followers');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save Goal' }));
    expect(await within(dialog).findByText('Goal title is required')).toBeTruthy();
    await user.type(title, 'Grow my following');
    await user.clear(within(dialog).getByLabelText('Target Value'));
    await user.type(within(dialog).getByLabelText('Target Value'), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Save Goal' }));
    await waitFor(() =>
      expect(client.goals.update).toHaveBeenCalledWith('g1', expect.objectContaining({ targetValue: 800 })),
    );
  });
});
