import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { contractEvents, defineProjection } from '../projection.ts';

/**
 * Tasks per user, one status column (pending | completed) from which the API derives `completed`.
 * Inline: lists, the dashboard and roadmap progress read it right after a change. Discarded tasks leave.
 */
export const tasksProjection = defineProjection({
  name: 'tasks',
  version: 1,
  mode: 'inline',
  events: contractEvents('TaskCreated', 'TaskCompleted', 'TaskReopened', 'TaskDiscarded'),
  tables: [
    {
      name: 'tasks',
      ddl: (t) => `create table ${t} (
        id uuid primary key,
        user_id uuid not null,
        roadmap_id uuid,
        project_id uuid,
        title text not null,
        description text not null,
        status text not null,
        priority text not null,
        category text not null,
        estimated_time integer not null,
        due_date date,
        phase_index integer,
        step_index integer,
        origin text not null,
        completed_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        seq bigint not null
      );
      create index tasks_by_user on ${t} (user_id, status, due_date);
      create index tasks_by_roadmap on ${t} (roadmap_id)`,
    },
  ],
  apply: (events, target) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      const table = target.table('tasks');
      for (const event of events) {
        switch (event.type) {
          case 'TaskCreated': {
            const t = event.data;
            yield* sql`insert into ${table} (id, user_id, roadmap_id, project_id, title, description, status, priority,
                category, estimated_time, due_date, phase_index, step_index, origin, created_at, updated_at, seq)
              values (${t.taskId}::uuid, ${t.userId}::uuid, ${t.roadmapId}::uuid, ${t.projectId}::uuid, ${t.title},
                ${t.description}, 'pending', ${t.priority}, ${t.category}, ${t.estimatedTime}, ${t.dueDate}::date,
                ${t.phaseIndex}, ${t.stepIndex}, ${t.origin}, ${t.createdAt}::timestamptz,
                ${t.createdAt}::timestamptz, ${event.globalPosition.toString()}::bigint)
              on conflict (id) do nothing`;
            break;
          }
          case 'TaskCompleted': {
            const t = event.data;
            yield* sql`update ${table} set status = 'completed', completed_at = ${t.completedAt}::timestamptz,
                updated_at = ${t.completedAt}::timestamptz
              where id = ${t.taskId}::uuid and user_id = ${t.userId}::uuid`;
            break;
          }
          case 'TaskReopened': {
            const t = event.data;
            yield* sql`update ${table} set status = 'pending', completed_at = null,
                updated_at = ${t.reopenedAt}::timestamptz
              where id = ${t.taskId}::uuid and user_id = ${t.userId}::uuid`;
            break;
          }
          case 'TaskDiscarded': {
            const t = event.data;
            yield* sql`delete from ${table} where id = ${t.taskId}::uuid and user_id = ${t.userId}::uuid`;
            break;
          }
        }
      }
    }),
});
