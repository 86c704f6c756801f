import { SqlClient } from '@effect/sql';
import {
  advanceCheckpoint,
  Checkpoint,
  commitWaiter,
  EventStore,
  readCheckpoint,
  releaseLease,
  tryAcquireLease,
} from '@market-muse/eventstore';
import {
  domainTopics,
  type KafkaConfig,
  type KafkaTransport,
  RELAY_NAME,
  type RecordProducer,
  toDomainRecord,
} from '@market-muse/kafka';
import { Duration, Effect } from 'effect';
import { isProgressEvent, toProgressRecord } from './progressRecords.ts';

export class RelayError extends Error {}

/**
 * Publishes the next batch of committed events, in the store's safe reading order (never past a
 * transaction still open), and moves the relay's checkpoint only after the broker acknowledged every record
 * (idempotent producer, acks=all). A crash between the two re-sends the batch: at least once, and consumers
 * drop the duplicates by event id. Answers how many events were published.
 */
export const relayBatch = (producer: RecordProducer, config: KafkaConfig, batchSize = 500) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const from = yield* readCheckpoint(RELAY_NAME);
    // Sealed: personal fields go onto the topic encrypted, so the topic forgets them with the key.
    const batch = yield* store.readAll({ after: from, limit: batchSize, sealed: true });
    if (batch.length === 0) return 0;
    // Progress rows hold no free text, but are made from the events' decoded facts: opened first.
    const progressEvents = yield* store.open(batch.filter(isProgressEvent));
    const progress = progressEvents.map((e) => toProgressRecord(e, config.pseudonymKey));
    yield* Effect.tryPromise({
      try: () =>
        producer.send([
          { topic: config.domainTopic, records: batch.map(toDomainRecord) },
          ...(progress.length > 0 ? [{ topic: config.progressTopic, records: progress }] : []),
        ]),
      catch: (error) => new RelayError(`the broker did not acknowledge: ${String(error)}`, { cause: error }),
    });
    yield* sql.withTransaction(advanceCheckpoint(RELAY_NAME, from, Checkpoint.of(batch[batch.length - 1]!)));
    return batch.length;
  });

export interface RelayOptions {
  readonly owner: string;
  readonly transport: KafkaTransport;
  readonly batchSize?: number;
  /** Poll behind the commit wake-ups (default one second), in case one is lost. */
  readonly pollInterval?: Duration.DurationInput;
}

/**
 * Runs the relay forever: one instance at a time (the lease), woken by every commit, in this process or
 * another on the same PostgreSQL (the EventBus), or by a poll. While the broker is down, batches fail and
 * the checkpoint stays: it resumes where it stopped.
 */
export const runRelay = (config: KafkaConfig, options: RelayOptions) =>
  Effect.gen(function* () {
    const commits = yield* commitWaiter();
    const poll = Duration.decode(options.pollInterval ?? '1 second');
    let producer: RecordProducer | null = null;
    let topicsReady = false;
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
      if (!topicsReady) {
        yield* Effect.tryPromise(() => options.transport.ensureTopics(domainTopics(config)));
        topicsReady = true;
      }
      producer ??= yield* Effect.tryPromise(() => options.transport.producer());
      const active = producer;
      let total = 0;
      for (;;) {
        const sent = yield* relayBatch(active, config, options.batchSize);
        if (sent === 0) break;
        total += sent;
      }
      if (failing) yield* Effect.logInfo('Kafka relay: the broker acknowledges again; resumed');
      failing = false;
      return total;
    });
    for (;;) {
      const leased = yield* tryAcquireLease(RELAY_NAME, options.owner).pipe(
        Effect.orElseSucceed(() => false),
      );
      let sent = 0;
      if (leased) {
        const result = yield* drain.pipe(Effect.exit);
        if (result._tag === 'Failure') {
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
