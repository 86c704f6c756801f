import { SqlClient } from '@effect/sql';
import { describe, expect, it, layer } from '@effect/vitest';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { Effect } from 'effect';
import {
  APPLIED_WINDOW,
  AppliedWindow,
  forgetOldApplied,
  markApplied,
  migrateKafkaFeeds,
} from '../src/kafka/feeds.ts';
import { databaseKinds } from './layers.ts';

// A Kafka feed remembers the event ids it applied only for the last APPLIED_WINDOW records of each
// partition: a copy inside the window is dropped, the table stays bounded.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(databaseKinds)('applied event ids on %s', (kind) => {
  layer(TestDatabase(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('are dropped as duplicates inside the window and forgotten behind it, per partition', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        yield* migrateKafkaFeeds;
        const far = APPLIED_WINDOW + 10n;
        const fresh = yield* markApplied('feed', [
          { eventId: id(1), partition: 0, offset: 0n },
          { eventId: id(2), partition: 0, offset: 5n },
          { eventId: id(3), partition: 0, offset: far },
          { eventId: id(4), partition: 1, offset: 0n },
        ]);
        expect(fresh.size).toBe(4);

        // A copy of a recent event, sent again by the relay a few records later, is not applied twice.
        const again = yield* markApplied('feed', [{ eventId: id(3), partition: 0, offset: far + 3n }]);
        expect(again.size).toBe(0);

        yield* forgetOldApplied('feed', 0, far + 4n);
        const kept = yield* sql<{ event_id: string }>`
          select event_id::text from mm_kafka_applied where projection = 'feed' order by event_id`;
        // Offsets 0 and 5 of partition 0 lie behind the window; partition 1 is its own.
        expect(kept.map((r) => r.event_id)).toEqual([id(3), id(4)]);

        // Below the window's length nothing is forgotten.
        yield* forgetOldApplied('feed', 1, APPLIED_WINDOW);
        const partitionOne = yield* sql`select 1 from mm_kafka_applied where partition = 1`;
        expect(partitionOne).toHaveLength(1);
      }),
    );
  });
});

describe("a replay's window of applied events", () => {
  const event = (n: number) => ({ eventId: id(n), globalPosition: BigInt(n) });

  it('drops a copy inside the window, forgets behind it, per partition, and hands over the ids it keeps', () => {
    const applied = new AppliedWindow();
    expect(applied.add(event(1), 0, 0n)).toBe(true);
    expect(applied.add(event(2), 0, 1n)).toBe(true);
    expect(applied.add(event(3), 1, 0n)).toBe(true);
    // The relay's second copy of an event, a few records on: the same event, not applied again.
    expect(applied.add(event(2), 0, 4n)).toBe(false);

    applied.forget(0, APPLIED_WINDOW + 1n);
    // Offset 0 of partition 0 lies behind the window now: a copy of its event would count as new.
    expect(applied.records()).toEqual([
      { eventId: id(2), partition: 0, offset: 1n },
      { eventId: id(3), partition: 1, offset: 0n },
    ]);
    expect(applied.add(event(1), 0, APPLIED_WINDOW + 1n)).toBe(true);
    expect(applied.add(event(3), 1, 5n)).toBe(false);
  });
});
