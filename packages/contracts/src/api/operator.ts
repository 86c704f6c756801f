import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { ForbiddenText, NotFoundText, UnauthorizedText } from './errors.ts';

// The operators' analytics (issue 12): aggregates only (no user ids, emails or names), behind an operator
// token from the environment (MM_OPERATOR_TOKEN), never a user session.

const Count = Schema.Number.pipe(Schema.int(), Schema.nonNegative());

export const OperatorAnalytics = Schema.Struct({
  generatedAt: Schema.String,
  /** How many days back the per-day series reach. */
  days: Count,
  dailyActiveCreators: Schema.Array(Schema.Struct({ day: Schema.String, creators: Count })),
  funnel: Schema.Array(Schema.Struct({ step: Schema.String, creators: Count })),
  /** Net completions (completed minus reopened) per UTC day and task category. */
  tasksCompletedByCategory: Schema.Array(
    Schema.Struct({ day: Schema.String, category: Schema.String, completed: Schema.Number }),
  ),
  timeToFirstTask: Schema.Struct({
    creators: Count,
    medianHours: Schema.NullOr(Schema.Number),
    p90Hours: Schema.NullOr(Schema.Number),
    buckets: Schema.Array(Schema.Struct({ label: Schema.String, creators: Count })),
  }),
});
export type OperatorAnalytics = typeof OperatorAnalytics.Type;

export class OperatorApi extends HttpApiGroup.make('operator').add(
  HttpApiEndpoint.get('analytics', '/api/operator/analytics')
    .addSuccess(OperatorAnalytics)
    .addError(UnauthorizedText)
    .addError(ForbiddenText)
    .addError(NotFoundText)
    .annotate(
      OpenApi.Description,
      'Analytics for the operators: daily active creators, the onboarding funnel, tasks completed per day ' +
        'by category and time from sign-up to the first completed task. Send `Authorization: Bearer ' +
        '<MM_OPERATOR_TOKEN>`: 401 without a token, 403 with a wrong one, 404 when the server has none set.',
    ),
) {}
