import { SqlClient } from '@effect/sql';
import type { SavedStrategy, Strategy, StrategyActionRef } from '@market-muse/contracts';
import { isUuid } from '@market-muse/domain';
import { Effect } from 'effect';

// Kept strategies: the recorded results of kind 'strategy' (rm.advisor_results) with their ticked actions
// (rm.strategy_actions).

export interface StrategyRow {
  readonly id: string;
  readonly result: Strategy;
  readonly created_at: Date;
}

/** The ticked actions of each of the given strategies, in plan order. */
const keptActionsOf = (ids: readonly string[]) =>
  Effect.gen(function* () {
    const kept = new Map<string, StrategyActionRef[]>();
    if (ids.length === 0) return kept;
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ readonly result_id: string; readonly phase: number; readonly action: number }>`
      select result_id::text, phase, action from rm.strategy_actions
      where result_id in ${sql.in(ids)} and kept order by result_id, phase, action`;
    for (const row of rows) {
      const list = kept.get(row.result_id) ?? [];
      list.push({ phase: row.phase, action: row.action });
      kept.set(row.result_id, list);
    }
    return kept;
  });

/** Strategy rows as the API answers them, with their ticked actions. */
export const savedStrategies = (rows: readonly StrategyRow[]) =>
  Effect.map(keptActionsOf(rows.map((row) => row.id)), (kept): SavedStrategy[] =>
    rows.map((row) => ({
      ...row.result,
      id: row.id,
      createdAt: row.created_at.toISOString(),
      keptActions: kept.get(row.id) ?? [],
    })),
  );

/** One of the user's strategies, or null (also for another user's id, or an id that is not a UUID). */
export const findStrategy = (userId: string, id: string) =>
  Effect.gen(function* () {
    if (!isUuid(id)) return null;
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<StrategyRow>`select id::text, result, created_at from rm.advisor_results
      where id = ${id}::uuid and user_id = ${userId}::uuid and kind = 'strategy'`;
    const [saved] = yield* savedStrategies(rows);
    return saved ?? null;
  });
