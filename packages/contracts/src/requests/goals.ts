import { GOAL_TITLE_REQUIRED } from '../enums.ts';

export { GOAL_TITLE_REQUIRED } from '../enums.ts';

import { Schema } from 'effect';
import { GOAL_STATUSES } from '../domain.ts';
import {
  Body,
  Choice,
  DateOrDateTime,
  Id,
  MAX_AMOUNT,
  MAX_AMOUNT_TEXT,
  NonBlankText,
  OptionalText,
} from './input.ts';

const TITLE_REQUIRED = `title: ${GOAL_TITLE_REQUIRED}`;
const Title = NonBlankText('title', 200, TITLE_REQUIRED);
const Deadline = Schema.optional(
  Schema.NullOr(DateOrDateTime('deadline', 'deadline: must be a date (yyyy-mm-dd)')),
);

/** A number field of a goal: finite, within ±MAX_AMOUNT. */
const Amount = (field: string, message = `${field}: must be a number`) =>
  Schema.Number.annotations({ message: () => message }).pipe(
    Schema.finite({ message: () => message }),
    Schema.between(-MAX_AMOUNT, MAX_AMOUNT, {
      message: () => `${field}: at most ${MAX_AMOUNT_TEXT} either way`,
    }),
  );
const POSITIVE = 'targetValue: must be a positive number';
const TargetValue = Schema.optional(
  Schema.NullOr(Amount('targetValue', POSITIVE).pipe(Schema.positive({ message: () => POSITIVE }))),
);

/** POST /api/goals: a new goal, status active; `projectId` must be one of the user's projects. */
export const CreateGoalRequest = Body({
  title: Schema.propertySignature(Title).annotations({ missingMessage: () => TITLE_REQUIRED }),
  description: OptionalText('description'),
  deadline: Deadline,
  targetValue: TargetValue,
  unit: OptionalText('unit', 100),
  currentValue: Schema.optional(
    Amount('currentValue').pipe(Schema.nonNegative({ message: () => 'currentValue: must not be negative' })),
  ),
  projectId: Schema.optional(Schema.NullOr(Id('projectId'))),
});
export type CreateGoalRequest = typeof CreateGoalRequest.Type;

/** PATCH /api/goals/{id}: any of the goal's details and its status; absent fields keep their values. */
export const UpdateGoalRequest = Body({
  title: Schema.optional(Title),
  description: OptionalText('description'),
  deadline: Deadline,
  targetValue: TargetValue,
  unit: OptionalText('unit', 100),
  status: Schema.optional(Choice('status', GOAL_STATUSES)),
});
export type UpdateGoalRequest = typeof UpdateGoalRequest.Type;

/** POST /api/goals/{id}/progress: the new current value, or an increment (negative to correct). */
export const GoalProgressRequest = Body({
  currentValue: Schema.optional(
    Amount('currentValue').pipe(Schema.nonNegative({ message: () => 'currentValue: must not be negative' })),
  ),
  increment: Schema.optional(Amount('increment')),
}).pipe(
  Schema.filter(
    (body) =>
      (body.currentValue === undefined) !== (body.increment === undefined) ||
      'currentValue: send either currentValue or increment',
    // Inside allOf: a top-level oneOf would replace the object's own schema instead of adding to it.
    { jsonSchema: { allOf: [{ oneOf: [{ required: ['currentValue'] }, { required: ['increment'] }] }] } },
  ),
);
export type GoalProgressRequest = typeof GoalProgressRequest.Type;
