import { SqlClient } from '@effect/sql';
import { Checkpoint, openTypes, readCheckpoint, type StoredEvent } from '@market-muse/eventstore';
import {
  type BatchOutcome,
  DomainHeaders,
  domainTopics,
  fromDomainRecord,
  groupIdFor,
  headerOf,
  type KafkaConfig,
  type KafkaTransport,
  MalformedRecord,
  type RecordBatch,
} from '@market-muse/kafka';
import { Effect, Schedule } from 'effect';
import { handles, LIVE_SCHEMA, type Projection, type ProjectionTarget, targetFor } from '../projection.ts';
import { applyParkingPoison } from '../runner.ts';
import { forgetOldApplied, markApplied, migrateKafkaFeeds, shareFeedAt, writeOffset } from './feeds.ts';

/** How many records of a partition go by between two deletions of the ids that left the window. */
const FORGET_EVERY = 1024n;

/**
 * The events of a batch this projection must apply (with the offset of each one's record): its types, past
 * the cut-off, each id once per batch.
 * A record that cannot be read back into an event (no headers, no JSON) is logged and skipped: it was not
 * written by the relay.
 */
export const relevantEvents = (
  projection: Projection,
  batch: RecordBatch,
  skipUpTo: Checkpoint,
  until: Checkpoint | null = null,
) =>
  Effect.gen(function* () {
    const events: StoredEvent[] = [];
    const offsets: bigint[] = [];
    const seen = new Set<string>();
    for (const record of batch.records) {
      // Most records of the domain topic are other models' events: the type header says so without
      // parsing the payload (a model of rare events, like sign-ups, reads the whole topic to find its own).
      const type = headerOf(record, DomainHeaders.eventType);
      if (type !== undefined && !projection.eventTypes.includes(type)) continue;
      let event: StoredEvent;
      try {
        event = fromDomainRecord(record);
      } catch (error) {
        if (!(error instanceof MalformedRecord || error instanceof SyntaxError)) throw error;
        yield* Effect.logError(
          `Kafka feed of ${projection.name}: skipped ${batch.topic}/${batch.partition}@${record.offset}: ${error.message}`,
        );
        continue;
      }
      if (!handles(projection, event) || !Checkpoint.isAfter(event, skipUpTo)) continue;
      if (until && Checkpoint.isAfter(event, until)) continue;
      if (seen.has(event.eventId)) continue;
      seen.add(event.eventId);
      events.push(event);
      offsets.push(record.offset);
    }
    // The topic carries personal fields encrypted: opened with the keys still held (erased once destroyed),
    // and only in the events whose personal fields this model reads (as a rebuild from the table does).
    const opened = yield* openTypes(events, new Set(projection.personalEventTypes));
    return opened.map((event, i) => ({ event, partition: batch.partition, offset: offsets[i]! }));
  });

/**
 * Applies one batch of domain records to the live read model, in one transaction with the new offset and
 * the applied event ids: a duplicate (the relay re-sent it) is dropped by its id, and offsets move only after
 * this commit. A batch that does not start at the stored offset is not applied; the partition is moved there.
 */
export const applyKafkaBatch = (projection: Projection, batch: RecordBatch, target?: ProjectionTarget) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const live = target ?? targetFor(sql, LIVE_SCHEMA);
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        // First time on this topic (or after a table-based rebuild): what the table fed so far is in the
        // read model up to its checkpoint, which stands still while the topic feeds it.
        const { feed, next: stored } = yield* shareFeedAt(
          projection.name,
          batch.topic,
          batch.partition,
          readCheckpoint(projection.name),
        );
        let next = stored;
        const first = batch.records[0]!.offset;
        if (next > batch.highWatermark) {
          // The topic was deleted and created again: its offsets restarted.
          yield* Effect.logWarning(
            `Kafka feed of ${projection.name}: ${batch.topic}/${batch.partition} restarted below offset ${next}; reading from ${first}`,
          );
          next = first;
        }
        if (next < batch.logStartOffset) {
          // Retention or a deletion removed records this feed never read: they cannot come back, so it
          // says how many and reads on from the log's start instead of seeking below it for ever.
          yield* Effect.logWarning(
            `Kafka feed of ${projection.name}: ${batch.topic}/${batch.partition} starts at offset ${batch.logStartOffset}; offsets ${next}..${batch.logStartOffset - 1n} (${batch.logStartOffset - next} records) are gone from the log`,
          );
          next = batch.logStartOffset;
        }
        if (first !== next) return { kind: 'seek', offset: next } as BatchOutcome;
        const events = yield* relevantEvents(projection, batch, feed.handover);
        const fresh = yield* markApplied(
          projection.name,
          events.map((e) => ({ eventId: e.event.eventId, partition: e.partition, offset: e.offset })),
        );
        const toApply = events.filter((e) => fresh.has(e.event.eventId)).map((e) => e.event);
        if (toApply.length > 0) yield* applyParkingPoison(projection, toApply, live);
        const last = batch.records[batch.records.length - 1]!.offset;
        yield* writeOffset(projection.name, batch.topic, batch.partition, last + 1n);
        // Ids fall out of the window a few at a time: forgotten once per thousand records, not per batch.
        if (first / FORGET_EVERY !== (last + 1n) / FORGET_EVERY)
          yield* forgetOldApplied(projection.name, batch.partition, last + 1n);
        return { kind: 'commit', nextOffset: last + 1n } as BatchOutcome;
      }),
    );
  });

