import { Schema } from 'effect';
import { TASK_CATEGORIES, TASK_PRIORITIES } from '../enums.ts';
import { Body, CalendarDate, Id, NonBlankText, OneOf, OptionalText } from './input.ts';

/** GET /api/tasks?projectId=… */
export const TaskListParams = Schema.Struct({ projectId: Schema.optional(Id('projectId')) });
export type TaskListParams = typeof TaskListParams.Type;

/** POST /api/tasks/generate-daily: no body, `null` or an empty object. */
const EMPTY_ONLY = 'The request body must be empty or an empty object';
export const GenerateDailyTasksRequest = Schema.NullOr(
  Body({})
    .annotations({
      message: () => EMPTY_ONLY,
      jsonSchema: { type: 'object', properties: {}, additionalProperties: false },
    })
    .pipe(
      Schema.filter(
        (body) =>
          (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) || EMPTY_ONLY,
      ),
    ),
);
export type GenerateDailyTasksRequest = typeof GenerateDailyTasksRequest.Type;

/** The longest a task added by hand may be estimated at: one working day. */
export const MAX_TASK_MINUTES = 480;
const TASK_TITLE_REQUIRED = 'title: Task title is required';
const MINUTES = `estimatedTime: must be a whole number of minutes from 1 to ${MAX_TASK_MINUTES}`;

/**
 * POST /api/tasks: a task the user adds themselves (a strategy's action, a proposal of the advisor they
 * confirmed). Category defaults to marketing, priority to medium, estimatedTime to 30 minutes.
 */
export const CreateTaskRequest = Body({
  title: Schema.propertySignature(NonBlankText('title', 200, TASK_TITLE_REQUIRED)).annotations({
    missingMessage: () => TASK_TITLE_REQUIRED,
  }),
  description: OptionalText('description'),
  category: Schema.optional(OneOf('category', TASK_CATEGORIES)),
  priority: Schema.optional(OneOf('priority', TASK_PRIORITIES)),
  estimatedTime: Schema.optional(
    Schema.Number.annotations({ message: () => MINUTES }).pipe(
      Schema.int({ message: () => MINUTES }),
      Schema.between(1, MAX_TASK_MINUTES, { message: () => MINUTES }),
    ),
  ),
  dueDate: Schema.optional(Schema.NullOr(CalendarDate('dueDate'))),
});
export type CreateTaskRequest = typeof CreateTaskRequest.Type;
