import { SqlClient } from '@effect/sql';
import type { Task } from '@market-muse/contracts';
import type { ProjectScope } from '@market-muse/domain';
import { Effect } from 'effect';
import { isUuid } from './projects.ts';

export interface TaskRow {
  readonly id: string;
  readonly user_id: string;
  readonly roadmap_id: string | null;
  readonly project_id: string | null;
  readonly title: string;
  readonly description: string;
  readonly status: Task['status'];
  readonly priority: Task['priority'];
  readonly category: Task['category'];
  readonly estimated_time: number;
  readonly due_date: string | null;
  readonly completed_at: Date | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

export const taskColumns = `id::text, user_id::text, roadmap_id::text, project_id::text, title, description, status, priority,
  category, estimated_time, to_char(due_date, 'YYYY-MM-DD') as due_date, completed_at, created_at, updated_at`;

/** Pending first (earliest due, then high to low priority), then completed (latest first). */
export const taskOrder = `order by status = 'completed',
  case when status = 'pending' then due_date end nulls last,
  case priority when 'high' then 0 when 'medium' then 1 else 2 end,
  completed_at desc nulls last, seq`;

/** One model: `completed` is derived from `status`, so the two screens never disagree. */
export const toTask = (row: TaskRow): Task => ({
  id: row.id,
  userId: row.user_id,
  roadmapId: row.roadmap_id,
  projectId: row.project_id,
  title: row.title,
  description: row.description,
  status: row.status,
  completed: row.status === 'completed',
  priority: row.priority,
  category: row.category,
  estimatedTime: row.estimated_time,
  dueDate: row.due_date,
  completedAt: row.completed_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The user's tasks in list order, optionally one project's (a malformed project id matches none). */
export const listTasks = (userId: string, projectId?: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    if (projectId != null && !isUuid(projectId)) return [] as Task[];
    const rows = yield* sql<TaskRow>`select ${sql.unsafe(taskColumns)} from rm.tasks
      where user_id = ${userId}::uuid ${projectId != null ? sql`and project_id = ${projectId}::uuid` : sql``}
      ${sql.unsafe(taskOrder)}`;
    return rows.map(toTask);
  });

/**
 * The tasks the advisor reads, in the list's order: every open task (titles it must not repeat), those
 * completed since `completedSince` (recent completions it must not repeat either), and the scope's first task
 * (its creation day starts the plan when no roadmap does). A creator's older completions, most of a long
 * history, are left out: nothing the advisor answers depends on them. Each part is an index range
 * (`tasks_by_user`, `tasks_done_by_user`, `tasks_created_by_user`), so the read follows the open list and
 * the last days, not the whole history. Only the fields the advisor reads are sent (a description is most of a
 * task's row).
 */
type AdvisorTaskRow = Pick<
  TaskRow,
  'id' | 'project_id' | 'title' | 'status' | 'category' | 'completed_at' | 'created_at'
>;

export const advisorTasks = (userId: string, scope: ProjectScope, completedSince: Date) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const inScope = sql`(${scope.projectId}::uuid is null
      or coalesce(project_id, ${scope.firstProjectId}::uuid) = ${scope.projectId}::uuid)`;
    // A union of whole rows: each part is read by its index and no row is looked up twice.
    const rows =
      yield* sql<AdvisorTaskRow>`select id::text, project_id::text, title, status, category, completed_at,
        created_at from (
        select * from rm.tasks where user_id = ${userId}::uuid and status = 'pending'
        union
        select * from rm.tasks where user_id = ${userId}::uuid and status = 'completed'
          and completed_at > ${completedSince.toISOString()}::timestamptz
        union
        (select * from rm.tasks where user_id = ${userId}::uuid and ${inScope} order by created_at, seq limit 1)
      ) as tasks
      ${sql.unsafe(taskOrder)}`;
    return rows.map((row) => ({
      id: row.id,
      projectId: row.project_id,
      title: row.title,
      status: row.status,
      category: row.category,
      completedAt: row.completed_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
    }));
  });

/** One of the user's tasks; null when missing, malformed or another user's. */
export const getTask = (userId: string, id: string) =>
  Effect.gen(function* () {
    if (!isUuid(id)) return null;
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<TaskRow>`select ${sql.unsafe(taskColumns)} from rm.tasks
      where user_id = ${userId}::uuid and id = ${id}::uuid`;
    return rows[0] ? toTask(rows[0]) : null;
  });

/** The user's tasks with these ids, in the order given. */
export const tasksByIds = (userId: string, ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (ids.length === 0) return [] as Task[];
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<TaskRow>`select ${sql.unsafe(taskColumns)} from rm.tasks
      where user_id = ${userId}::uuid and id::text in ${sql.in(ids)}`;
    const byId = new Map(rows.map((row) => [row.id, toTask(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  });

interface TaskCounts {
  readonly all: number;
  readonly completed: number;
  /** Pending tasks due between the two dates (inclusive). */
  readonly pendingDue: number;
}

/** Counts over the user's tasks (all of them, or one roadmap's). */
export const countTasks = (
  userId: string,
  options: { readonly roadmapId?: string; readonly dueFrom?: string; readonly dueTo?: string } = {},
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const from = options.dueFrom ?? '0001-01-01';
    const to = options.dueTo ?? '9999-12-31';
    const rows = yield* sql<{ all: string; completed: string; pending_due: string }>`
      select count(*) as all, count(*) filter (where status = 'completed') as completed,
        count(*) filter (where status = 'pending' and due_date between ${from}::date and ${to}::date) as pending_due
      from rm.tasks where user_id = ${userId}::uuid
        ${options.roadmapId ? sql`and roadmap_id = ${options.roadmapId}::uuid` : sql``}`;
    const row = rows[0]!;
    return {
      all: Number(row.all),
      completed: Number(row.completed),
      pendingDue: Number(row.pending_due),
    } satisfies TaskCounts;
  });
