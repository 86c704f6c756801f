import { SqlClient } from '@effect/sql';
import { emailStream, unkeyedEmailStreamId } from '@market-muse/domain';
import { EventStore } from '@market-muse/eventstore';
import { Effect } from 'effect';

/**
 * Renames the e-mail streams written before their ids were keyed (`email-<sha256>`, which a dictionary of
 * addresses reverses) to their keyed ids, events and stream row together, under the history lock. A
 * stream whose id is already keyed is left alone, so running it again changes nothing. Answers how many
 * streams it renamed. Run it before sealing the history: it reads each stream's address in the clear.
 */
export const keyEmailStreams = (key: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const streams = yield* sql<{
      stream_id: string;
    }>`select stream_id from mm_streams where stream_type = 'email'`;
    let renamed = 0;
    for (const { stream_id } of streams) {
      const events = yield* store.readStream(stream_id);
      // Any reservation of the stream names its address (an earlier one may be erased already).
      const email = events
        .map((e) => (e.type === 'EmailReserved' ? e.data.email : null))
        .find((address) => typeof address === 'string' && unkeyedEmailStreamId(address) === stream_id);
      if (typeof email !== 'string') continue;
      const keyed = emailStream(email, key).id;
      yield* sql.withTransaction(
        Effect.gen(function* () {
          yield* sql`select pg_advisory_xact_lock(hashtext('mm:seal-history'))`;
          yield* sql`update mm_streams set stream_id = ${keyed} where stream_id = ${stream_id}`;
          yield* sql`update mm_events set stream_id = ${keyed} where stream_id = ${stream_id}`;
        }),
      );
      renamed += 1;
    }
    return renamed;
  });
