import { SqlClient } from '@effect/sql';
import { Data, Effect } from 'effect';
import { Checkpoint } from './types.ts';

export class CheckpointMismatch extends Data.TaggedError('CheckpointMismatch')<{
  readonly projection: string;
  readonly expected: Checkpoint;
}> {}

export const readCheckpoint = (projection: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ transaction_id: string; global_position: string }>`
      select transaction_id::text, global_position::text from mm_checkpoints where projection = ${projection}`;
    const row = rows[0];
    return row
      ? { transactionId: BigInt(row.transaction_id), globalPosition: BigInt(row.global_position) }
      : Checkpoint.start;
  });

/**
 * Reads a projection's checkpoint and locks it until the transaction ends, so two appliers of one read
 * model (the background runner and a catch-up, or a rebuild's tail) take turns instead of applying the same
 * batch side by side, where one's work is thrown away and their row locks can deadlock. Under READ
 * COMMITTED the locking read returns the checkpoint as the previous holder committed it.
 */
export const lockCheckpoint = (projection: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const lock = sql<{ transaction_id: string; global_position: string }>`
      select transaction_id::text, global_position::text from mm_checkpoints where projection = ${projection}
      for update`;
    let rows = yield* lock;
    if (rows.length === 0) {
      // A projection's first batch: the row to lock is made once, at the start checkpoint.
      yield* sql`insert into mm_checkpoints (projection, transaction_id, global_position)
        values (${projection}, '0'::xid8, 0) on conflict (projection) do nothing`;
      rows = yield* lock;
    }
    const row = rows[0]!;
    return Checkpoint.of({
      transactionId: BigInt(row.transaction_id),
      globalPosition: BigInt(row.global_position),
    });
  });

/**
 * Compare-and-set: moves the checkpoint only if it still is where the batch started, in the batch's own
 * transaction, so a batch is never applied twice (a mismatch fails and rolls back the whole batch).
 */
export const advanceCheckpoint = (projection: string, from: Checkpoint, to: Checkpoint) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const toTx = to.transactionId.toString();
    const toPos = to.globalPosition.toString();
    const rows =
      from.transactionId === 0n && from.globalPosition === 0n
        ? yield* sql`insert into mm_checkpoints (projection, transaction_id, global_position)
            values (${projection}, ${toTx}::xid8, ${toPos}::bigint)
            on conflict (projection) do update set transaction_id = excluded.transaction_id,
              global_position = excluded.global_position, updated_at = now()
            where mm_checkpoints.transaction_id = '0'::xid8 and mm_checkpoints.global_position = 0
            returning 1`
        : yield* sql`update mm_checkpoints set transaction_id = ${toTx}::xid8, global_position = ${toPos}::bigint,
              updated_at = now()
            where projection = ${projection} and transaction_id = ${from.transactionId.toString()}::xid8
              and global_position = ${from.globalPosition.toString()}::bigint
            returning 1`;
    if (rows.length === 0) return yield* Effect.fail(new CheckpointMismatch({ projection, expected: from }));
  });

/** Sets a checkpoint unconditionally (after a rebuild swapped a read model in). */
export const resetCheckpoint = (projection: string, to: Checkpoint) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`insert into mm_checkpoints (projection, transaction_id, global_position)
      values (${projection}, ${to.transactionId.toString()}::xid8, ${to.globalPosition.toString()}::bigint)
      on conflict (projection) do update set transaction_id = excluded.transaction_id,
        global_position = excluded.global_position, updated_at = now()`;
  });
