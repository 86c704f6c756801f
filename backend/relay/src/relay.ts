import { SqlClient } from '@effect/sql';
import {
  advanceCheckpoint,
  Checkpoint,
  commitWaiter,
  EventStore,
  LEASE_RENEW_EVERY,
  readCheckpoint,
  releaseLease,
  type StoredEvent,
  tryAcquireLease,
  whileLeased,
} from '@market-muse/eventstore';
import {
  domainTopics,
  isRecordTooLarge,
  type KafkaConfig,
  type KafkaTransport,
  RELAY_NAME,
  type RecordProducer,
} from '@market-muse/kafka';
import { Duration, Effect } from 'effect';
import { type DeadLetter, parkDeadLetters, toDeadLetterRecord } from './deadLetters.ts';
import { type EventRecords, largestRecordBytes, recordsOf } from './eventRecords.ts';

export class RelayError extends Error {}

const send = (producer: RecordProducer, batches: Parameters<RecordProducer['send']>[0]) =>
  Effect.tryPromise({
    try: () => producer.send(batches.filter((b) => b.records.length > 0)),
    catch: (error) => new RelayError(`the broker did not acknowledge: ${String(error)}`, { cause: error }),
  });

const topicBatches = (config: KafkaConfig, events: ReadonlyArray<EventRecords>) => [
  { topic: config.domainTopic, records: events.map((e) => e.domain) },
  {
    topic: config.progressTopic,
    records: events.flatMap((e) => (e.progress ? [e.progress] : [])),
  },
];

const deadLetter = (event: StoredEvent, bytes: number, limit: number | null): DeadLetter => ({
  event,
  reason:
    limit === null
      ? `record of ${bytes} bytes was refused by the broker as too large: not published`
      : `record of ${bytes} bytes is larger than the topic accepts (${limit} bytes): not published`,
});

/**
 * Publishes the next batch of committed events, in the store's safe reading order (never past a
 * transaction still open), and moves the relay's checkpoint only after the broker acknowledged every record
 * (idempotent producer, acks=all). A crash between the two re-sends the batch: at least once, and consumers
 * drop the duplicates by event id. Answers how many events were published or dead-lettered.
 *
 * An event whose record is larger than `maxRecordBytes` never blocks the stream: it goes to the dead-letter
 * topic as a notice and is parked with its reason. If the broker still refuses a record as too large (its
 * limit is lower than configured), the batch is sent again event by event, once, so only that event is
 * dead-lettered and the others are not re-sent for ever.
 */
export const relayBatch = (producer: RecordProducer, config: KafkaConfig, batchSize = 500) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const from = yield* readCheckpoint(RELAY_NAME);
    // Sealed: personal fields go onto the topic encrypted, so the topic forgets them with the key.
    const batch = yield* store.readAll({ after: from, limit: batchSize, sealed: true });
    if (batch.length === 0) return 0;
    const records = yield* recordsOf(batch, config);
    const built = batch.map((event, i) => ({ event, records: records[i]! }));
    const letters: DeadLetter[] = [];
    const publishable: Array<{ event: StoredEvent; records: EventRecords }> = [];
    for (const item of built) {
      const bytes = largestRecordBytes(item.records);
      if (bytes > config.maxRecordBytes) letters.push(deadLetter(item.event, bytes, config.maxRecordBytes));
      else publishable.push(item);
    }
    const sentAll = yield* send(producer, [
      ...topicBatches(
        config,
        publishable.map((p) => p.records),
      ),
      { topic: config.deadLetterTopic, records: letters.map(toDeadLetterRecord) },
    ]).pipe(
      Effect.as(true),
      Effect.catchIf(
        (error) => isRecordTooLarge(error.cause),
        () => Effect.succeed(false),
      ),
    );
    if (!sentAll) {
      // The broker's limit is below ours: one event at a time finds the ones it refuses.
      for (const item of publishable) {
        const refused = yield* send(producer, topicBatches(config, [item.records])).pipe(
          Effect.as(false),
          Effect.catchIf(
            (error) => isRecordTooLarge(error.cause),
            () => Effect.succeed(true),
          ),
        );
        if (!refused) continue;
        const letter = deadLetter(item.event, largestRecordBytes(item.records), null);
        letters.push(letter);
        yield* send(producer, [{ topic: config.deadLetterTopic, records: [toDeadLetterRecord(letter)] }]);
      }
    }
    if (letters.length > 0)
      yield* Effect.logError(
        `Kafka relay: ${letters.length} event(s) too large for the topic, dead-lettered and parked: ${letters
          .map((l) => `${l.event.eventId} (${l.event.type})`)
          .join(', ')}; npm run parked lists them`,
      );
    const advance = advanceCheckpoint(RELAY_NAME, from, Checkpoint.of(batch[batch.length - 1]!));
    // The checkpoint alone is one statement: no transaction around it (a transaction's own round trips, and
    // a write transaction open holds back every reader's safe horizon while it lasts).
    yield* letters.length === 0
      ? advance
      : sql.withTransaction(Effect.zipRight(parkDeadLetters(letters), advance));
    return batch.length;
  });

