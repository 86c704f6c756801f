import { SqlClient } from '@effect/sql';
import type { ChatMessage } from '@market-muse/contracts';
import { Effect } from 'effect';

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
