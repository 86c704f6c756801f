/**
 * Which project a roadmap, goal or task belongs to. Each carries its project; those recorded before
 * projects were the unit of the plan carry none and belong to the user's first project, so old histories
 * attach to a project the same way on every replay. Reads are scoped to one project (the active one,
 * unless a read names another); a user without projects sees everything they have.
 */
export interface ProjectScope {
  /** The project the read is scoped to; null when the user has no project. */
  readonly projectId: string | null;
  /** The user's first project (by creation), which owns what was recorded without a project. */
  readonly firstProjectId: string | null;
}

export const projectOf = (item: { readonly projectId: string | null }, firstProjectId: string | null) =>
  item.projectId ?? firstProjectId;

export const inProjectScope =
  (scope: ProjectScope) =>
  (item: { readonly projectId: string | null }): boolean =>
    scope.projectId === null || projectOf(item, scope.firstProjectId) === scope.projectId;

/** The first project of a list: the earliest created (ties by id, so every reader picks the same). */
export const firstProjectOf = (
  projects: ReadonlyArray<{ readonly id: string; readonly createdAt: string }>,
) =>
  [...projects].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))[0]?.id ??
  null;
