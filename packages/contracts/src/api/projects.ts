export { PROJECT_NOT_FOUND_MESSAGE } from '../enums.ts';

import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { Project } from '../domain.ts';
import { CreateProjectRequest } from '../requests/projects.ts';
import { BadRequestText, ConflictText, NotFoundText, PayloadTooLargeText } from './errors.ts';
import { IdPath } from './params.ts';
import { Authentication } from './security.ts';

export class ProjectsApi extends HttpApiGroup.make('projects')
  .add(
    HttpApiEndpoint.get('list', '/api/projects')
      .addSuccess(Schema.Array(Project))
      .annotate(OpenApi.Description, "The signed-in user's projects, newest first."),
  )
  .add(
    HttpApiEndpoint.post('create', '/api/projects')
      .setPayload(CreateProjectRequest)
      .addSuccess(Project, { status: 201 })
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Creates a project. 400 names the field: 'name: Project name is required', 'projectType: Project type " +
          "is required', 'projectStage: Project stage is required', 'targetRevenue: must be a number'. The " +
          "user's first project (or any project while none is active) becomes the active one.",
      ),
  )
  .add(
    HttpApiEndpoint.get('get', '/api/projects/:id')
      .setPath(IdPath)
      .addSuccess(Project)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .annotate(
        OpenApi.Description,
        "One of the user's projects; 404 'Project not found' for a missing, malformed or another user's id.",
      ),
  )
  .add(
    HttpApiEndpoint.post('activate', '/api/projects/:id/activate')
      .setPath(IdPath)
      .addSuccess(Project)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Makes the project the only active one: the previously active project is deactivated in the same ' +
          'transaction. Activating the active project changes nothing. Answers the activated project.',
      ),
  )
  .add(
    HttpApiEndpoint.get('active', '/api/active-project')
      .addSuccess(Schema.NullOr(Project))
      .annotate(OpenApi.Description, "The user's active project, or null when there is none."),
  )
  .middleware(Authentication) {}

export * from '../requests/projects.ts';
