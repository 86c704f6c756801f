// Renders the remote's routes as the shell would: a fake client, a fresh QueryClient, a MemoryRouter and
// the kit's toaster; `location()` says where the screens navigated.
import { ClientProvider, type MarketMuseClient } from '@market-muse/client';
import { fakeClient as sharedFakeClient } from '@market-muse/client/testing';
import type { Profile } from '@market-muse/contracts';
import { Toaster } from '@market-muse/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import OnboardingRoutes from '../src/routes.tsx';

export const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'L',
  createdAt: '2026-01-01',
};

export const savedProfile: Profile = {
  userId: 'u1',
  creativeTypes: ['photography'],
  creativeType: 'photography',
  experienceLevel: 'intermediate',
  currentProjectName: 'Coastal Light',
  projectDescription: 'Seascapes',
  projectStage: 'development',
  targetAudience: 'Cafe owners',
  businessGoals: ['increase_sales'],
  availableBudget: 'minimal',
  availableTime: 'moderate',
  biggestChallenges: ['social_media'],
  primarySkills: ['photography'],
  yearsActive: null,
  creativeChallenges: [],
  marketingExperience: null,
  currentMarketingChannels: [],
  marketingTimePreference: null,
  communicationStyle: 'casual',
  learningPreference: 'hands_on',
  contentPreferences: [],
  timezone: null,
  availableDays: [],
  onboardingCompleted: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The shared fake client with a profile (or a failure to read it) and the save a test gives. */
export function fakeClient(profile: Profile | null | Error, save?: MarketMuseClient['profile']['save']) {
  const client = sharedFakeClient({
    auth: { currentUser: async () => user },
    profile: {
      get: async () => {
        if (profile instanceof Error) throw profile;
        return profile;
      },
      save: save ?? (async () => savedProfile),
    },
    goals: { list: async () => [] },
  });
  return { client, save: client.profile.save };
}

let where = '';
function Where() {
  where = useLocation().pathname;
  return null;
}

export function renderAt(path: string, client: MarketMuseClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ClientProvider client={client}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <OnboardingRoutes />
          <Where />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </ClientProvider>,
  );
  return { ...view, location: () => where };
}
