import {
  BUSINESS_GOALS,
  CHALLENGES,
  COMMUNICATION_STYLES,
  EXPERIENCE_LEVELS,
  LEARNING_PREFERENCES,
  normaliseCreativeType,
  normaliseSkill,
  PROFILE_BUDGETS,
  PROFILE_STAGES,
  PROFILE_TIMES,
  type Profile,
  type ProfileEvent,
  type ProfileFields,
} from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';

export const profileStream = (userId: string) => ({ id: `profile-${userId}`, type: 'profile' });

/** What a save may carry: any subset of the fields; absent keeps the current value, null clears it. */
export type ProfileChanges = { readonly [K in keyof ProfileFields]?: ProfileFields[K] | null };

export type SaveProfile = {
  readonly type: 'SaveProfile';
  readonly userId: string;
  readonly changes: ProfileChanges;
  readonly at: Date;
};
export type ProfileCommand = SaveProfile;

export type ProfileState =
  | { readonly status: 'none' }
  | {
      readonly status: 'saved';
      readonly userId: string;
      readonly profile: ProfileFields;
      readonly createdAt: string;
      readonly updatedAt: string;
    };

export const emptyProfileFields: ProfileFields = {
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
  yearsActive: null,
  creativeChallenges: [],
  marketingExperience: null,
  currentMarketingChannels: [],
  marketingTimePreference: null,
  communicationStyle: null,
  learningPreference: null,
  contentPreferences: [],
  timezone: null,
  availableDays: [],
  onboardingCompleted: false,
};

const FIELDS = Object.keys(emptyProfileFields) as ReadonlyArray<keyof ProfileFields>;
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const texts = (values: ReadonlyArray<string>) => [
  ...new Set(values.map((v) => v.trim()).filter((v) => v !== '')),
];

const oneOf = <V extends string>(field: string, allowed: readonly V[], value: string | null): V | null => {
  if (value === null) return null;
  if (!(allowed as readonly string[]).includes(value))
    fail('invalid', `${field}: unknown value ${value}`, field);
  return value as V;
};

const allOf = <V extends string>(field: string, allowed: readonly V[], values: ReadonlyArray<string>) =>
  [...new Set(values)].map((v) => oneOf(field, allowed, v) as V);

const canonical = <V extends string>(
  field: string,
  normalise: (input: string) => V | undefined,
  values: ReadonlyArray<string>,
) => {
  const out: V[] = [];
  for (const input of texts(values)) {
    const value = normalise(input);
    if (value === undefined) return fail('invalid', `${field}: unknown value ${input}`, field);
    if (!out.includes(value)) out.push(value);
  }
  return out;
};

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Validates and normalises one field's new value (the rules for both onboarding variants). */
const normaliseField = <K extends keyof ProfileFields>(
  field: K,
  value: ProfileFields[K] | null,
): ProfileFields[K] => {
  const v = value as unknown;
  const result = (() => {
    switch (field) {
      case 'creativeTypes':
        return canonical(field, normaliseCreativeType, (v as string[] | null) ?? []);
      case 'primarySkills':
        return canonical(field, normaliseSkill, (v as string[] | null) ?? []);
      case 'businessGoals':
        return allOf(field, BUSINESS_GOALS, (v as string[] | null) ?? []);
      case 'biggestChallenges':
        return allOf(field, CHALLENGES, (v as string[] | null) ?? []);
      case 'creativeChallenges':
      case 'currentMarketingChannels':
      case 'contentPreferences':
        return texts((v as string[] | null) ?? []);
      case 'availableDays':
        return allOf(
          field,
          WEEKDAYS,
          texts((v as string[] | null) ?? []).map((d) => d.toLowerCase()),
        ).sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
      case 'experienceLevel':
      case 'marketingExperience':
        return oneOf(field, EXPERIENCE_LEVELS, text(v as string | null));
      case 'projectStage':
        return oneOf(field, PROFILE_STAGES, text(v as string | null));
      case 'availableBudget':
        return oneOf(field, PROFILE_BUDGETS, text(v as string | null));
      case 'availableTime':
        return oneOf(field, PROFILE_TIMES, text(v as string | null));
      case 'communicationStyle':
        return oneOf(field, COMMUNICATION_STYLES, text(v as string | null));
      case 'learningPreference':
        return oneOf(field, LEARNING_PREFERENCES, text(v as string | null));
      case 'yearsActive':
        if (v === null) return null;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 100)
          return fail('invalid', 'yearsActive: must be a whole number of years', field);
        return v;
      case 'timezone': {
        const zone = text(v as string | null);
        if (zone !== null && !isTimeZone(zone)) fail('invalid', `timezone: unknown time zone ${zone}`, field);
        return zone;
      }
      case 'onboardingCompleted':
        return v === true;
      default:
        return text(v as string | null);
    }
  })();
  return result as ProfileFields[K];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One profile per user. A save merges the given fields over the current profile; onboarding, once
 * completed, stays completed (a later save with `onboardingCompleted: false` does not undo it). A save that
 * changes nothing records nothing.
 */
export const profileDecider: Decider<ProfileCommand, ProfileEvent, ProfileState> = {
  initialState: () => ({ status: 'none' }),
  decide: (command, state) => {
    const current = state.status === 'saved' ? state.profile : emptyProfileFields;
    const next: Record<string, unknown> = { ...current };
    const changed: string[] = [];
    for (const field of FIELDS) {
      if (!(field in command.changes) || command.changes[field] === undefined) continue;
      let value: unknown = normaliseField(field, command.changes[field] ?? null);
      if (field === 'onboardingCompleted') value = current.onboardingCompleted || value === true;
      if (!same(value, current[field])) {
        next[field] = value;
        changed.push(field);
      }
    }
    if (state.status === 'saved' && changed.length === 0) return [];
    const savedAt = command.at.toISOString();
    return [
      {
        type: 'ProfileSaved',
        data: {
          userId: command.userId,
          profile: next as ProfileFields,
          changed,
          createdAt: state.status === 'saved' ? state.createdAt : savedAt,
          savedAt,
        },
      },
    ];
  },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'ProfileSaved':
        return {
          status: 'saved',
          userId: event.data.userId,
          profile: event.data.profile,
          createdAt: event.data.createdAt,
          updatedAt: event.data.savedAt,
        };
      default:
        return _state;
    }
  },
};

/** The profile as the API returns it (also the point-in-time view). */
export const profileView = (state: ProfileState): Profile | null =>
  state.status === 'saved'
    ? {
        userId: state.userId,
        ...state.profile,
        creativeType: state.profile.creativeTypes[0] ?? null,
        createdAt: state.createdAt,
        updatedAt: state.updatedAt,
      }
    : null;
