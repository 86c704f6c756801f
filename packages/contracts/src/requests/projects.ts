import { PROJECT_NAME_REQUIRED, PROJECT_STAGE_REQUIRED, PROJECT_TYPE_REQUIRED } from '../enums.ts';

export { PROJECT_NAME_REQUIRED, PROJECT_STAGE_REQUIRED, PROJECT_TYPE_REQUIRED } from '../enums.ts';

import { Schema } from 'effect';
import { PROJECT_BUDGETS, PROJECT_STAGES, PROJECT_TIMES, PROJECT_TYPES } from '../domain.ts';
import { NON_BLANK } from './nonBlank.ts';
import { Choice, OptionalText, TextList } from './profile.ts';

const RequiredChoice = <const V extends string>(field: string, values: readonly V[], missing: string) =>
  Schema.propertySignature(
    Schema.String.annotations({ message: () => `${field}: ${missing}` }).pipe(
      Schema.filter((input) => {
        const value = input.trim();
        if (value === '') return `${field}: ${missing}`;
        return (
          (values as readonly string[]).includes(value) || `${field}: must be one of ${values.join(', ')}`
        );
      }),
    ),
  ).annotations({ missingMessage: () => `${field}: ${missing}` });

/**
 * POST /api/projects: the create form's fields (name, projectType, projectStage required) plus the
 * other optional Project fields. Blank optional texts and choices become null.
 */
export const CreateProjectRequest = Schema.Struct({
  name: Schema.propertySignature(
    Schema.String.annotations({ message: () => `name: ${PROJECT_NAME_REQUIRED}` }).pipe(
      Schema.filter((name) => name.trim().length >= 1 || `name: ${PROJECT_NAME_REQUIRED}`, {
        jsonSchema: NON_BLANK,
      }),
      Schema.maxLength(200, { message: () => 'name: at most 200 characters' }),
    ),
  ).annotations({ missingMessage: () => `name: ${PROJECT_NAME_REQUIRED}` }),
  projectType: RequiredChoice('projectType', PROJECT_TYPES, PROJECT_TYPE_REQUIRED),
  projectStage: RequiredChoice('projectStage', PROJECT_STAGES, PROJECT_STAGE_REQUIRED),
  description: OptionalText('description'),
  targetAudience: OptionalText('targetAudience'),
  uniqueSellingPoint: OptionalText('uniqueSellingPoint'),
  availableBudget: Schema.optional(Schema.NullOr(Choice('availableBudget', PROJECT_BUDGETS))),
  availableTime: Schema.optional(Schema.NullOr(Choice('availableTime', PROJECT_TIMES))),
  biggestChallenges: TextList('biggestChallenges'),
  websiteUrl: OptionalText('websiteUrl', 500),
  socialMediaLinks: TextList('socialMediaLinks'),
  targetRevenue: Schema.optional(
    Schema.NullOr(
      Schema.Number.annotations({ message: () => 'targetRevenue: must be a number' }).pipe(
        Schema.finite({ message: () => 'targetRevenue: must be a number' }),
        Schema.nonNegative({ message: () => 'targetRevenue: must not be negative' }),
      ),
    ),
  ),
  launchTimeline: OptionalText('launchTimeline', 200),
});
export type CreateProjectRequest = typeof CreateProjectRequest.Type;
