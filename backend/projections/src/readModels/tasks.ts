import { Effect } from 'effect';
import { rowBatch } from '../batchedRows.ts';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

const TASK_COLUMNS = [
  'id',
  'user_id',
  'roadmap_id',
  'project_id',
  'title',
  'description',
  'status',
  'priority',
  'category',
  'estimated_time',
  'due_date',
  'phase_index',
  'step_index',
  'origin',
  'completed_at',
  'created_at',
  'updated_at',
  'seq',
];

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
      create index tasks_done_by_user on ${t} (user_id, completed_at) where status = 'completed';
      create index tasks_created_by_user on ${t} (user_id, created_at);
      create index tasks_by_roadmap on ${t} (roadmap_id)`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        // The batch's tasks are read once, changed in memory in event order, and written once.
        const rows = rowBatch(
          target.table('tasks'),
          { column: 'id', type: 'uuid' },
          TASK_COLUMNS,
          target.held,
        );
        yield* rows.load(events.map((e) => e.data.taskId));
        for (const event of events) {
          const t = event.data;
          const row = rows.get(t.taskId);
          if (event.type === 'TaskCreated') {
            // A task recorded twice keeps its first recording.
            if (row) continue;
            const t = event.data;
            rows.set(t.taskId, {
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
              completed_at: null,
              created_at: t.createdAt,
              updated_at: t.createdAt,
              seq: event.globalPosition.toString(),
            });
            continue;
          }
          // Only the task's owner changes it.
          if (!row || row.user_id !== t.userId) continue;
          switch (event.type) {
            case 'TaskCompleted':
              rows.set(t.taskId, {
                ...row,
                status: 'completed',
                completed_at: event.data.completedAt,
                updated_at: event.data.completedAt,
              });
              break;
            case 'TaskReopened':
              rows.set(t.taskId, {
                ...row,
                status: 'pending',
                completed_at: null,
                updated_at: event.data.reopenedAt,
              });
              break;
            case 'TaskDiscarded':
              rows.set(t.taskId, null);
              break;
          }
        }
        yield* rows.write;
      }),
  }),
  deleteUserRows(['tasks', 'user_id']),
);
