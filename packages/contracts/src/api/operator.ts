import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { OperatorAnalytics } from '../read-models.ts';
import { ForbiddenText, NotFoundText, TooManyRequestsText, UnauthorizedText } from './errors.ts';

export { OperatorAnalytics } from '../read-models.ts';

// The operators' analytics: aggregates only (no user ids, emails or names), behind an operator
// token from the environment (MM_OPERATOR_TOKEN), never a user session.

export class OperatorApi extends HttpApiGroup.make('operator').add(
  HttpApiEndpoint.get('analytics', '/api/operator/analytics')
    .addSuccess(OperatorAnalytics)
    .addError(UnauthorizedText)
    .addError(ForbiddenText)
    .addError(NotFoundText)
    .addError(TooManyRequestsText)
    .annotate(
      OpenApi.Description,
      'Analytics for the operators: daily active creators, the onboarding funnel, tasks completed per day ' +
        'by category and time from sign-up to the first completed task. Send `Authorization: Bearer ' +
        '<MM_OPERATOR_TOKEN>`: 401 without a token, 403 with a wrong one, 404 when the server has none set.',
    ),
) {}
