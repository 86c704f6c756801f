import { ParseResult, Schema } from 'effect';
import {
  BUSINESS_GOALS,
  CHALLENGES,
  COMMUNICATION_STYLES,
  CreativeTypeFromInput,
  EXPERIENCE_LEVELS,
  LEARNING_PREFERENCES,
  normaliseSkill,
  PROFILE_BUDGETS,
  PROFILE_STAGES,
  PROFILE_TIMES,
  SKILLS,
  type Skill,
} from '../domain.ts';

// Request bodies are validated here with messages that name the field (the 400 body, spec §8); the
// deciders check the same rules again, so a command is never trusted because it came through HTTP.

/** Free text; blank becomes null. */
export const OptionalText = (field: string, max = 2000) =>
  Schema.optional(
    Schema.NullOr(
      Schema.String.annotations({ message: () => `${field}: must be text` }).pipe(
        Schema.maxLength(max, { message: () => `${field}: at most ${max} characters` }),
      ),
    ),
  );

export const TextList = (field: string, maxItems = 50) =>
  Schema.optional(
    Schema.NullOr(
      Schema.Array(Schema.String.annotations({ message: () => 'must be text' })).annotations({
        message: () => `${field}: must be a list of text`,
      }),
    ).pipe(
      Schema.filter(
        (list) => list === null || list.length <= maxItems || `${field}: at most ${maxItems} entries`,
      ),
    ),
  );

/** One of `values` (surrounding spaces ignored); blank becomes null. */
export const Choice = <const V extends string>(field: string, values: readonly V[]) =>
  Schema.transformOrFail(
    Schema.String.annotations({ message: () => `${field}: must be one of ${values.join(', ')}` }),
    Schema.NullOr(Schema.Literal(...values)),
    {
      strict: true,
      decode: (input, _, ast) => {
        const value = input.trim();
        if (value === '') return ParseResult.succeed(null);
        return (values as readonly string[]).includes(value)
          ? ParseResult.succeed(value as V)
          : ParseResult.fail(
              new ParseResult.Type(ast, input, `${field}: must be one of ${values.join(', ')}`),
            );
      },
      encode: (value) => ParseResult.succeed(value ?? ''),
    },
  );

/** One of `values`, exactly (list entries). */
const ChoiceItem = <const V extends string>(values: readonly V[]) =>
  Schema.transformOrFail(
    Schema.String.annotations({ message: () => `must be one of ${values.join(', ')}` }),
    Schema.Literal(...values),
    {
      strict: true,
      decode: (input, _, ast) =>
        (values as readonly string[]).includes(input)
          ? ParseResult.succeed(input as V)
          : ParseResult.fail(new ParseResult.Type(ast, input, `must be one of ${values.join(', ')}`)),
      encode: (value) => ParseResult.succeed(value),
    },
  );

const ChoiceList = <const V extends string>(field: string, values: readonly V[]) =>
  Schema.optional(
    Schema.NullOr(
      Schema.Array(ChoiceItem(values)).annotations({ message: () => `${field}: must be a list` }),
    ),
  );

/** A skill value or its variant B label ('Branding & Identity'). */
const SkillFromInput = Schema.transformOrFail(Schema.String, Schema.Literal(...SKILLS), {
  strict: true,
  decode: (input, _, ast) => {
    const value = normaliseSkill(input);
    return value === undefined
      ? ParseResult.fail(new ParseResult.Type(ast, input, `unknown skill: ${input}`))
      : ParseResult.succeed(value as Skill);
  },
  encode: (value) => ParseResult.succeed(value),
});

/**
 * POST /api/profile: any subset of the profile fields of both onboarding variants. An absent field keeps
 * its saved value, null (or a blank text) clears it; `onboardingCompleted: true` completes onboarding.
 * Creative types accept either variant's values or labels ('photography', 'Photographer'); a single
 * `creativeType` is taken as `creativeTypes: [creativeType]` when `creativeTypes` is not sent.
 */
export const SaveProfileRequest = Schema.Struct({
  creativeTypes: Schema.optional(
    Schema.NullOr(
      Schema.Array(CreativeTypeFromInput).annotations({ message: () => 'creativeTypes: must be a list' }),
    ),
  ),
  creativeType: Schema.optional(Schema.NullOr(CreativeTypeFromInput)),
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
    Schema.NullOr(
      Schema.Array(SkillFromInput).annotations({ message: () => 'primarySkills: must be a list' }),
    ),
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
  timezone: OptionalText('timezone', 100),
  availableDays: TextList('availableDays', 7),
  onboardingCompleted: Schema.optional(
    Schema.Boolean.annotations({ message: () => 'onboardingCompleted: must be true or false' }),
  ),
});
export type SaveProfileRequest = typeof SaveProfileRequest.Type;
