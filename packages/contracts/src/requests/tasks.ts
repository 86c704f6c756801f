import { Schema } from 'effect';
import { Body, Id } from './input.ts';

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
