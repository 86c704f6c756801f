// Building an AdvisorContext from whatever a caller has: the backend's rows, or the browser's
// stored demo profile (possibly with variant B labels). Missing fields get empty values.
import {
  type AdvisorContext,
  type AdvisorGoal,
  type AdvisorProfile,
  type AdvisorProject,
  type AdvisorTask,
  type CreativeType,
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

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1000;

const dayFormatter = (zone: string): Intl.DateTimeFormat => {
  let formatter = dayFormatters.get(zone);
  if (!formatter) {
    // Throws a RangeError for a zone that does not exist; nothing is cached then.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormatters.size >= MAX_FORMATTERS) dayFormatters.clear();
    dayFormatters.set(zone, formatter);
  }
  return formatter;
};

/** yyyy-mm-dd of `now` in the user's time zone (UTC when unknown or invalid). */
export const localDate = (now: Date, timeZone?: string | null): string => {
  try {
    return dayFormatter(timeZone || 'UTC').format(now);
  } catch {
    return dayFormatter('UTC').format(now);
  }
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
