import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';

/** What bringing the server to rest cost across a run, for the report. */
export interface Settling {
  times: number;
  millis: number;
  checkpoint: boolean;
}

export const settling = (): Settling => ({ times: 0, millis: 0, checkpoint: true });

/**
 * Brings PostgreSQL to rest before a timed step, untimed. A rebuild swaps in tables that nothing has vacuumed
 * or analyzed yet and leaves their pages dirty: autovacuum then visits them within its nap time (a minute),
 * beside whatever runs next, and the next checkpoint writes the pages out. Measured back to back, each step
 * paid for the one before it: the one pass took 92.2 s after the fourteen rebuilds alone against 57.5 s on a
 * quiet server. So the database is vacuumed and analyzed now (a manual VACUUM also makes a running
 * autovacuum of the same table give way) and a checkpoint is taken, as a replay in a maintenance window
 * would find it. A role that may not checkpoint skips that part; the report says so. PGlite: nothing to do.
 */
export const settleServer = (state: Settling, onPostgres: boolean) =>
  Effect.gen(function* () {
    if (!onPostgres) return;
    const sql = yield* SqlClient.SqlClient;
    const started = performance.now();
    yield* sql.unsafe('vacuum (analyze)');
    if (state.checkpoint)
      yield* sql.unsafe('checkpoint').pipe(
        Effect.catchTag('SqlError', () =>
          Effect.sync(() => {
            state.checkpoint = false;
          }),
        ),
      );
    state.times += 1;
    state.millis += performance.now() - started;
  });
