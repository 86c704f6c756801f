import { SqlClient } from '@effect/sql';
import { EventStore } from '@market-muse/eventstore';
import { type KafkaConfig, RELAY_NAME, type RecordProducer } from '@market-muse/kafka';
import { Effect } from 'effect';
import { listRelayParked } from './deadLetters.ts';
import { recordsOf } from './eventRecords.ts';
import { publishRecords } from './relay.ts';

export interface RetryOutcome {
  readonly eventId: string;
  readonly published: boolean;
  readonly reason?: string;
}

/**
 * Publishes the relay's parked events again (e.g. after the topic's `max.message.bytes` was raised), out of
 * their original order: consumers order by each event's position header, not by arrival. A published event
 * is unparked; one the broker still refuses stays parked with the new reason.
 */
export const retryRelayParked = (
  producer: RecordProducer,
  config: KafkaConfig,
  only: ReadonlyArray<string> = [],
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const parked = (yield* listRelayParked).filter((p) => only.length === 0 || only.includes(p.event_id));
    const outcomes: RetryOutcome[] = [];
    for (const row of parked) {
      const located = yield* sql<{ tx: string }>`
        select transaction_id::text as tx from mm_events where event_id = ${row.event_id}::uuid`;
      if (!located[0]) {
        outcomes.push({ eventId: row.event_id, published: false, reason: 'the event no longer exists' });
        continue;
      }
      const [event] = yield* store.readAll({
        after: { transactionId: BigInt(located[0].tx), globalPosition: BigInt(row.global_position) - 1n },
        limit: 1,
        visibility: 'all-committed',
        sealed: true,
      });
      if (!event || event.eventId !== row.event_id) {
        outcomes.push({ eventId: row.event_id, published: false, reason: 'the event could not be read' });
        continue;
      }
      const sent = yield* recordsOf([event], config).pipe(
        Effect.flatMap((records) => publishRecords(producer, config, records)),
        Effect.either,
      );
      if (sent._tag === 'Left') {
        const reason = `retry failed: ${sent.left.message}`;
        yield* sql`update mm_parked_events set error = ${reason.slice(0, 4000)}
          where projection = ${RELAY_NAME} and event_id = ${row.event_id}::uuid`;
        outcomes.push({ eventId: row.event_id, published: false, reason });
        continue;
      }
      yield* sql`delete from mm_parked_events where projection = ${RELAY_NAME} and event_id = ${row.event_id}::uuid`;
      outcomes.push({ eventId: row.event_id, published: true });
    }
    return outcomes;
  });
