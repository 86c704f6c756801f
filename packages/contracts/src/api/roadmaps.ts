import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { Roadmap } from '../domain.ts';
import { GenerateRoadmapRequest } from '../requests/roadmaps.ts';
import { BadRequestText, ConflictText, NotFoundText, PayloadTooLargeText } from './errors.ts';
import { AdvisorQuota, Authentication } from './security.ts';

export class RoadmapsApi extends HttpApiGroup.make('roadmaps')
  .add(
    HttpApiEndpoint.get('list', '/api/roadmaps')
      .addSuccess(Schema.Array(Roadmap))
      .annotate(
        OpenApi.Description,
        "The user's roadmaps, active first, newest first. completedSteps counts the steps whose tasks are all " +
          'completed, so it follows task completion.',
      ),
  )
  .add(
    HttpApiEndpoint.post('generate', '/api/roadmaps/generate')
      .setPayload(GenerateRoadmapRequest)
      .addSuccess(Roadmap, { status: 201 })
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .middleware(AdvisorQuota)
      .annotate(
        OpenApi.Description,
        "Generates a 90-day roadmap with the advisor and creates its tasks. {goalId}: for that goal (404 'Goal " +
          "not found' for another user's goal); no body or {}: for the active goal, else the active project (400 " +
          'when there is neither). A newer roadmap for the same goal (or goal-less project) supersedes the ' +
          'previous one (status archived) and discards its open tasks.',
      ),
  )
  .middleware(Authentication) {}

export * from '../requests/roadmaps.ts';
