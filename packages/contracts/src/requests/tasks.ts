import { Schema } from 'effect';

/** GET /api/tasks?projectId=… */
export const TaskListParams = Schema.Struct({ projectId: Schema.optional(Schema.String) });
export type TaskListParams = typeof TaskListParams.Type;

/** POST /api/tasks/generate-daily: no body, `null` or an empty object (other fields are ignored). */
export const GenerateDailyTasksRequest = Schema.NullOr(
  Schema.Struct({}).annotations({ message: () => 'The request body must be empty or an empty object' }),
);
export type GenerateDailyTasksRequest = typeof GenerateDailyTasksRequest.Type;
