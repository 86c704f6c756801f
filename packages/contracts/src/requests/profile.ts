import { Schema } from 'effect';
import {
  BUSINESS_GOALS,
  CHALLENGES,
  COMMUNICATION_STYLES,
  CREATIVE_TYPE_VARIANT_B_LABELS,
  CREATIVE_TYPES,
  type CreativeType,
  creativeTypeFromVariantB,
  creativeTypeLabels,
  EXPERIENCE_LEVELS,
  LEARNING_PREFERENCES,
  PROFILE_BUDGETS,
  PROFILE_STAGES,
  PROFILE_TIMES,
  SKILLS,
  type Skill,
  skillLabels,
} from '../domain.ts';
import { Body, Choice, ChoiceList, ListOf, OneOfForms, OptionalText, TextList, TimeZone } from './input.ts';

// Request bodies are validated here with messages that name the field (the 400 body); the
// deciders check the same rules again, so a command is never trusted because it came through HTTP.

/** Each value with the labels either onboarding variant shows for it ('photography', 'Photography', 'Photographer'). */
const formsOf = <V extends string>(
  values: readonly V[],
  ...labelMaps: ReadonlyArray<Readonly<Record<string, V>>>
) => {
  const forms: Record<string, V> = {};
  for (const value of values) forms[value] = value;
  for (const labels of labelMaps) for (const [label, value] of Object.entries(labels)) forms[label] ??= value;
  return forms;
};
const invert = <V extends string>(labels: Readonly<Record<V, string>>) =>
  Object.fromEntries(Object.entries(labels).map(([value, label]) => [label, value])) as Record<string, V>;

/** Creative types as either variant writes them: the values, their labels, variant B's labels. */
export const CREATIVE_TYPE_FORMS = formsOf<CreativeType>(
  CREATIVE_TYPES,
  invert(creativeTypeLabels),
  Object.fromEntries(CREATIVE_TYPE_VARIANT_B_LABELS.map((label) => [label, creativeTypeFromVariantB[label]])),
);
/** Skills as values or variant B labels ('Branding & Identity' → 'branding_identity'). */
export const SKILL_FORMS = formsOf<Skill>(SKILLS, invert(skillLabels));

const CreativeTypes = (field: string) =>
  ListOf(field, OneOfForms(undefined, 'creative type', CREATIVE_TYPE_FORMS), CREATIVE_TYPES.length);

/**
 * POST /api/profile: any subset of the profile fields of both onboarding variants. An absent field keeps
 * its saved value, null (or a blank text) clears it; `onboardingCompleted: true` completes onboarding.
 * Creative types accept either variant's values or labels ('photography', 'Photographer'); a single
 * `creativeType` is taken as `creativeTypes: [creativeType]` when `creativeTypes` is not sent.
 */
export const SaveProfileRequest = Body({
  creativeTypes: Schema.optional(Schema.NullOr(CreativeTypes('creativeTypes'))),
  creativeType: Schema.optional(
    Schema.NullOr(OneOfForms('creativeType', 'creative type', CREATIVE_TYPE_FORMS)),
  ),
  experienceLevel: Schema.optional(Schema.NullOr(Choice('experienceLevel', EXPERIENCE_LEVELS))),
  currentProjectName: OptionalText('currentProjectName', 200),
  projectDescription: OptionalText('projectDescription'),
  projectStage: Schema.optional(Schema.NullOr(Choice('projectStage', PROFILE_STAGES))),
  targetAudience: OptionalText('targetAudience'),
  businessGoals: ChoiceList('businessGoals', BUSINESS_GOALS),
  availableBudget: Schema.optional(Schema.NullOr(Choice('availableBudget', PROFILE_BUDGETS))),
  availableTime: Schema.optional(Schema.NullOr(Choice('availableTime', PROFILE_TIMES))),
  biggestChallenges: ChoiceList('biggestChallenges', CHALLENGES),
  primarySkills: Schema.optional(
    Schema.NullOr(ListOf('primarySkills', OneOfForms(undefined, 'skill', SKILL_FORMS), SKILLS.length)),
  ),
  yearsActive: Schema.optional(
    Schema.NullOr(
      Schema.Number.annotations({ message: () => 'yearsActive: must be a whole number of years' }).pipe(
        Schema.int({ message: () => 'yearsActive: must be a whole number of years' }),
        Schema.between(0, 100, { message: () => 'yearsActive: must be between 0 and 100' }),
      ),
    ),
  ),
  creativeChallenges: TextList('creativeChallenges'),
  marketingExperience: Schema.optional(Schema.NullOr(Choice('marketingExperience', EXPERIENCE_LEVELS))),
  currentMarketingChannels: TextList('currentMarketingChannels'),
  marketingTimePreference: OptionalText('marketingTimePreference', 200),
  communicationStyle: Schema.optional(Schema.NullOr(Choice('communicationStyle', COMMUNICATION_STYLES))),
  learningPreference: Schema.optional(Schema.NullOr(Choice('learningPreference', LEARNING_PREFERENCES))),
  contentPreferences: TextList('contentPreferences'),
  timezone: Schema.optional(Schema.NullOr(TimeZone('timezone'))),
  availableDays: TextList('availableDays', 7, 20),
  onboardingCompleted: Schema.optional(
    Schema.Boolean.annotations({ message: () => 'onboardingCompleted: must be true or false' }),
  ),
});
export type SaveProfileRequest = typeof SaveProfileRequest.Type;
