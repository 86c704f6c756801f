// Storybook only: renders a page as the shell would, with a fake client (the save resolves or rejects as
// the story says), a fresh QueryClient, a MemoryRouter at the page's path and the kit's toaster. A story
// can start on any step by seeding the session draft the wizard resumes from.
import { ClientProvider, type MarketMuseClient } from '@market-muse/client';
import { clientWith } from '@market-muse/client/testing/unanswered';
import type { Profile } from '@market-muse/contracts';
import { Toaster, toastStore } from '@market-muse/ui';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { fn } from 'storybook/test';
import { type Draft, draftKey, writeDraft } from '../wizard/draft.ts';
import '../styles.css';

export const storyUser = {
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

/** Every profile save the fake client receives (the body), for the play functions to check. */
export const saveProfile = fn().mockName('client.profile.save');

export interface OnboardingStory {
  /** The page's route, where the MemoryRouter starts. */
  path: string;
  /** The saved profile `GET /api/profile` answers with (null: none yet). */
  profile: Profile | null;
  /** The profile cannot be read (the page's error state). */
  loadFails?: boolean;
  /** When set, the save rejects with it. */
  saveError?: Error;
  /** Start on this step with these answers, as after a reload mid-wizard. */
  draft?: { variant: 'a' | 'b' } & Omit<Draft<object>, 'basis'>;
}

const options = (parameters: Record<string, unknown>) => parameters.onboarding as OnboardingStory;

/** Meta `beforeEach`: no draft, toast or save left over from another story; then this story's draft. */
export function resetOnboarding({ parameters }: { parameters: Record<string, unknown> }) {
  const { profile, draft } = options(parameters);
  sessionStorage.clear();
  toastStore.remove();
  saveProfile.mockClear();
  if (draft)
    writeDraft(draftKey(draft.variant, storyUser.id), {
      step: draft.step,
      answers: draft.answers,
      basis: profile?.updatedAt ?? null,
    });
}

function fakeClient({ profile, loadFails, saveError }: OnboardingStory): MarketMuseClient {
  return clientWith({
    auth: { currentUser: async () => storyUser },
    profile: {
      get: async () => {
        if (loadFails) throw new Error('500: Internal Server Error');
        return profile;
      },
      save: async (body) => {
        saveProfile(body);
        if (saveError) throw saveError;
        return profile ?? savedProfile;
      },
    },
  });
}

/** Where the page navigated to: the router's other paths render this. */
function Elsewhere() {
  return <p>Navigated to {useLocation().pathname}</p>;
}

function Harness({ story, children }: { story: OnboardingStory; children: ReactNode }) {
  const [client] = useState(() => fakeClient(story));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <ClientProvider client={client}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[story.path]}>
          <main>
            <Routes>
              <Route path={story.path} element={children} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </main>
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </ClientProvider>
  );
}

export const withOnboarding: Decorator = (Story, context) => (
  <Harness story={options(context.parameters)}>
    <Story />
  </Harness>
);
