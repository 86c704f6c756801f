import { SqlClient } from '@effect/sql';
import { type Checkpoint, readCheckpoint, resetCheckpoint, type StoredEvent } from '@market-muse/eventstore';
import { type BatchSource, type KafkaConfig, type KafkaTransport, RELAY_NAME } from '@market-muse/kafka';
import { Effect } from 'effect';
import { LIVE_SCHEMA, type Projection, quoted, targetFor } from '../projection.ts';
import {
  lz4Available,
  prepareStaging,
  type RebuildReport,
  readyForReaders,
  stagingSchema,
  stagingTransaction,
  swapContents,
} from '../rebuild.ts';
import { applyParkingPoison } from '../runner.ts';
import { defaultPartitionsConcurrently, relevantEvents } from './consumer.ts';
import {
  AppliedWindow,
  forgetOldApplied,
  hasKafkaFeed,
  lockFeed,
  migrateKafkaFeeds,
  NO_HANDOVER,
  startFeed,
  writeApplied,
} from './feeds.ts';

export class KafkaReplayError extends Error {}

export interface KafkaReplayOptions {
  readonly transport: KafkaTransport;
  /** How long to wait for records the broker says exist (a stuck broker fails the replay loudly). */
  readonly stallTimeoutMs?: number;
  /** Partitions whose batches are applied at once (default as the live feed: one per partition, ≤ 4). */
  readonly partitionsConcurrently?: number;
}

/**
 * A replay's fetches bring up to 8 MB of a partition (kafkajs' default is 1 MB): a batch costs a few
 * statements whatever its size, so fewer, larger batches read the topic faster.
 */
const REPLAY_FETCH_BYTES = 8 * 1024 * 1024;

/**
 * Rebuilds a read model from offset zero of the domain topic, read directly (no consumer group), into staging
 * tables, then swaps it in like the table-based rebuild: under the live tables' lock it reads the tail up
 * to the topic's end, and readers see the old model or the new one, never half of one.
 */
