import { SqlClient } from '@effect/sql';
import { parkEvent, type StoredEvent } from '@market-muse/eventstore';
import { type OutgoingRecord, RELAY_NAME, userKeyOf } from '@market-muse/kafka';
import { Effect } from 'effect';

/**
 * An event the relay could not publish (its record is larger than the topic accepts). The stream goes on
 * without it: a small notice goes to the dead-letter topic for the consumers' operators, and the event is
 * parked under the relay's name with the reason, for `npm run parked` to list and retry once the limit
 * allows it. The event itself never leaves the database this way.
 */
export interface DeadLetter {
  readonly event: StoredEvent;
  readonly reason: string;
}

export const DeadLetterHeaders = {
  eventId: 'event-id',
  eventType: 'event-type',
  globalPosition: 'global-position',
  reason: 'reason',
} as const;

export const toDeadLetterRecord = ({ event, reason }: DeadLetter): OutgoingRecord => ({
  key: userKeyOf(event),
  value: JSON.stringify({
    eventId: event.eventId,
    type: event.type,
    streamId: event.streamId,
    streamVersion: event.streamVersion.toString(),
    globalPosition: event.globalPosition.toString(),
    reason,
  }),
  headers: {
    [DeadLetterHeaders.eventId]: event.eventId,
    [DeadLetterHeaders.eventType]: event.type,
    [DeadLetterHeaders.globalPosition]: event.globalPosition.toString(),
    [DeadLetterHeaders.reason]: reason.slice(0, 500),
    'content-type': 'application/json',
  },
});

/** Parks the dead letters under the relay's name, in the transaction that moves its checkpoint past them. */
export const parkDeadLetters = (letters: ReadonlyArray<DeadLetter>) =>
  Effect.forEach(letters, ({ event, reason }) => parkEvent(RELAY_NAME, event, reason), { discard: true });

/** The relay's parked events, oldest first, for operators. */
export const listRelayParked = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  return yield* sql<{ event_id: string; global_position: string; error: string; parked_at: Date }>`
    select event_id::text, global_position::text, error, parked_at from mm_parked_events
    where projection = ${RELAY_NAME} order by global_position`;
});

/** Every parked event, of the relay and of the read models, oldest first: what operators must look at. */
export const listParked = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  return yield* sql<{
    reader: string;
    event_id: string;
    type: string | null;
    global_position: string;
    error: string;
    parked_at: Date;
  }>`select p.projection as reader, p.event_id::text, e.type, p.global_position::text, p.error, p.parked_at
    from mm_parked_events p left join mm_events e on e.event_id = p.event_id
    order by p.parked_at, p.global_position`;
});
