import { Checkpoint, resetCheckpoint } from '@market-muse/eventstore';
import {
  domainTopics,
  type KafkaConfig,
  type KafkaTransport,
  kafkajsTransport,
  RELAY_NAME,
} from '@market-muse/kafka';
import { allProjections, rebuildProjection, replayFromKafka } from '@market-muse/projections';
import { Effect } from 'effect';
import { Kafka, logLevel } from 'kafkajs';
import { relayBatch } from '../src/relay.ts';

/** The bench's own topics and groups: a name no other run (or engineer on the same broker) uses. */
export const benchKafkaConfig = (brokers: ReadonlyArray<string>, partitions: number): KafkaConfig => {
  const tag = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  return {
    brokers,
    clientId: `mm-bench-scale-${tag}`,
    domainTopic: `mm-bench-scale.${tag}.events`,
    progressTopic: `mm-bench-scale.${tag}.progress`,
    deadLetterTopic: `mm-bench-scale.${tag}.dead-letters`,
    partitions,
    groupPrefix: `mm-bench-scale.${tag}.`,
    projections: 'analytics',
    pseudonymKey: 'bench-pseudonym-key',
    logLevel: 'nothing',
    replicationFactor: 1,
    minInsyncReplicas: 1,
    maxRecordBytes: 1_000_000,
    tls: null,
    sasl: null,
  };
};

/** The highest resident set seen while `body` runs, sampled every 20 ms (the process's peak covers earlier work). */
export const sampledPeakRss = <A, E, R>(body: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    let peak = process.memoryUsage.rss();
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 20);
    const result = yield* body.pipe(Effect.ensuring(Effect.sync(() => clearInterval(timer))));
    return { result, peakMb: Math.round(Math.max(peak, process.memoryUsage.rss()) / 1024 / 1024) };
  });

/**
 * Fills the domain (and progress) topics from the store as the relay does: sealed events in the store's
 * reading order, keyed by user, acknowledged by the broker before the relay's checkpoint moves. In the
 * relay's own batches: a partition's share of a send is one record batch, which the topic's
 * max.message.bytes (1 MB) bounds, and a refused send falls back to one event at a time.
 */
export const fillTopics = (transport: KafkaTransport, config: KafkaConfig, batchSize = 500) =>
  Effect.gen(function* () {
    yield* resetCheckpoint(RELAY_NAME, Checkpoint.start);
    yield* Effect.tryPromise(() => transport.ensureTopics(domainTopics(config)));
    const producer = yield* Effect.tryPromise(() => transport.producer());
    const started = performance.now();
    let sent = 0;
    for (;;) {
      const n = yield* relayBatch(producer, config, batchSize);
      if (n === 0) break;
      sent += n;
    }
    yield* Effect.promise(() => producer.close());
    return { events: sent, millis: Math.round(performance.now() - started) };
  });

/**
 * A plain kafkajs consumer reading the whole topic from offset zero and doing nothing with it: the
 * ceiling, with kafkajs' default fetch (1 MB a partition) or a replay's (8 MB).
 */
export const rawConsumerBaseline = (
  config: KafkaConfig,
  ends: ReadonlyMap<number, bigint>,
  maxBytesPerPartition?: number,
) =>
  Effect.promise(async () => {
    const kafka = new Kafka({
      clientId: config.clientId,
      brokers: [...config.brokers],
      logLevel: logLevel.NOTHING,
    });
    const consumer = kafka.consumer({
      groupId: `${config.groupPrefix}raw.${Date.now()}`,
      maxWaitTimeInMs: 250,
      ...(maxBytesPerPartition ? { maxBytesPerPartition, maxBytes: maxBytesPerPartition * 4 } : {}),
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [config.domainTopic], fromBeginning: true });
    const reached = new Map<number, bigint>();
    let records = 0;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const check = () => {
        if ([...ends].every(([p, end]) => (reached.get(p) ?? 0n) >= end)) resolve();
      };
      check();
      void consumer.run({
        eachBatch: async ({ batch }) => {
          records += batch.messages.length;
          const last = batch.lastOffset();
          reached.set(batch.partition, BigInt(last) + 1n);
          check();
        },
      });
    });
    const millis = Math.round(performance.now() - started);
    await consumer.disconnect();
    return { records, millis };
  });

export interface KafkaModelFigures {
  readonly name: string;
  readonly table: { readonly events: number; readonly millis: number };
  readonly kafka: {
    readonly events: number;
    readonly records: number;
    readonly millis: number;
    readonly peakMb: number;
  };
}

/**
 * The Kafka path at scale: fills a topic of its own from the store, reads it with a plain consumer (the
 * raw baseline), then rebuilds each Kafka-fed (async) read model from the table and replays it from offset
 * zero of the topic, and deletes its topics. `report` is called per model as it finishes.
 */
export const measureKafkaReplays = (options: {
  readonly brokers: ReadonlyArray<string>;
  readonly partitions: number;
  readonly onFill: (fill: { events: number; millis: number }) => void;
  readonly onBaseline: (raw: { records: number; millis: number; fetchMb: number }) => void;
  readonly onModel: (figures: KafkaModelFigures) => void;
}) =>
  Effect.gen(function* () {
    const config = benchKafkaConfig(options.brokers, options.partitions);
    const transport = kafkajsTransport(config);
    yield* Effect.addFinalizer(() =>
      Effect.promise(() => deleteTopics(config).then(() => transport.close())),
    );
    const fill = yield* fillTopics(transport, config);
    options.onFill(fill);
    const ends = yield* Effect.tryPromise(() => transport.endOffsets(config.domainTopic));
    options.onBaseline({ ...(yield* rawConsumerBaseline(config, ends)), fetchMb: 1 });
    options.onBaseline({ ...(yield* rawConsumerBaseline(config, ends, 8 * 1024 * 1024)), fetchMb: 8 });
    for (const projection of allProjections.filter((p) => p.mode === 'async')) {
      const table = yield* rebuildProjection(projection);
      const kafka = yield* sampledPeakRss(replayFromKafka(projection, config, { transport }));
      options.onModel({
        name: projection.name,
        table: { events: table.events, millis: table.millis },
        kafka: { ...kafka.result, records: kafka.result.records ?? 0, peakMb: kafka.peakMb },
      });
    }
    return { config, transport };
  });

export const deleteTopics = async (config: KafkaConfig) => {
  const kafka = new Kafka({
    clientId: config.clientId,
    brokers: [...config.brokers],
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const mine = [config.domainTopic, config.progressTopic, config.deadLetterTopic].filter((t) =>
      existing.has(t),
    );
    if (mine.length > 0) await admin.deleteTopics({ topics: mine, timeout: 30_000 });
  } finally {
    await admin.disconnect();
  }
};