export const replayFromKafka = (projection: Projection, config: KafkaConfig, options: KafkaReplayOptions) =>
  Effect.gen(function* () {
    if (projection.mode !== 'async')
      return yield* Effect.fail(
        new KafkaReplayError(`${projection.name} is inline (read-your-writes): replay it from the table`),
      );
    const sql = yield* SqlClient.SqlClient;
    const started = Date.now();
    yield* migrateKafkaFeeds;
    const staging = stagingSchema(projection);
    // As a rebuild from the table: plain indexes built once at the end, large values compressed with lz4.
    yield* prepareStaging(projection, yield* lz4Available);
    const applied = new AppliedWindow();
    const target = targetFor(sql, staging);
    const topic = config.domainTopic;
    const concurrently = options.partitionsConcurrently ?? defaultPartitionsConcurrently(config);
    // A table-fed model takes the replay up to the relay's checkpoint: everything at or below it is on the
    // topic, so the table runner continues from exactly there (the ends are taken after the checkpoint, so
    // they cover it).
    // A Kafka-fed model (it has a feed) continues from the replay's offsets; a table-fed one from the cut.
    const kafkaFed = yield* hasKafkaFeed(projection.name);
    const cut = kafkaFed ? null : yield* readCheckpoint(RELAY_NAME);
    const first = yield* Effect.tryPromise(() => options.transport.endOffsets(topic));
    // The replay chooses its range itself (offset zero to the ends it captures), so it reads the
    // partitions directly: no consumer group to join, no offsets to commit, and each partition's next
    // fetch under way while this one is applied.
    const source = yield* Effect.acquireRelease(
      Effect.tryPromise(() =>
        options.transport.readPartitions({
          topic,
          from: new Map([...first.keys()].map((partition) => [partition, 0n])),
          maxBytesPerPartition: REPLAY_FETCH_BYTES,
        }),
      ),
      (s) => Effect.promise(() => s.close().catch(() => undefined)),
    );
    const positions = new Map<number, bigint>();
    /** Events the replay parked (as undecodable or poison). */
    const parked = new Set<string>();
    // The events parked for this model before: each one the replay reads and does not park again is in
    // the new model, and leaves the dead letters at the swap.
    const parkedBefore = new Set(
      (yield* sql<{ id: string }>`select event_id::text as id from mm_parked_events
        where projection = ${projection.name}`).map((row) => row.id),
    );
    const readAgain = new Set<string>();
    /** Records per partition that retention removed before the replay could read them. */
    const gaps = new Map<number, bigint>();
    let count = 0;
    let records = 0;

    /**
     * Applies records into staging until every partition reached `targets`, with `workers` batches of
     * different partitions at once, each in a staging transaction; inside the swap's transaction one at a
     * time (its statements share a connection), each batch in a savepoint of it.
     */
    const consumeTo = (
      targets: ReadonlyMap<number, bigint>,
      until: Checkpoint | null,
      workers: number,
      insideSwap = false,
    ) =>
      Effect.suspend(() => {
        lastBatchAt = Date.now();
        return Effect.all(
          Array.from({ length: workers }, () => consumeOne(targets, until, insideSwap)),
          { concurrency: 'unbounded', discard: true },
        );
      });
    /** When any worker last got a batch: the topic stalled only when none has for the stall timeout. */
    let lastBatchAt = Date.now();
    const consumeOne = (
      targets: ReadonlyMap<number, bigint>,
      until: Checkpoint | null,
      insideSwap: boolean,
    ) =>
      Effect.gen(function* () {
        const behind = () => [...targets].some(([p, end]) => (positions.get(p) ?? 0n) < end);
        while (behind()) {
          const batch = yield* Effect.tryPromise({
            try: () => (source as BatchSource).next(1_000),
            catch: (error) =>
              new KafkaReplayError(`reading ${topic} failed: ${String(error)}`, { cause: error }),
          });
          if (!batch) {
            if (Date.now() - lastBatchAt > (options.stallTimeoutMs ?? 60_000))
              return yield* Effect.fail(new KafkaReplayError(`${topic} stopped delivering records`));
            continue;
          }
          lastBatchAt = Date.now();
          let expected = positions.get(batch.partition) ?? 0n;
          if (expected < batch.logStartOffset) {
            // The log no longer starts at this position (retention, deleted records): replay what exists.
            yield* Effect.logWarning(
              `Replay of ${projection.name}: ${topic}/${batch.partition} starts at offset ${batch.logStartOffset}; ${batch.logStartOffset - expected} earlier records are gone from the log`,
            );
            gaps.set(batch.partition, batch.logStartOffset - expected);
            expected = batch.logStartOffset;
            positions.set(batch.partition, expected);
          }
          const first = batch.records[0]!.offset;
          if (first !== expected) {
            yield* Effect.promise(() => source.done({ kind: 'seek', offset: expected }, batch));
            continue;
          }
          const events = yield* relevantEvents(projection, batch, NO_HANDOVER, until);
          const toApply: StoredEvent[] = [];
          for (const e of events) {
            if (parkedBefore.size > 0 && parkedBefore.has(e.event.eventId)) readAgain.add(e.event.eventId);
            if (applied.add(e.event, e.partition, e.offset)) toApply.push(e.event);
          }
          if (toApply.length > 0)
            yield* applyParkingPoison(
              projection,
              toApply,
              target,
              insideSwap ? undefined : stagingTransaction,
              parked,
            );
          count += toApply.length;
          records += batch.records.length;
          const next = batch.records[batch.records.length - 1]!.offset + 1n;
          positions.set(batch.partition, next);
          applied.forget(batch.partition, next);
          yield* Effect.promise(() => source.done({ kind: 'commit', nextOffset: next }, batch));
        }
      });

    yield* consumeTo(first, cut, concurrently);
    // Readied before the live tables are locked: readers wait only for the tail and the swap.
    yield* readyForReaders(projection, staging);

    yield* sql.withTransaction(
      Effect.gen(function* () {
        if (((yield* lockFeed(projection.name)) !== null) !== kafkaFed)
          return yield* Effect.fail(
            new KafkaReplayError(`${projection.name} changed between table and Kafka feeds: replay it again`),
          );
        const live = projection.tables.map((t) => quoted(LIVE_SCHEMA, t.name)).join(', ');
        yield* sql.unsafe(`lock table ${live} in access exclusive mode`);
        if (kafkaFed) {
          // The tail the live consumer may have applied meanwhile, so the new model is not behind it.
          const ends = yield* Effect.tryPromise(() => options.transport.endOffsets(topic));
          yield* consumeTo(ends, null, 1, true);
        }
        yield* swapContents(projection, staging);
        if (kafkaFed) {
          // The live consumer's next batch finds these offsets (its own no longer match) and moves there.
          yield* startFeed(projection.name, topic, NO_HANDOVER);
          for (const [partition, next] of positions) {
            yield* sql`insert into mm_kafka_offsets (projection, topic, partition, next_offset)
              values (${projection.name}, ${topic}, ${partition}, ${next.toString()}::bigint)`;
          }
          yield* writeApplied(projection.name, applied.records());
          for (const [partition, next] of positions)
            yield* forgetOldApplied(projection.name, partition, next);
        } else {
          yield* sql`delete from mm_kafka_feeds where projection = ${projection.name}`;
          yield* resetCheckpoint(projection.name, cut!);
        }
        const unparked = [...readAgain].filter((id) => !parked.has(id));
        if (unparked.length > 0)
          yield* sql`delete from mm_parked_events
            where projection = ${projection.name} and event_id = any(${unparked}::uuid[])`;
        yield* sql`insert into mm_projection_versions (projection, version) values (${projection.name}, ${projection.version})
          on conflict (projection) do update set version = excluded.version, rebuilt_at = now()`;
      }),
    );
    yield* sql.unsafe(`drop schema if exists "${staging}" cascade`);
    return {
      projection: projection.name,
      events: count,
      millis: Date.now() - started,
      missingRecords: Number([...gaps.values()].reduce((a, b) => a + b, 0n)),
      records,
    } satisfies RebuildReport;
  }).pipe(Effect.scoped);
