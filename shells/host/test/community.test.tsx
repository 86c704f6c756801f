// @vitest-environment happy-dom

import type { CommunityGuide, Task } from '@market-muse/contracts';
import { toastStore } from '@market-muse/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommunityPage } from '../src/shell/community/CommunityPage.tsx';
import { fakeClient, renderWith, task } from './dashboard-helpers.tsx';

afterEach(() => {
  cleanup();
  toastStore.dispatch({ type: 'REMOVE_TOAST' });
});

const guide: CommunityGuide = {
  creativeType: 'Photography',
  intro: 'As a beginner photographer, start with critique circles: honest eyes on your work.',
  communities: [
    {
      kind: 'critique',
      name: 'Critique circles',
      goodFor: 'Honest eyes on your work.',
      whereToLook: ['A local camera club'],
      howToShowUp: ['Give two critiques for each one you ask for.'],
    },
    {
      kind: 'online',
      name: 'Online groups',
      goodFor: 'Daily conversation with other photographers.',
      whereToLook: ['r/photocritique'],
      howToShowUp: ['Answer questions before you post your own work.'],
    },
  ],
  etiquette: ['Read the rules before your first post.', 'Give more than you take.'],
  habit: {
    title: 'Show up in your critique circles this week',
    description: '45 minutes, once a week: be useful in one photographer community.',
    category: 'engagement',
    estimatedTime: 45,
    steps: ['Pick one place: A local camera club.', 'Answer or encourage three people.'],
  },
  source: 'local',
};

describe('/community', () => {
  it('shows its loading state while the guide is on its way', () => {
    renderWith(<CommunityPage />, fakeClient());
    expect(screen.getByText('Finding your communities...')).toBeTruthy();
  });

  it('lays out the guide: intro, habit with steps, communities in order, etiquette', async () => {
    renderWith(<CommunityPage />, fakeClient({ community: { guide: async () => guide } }));
    await screen.findByRole('heading', { name: 'Find your people' });
    expect(screen.getByText(guide.intro)).toBeTruthy();
    expect(screen.getByText(guide.habit.title)).toBeTruthy();
    expect(screen.getByText('45 min a week')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /as a photography creative/ })).toBeTruthy();
    const first = screen.getByText('Critique circles').closest('li') as HTMLElement;
    expect(within(first).getByText('Start here')).toBeTruthy();
    expect(within(first).getByText('A local camera club')).toBeTruthy();
    expect(screen.getByText('Give more than you take.')).toBeTruthy();
  });

  it('adds the habit to the task list and says so; a second add says it is there already', async () => {
    const habitTask: Task = task({ id: 'h1', title: guide.habit.title, category: 'engagement' });
    let created = true;
    const client = fakeClient({
      community: {
        guide: async () => guide,
        addHabit: async () => {
          const answer = { task: habitTask, created };
          created = false;
          return answer;
        },
      },
    });
    const { user } = renderWith(<CommunityPage />, client);
    await user.click(await screen.findByRole('button', { name: 'Add to my tasks' }));
    await screen.findByText('Habit added!');
    expect(screen.getByRole('link', { name: 'See my tasks' }).getAttribute('href')).toBe('/roadmap');
    await user.click(screen.getByRole('button', { name: 'Add to my tasks' }));
    await screen.findByText('Already on your list');
    expect(client.community.addHabit).toHaveBeenCalledTimes(2);
  });

  it('reports a failed add with the server text and keeps the page', async () => {
    const client = fakeClient({
      community: {
        guide: async () => guide,
        addHabit: async () => {
          throw Object.assign(new Error('Service unavailable'), { status: 503 });
        },
      },
    });
    const { user } = renderWith(<CommunityPage />, client);
    await user.click(await screen.findByRole('button', { name: 'Add to my tasks' }));
    await screen.findByText('Could not add the habit');
    expect(screen.getByRole('heading', { name: 'Find your people' })).toBeTruthy();
  });

  it('offers a retry when the guide cannot be loaded', async () => {
    let calls = 0;
    const client = fakeClient({
      community: {
        guide: async () => {
          calls += 1;
          if (calls === 1) throw new Error('Network down');
          return guide;
        },
      },
    });
    const { user } = renderWith(<CommunityPage />, client);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load your community guide")).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Find your people' });
  });
});
