import { PROJECT_NAME_REQUIRED, PROJECT_STAGE_REQUIRED, PROJECT_TYPE_REQUIRED } from '../enums.ts';

export { PROJECT_NAME_REQUIRED, PROJECT_STAGE_REQUIRED, PROJECT_TYPE_REQUIRED } from '../enums.ts';

import { Schema } from 'effect';
import { PROJECT_BUDGETS, PROJECT_STAGES, PROJECT_TIMES, PROJECT_TYPES } from '../domain.ts';
import {
  Body,
  Choice,
  MAX_AMOUNT,
  MAX_AMOUNT_TEXT,
  OptionalText,
  RequiredChoice,
  RequiredText,
  TextList,
  WebAddress,
} from './input.ts';

/**
 * POST /api/projects: the create form's fields (name, projectType, projectStage required) plus the
 * other optional Project fields. Blank optional texts and choices become null.
 */
export const CreateProjectRequest = Body({
  name: RequiredText('name', 200, `name: ${PROJECT_NAME_REQUIRED}`),
  projectType: RequiredChoice('projectType', PROJECT_TYPES, PROJECT_TYPE_REQUIRED),
  projectStage: RequiredChoice('projectStage', PROJECT_STAGES, PROJECT_STAGE_REQUIRED),
  description: OptionalText('description'),
  targetAudience: OptionalText('targetAudience'),
  uniqueSellingPoint: OptionalText('uniqueSellingPoint'),
  availableBudget: Schema.optional(Schema.NullOr(Choice('availableBudget', PROJECT_BUDGETS))),
  availableTime: Schema.optional(Schema.NullOr(Choice('availableTime', PROJECT_TIMES))),
  biggestChallenges: TextList('biggestChallenges'),
  websiteUrl: Schema.optional(Schema.NullOr(WebAddress('websiteUrl'))),
  socialMediaLinks: TextList('socialMediaLinks'),
  targetRevenue: Schema.optional(
    Schema.NullOr(
      Schema.Number.annotations({ message: () => 'targetRevenue: must be a number' }).pipe(
        Schema.finite({ message: () => 'targetRevenue: must be a number' }),
        Schema.nonNegative({ message: () => 'targetRevenue: must not be negative' }),
        Schema.lessThanOrEqualTo(MAX_AMOUNT, { message: () => `targetRevenue: at most ${MAX_AMOUNT_TEXT}` }),
      ),
    ),
  ),
  launchTimeline: OptionalText('launchTimeline', 200),
});
export type CreateProjectRequest = typeof CreateProjectRequest.Type;
