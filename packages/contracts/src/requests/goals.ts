import { GOAL_TITLE_REQUIRED } from '../enums.ts';

export { GOAL_TITLE_REQUIRED } from '../enums.ts';

import { Schema } from 'effect';
import { GOAL_STATUSES, IsoDateOrDateTime } from '../domain.ts';
import { NON_BLANK } from './nonBlank.ts';
import { Choice, OptionalText } from './profile.ts';

const Title = Schema.String.annotations({ message: () => `title: ${GOAL_TITLE_REQUIRED}` }).pipe(
  Schema.filter((title) => title.trim().length >= 1 || `title: ${GOAL_TITLE_REQUIRED}`, {
    jsonSchema: NON_BLANK,
  }),
  Schema.maxLength(200, { message: () => 'title: at most 200 characters' }),
);
const isDateOrDateTime = Schema.is(IsoDateOrDateTime);
const DEADLINE_MESSAGE = 'deadline: must be a date (yyyy-mm-dd)';
const Deadline = Schema.optional(
  Schema.NullOr(
    Schema.String.annotations({ message: () => DEADLINE_MESSAGE }).pipe(
      Schema.filter((s) => (isDateOrDateTime(s) && !Number.isNaN(Date.parse(s))) || DEADLINE_MESSAGE),
    ),
  ),
);
const TargetValue = Schema.optional(
  Schema.NullOr(
    Schema.Number.annotations({ message: () => 'targetValue: must be a positive number' }).pipe(
      Schema.finite({ message: () => 'targetValue: must be a positive number' }),
      Schema.positive({ message: () => 'targetValue: must be a positive number' }),
    ),
  ),
);
const Value = (field: string) =>
  Schema.Number.annotations({ message: () => `${field}: must be a number` }).pipe(
    Schema.finite({ message: () => `${field}: must be a number` }),
  );

/** POST /api/goals: a new goal, status active; `projectId` must be one of the user's projects. */
export const CreateGoalRequest = Schema.Struct({
  title: Schema.propertySignature(Title).annotations({
    missingMessage: () => `title: ${GOAL_TITLE_REQUIRED}`,
  }),
  description: OptionalText('description'),
  deadline: Deadline,
  targetValue: TargetValue,
  unit: OptionalText('unit', 100),
  currentValue: Schema.optional(
    Value('currentValue').pipe(Schema.nonNegative({ message: () => 'currentValue: must not be negative' })),
  ),
  projectId: Schema.optional(
    Schema.NullOr(Schema.String.annotations({ message: () => 'projectId: must be text' })),
  ),
});
export type CreateGoalRequest = typeof CreateGoalRequest.Type;

/** PATCH /api/goals/{id}: any of the goal's details and its status; absent fields keep their values. */
export const UpdateGoalRequest = Schema.Struct({
  title: Schema.optional(Title),
  description: OptionalText('description'),
  deadline: Deadline,
  targetValue: TargetValue,
  unit: OptionalText('unit', 100),
  status: Schema.optional(Choice('status', GOAL_STATUSES)),
});
export type UpdateGoalRequest = typeof UpdateGoalRequest.Type;

/** POST /api/goals/{id}/progress: the new current value, or an increment (negative to correct). */
export const GoalProgressRequest = Schema.Struct({
  currentValue: Schema.optional(Value('currentValue')),
  increment: Schema.optional(Value('increment')),
}).pipe(
  Schema.filter(
    (body) =>
      (body.currentValue === undefined) !== (body.increment === undefined) ||
      'currentValue: send either currentValue or increment',
  ),
);
export type GoalProgressRequest = typeof GoalProgressRequest.Type;
