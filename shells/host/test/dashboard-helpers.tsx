import { ClientProvider, type Dashboard, type MarketMuseClient } from '@market-muse/client';
import type { AuthUser, Goal, Profile, Project, Task } from '@market-muse/contracts';
import { Toaster } from '@market-muse/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

// happy-dom lacks a few DOM APIs Radix (DropdownMenu) calls.
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

export { fakeClient } from '@market-muse/client/testing';

export const ada: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2026-01-01',
} as AuthUser;

const AT = '2026-11-01T10:00:00.000Z';

export const task = (over: Partial<Task> = {}): Task =>
  ({
    id: 't1',
    userId: 'u1',
    roadmapId: null,
    projectId: null,
    title: 'Post a behind-the-scenes reel',
    description: 'Show your process',
    status: 'pending',
    completed: false,
    priority: 'medium',
    category: 'social_media',
    estimatedTime: 30,
    dueDate: null,
    completedAt: null,
    createdAt: AT,
    updatedAt: AT,
    ...over,
  }) as Task;

export const goal = (over: Partial<Goal> = {}): Goal => ({
  id: 'g1',
  projectId: null,
  title: 'Grow my following',
  description: null,
  status: 'active',
  deadline: null,
  targetValue: 500,
  currentValue: 100,
  unit: 'followers',
  progress: 20,
  createdAt: AT,
  ...over,
});

export const project = (over: Partial<Project> = {}): Project =>
  ({ id: 'p1', name: 'Coastal Light', isActive: true, projectType: 'art_collection', ...over }) as Project;

export const profile = (creativeTypes: string[] = ['digital_art']): Profile =>
  ({
    userId: 'u1',
    creativeTypes,
    creativeType: creativeTypes[0] ?? null,
    onboardingCompleted: true,
  }) as never;

const TEXTS = ['Step 1 of 3', 'Step 2 of 3', 'Step 3 of 3', 'All set! Ready to grow'];

/** A GET /api/dashboard answer with `done` milestones (in spec order), as the server computes it. */
export const dashboard = (done: 0 | 1 | 2 | 3, over: Partial<Dashboard> = {}): Dashboard => ({
  milestones: { profileComplete: done >= 1, hasGoal: done >= 2, hasTask: done >= 3 },
  milestonesDone: done,
  progressPercent: Math.round((done / 3) * 100),
  progressText: TEXTS[done] ?? '',
  recentTasks: [],
  roadmapProgress: null,
  quickStats: { activeGoals: 0, tasksThisWeek: 0, completedTasks: 0, successRate: 0 },
  ...over,
});

export function renderWith(ui: ReactNode, client: MarketMuseClient, at = '/') {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const user = userEvent.setup();
  const view = render(
    <ClientProvider client={client}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </ClientProvider>,
  );
  return { ...view, user, queryClient };
}
