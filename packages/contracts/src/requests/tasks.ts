import { Schema } from 'effect';

/** GET /api/tasks?projectId=… */
export const TaskListParams = Schema.Struct({ projectId: Schema.optional(Schema.String) });
export type TaskListParams = typeof TaskListParams.Type;

/** POST /api/tasks/generate-daily: no body, `null` or an empty object (other fields are ignored). */
const EMPTY_ONLY = 'The request body must be empty or an empty object';
export const GenerateDailyTasksRequest = Schema.NullOr(
  Schema.Struct({})
    .annotations({ message: () => EMPTY_ONLY })
    .pipe(Schema.filter((body) => !Array.isArray(body) || EMPTY_ONLY)),
);
export type GenerateDailyTasksRequest = typeof GenerateDailyTasksRequest.Type;
