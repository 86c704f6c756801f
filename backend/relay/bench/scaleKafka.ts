import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { SqlClient, SqlError } from '@effect/sql';
import { Checkpoint, resetCheckpoint } from '@market-muse/eventstore';
import {
  domainTopics,
  headerOf,
  type KafkaConfig,
  type KafkaTransport,
  kafkajsTransport,
  RELAY_NAME,
} from '@market-muse/kafka';
import { allProjections, rebuildProjection, replayFromKafka } from '@market-muse/projections';
import { Cause, Effect } from 'effect';
import { Kafka, logLevel } from 'kafkajs';
import { relayBatch, relayedEverything } from '../src/relay.ts';

/**
 * The bench's own topics and groups: a name no other run (or engineer on the same broker) uses, or the
 * one `tag` names (a topic kept across runs).
 */
export const benchKafkaConfig = (
  brokers: ReadonlyArray<string>,
  partitions: number,
  tag = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`,
): KafkaConfig => {
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

/**
 * A full garbage collection, from a bench run without --expose-gc: the flag is set at run time and the
 * function taken from a fresh context, where V8 then defines it.
 */
const collectGarbage = (() => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as unknown;
  return typeof gc === 'function' ? (gc as () => void) : () => undefined;
})();

/**
 * The highest resident set seen while `body` runs, sampled every 20 ms (the process's peak covers earlier
 * work), and the most its JavaScript heap grew above where it stood at the start: a resident set, once
 * grown by earlier work (kafkajs' baselines), is not given back, so the heap's growth is what shows a
 * replay's memory staying flat.
 */
export const sampledPeakRss = <A, E, R>(body: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    // The earlier work's garbage collected first, so the heap's starting point is what is alive.
    collectGarbage();
    let peak = process.memoryUsage.rss();
    const heapAtStart = process.memoryUsage().heapUsed;
    let heapPeak = heapAtStart;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 20);
    const result = yield* body.pipe(Effect.ensuring(Effect.sync(() => clearInterval(timer))));
    return {
      result,
      peakMb: Math.round(Math.max(peak, process.memoryUsage.rss()) / 1024 / 1024),
      heapGrowthMb: Math.round((heapPeak - heapAtStart) / 1024 / 1024),
    };
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

/**
 * The replay's own reader (partitions read directly, no group) over the whole topic, doing nothing with
 * the records but looking at each one's type header as a replay does: its ceiling on this machine.
 */
export const directReadBaseline = (
  transport: KafkaTransport,
  config: KafkaConfig,
  ends: ReadonlyMap<number, bigint>,
  maxBytesPerPartition = 8 * 1024 * 1024,
) =>
  Effect.promise(async () => {
    const started = performance.now();
    const source = await transport.readPartitions({
      topic: config.domainTopic,
      from: new Map([...ends.keys()].map((p) => [p, 0n])),
      maxBytesPerPartition,
    });
    const reached = new Map<number, bigint>();
    let records = 0;
    let typed = 0;
    while ([...ends].some(([p, end]) => (reached.get(p) ?? 0n) < end)) {
      const batch = await source.next(1_000);
      if (!batch) continue;
      records += batch.records.length;
      for (const record of batch.records) if (headerOf(record, 'event-type') !== undefined) typed += 1;
      reached.set(batch.partition, batch.records[batch.records.length - 1]!.offset + 1n);
      await source.done({ kind: 'commit', nextOffset: reached.get(batch.partition)! }, batch);
    }
    const millis = Math.round(performance.now() - started);
    await source.close();
    if (typed !== records) throw new Error(`${records - typed} records without a type header`);
    return { records, millis };
  });

export interface KafkaReplayFigures {
  readonly events: number;
  readonly records: number;
  readonly millis: number;
  readonly peakMb: number;
  /** The most the heap grew above where it stood when the replay started. */
  readonly heapGrowthMb: number;
}

export interface KafkaModelFigures {
  readonly name: string;
  readonly table: { readonly events: number; readonly millis: number };
  readonly kafka: KafkaReplayFigures;
  /** The same replay reading through a consumer group, as it did before the direct reader (or its failure). */
  readonly group?: KafkaReplayFigures | string;
}

/**
 * The transport with `readPartitions` served by a consumer group of its own (kafkajs' subscription, every
 * record's strings and headers object built, offsets committed per batch): the replay as it read before
 * the direct reader, measured beside it in the same run.
 */
const throughGroup = (transport: KafkaTransport, config: KafkaConfig): KafkaTransport => ({
  ...transport,
  readPartitions: async ({ topic, maxBytesPerPartition }) => {
    const groupId = `${config.groupPrefix}replay-group.${Date.now()}`;
    const source = await transport.subscribe({
      topic,
      groupId,
      fromBeginning: true,
      partitionsConcurrently: Math.min(config.partitions, 4),
      maxBytesPerPartition,
    });
    return {
      ...source,
      close: async () => {
        await source.close();
        await transport.deleteGroup(groupId);
      },
    };
  },
});

/**
 * The Kafka path at scale: fills a topic of its own from the store, reads it with a plain consumer (the
 * raw baseline), then rebuilds each Kafka-fed (async) read model from the table and replays it from offset
 * zero of the topic, and deletes its topics. `report` is called per model as it finishes.
 */
export const measureKafkaReplays = (options: {
  readonly brokers: ReadonlyArray<string>;
  readonly partitions: number;
  /**
   * Keeps the topics under this name across runs: filled only when they do not hold the store yet (the
   * relay's checkpoint is not at the store's last event), and not deleted at the end.
   */
  readonly topicTag?: string;
  /** Also replays each model through a consumer group (the read before the direct reader), alternately. */
  readonly compareGroup?: boolean;
  readonly onFill: (fill: { events: number; millis: number; reused: boolean }) => void;
  readonly onBaseline: (raw: {
    records: number;
    millis: number;
    fetchMb: number;
    reader: 'kafkajs' | 'direct';
  }) => void;
  readonly onModel: (figures: KafkaModelFigures) => void;
  /** Brings the server to rest, untimed, before each timed rebuild and replay. */
  readonly settle: Effect.Effect<void, SqlError.SqlError, SqlClient.SqlClient>;
}) =>
  Effect.gen(function* () {
    const config = benchKafkaConfig(options.brokers, options.partitions, options.topicTag);
    // Kept topics are looked at through a client of their own: a client that read a topic's offsets keeps
    // the topic in its metadata, and once the topic is deleted to be filled again, every metadata refresh
    // of that client fails ("This server does not host this topic-partition"), creating it again included.
    const kept =
      options.topicTag !== undefined &&
      (yield* Effect.acquireUseRelease(
        Effect.sync(() => kafkajsTransport(config)),
        (probe) => topicsHoldStore(probe, config),
        (probe) => Effect.promise(() => probe.close()),
      ));
    if (options.topicTag && !kept) yield* Effect.promise(() => deleteTopics(config));
    const transport = kafkajsTransport(config);
    yield* Effect.addFinalizer(() =>
      Effect.promise(() =>
        (options.topicTag ? Promise.resolve() : deleteTopics(config)).then(() => transport.close()),
      ),
    );
    if (kept) {
      const ends = yield* Effect.tryPromise(() => transport.endOffsets(config.domainTopic));
      const events = Number([...ends.values()].reduce((a, b) => a + b, 0n));
      options.onFill({ events, millis: 0, reused: true });
    } else {
      options.onFill({ ...(yield* fillTopics(transport, config)), reused: false });
    }
    const ends = yield* Effect.tryPromise(() => transport.endOffsets(config.domainTopic));
    options.onBaseline({ ...(yield* rawConsumerBaseline(config, ends)), fetchMb: 1, reader: 'kafkajs' });
    options.onBaseline({
      ...(yield* rawConsumerBaseline(config, ends, 8 * 1024 * 1024)),
      fetchMb: 8,
      reader: 'kafkajs',
    });
    options.onBaseline({
      ...(yield* directReadBaseline(transport, config, ends)),
      fetchMb: 8,
      reader: 'direct',
    });
    for (const projection of allProjections.filter((p) => p.mode === 'async')) {
      yield* options.settle;
      const table = yield* rebuildProjection(projection);
      const replay = (through: KafkaTransport) =>
        sampledPeakRss(replayFromKafka(projection, config, { transport: through })).pipe(
          Effect.map(
            (r): KafkaReplayFigures => ({
              events: r.result.events,
              records: r.result.records ?? 0,
              millis: r.result.millis,
              peakMb: r.peakMb,
              heapGrowthMb: r.heapGrowthMb,
            }),
          ),
        );
      // The group read can lose its membership on a loaded machine (a batch applied for longer than the
      // session timeout): that is reported beside the direct read instead of ending the bench.
      const group = options.compareGroup
        ? yield* Effect.zipRight(options.settle, replay(throughGroup(transport, config))).pipe(
            Effect.catchAllCause((cause) =>
              Effect.succeed(`failed: ${String(Cause.squash(cause)).slice(0, 120)}`),
            ),
          )
        : undefined;
      yield* options.settle;
      const kafka = yield* replay(transport);
      options.onModel({
        name: projection.name,
        table: { events: table.events, millis: table.millis },
        kafka,
        ...(group ? { group } : {}),
      });
    }
    return { config, transport };
  });

/**
 * The topics an earlier run kept under `tag`, when they carry every event of the store: the lag through
 * Kafka measured on its own (`--lag-only --kafka-topic`), without the fill and the replays before it.
 */
export const keptTopics = (brokers: ReadonlyArray<string>, partitions: number, tag: string) =>
  Effect.gen(function* () {
    const config = benchKafkaConfig(brokers, partitions, tag);
    const transport = kafkajsTransport(config);
    yield* Effect.addFinalizer(() => Effect.promise(() => transport.close()));
    if (!(yield* topicsHoldStore(transport, config)))
      return yield* Effect.dieMessage(
        `the topics kept as ${tag} do not hold the store: run the Kafka path once with --kafka-topic ${tag}`,
      );
    return { config, transport };
  });

/** The kept topics already carry every event of the store: the relay's checkpoint is at its last one. */
const topicsHoldStore = (transport: KafkaTransport, config: KafkaConfig) =>
  Effect.gen(function* () {
    const ends = yield* Effect.tryPromise(() => transport.endOffsets(config.domainTopic)).pipe(
      Effect.orElseSucceed(() => new Map<number, bigint>()),
    );
    if ([...ends.values()].every((end) => end === 0n)) return false;
    return yield* relayedEverything;
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
    // The broker deletes in the background: topics of the same names made before it is done are refused
    // ("This server does not host this topic-partition"), so a kept topic filled again waits for that.
    const deadline = Date.now() + 60_000;
    while (mine.length > 0) {
      const left = new Set(await admin.listTopics());
      if (!mine.some((t) => left.has(t))) break;
      if (Date.now() > deadline)
        throw new Error(`the broker did not delete ${mine.join(', ')} within a minute`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await admin.disconnect();
  }
};
