import { SqlClient } from '@effect/sql';
import { firstProjectOf, inProjectScope, type ProjectScope } from '@market-muse/domain';
import { Effect } from 'effect';

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

/**
 * The scope of a read as the domain's rule takes it: the given project (one of the user's; else no
 * project matches it) or the active one, and the user's first project.
 */
export const projectScopeOf = (userId: string, projectId?: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ readonly id: string; readonly is_active: boolean; readonly created_at: Date }>`
      select id::text, is_active, created_at from rm.projects where user_id = ${userId}::uuid`;
    const projects = rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at.toISOString(),
      isActive: r.is_active,
    }));
    const scope: ProjectScope = {
      projectId: projectId ?? projects.find((p) => p.isActive)?.id ?? null,
      firstProjectId: firstProjectOf(projects),
    };
    return scope;
  });

/** The items of the scope's project (the domain's rule, for rows already read). */
export const scoped = <T extends { readonly projectId: string | null }>(
  scope: ProjectScope,
  items: ReadonlyArray<T>,
) => items.filter(inProjectScope(scope));
