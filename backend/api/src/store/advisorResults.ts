import { SqlClient } from '@effect/sql';
import type { ChatMessage, ProjectInsights } from '@market-muse/contracts';
import { Effect } from 'effect';
import { projectScopeCte } from './projectScope.ts';

interface ChatRow {
  readonly type: ChatMessage['type'];
  readonly message: string;
  readonly action_steps: ReadonlyArray<string> | null;
  readonly stopped: boolean;
  readonly sent_at: Date;
}

/** The user's chat, oldest first; `limit` keeps only the latest messages. */
export const chatHistory = (userId: string, limit = 500) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<ChatRow>`select type, message, action_steps, stopped, sent_at from (
        select type, message, action_steps, stopped, sent_at, seq, position from rm.chat_messages
        where user_id = ${userId}::uuid order by seq desc, position desc limit ${limit}
      ) latest order by seq, position`;
    return rows.map(
      (row): ChatMessage => ({
        type: row.type,
        message: row.message,
        ...(row.action_steps ? { actionSteps: row.action_steps } : {}),
        timestamp: row.sent_at.toISOString(),
        ...(row.stopped ? { stopped: true } : {}),
      }),
    );
  });

/**
 * The latest insights kept for the scope's project (the active one, or `projectId`): insights recorded
 * without a project belong to the user's first project, as every projectless row does. Null when none.
 */
export const keptInsights = (userId: string, projectId: string | null = null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ readonly result: ProjectInsights }>`
      with ${projectScopeCte(sql, userId, projectId)}
      select r.result from rm.advisor_results r cross join scope
      where r.user_id = ${userId}::uuid and r.kind = 'insights'
        and (scope.active_id is null
          or coalesce((r.input->>'projectId')::uuid, scope.first_id) = scope.active_id)
      order by r.seq desc limit 1`;
    return rows[0]?.result ?? null;
  });
