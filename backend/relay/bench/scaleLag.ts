import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SqlClient } from '@effect/sql';
import { type Checkpoint, readCheckpoint } from '@market-muse/eventstore';
import type { KafkaConfig, KafkaTransport } from '@market-muse/kafka';
import {
  ensureProjections,
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
import { type Appended, appendAtRate, wallClock } from './lagWriter.ts';

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

/**
 * Seconds of the write load before the measured appends: the lag is the steady state's, as a server under a
 * steady load has it, not its first second's (the first statements of the writer and the readers, code not
 * yet compiled). The figures say it is left out.
 */
export const LAG_WARM_UP_SECONDS = 2;

/** The Kafka path's model: tasks by category reads the task created by every append. */
const kafkaLagProjection = tasksByCategoryProjection;

/**
 * Starts the relay and the Kafka-fed consumer of the lag's model. Every record already on the domain topic
 * is at or below the model's checkpoint (the bench replayed it from that topic while the relay stood
 * still), so the feed starts at the topic's end with that checkpoint as its hand-over, as a feed that had
 * read the topic so far would be, instead of reading a million records first only to skip them.
 */
const startKafkaPath = (
  kafka: { readonly config: KafkaConfig; readonly transport: KafkaTransport },
  onApplied: (eventIds: ReadonlyArray<string>) => void,
) =>
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
      runKafkaProjection(kafkaLagProjection, kafka.config, { transport: kafka.transport, onApplied }),
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

/** The write load on its own process (PostgreSQL): answers the rate it kept once it is done. */
const writerProcess = (
  url: string,
  load: { readonly seconds: number; readonly warmUpSeconds: number; readonly perSecond: number },
  onAppended: (a: Appended) => void,
) =>
  Effect.async<number, Error>((resume) => {
    const child = spawn(
      process.execPath,
      [
        fileURLToPath(new URL('./lagWriter.ts', import.meta.url)),
        '--url',
        url,
        '--seconds',
        String(load.seconds),
        '--warm-up-seconds',
        String(load.warmUpSeconds),
        '--rate',
        String(load.perSecond),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let rate = Number.NaN;
    createInterface({ input: child.stdout }).on('line', (text) => {
      const message = JSON.parse(text) as Appended | { rate: number };
      if ('rate' in message) rate = message.rate;
      else onAppended(message);
    });
    child.on('exit', (code) =>
      resume(
        code === 0 && !Number.isNaN(rate)
          ? Effect.succeed(rate)
          : Effect.fail(new Error(`the lag's writer process ended with ${code}`)),
      ),
    );
    return Effect.sync(() => child.kill());
  });

/**
 * Appends a task at a steady rate (as the command side does: commit, then announce) while the progress read
 * model's runner runs, and times each append from its start until the model's transaction covering it
 * committed. With `kafka`, the same appends also go the Kafka path (relay → domain topic → consumer group →
 * read model, tasks by category) and each is timed until the model's transaction recorded it as applied.
 * With `writerUrl` (PostgreSQL) the appends come from a process of their own, as the API's do.
 */
export const measureLag = (options: {
  readonly seconds: number;
  readonly perSecond: number;
  /** Seconds of the same load before the measured appends (`LAG_WARM_UP_SECONDS`). */
  readonly warmUpSeconds?: number;
  readonly writerUrl?: string | null;
  readonly kafka?: { readonly config: KafkaConfig; readonly transport: KafkaTransport };
}) =>
  Effect.gen(function* () {
    // A store no run has rebuilt yet (`--lag-only` right after the seed) gets the lag's models built first,
    // untimed, as a server's start builds them: the runner catches up from a model's checkpoint, not from nothing.
    yield* ensureProjections([progressProjection, ...(options.kafka ? [kafkaLagProjection] : [])]);
    // Each append is timed to its model's transaction, told by the runner's and the consumer's own hook once
    // it committed: exact to the millisecond, and no reader polls the database beside the load.
    const tableReached: Array<{ readonly through: Checkpoint; readonly at: number }> = [];
    const kafkaAppliedAt = new Map<string, number>();
    const kafkaFibers = options.kafka
      ? yield* startKafkaPath(options.kafka, (ids) => {
          const now = wallClock();
          for (const id of ids) if (!kafkaAppliedAt.has(id)) kafkaAppliedAt.set(id, now);
        })
      : [];
    const runner = yield* Effect.forkScoped(
      runProjection(progressProjection, {
        owner: 'bench-scale-lag',
        onApplied: (through) => tableReached.push({ through, at: wallClock() }),
      }),
    );
    const appended: Appended[] = [];
    const onAppended = (a: Appended) => appended.push(a);
    const warmUpSeconds = options.warmUpSeconds ?? LAG_WARM_UP_SECONDS;
    const rate = options.writerUrl
      ? yield* writerProcess(
          options.writerUrl,
          { seconds: options.seconds, warmUpSeconds, perSecond: options.perSecond },
          onAppended,
        )
      : yield* appendAtRate({ seconds: options.seconds, warmUpSeconds, rate: options.perSecond, onAppended });
    const tableAt = (a: Appended) => {
      const tx = BigInt(a.transactionId);
      const pos = BigInt(a.globalPosition);
      return tableReached.find(
        ({ through }) =>
          tx < through.transactionId || (tx === through.transactionId && pos <= through.globalPosition),
      )?.at;
    };
    const unapplied = () => ({
      table: appended.filter((a) => tableAt(a) === undefined).length,
      kafka: options.kafka ? appended.filter((a) => !kafkaAppliedAt.has(a.eventId)).length : 0,
    });
    const deadline = performance.now() + 10_000;
    for (;;) {
      const left = unapplied();
      if ((left.table === 0 && left.kafka === 0) || performance.now() > deadline) break;
      yield* Effect.sleep('20 millis');
    }
    yield* Fiber.interruptAll([runner, ...kafkaFibers]);
    const left = unapplied();
    const lags = (at: (a: Appended) => number | undefined) =>
      appended.flatMap((a) => {
        if (!a.measured) return [];
        const applied = at(a);
        return applied === undefined ? [] : [applied - a.at];
      });
    return {
      rate,
      warmUpSeconds,
      ...summary(lags(tableAt), left.table),
      kafka: options.kafka
        ? summary(
            lags((a) => kafkaAppliedAt.get(a.eventId)),
            left.kafka,
          )
        : null,
    };
  });
