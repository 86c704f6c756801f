import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import type { StoredEvent } from './types.ts';

/**
 * Parks an event a reader cannot handle (undecodable, or a defect in the reader's code) with the reason, so
 * the reader's other events keep flowing. Parking the same event twice keeps the first row.
 */
export const parkEvent = (
  reader: string,
  event: Pick<StoredEvent, 'eventId' | 'globalPosition'>,
  reason: string,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`insert into mm_parked_events (projection, event_id, global_position, error)
      values (${reader}, ${event.eventId}::uuid, ${event.globalPosition.toString()}::bigint,
        ${reason.slice(0, 4000)}) on conflict do nothing`;
  });
