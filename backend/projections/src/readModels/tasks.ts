import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

/**
 * Tasks per user, one status column (pending | completed) from which the API derives `completed`.
 * Inline: lists, the dashboard and roadmap progress read it right after a change. Discarded tasks leave.
 */
export const tasksProjection = forgetsDeletedAccounts(
  defineProjection({
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
        // A roadmap or a day's tasks arrive as a run of TaskCreated: one insert for the run, not one per task
        // (order is kept: a run ends at the first other event).
        let created: Array<Record<string, unknown>> = [];
        const flushCreated = Effect.suspend(() => {
          if (created.length === 0) return Effect.void;
          const rows = created;
          created = [];
          return sql`insert into ${table} ${sql.insert(rows)} on conflict (id) do nothing`.pipe(
            Effect.asVoid,
          );
        });
        // A superseded roadmap's open tasks leave as a run of TaskDiscarded: one delete for the run.
        let discarded: Array<{ readonly id: string; readonly userId: string }> = [];
        const flushDiscarded = Effect.suspend(() => {
          if (discarded.length === 0) return Effect.void;
          const rows = discarded;
          discarded = [];
          return sql`delete from ${table} t
          using unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.userId)}::uuid[]) as d(id, user_id)
          where t.id = d.id and t.user_id = d.user_id`.pipe(Effect.asVoid);
        });
        for (const event of events) {
          if (event.type === 'TaskDiscarded') {
            yield* flushCreated;
            discarded.push({ id: event.data.taskId, userId: event.data.userId });
            continue;
          }
          yield* flushDiscarded;
          if (event.type === 'TaskCreated') {
            const t = event.data;
            created.push({
              id: t.taskId,
              user_id: t.userId,
              roadmap_id: t.roadmapId,
              project_id: t.projectId,
              title: t.title,
              description: t.description,
              status: 'pending',
              priority: t.priority,
              category: t.category,
              estimated_time: t.estimatedTime,
              due_date: t.dueDate,
              phase_index: t.phaseIndex,
              step_index: t.stepIndex,
              origin: t.origin,
              created_at: t.createdAt,
              updated_at: t.createdAt,
              seq: event.globalPosition.toString(),
            });
            // 17 parameters a row: stay far below PostgreSQL's 65,535 per statement in a rebuild's batch.
            if (created.length >= 1000) yield* flushCreated;
            continue;
          }
          yield* flushCreated;
          switch (event.type) {
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
          }
        }
        yield* flushCreated;
        yield* flushDiscarded;
      }),
  }),
  deleteUserRows(['tasks', 'user_id']),
);
