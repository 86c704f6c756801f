import { SqlClient } from '@effect/sql';
import { EventBus, EventStore, ExpectedVersion, readCheckpoint } from '@market-muse/eventstore';
import type { KafkaConfig, KafkaTransport } from '@market-muse/kafka';
import {
  migrateKafkaFeeds,
  progressProjection,
  runKafkaProjection,
  runProjection,
  startFeed,
  tasksByCategoryProjection,
  writeOffset,
} from '@market-muse/projections';
import { Effect, Fiber } from 'effect';
import { runRelay } from '../src/relay.ts';

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const summary = (lags: ReadonlyArray<number>, unapplied: number) => {
  const sorted = [...lags].sort((a, b) => a - b);
  return {
    samples: lags.length,
    unapplied,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
  };
};

/** The Kafka path's model: tasks by category reads the task created by every append. */
const kafkaLagProjection = tasksByCategoryProjection;

/**
 * Starts the relay and the Kafka-fed consumer of the lag's model. Every record already on the domain topic
 * is at or below the model's checkpoint (the bench replayed it from that topic while the relay stood
 * still), so the feed starts at the topic's end with that checkpoint as its hand-over, as a feed that had
 * read the topic so far would be, instead of reading a million records first only to skip them.
 */
const startKafkaPath = (kafka: { readonly config: KafkaConfig; readonly transport: KafkaTransport }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* migrateKafkaFeeds;
    const topicEnds = yield* Effect.tryPromise(() => kafka.transport.endOffsets(kafka.config.domainTopic));
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* startFeed(
          kafkaLagProjection.name,
          kafka.config.domainTopic,
          yield* readCheckpoint(kafkaLagProjection.name),
        );
        for (const [partition, end] of topicEnds)
          yield* writeOffset(kafkaLagProjection.name, kafka.config.domainTopic, partition, end);
      }),
    );
    const relay = yield* Effect.forkScoped(
      runRelay(kafka.config, { owner: 'bench-scale-lag', transport: kafka.transport }).pipe(Effect.scoped),
    );
    const consumer = yield* Effect.forkScoped(
      runKafkaProjection(kafkaLagProjection, kafka.config, { transport: kafka.transport }),
    );
    const ends = yield* Effect.tryPromise(() => kafka.transport.endOffsets(kafka.config.domainTopic));
    const total = [...ends.values()].reduce((a, b) => a + b, 0n);
    const deadline = performance.now() + 600_000;
    for (;;) {
      const [row] = yield* sql<{ n: string }>`
        select coalesce(sum(next_offset), 0)::text as n from mm_kafka_offsets
        where projection = ${kafkaLagProjection.name} and topic = ${kafka.config.domainTopic}`;
      if (BigInt(row?.n ?? '0') >= total) break;
      if (performance.now() > deadline)
        throw new Error('the Kafka-fed model did not catch up with the topic');
      yield* Effect.sleep('200 millis');
    }
    return [relay, consumer] as const;
  });

/**
 * Appends a task at a steady rate (as the command side does: commit, then announce) while the progress read
 * model's runner runs, and times each append from its start until the model's checkpoint covers it. With
 * `kafka`, the same appends also go the Kafka path (relay → domain topic → consumer group → read model,
 * tasks by category) and each is timed until the model's transaction recorded its id as applied.
 */
export const measureLag = (options: {
  readonly seconds: number;
  readonly perSecond: number;
  readonly kafka?: { readonly config: KafkaConfig; readonly transport: KafkaTransport };
}) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const bus = yield* EventBus;
    const sql = yield* SqlClient.SqlClient;
    const userId = crypto.randomUUID();
    const kafkaFibers = options.kafka ? yield* startKafkaPath(options.kafka) : [];
    const runner = yield* Effect.forkScoped(runProjection(progressProjection, { owner: 'bench-scale-lag' }));
    const kafkaPending = new Map<string, number>();
    const kafkaLags: number[] = [];
    const kafkaWatcher = yield* Effect.forkScoped(
      Effect.forever(
        Effect.gen(function* () {
          const ids = [...kafkaPending.keys()];
          if (ids.length > 0) {
            const applied = yield* sql<{ id: string }>`
              select event_id::text as id from mm_kafka_applied
              where projection = ${kafkaLagProjection.name} and event_id = any(${ids}::uuid[])`;
            const now = performance.now();
            for (const { id } of applied) {
              kafkaLags.push(now - kafkaPending.get(id)!);
              kafkaPending.delete(id);
            }
          }
          yield* Effect.sleep('2 millis');
        }),
      ),
    );
    const pending: Array<{ readonly tx: bigint; readonly pos: bigint; readonly at: number }> = [];
    const lags: number[] = [];
    const watcher = yield* Effect.forkScoped(
      Effect.forever(
        Effect.gen(function* () {
          const checkpoint = yield* readCheckpoint(progressProjection.name);
          const now = performance.now();
          for (let i = pending.length - 1; i >= 0; i--) {
            const p = pending[i]!;
            if (
              p.tx < checkpoint.transactionId ||
              (p.tx === checkpoint.transactionId && p.pos <= checkpoint.globalPosition)
            ) {
              lags.push(now - p.at);
              pending.splice(i, 1);
            }
          }
          yield* Effect.sleep('2 millis');
        }),
      ),
    );
    let inFlight = 0;
    const appendOne = Effect.gen(function* () {
      const taskId = crypto.randomUUID();
      const at = performance.now();
      const now = new Date().toISOString();
      const result = yield* store.append(
        `task-${taskId}`,
        'task',
        [
          {
            eventId: crypto.randomUUID(),
            type: 'TaskCreated',
            schemaVersion: 1,
            data: {
              taskId,
              userId,
              roadmapId: null,
              projectId: null,
              title: 'Reply to comments',
              description: 'Answer every comment.',
              priority: 'medium',
              category: 'engagement',
              estimatedTime: 15,
              dueDate: null,
              phaseIndex: null,
              stepIndex: null,
              origin: 'daily',
              createdAt: now,
            },
            metadata: { userId, correlationId: crypto.randomUUID(), causationId: null, recordedAt: now },
          },
        ],
        ExpectedVersion.noStream,
      );
      yield* bus.publish(result.events);
      const event = result.events[0]!;
      pending.push({ tx: event.transactionId, pos: event.globalPosition, at });
      if (options.kafka) kafkaPending.set(event.eventId, at);
    }).pipe(Effect.ensuring(Effect.sync(() => (inFlight -= 1))));
    const total = Math.round(options.seconds * options.perSecond);
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / options.perSecond;
      const wait = due - performance.now();
      if (wait > 0) yield* Effect.sleep(`${wait} millis`);
      // Each append on its own fiber: a slow commit does not hold back the next one's schedule.
      inFlight += 1;
      yield* Effect.forkScoped(appendOne);
    }
    while (inFlight > 0) yield* Effect.sleep('5 millis');
    const rate = Math.round((total / (performance.now() - started)) * 1000);
    const deadline = performance.now() + 10_000;
    while ((pending.length > 0 || kafkaPending.size > 0) && performance.now() < deadline)
      yield* Effect.sleep('10 millis');
    yield* Fiber.interruptAll([watcher, runner, kafkaWatcher, ...kafkaFibers]);
    return {
      rate,
      ...summary(lags, pending.length),
      kafka: options.kafka ? summary(kafkaLags, kafkaPending.size) : null,
    };
  });
