import { SqlClient } from '@effect/sql';
import { CREATIVE_TYPES } from '@market-muse/contracts';
import { EventStore, ExpectedVersion, type StreamAppend } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { advisorAnswers } from './advisorResults.ts';
import { type HistoryOptions, type StreamWrite, seededHistory } from './history.ts';
import { seededRandom } from './random.ts';

export interface SeedOptions extends HistoryOptions {
  readonly seed: number;
  /** Events per append (one transaction, one round trip). */
  readonly batchEvents?: number;
  /** Called after every append with the events written so far. */
  readonly onProgress?: (events: number) => void;
}

export interface SeedReport {
  readonly events: number;
  readonly streams: number;
  readonly millis: number;
}

/**
 * Appends seeded histories through the store's own batched append (personal fields sealed by it, as for
 * any event), many users' days per transaction. A batch never holds one stream twice: a user's later day
 * starts a new batch.
 */
export const seedEvents = (options: SeedOptions) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const started = Date.now();
    const random = seededRandom(options.seed);
    const answers = yield* Effect.promise(() => advisorAnswers(CREATIVE_TYPES.slice(0, 6), options.start));
    const limit = options.batchEvents ?? 2000;
    let batch: StreamAppend[] = [];
    let inBatch = new Set<string>();
    let pending = 0;
    let events = 0;
    let streams = 0;
    const flush = Effect.suspend(() => {
      if (batch.length === 0) return Effect.void;
      const appends = batch;
      const count = pending;
      batch = [];
      inBatch = new Set();
      pending = 0;
      return sql.withTransaction(store.appendMany(appends)).pipe(
        Effect.tap(() =>
          Effect.sync(() => {
            events += count;
            options.onProgress?.(events);
          }),
        ),
        Effect.asVoid,
      );
    });
    for (const day of seededHistory(options, answers, random)) {
      if (pending >= limit || day.some((w) => inBatch.has(w.streamId))) yield* flush;
      for (const write of day) {
        batch.push(toAppend(write, random));
        inBatch.add(write.streamId);
        pending += write.events.length;
        if (write.expectedVersion === 0) streams += 1;
      }
    }
    yield* flush;
    // Fresh statistics, so the planner picks the type index for a model's rare events and the reading
    // order's index for its common ones.
    yield* sql`analyze mm_events`;
    yield* sql`analyze mm_streams`;
    return { events, streams, millis: Date.now() - started } satisfies SeedReport;
  });

const toAppend = (write: StreamWrite, random: ReturnType<typeof seededRandom>): StreamAppend => {
  const correlationId = random.uuid();
  return {
    streamId: write.streamId,
    streamType: write.streamType,
    expected:
      write.expectedVersion === 0 ? ExpectedVersion.noStream : ExpectedVersion.exact(write.expectedVersion),
    events: write.events.map((event) => ({
      eventId: random.uuid(),
      type: event.type,
      schemaVersion: 1,
      data: event.data,
      metadata: { userId: write.userId, correlationId, causationId: null, recordedAt: write.at },
    })),
  };
};
