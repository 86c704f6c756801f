// Building an AdvisorContext from whatever a caller has: the backend's rows, or the browser's
// stored demo profile (possibly with variant B labels). Missing fields get empty values.
import {
  type AdvisorContext,
  type AdvisorGoal,
  type AdvisorProfile,
  type AdvisorProject,
  type AdvisorTask,
  type CreativeType,
  localDate,
  normaliseCreativeType,
} from '@market-muse/contracts';

export const EMPTY_PROFILE: AdvisorProfile = {
  creativeTypes: [],
  experienceLevel: null,
  currentProjectName: null,
  projectDescription: null,
  projectStage: null,
  targetAudience: null,
  businessGoals: [],
  availableBudget: null,
  availableTime: null,
  biggestChallenges: [],
  primarySkills: [],
  creativeChallenges: [],
  currentMarketingChannels: [],
  communicationStyle: null,
  learningPreference: null,
  availableDays: [],
};

export interface AdvisorContextInput {
  readonly userId: string;
  /** The user's today; computed from `now` and `timeZone` when absent. */
  readonly date?: string;
  readonly now?: Date;
  readonly timeZone?: string | null;
  /** Any subset of the profile; creative types may be either onboarding variant's values or labels. */
  readonly profile?: Partial<Omit<AdvisorProfile, 'creativeTypes'>> & {
    readonly creativeTypes?: readonly string[];
  };
  readonly project?: AdvisorProject | null;
  readonly goals?: readonly AdvisorGoal[];
  readonly tasks?: readonly AdvisorTask[];
}

export const makeAdvisorContext = (input: AdvisorContextInput): AdvisorContext => {
  const creativeTypes = [
    ...new Set(
      (input.profile?.creativeTypes ?? [])
        .map(normaliseCreativeType)
        .filter((t): t is CreativeType => t !== undefined),
    ),
  ];
  return {
    userId: input.userId,
    date: input.date ?? localDate(input.now ?? new Date(), input.timeZone),
    profile: { ...EMPTY_PROFILE, ...input.profile, creativeTypes },
    project: input.project ?? null,
    goals: input.goals ?? [],
    tasks: input.tasks ?? [],
  };
};