/** Publishes events' records as the relay does (the operator's retry of parked events). */
export const publishRecords = (
  producer: RecordProducer,
  config: KafkaConfig,
  records: ReadonlyArray<EventRecords>,
) => send(producer, topicBatches(config, records));

/**
 * Whether the relay has published every committed event: its checkpoint is at the store's last event in
 * reading order. Not at the largest position: of two appends at once, the one whose transaction took its
 * id first may take its positions last, so the largest position can sit in the middle of that order.
 */
export const relayedEverything = Effect.gen(function* () {
  const last = yield* lastInReadingOrder;
  if (!last) return true;
  return !Checkpoint.isAfter(last, yield* readCheckpoint(RELAY_NAME));
});

/** The store's last event in reading order (committed or not yet), or null when it holds none. */
export const lastInReadingOrder = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const [last] = yield* sql<{ tx: string; pos: string }>`
    select transaction_id::text as tx, global_position::text as pos from mm_events
    order by transaction_id desc, global_position desc limit 1`;
  return last ? Checkpoint.of({ transactionId: BigInt(last.tx), globalPosition: BigInt(last.pos) }) : null;
});

export interface RelayOptions {
  readonly owner: string;
  readonly transport: KafkaTransport;
  readonly batchSize?: number;
  /** Poll behind the commit wake-ups (default one second), in case one is lost. */
  readonly pollInterval?: Duration.DurationInput;
}

/**
 * Runs the relay forever: one instance at a time (the lease, renewed while it works through a backlog),
 * woken by every commit, in this process or another on the same PostgreSQL (the EventBus), or by a poll.
 * While the broker is down, batches fail and the checkpoint stays: it resumes where it stopped.
 */
export const runRelay = (config: KafkaConfig, options: RelayOptions) =>
  Effect.gen(function* () {
    const commits = yield* commitWaiter();
    const poll = Duration.decode(options.pollInterval ?? '1 second');
    let producer: RecordProducer | null = null;
    let limit: number | null = null;
    let failing = false;
    const dropProducer = Effect.promise(async () => {
      const current = producer;
      producer = null;
      await current?.close().catch(() => undefined);
    });
    yield* Effect.addFinalizer(() =>
      Effect.zipRight(dropProducer, releaseLease(RELAY_NAME, options.owner).pipe(Effect.ignore)),
    );
    const drain = Effect.gen(function* () {
      if (limit === null) {
        // Topics are created or checked once; a record is bounded by the smaller of the configured
        // limit and what the domain topic itself accepts.
        const limits = yield* Effect.tryPromise(() => options.transport.ensureTopics(domainTopics(config)));
        const topicLimit = Math.min(
          limits.get(config.domainTopic)?.maxMessageBytes ?? config.maxRecordBytes,
          limits.get(config.progressTopic)?.maxMessageBytes ?? config.maxRecordBytes,
        );
        limit = Math.min(config.maxRecordBytes, topicLimit);
      }
      const bounded = { ...config, maxRecordBytes: limit };
      producer ??= yield* Effect.tryPromise(() => options.transport.producer());
      const active = producer;
      const batchSize = options.batchSize ?? 500;
      let total = 0;
      // A batch shorter than the limit was the end of what could be read: no empty read to find that out
      // (a commit announced meanwhile wakes the relay again at once).
      for (;;) {
        const sent = yield* relayBatch(active, bounded, batchSize);
        total += sent;
        if (sent < batchSize) break;
      }
      if (failing) yield* Effect.logInfo('Kafka relay: the broker acknowledges again; resumed');
      failing = false;
      return total;
    });
    // The lease is taken, then renewed on a heartbeat rather than on every wake-up (a transaction of its
    // own each time); a long backlog renews it as it goes (whileLeased), and the checkpoint's
    // compare-and-set still stops a second relay between two renewals.
    const renewEvery = Duration.toMillis(LEASE_RENEW_EVERY);
    let leaseRenewedAt = Number.NEGATIVE_INFINITY;
    for (;;) {
      if (Date.now() - leaseRenewedAt >= renewEvery) {
        const leased = yield* tryAcquireLease(RELAY_NAME, options.owner).pipe(
          Effect.orElseSucceed(() => false),
        );
        leaseRenewedAt = leased ? Date.now() : Number.NEGATIVE_INFINITY;
      }
      let sent = 0;
      if (leaseRenewedAt !== Number.NEGATIVE_INFINITY) {
        const result = yield* whileLeased(RELAY_NAME, options.owner, drain).pipe(Effect.exit);
        if (result._tag === 'Failure') {
          leaseRenewedAt = Number.NEGATIVE_INFINITY;
          if (!failing) yield* Effect.logWarning('Kafka relay paused: retrying', result.cause);
          failing = true;
          // A fresh producer after a failure: its session may be fenced or out of sequence.
          yield* dropProducer;
          yield* Effect.sleep('1 second');
          continue;
        }
        sent = result.value;
      }
      yield* commits.wait(poll, sent > 0);
    }
  });
