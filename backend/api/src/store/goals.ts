import { SqlClient } from '@effect/sql';
import type { Goal } from '@market-muse/contracts';
import { goalProgress } from '@market-muse/domain';
import { Effect } from 'effect';
import { isUuid } from './projects.ts';

interface GoalRow {
  readonly id: string;
  readonly project_id: string | null;
  readonly title: string;
  readonly description: string | null;
  readonly status: Goal['status'];
  readonly deadline: string | null;
  readonly target_value: number | null;
  readonly current_value: number;
  readonly unit: string | null;
  readonly created_at: Date;
}

const columns = `id::text, project_id::text, title, description, status, deadline, target_value, current_value,
  unit, created_at`;

const toGoal = (row: GoalRow): Goal => {
  const targetValue = row.target_value === null ? null : Number(row.target_value);
  const currentValue = Number(row.current_value);
  return {
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    description: row.description,
    status: row.status,
    deadline: row.deadline,
    targetValue,
    currentValue,
    unit: row.unit,
    progress: goalProgress(currentValue, targetValue),
    createdAt: row.created_at.toISOString(),
  };
};

/**
 * The user's goals, oldest first (the "active goal" is the first with status 'active'), optionally only
 * those of one project (a malformed project id matches none).
 */
export const listGoals = (userId: string, projectId?: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    if (projectId != null && !isUuid(projectId)) return [] as Goal[];
    const rows = yield* sql<GoalRow>`select ${sql.unsafe(columns)} from rm.goals
      where user_id = ${userId}::uuid
        ${projectId != null ? sql`and project_id = ${projectId}::uuid` : sql``}
      order by created_at, seq`;
    return rows.map(toGoal);
  });

/** One of the user's goals; null when missing, malformed or another user's. */
export const getGoal = (userId: string, id: string) =>
  Effect.gen(function* () {
    if (!isUuid(id)) return null;
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<GoalRow>`select ${sql.unsafe(columns)} from rm.goals
      where user_id = ${userId}::uuid and id = ${id}::uuid`;
    return rows[0] ? toGoal(rows[0]) : null;
  });
