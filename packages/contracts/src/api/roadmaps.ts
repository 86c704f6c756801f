import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { Roadmap } from '../domain.ts';
import { AttachRoadmapGoalRequest, GenerateRoadmapRequest } from '../requests/roadmaps.ts';
import { BadRequestText, ConflictText, NotFoundText, PayloadTooLargeText } from './errors.ts';
import { IdPath } from './params.ts';
import { AdvisorQuota, Authentication } from './security.ts';

export class RoadmapsApi extends HttpApiGroup.make('roadmaps')
  .add(
    HttpApiEndpoint.get('list', '/api/roadmaps')
      .addSuccess(Schema.Array(Roadmap))
      .annotate(
        OpenApi.Description,
        "The user's roadmaps of every project, active first, newest first; each names its projectId and the " +
          'goalId it plans for (null for one made without a goal, until POST /api/roadmaps/{id}/goal). A ' +
          "project's active roadmap is its newest active one (a roadmap without a projectId is the user's first " +
          "project's). completedSteps counts the steps whose tasks are all completed, so it follows task " +
          'completion.',
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
  .add(
    HttpApiEndpoint.post('attachGoal', '/api/roadmaps/:id/goal')
      .setPath(IdPath)
      .setPayload(AttachRoadmapGoalRequest)
      .addSuccess(Roadmap)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Attaches a roadmap generated without a goal to {goalId}, a goal of the same project: the roadmap plans ' +
          "for that goal from now on (its goalId, and the dashboard's roadmapProgress.goalId), and a roadmap " +
          "later generated for the goal replaces it. 404 'Roadmap not found' / 'Goal not found' for another " +
          "user's roadmap or goal; 400 naming goalId for a goal of another project; 409 when the roadmap was " +
          'replaced, already plans for another goal, or the goal has an active roadmap of its own. Attaching ' +
          'it to the goal it already plans for answers the roadmap unchanged.',
      ),
  )
  .middleware(Authentication) {}

export * from '../requests/roadmaps.ts';