export interface KafkaProjectionOptions {
  readonly transport: KafkaTransport;
  /** Consumer group id (default: the configured prefix and the projection's name). */
  readonly groupId?: string;
  /**
   * How many partitions' batches are applied at once, each in its own transaction (default: every
   * partition, at most four). Safe because a user's events share a partition (per-user rows are never
   * written by two batches at once) and aggregates are written by additive upserts in key order (row locks
   * taken in one order cannot deadlock).
   */
  readonly partitionsConcurrently?: number;
  /**
   * Told the ids of the events a batch's records carried, once its transaction committed them (applied, or
   * dropped as already applied): how an observer, such as the catch-up lag's measurement, learns it
   * without polling.
   */
  readonly onApplied?: (eventIds: ReadonlyArray<string>) => void;
}

/** Batches applied side by side by default: one per partition, bounded so a feed holds few connections. */
export const defaultPartitionsConcurrently = (config: Pick<KafkaConfig, 'partitions'>) =>
  Math.max(1, Math.min(config.partitions, 4));

/**
 * Runs an async projection from the domain topic forever, as a member of its consumer group. Broker or
 * database errors pause it and it carries on from the stored offsets.
 */
export const runKafkaProjection = (
  projection: Projection,
  config: KafkaConfig,
  options: KafkaProjectionOptions,
) =>
  Effect.gen(function* () {
    const { transport } = options;
    yield* migrateKafkaFeeds;
    yield* Effect.tryPromise(() => transport.ensureTopics(domainTopics(config)));
    const concurrently = options.partitionsConcurrently ?? defaultPartitionsConcurrently(config);
    const source = yield* Effect.acquireRelease(
      Effect.tryPromise(() =>
        transport.subscribe({
          topic: config.domainTopic,
          groupId: options.groupId ?? groupIdFor(config, projection.name),
          fromBeginning: true,
          partitionsConcurrently: concurrently,
        }),
      ),
      (s) => Effect.promise(() => s.close()).pipe(Effect.timeout('20 seconds'), Effect.ignore),
    );
    // One worker per batch that may be out: each takes the next batch of any partition and applies it.
    const worker = Effect.gen(function* () {
      for (;;) {
        // tryPromise, not promise: a consumer kafkajs will not restart rejects here, and that must be a
        // failure the retry below resubscribes from, not a defect that ends the feed for good.
        const batch = yield* Effect.tryPromise(() => source.next(1_000));
        if (!batch) continue;
        const outcome = yield* applyKafkaBatch(projection, batch).pipe(
          Effect.catchAll((error) =>
            Effect.logWarning(`Kafka feed of ${projection.name}: batch failed, retrying`, error).pipe(
              Effect.zipRight(Effect.sleep('500 millis')),
              Effect.as({ kind: 'retry' } as BatchOutcome),
            ),
          ),
        );
        if (outcome.kind === 'commit' && options.onApplied)
          options.onApplied(batch.records.flatMap((r) => headerOf(r, DomainHeaders.eventId) ?? []));
        yield* Effect.promise(() => source.done(outcome, batch));
      }
    });
    yield* Effect.all(
      Array.from({ length: concurrently }, () => worker),
      { concurrency: 'unbounded' },
    );
  }).pipe(
    Effect.scoped,
    Effect.tapErrorCause((cause) =>
      Effect.logWarning(`Kafka feed of ${projection.name} stopped; starting again`, cause),
    ),
    Effect.retry(Schedule.spaced('2 seconds')),
  );
