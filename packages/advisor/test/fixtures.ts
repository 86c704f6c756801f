// Two contrasting creatives used across the tests, plus helpers to build contexts.
import type { AdvisorContext, AdvisorProfile, AdvisorProject, AdvisorTask } from '@market-muse/contracts';
import { EMPTY_PROFILE } from '../src/context.ts';

const baseProfile: AdvisorProfile = EMPTY_PROFILE;

/** Beginner photographer, no budget, about 2 hours a week. */
export const photographer: AdvisorContext = {
  userId: 'user-photo-1',
  date: '2026-11-21',
  profile: {
    ...baseProfile,
    creativeTypes: ['photography'],
    experienceLevel: 'beginner',
    currentProjectName: 'Harbour Light Portraits',
    targetAudience: 'young families in Bristol',
    projectStage: 'idea',
    businessGoals: ['find_clients'],
    availableBudget: 'no_budget',
    availableTime: 'minimal',
    biggestChallenges: ['pricing_work', 'confidence'],
    communicationStyle: 'casual',
    learningPreference: 'hands_on',
  },
  project: {
    id: 'p-photo',
    name: 'Harbour Light Portraits',
    description: 'Natural-light family portraits by the harbour',
    projectType: 'service',
    targetAudience: 'young families in Bristol',
    uniqueSellingPoint: 'relaxed golden-hour sessions by the water',
    projectStage: 'idea',
    availableBudget: 'no_budget',
    availableTime: 'under_5h',
    biggestChallenges: [],
  },
  goals: [],
  tasks: [],
};

/** Advanced musician with a large budget and plenty of time. */
export const musician: AdvisorContext = {
  userId: 'user-music-2',
  date: '2026-11-21',
  profile: {
    ...baseProfile,
    creativeTypes: ['music'],
    experienceLevel: 'advanced',
    currentProjectName: 'Neon Tides',
    targetAudience: 'synthwave fans aged 25-40',
    projectStage: 'launched',
    businessGoals: ['grow_following', 'increase_sales'],
    availableBudget: 'flexible',
    availableTime: 'full_time',
    biggestChallenges: ['consistency'],
    communicationStyle: 'professional',
    learningPreference: 'theory_first',
    primarySkills: ['music_production', 'video_production'],
  },
  project: {
    id: 'p-music',
    name: 'Neon Tides',
    description: 'A second synthwave album with a live visual show',
    projectType: 'music_album',
    targetAudience: 'synthwave fans aged 25-40',
    uniqueSellingPoint: 'analogue synths recorded live to tape',
    projectStage: 'launch',
    availableBudget: '2000_plus',
    availableTime: '20_plus',
    biggestChallenges: ['Keeping momentum between releases'],
  },
  goals: [
    {
      id: 'g1',
      title: 'Reach 10,000 monthly listeners',
      status: 'active',
      deadline: '2027-03-01',
      targetValue: 10000,
      currentValue: 3200,
      unit: 'listeners',
    },
  ],
  tasks: [],
};

export const withDate = (ctx: AdvisorContext, date: string): AdvisorContext => ({ ...ctx, date });

export const withTasks = (ctx: AdvisorContext, tasks: readonly AdvisorTask[]): AdvisorContext => ({
  ...ctx,
  tasks,
});

export const withProject = (
  ctx: AdvisorContext,
  project: Partial<AdvisorProject> | null,
): AdvisorContext => ({
  ...ctx,
  project: project === null ? null : { ...(ctx.project as AdvisorProject), ...project },
});
