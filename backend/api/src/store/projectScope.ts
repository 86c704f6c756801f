import type { SqlClient } from '@effect/sql';

/**
 * The project a read is scoped to, as a `scope` CTE: the user's active project (`active_id`) and the
 * project that rows recorded before they carried one belong to (`first_id`, the user's first project;
 * the rule is the domain's `projectOf`). A query joins `scope` and filters its rows with `inScope`.
 */
export const projectScopeCte = (sql: SqlClient.SqlClient, userId: string, projectId: string | null = null) =>
  sql`scope as (
    select
      ${projectId === null ? sql`(select id from rm.projects where user_id = ${userId}::uuid and is_active)` : sql`${projectId}::uuid`} as active_id,
      (select id from rm.projects where user_id = ${userId}::uuid order by created_at, id limit 1) as first_id
  )`;

/** The row's own project, or the first project when it was recorded without one. */
export const projectOfRow = (alias: string) => `coalesce(${alias}.project_id, scope.first_id)`;

/** Whether the row (by its alias) belongs to the scope's project; with no project at all, every row does. */
export const inScope = (sql: SqlClient.SqlClient, alias: string) =>
  sql.unsafe(`(scope.active_id is null or ${projectOfRow(alias)} = scope.active_id)`);
