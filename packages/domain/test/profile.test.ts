import { describe, expect, it } from '@effect/vitest';
import type { ProfileEvent } from '@market-muse/contracts';
import { fold } from '../src/decider.ts';
import { initialGoalDetails, initialGoalId } from '../src/profile/initialGoals.ts';
import { emptyProfileFields, profileDecider, profileView } from '../src/profile/profile.ts';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';

const spec = DeciderSpecification(profileDecider);
const first = new Date('2026-11-01T09:00:00Z');
const later = new Date('2026-11-02T10:00:00Z');
const save = (changes: Record<string, unknown>, at = later) => ({
  type: 'SaveProfile' as const,
  userId: 'u-1',
  changes,
  at,
});
const saved = (
  profile: Partial<typeof emptyProfileFields>,
  changed: string[],
  savedAt = first,
): ProfileEvent => ({
  type: 'ProfileSaved',
  data: {
    userId: 'u-1',
    profile: { ...emptyProfileFields, ...profile },
    changed,
    createdAt: first.toISOString(),
    savedAt: savedAt.toISOString(),
  },
});

describe('profile decider', () => {
  it('creates the profile on the first save, even an empty one', () =>
    spec
      .given([])
      .when(save({}, first))
      .thenEmits([saved({}, [])]));

  it('normalises creative types from either variant, in order and without duplicates', () =>
    spec
      .given([])
      .when(save({ creativeTypes: ['Photographer', 'visual_artist', 'photography', ' Musician '] }, first))
      .thenEmits([saved({ creativeTypes: ['photography', 'visual_art', 'music'] }, ['creativeTypes'])]));

  it('normalises skills from labels, weekdays to lower case in week order, and trims free text', () =>
    spec
      .given([])
      .when(
        save(
          {
            primarySkills: ['Branding & Identity', 'teaching'],
            availableDays: ['Friday', 'MONDAY'],
            currentProjectName: '  Coastal Light ',
            targetAudience: '   ',
            contentPreferences: ['reels', ' ', 'reels'],
          },
          first,
        ),
      )
      .thenEmits([
        saved(
          {
            primarySkills: ['branding_identity', 'teaching'],
            availableDays: ['monday', 'friday'],
            currentProjectName: 'Coastal Light',
            contentPreferences: ['reels'],
          },
          ['currentProjectName', 'primarySkills', 'contentPreferences', 'availableDays'],
        ),
      ]));

  it('merges a partial save over the saved profile and lists what changed', () =>
    spec
      .given([
        saved({ creativeTypes: ['music'], experienceLevel: 'beginner' }, [
          'creativeTypes',
          'experienceLevel',
        ]),
      ])
      .when(save({ communicationStyle: 'casual', experienceLevel: null }))
      .thenEmits([
        saved(
          { creativeTypes: ['music'], experienceLevel: null, communicationStyle: 'casual' },
          ['experienceLevel', 'communicationStyle'],
          later,
        ),
      ]));

  it('completes onboarding and never undoes it', () => {
    spec
      .given([saved({}, [])])
      .when(save({ onboardingCompleted: true }))
      .thenEmits([saved({ onboardingCompleted: true }, ['onboardingCompleted'], later)]);
    spec
      .given([saved({ onboardingCompleted: true }, [])])
      .when(save({ onboardingCompleted: false }))
      .thenNothingHappened();
  });

  it('records nothing when a save changes nothing', () =>
    spec
      .given([saved({ creativeTypes: ['music'] }, ['creativeTypes'])])
      .when(save({ creativeTypes: ['Musician'], experienceLevel: undefined }))
      .thenNothingHappened());

  it.each([
    [{ creativeTypes: ['astronaut'] }, 'creativeTypes'],
    [{ primarySkills: ['juggling'] }, 'primarySkills'],
    [{ businessGoals: ['get_rich'] }, 'businessGoals'],
    [{ biggestChallenges: ['gravity'] }, 'biggestChallenges'],
    [{ experienceLevel: 'guru' }, 'experienceLevel'],
    [{ marketingExperience: 'guru' }, 'marketingExperience'],
    [{ projectStage: 'launch' }, 'projectStage'],
    [{ availableBudget: 'infinite' }, 'availableBudget'],
    [{ availableTime: 'always' }, 'availableTime'],
    [{ communicationStyle: 'shouty' }, 'communicationStyle'],
    [{ learningPreference: 'osmosis' }, 'learningPreference'],
    [{ yearsActive: -1 }, 'yearsActive'],
    [{ yearsActive: 1.5 }, 'yearsActive'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ availableDays: ['someday'] }, 'availableDays'],
  ])('refuses %j naming the field', (changes, field) =>
    spec
      .given([])
      .when(save(changes))
      .thenThrows({ code: 'invalid', field, message: new RegExp(`^${field}: `) }),
  );

  it('shows creativeType as the first creative type', () => {
    const state = fold(profileDecider, [saved({ creativeTypes: ['writing', 'music'] }, [])]);
    expect(profileView(state)).toMatchObject({
      userId: 'u-1',
      creativeType: 'writing',
      createdAt: first.toISOString(),
    });
    expect(profileView(profileDecider.initialState())).toBeNull();
  });
});

describe('initial goals', () => {
  it('derive one stable goal id per user and business goal', () => {
    expect(initialGoalId('u-1', 'increase_sales')).toBe(initialGoalId('u-1', 'increase_sales'));
    expect(initialGoalId('u-1', 'increase_sales')).not.toBe(initialGoalId('u-2', 'increase_sales'));
    expect(initialGoalId('u-1', 'increase_sales')).not.toBe(initialGoalId('u-1', 'grow_following'));
    expect(initialGoalId('u-1', 'build_brand')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
  it('carry a 90-day deadline from the save', () =>
    expect(initialGoalDetails('grow_following', first)).toEqual({
      title: 'Grow my following',
      description: 'Reach more people who follow your work.',
      targetValue: 500,
      unit: 'followers',
      deadline: '2027-01-30',
    }));
});
