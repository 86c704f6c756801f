import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { Goal } from '../domain.ts';
import { CreateGoalRequest, GoalProgressRequest, UpdateGoalRequest } from '../requests/goals.ts';
import { Id } from '../requests/input.ts';
import { BadRequestText, ConflictText, NotFoundText, PayloadTooLargeText } from './errors.ts';
import { IdPath } from './params.ts';
import { Authentication } from './security.ts';

export class GoalsApi extends HttpApiGroup.make('goals')
  .add(
    HttpApiEndpoint.get('list', '/api/goals')
      .setUrlParams(Schema.Struct({ projectId: Schema.optional(Id('projectId')) }))
      .addSuccess(Schema.Array(Goal))
      .addError(BadRequestText)
      .addError(NotFoundText)
      .annotate(
        OpenApi.Description,
        "The user's goals, oldest first (the active goal is the first with status 'active'). With ?projectId= " +
          "only that project's goals (those recorded without a project belong to the user's first project); " +
          "404 'Project not found' when it is not one of the user's projects.",
      ),
  )
  .add(
    HttpApiEndpoint.post('create', '/api/goals')
      .setPayload(CreateGoalRequest)
      .addSuccess(Goal, { status: 201 })
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Sets a goal (status active). 400 names the field ('title: Goal title is required'); a projectId that " +
          "is not one of the user's projects answers 404 'Project not found'.",
      ),
  )
  .add(
    HttpApiEndpoint.patch('update', '/api/goals/:id')
      .setPath(IdPath)
      .setPayload(UpdateGoalRequest)
      .addSuccess(Goal)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Updates title, description, deadline, targetValue, unit and/or status (active, completed, paused, ' +
          "abandoned); absent fields keep their values. 404 'Goal not found' for another user's goal.",
      ),
  )
  .add(
    HttpApiEndpoint.post('progress', '/api/goals/:id/progress')
      .setPath(IdPath)
      .setPayload(GoalProgressRequest)
      .addSuccess(Goal)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Records progress: {currentValue} sets the value, {increment} adds to it; a value below 0 is refused ' +
          "(400 'currentValue: must not be negative'). progress is currentValue / targetValue in percent, capped at 100.",
      ),
  )
  .add(
    HttpApiEndpoint.post('complete', '/api/goals/:id/complete')
      .setPath(IdPath)
      .addSuccess(Goal)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(OpenApi.Description, 'Marks the goal completed (completing it again changes nothing).'),
  )
  .middleware(Authentication) {}

export * from '../requests/goals.ts';
