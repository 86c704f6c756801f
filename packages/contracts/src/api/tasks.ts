import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { Task } from '../domain.ts';
import { DailyTasksResponse } from '../read-models.ts';
import { CreateTaskRequest, GenerateDailyTasksRequest, TaskListParams } from '../requests/tasks.ts';
import { BadRequestText, ConflictText, NotFoundText, PayloadTooLargeText } from './errors.ts';
import { IdPath } from './params.ts';
import { Authentication } from './security.ts';

export { DailyTasksResponse } from '../read-models.ts';

export class TasksApi extends HttpApiGroup.make('tasks')
  .add(
    HttpApiEndpoint.get('list', '/api/tasks')
      .setUrlParams(TaskListParams)
      .addSuccess(Schema.Array(Task))
      .addError(BadRequestText)
      .addError(NotFoundText)
      .annotate(
        OpenApi.Description,
        "The user's tasks: pending first (earliest due date, then high to low priority), then completed (most " +
          "recent first). ?projectId= keeps one project's tasks (those recorded without a project belong to the " +
          "user's first project); 404 'Project not found' for another user's project, 400 naming projectId " +
          'for a malformed one.',
      ),
  )
  .add(
    HttpApiEndpoint.post('create', '/api/tasks')
      .setPayload(CreateTaskRequest)
      .addSuccess(Task, { status: 201 })
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Adds a task of the user's own (a strategy's action, or a proposal of the advisor they confirmed) to " +
          'the active project: {title} (not blank, at most 200 characters), {description} (at most 2000), ' +
          '{category} (default marketing), {priority} (default medium), {estimatedTime} (1 to 480 minutes, ' +
          'default 30), {dueDate} (yyyy-mm-dd or null).',
      ),
  )
  .add(
    HttpApiEndpoint.post('generateDaily', '/api/tasks/generate-daily')
      .setPayload(GenerateDailyTasksRequest)
      .addSuccess(DailyTasksResponse)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Adds today's tasks from the active roadmap's current phase, sized to the user's available time and " +
          'never repeating an open task. Once per user and day: calling it again (also at the same moment) ' +
          "answers the day's tasks instead of adding more.",
      ),
  )
  .add(
    HttpApiEndpoint.post('complete', '/api/tasks/:id/complete')
      .setPath(IdPath)
      .addSuccess(Task)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Marks the task completed (status completed, completed true, completedAt set).',
      ),
  )
  .add(
    HttpApiEndpoint.post('reopen', '/api/tasks/:id/reopen')
      .setPath(IdPath)
      .addSuccess(Task)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(OpenApi.Description, 'Puts a completed task back to pending (completedAt null).'),
  )
  .middleware(Authentication) {}

export * from '../requests/tasks.ts';
