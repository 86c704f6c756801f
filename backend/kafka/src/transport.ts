import { readFileSync } from 'node:fs';
import {
  type ConfigResourceTypes,
  type Consumer,
  Kafka,
  type KafkaConfig as KafkajsConfig,
  logLevel as KafkaLogLevel,
  type Message,
  type Producer,
} from 'kafkajs';
import type { KafkaConfig } from './config.ts';
import { readPartitionsDirectly } from './directReader.ts';

// The one module that knows kafkajs: it has had no release since 2023, so the rest of the code talks to
// this small interface and the client can be swapped.

export interface OutgoingRecord {
  readonly key: string;
  readonly value: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface IncomingRecord {
  readonly offset: bigint;
  readonly key: string | null;
  readonly value: string | null;
  readonly headers: Readonly<Record<string, string>>;
  /** One header's value without building the others (records read directly decode only that one). */
  readonly header?: (name: string) => string | undefined;
  /** Several headers' values in one walk, in the order named (records read directly). */
  readonly headerValues?: (names: ReadonlyArray<string>) => Array<string | undefined>;
}

/** One header of a record: through `header` where the record has it, else from the headers object. */
export const headerOf = (record: IncomingRecord, name: string): string | undefined =>
  record.header ? record.header(name) : record.headers[name];

export interface RecordBatch {
  readonly topic: string;
  readonly partition: number;
  /** Offset of the next record the broker will write on this partition. */
  readonly highWatermark: bigint;
  /**
   * The partition's first offset still in the log: above 0 once retention or a deletion removed records.
   * A reader whose stored position lies below it cannot get those records back and starts here.
   */
  readonly logStartOffset: bigint;
  readonly records: ReadonlyArray<IncomingRecord>;
}

export interface TopicSpec {
  readonly name: string;
  readonly partitions: number;
  readonly replicationFactor: number;
  /** Settings the topic is created with, and checked against when it exists. */
  readonly config: Readonly<Record<string, string>>;
}

/** What the brokers report of an existing topic, for the relay's record size bound. */
export interface TopicLimits {
  /** The topic's `max.message.bytes` (the largest record batch it accepts). */
  readonly maxMessageBytes: number;
}

/** A topic exists with settings other than the ones the product needs: the message says which and how. */
export class TopicSettingsMismatch extends Error {}

/**
 * The brokers refused the connection's security: the SASL credentials or the TLS certificate. Neither goes
 * away by retrying, so the message names the setting to change.
 */
export class KafkaConnectionRefused extends Error {}

const causes = function* (error: unknown) {
  for (let e: unknown = error, depth = 0; e && depth < 10; depth++) {
    yield e;
    const next = e as { cause?: unknown; originalError?: unknown };
    e = next.cause ?? next.originalError;
  }
};

/** TLS verification failures as Node words them (self-signed chains, unknown issuers, wrong names). */
const UNTRUSTED_CERTIFICATE =
  /self[- ]signed certificate|unable to (get local issuer|verify the first) certificate|certificate has expired|Hostname\/IP does not match|ERR_TLS_CERT/i;

/**
 * A kafkajs connection failure in the operator's terms: wrong SASL credentials or an untrusted certificate
 * become a KafkaConnectionRefused naming MM_KAFKA_*; anything else is returned as it was.
 */
export const explainConnectionError = (
  error: unknown,
  config: Partial<Pick<KafkaConfig, 'tls' | 'sasl'>> & Pick<KafkaConfig, 'brokers'>,
): unknown => {
  for (const e of causes(error)) {
    const name = (e as { name?: unknown }).name;
    const message = e instanceof Error ? e.message : String(e);
    if (name === 'KafkaJSSASLAuthenticationError' || /authentication failed/i.test(message))
      return new KafkaConnectionRefused(
        `Kafka refused the SASL credentials of user "${config.sasl?.username ?? ''}" ` +
          `(${config.sasl?.mechanism ?? 'no mechanism'}) at ${config.brokers.join(',')}: check ` +
          `MM_KAFKA_SASL_USERNAME, MM_KAFKA_SASL_PASSWORD and MM_KAFKA_SASL_MECHANISM (${message})`,
        { cause: error },
      );
    if (UNTRUSTED_CERTIFICATE.test(message))
      return new KafkaConnectionRefused(
        `Kafka's TLS certificate at ${config.brokers.join(',')} is not trusted (${message}): set ` +
          `MM_KAFKA_CA_FILE to the PEM of the CA that signed the brokers' certificates` +
          (config.tls?.caFile ? ` (now ${config.tls.caFile})` : ' (now the system CA store)'),
        { cause: error },
      );
  }
  return error;
};

/** The broker refused a record as larger than the topic accepts. */
export const isRecordTooLarge = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const type = (e as { type?: unknown }).type;
    if (type === 'MESSAGE_TOO_LARGE' || type === 'RECORD_LIST_TOO_LARGE') return true;
    if (e instanceof Error && /MESSAGE_TOO_LARGE|larger than the maximum/i.test(e.message)) return true;
  }
  return false;
};

export interface RecordProducer {
  /** Resolves once every record is acknowledged by all in-sync replicas (acks=all). */
  readonly send: (
    batches: ReadonlyArray<{ topic: string; records: ReadonlyArray<OutgoingRecord> }>,
  ) => Promise<void>;
  readonly close: () => Promise<void>;
}

/**
 * What the consumer of a batch decided: commit up to an offset (the consumer stored it with its own
 * writes; the group's offset follows within a second), or move the partition elsewhere.
 */
export type BatchOutcome =
  | { readonly kind: 'commit'; readonly nextOffset: bigint }
  | { readonly kind: 'seek'; readonly offset: bigint }
  | { readonly kind: 'retry' };

/**
 * A consumer group member as a pull source: `next` hands over a batch, and the broker client waits until
 * `done` says what became of it, so a partition's offsets move only after the caller's own commit. With
 * `partitionsConcurrently` above one, batches of different partitions are out at the same time (never two
 * of one partition): `done` then names the batch it settles.
 */
export interface BatchSource {
  readonly next: (timeoutMs: number) => Promise<RecordBatch | null>;
  /** Settles `batch` (or, without it, the one batch out). */
  readonly done: (outcome: BatchOutcome, batch?: Pick<RecordBatch, 'partition'>) => Promise<void>;
  readonly close: () => Promise<void>;
}

export interface KafkaTransport {
  /**
   * Creates the missing topics, then checks every topic's settings: a disagreement is a
   * TopicSettingsMismatch naming the setting. Answers each topic's limits.
   */
  readonly ensureTopics: (topics: ReadonlyArray<TopicSpec>) => Promise<ReadonlyMap<string, TopicLimits>>;
  readonly producer: () => Promise<RecordProducer>;
  readonly subscribe: (options: {
    readonly topic: string;
    readonly groupId: string;
    readonly fromBeginning: boolean;
    /**
     * Where each partition starts instead of the group's position: sought as soon as the member has
     * joined, before its first fetch as a rule (a batch already fetched from before it can still come).
     */
    readonly startAt?: ReadonlyMap<number, bigint>;
    /** How many partitions' batches may be out at once (default 1: one batch at a time). */
    readonly partitionsConcurrently?: number;
    /** The most a fetch brings of one partition (kafkajs' default 1 MB); a replay reads larger batches. */
    readonly maxBytesPerPartition?: number;
  }) => Promise<BatchSource>;
  /**
   * Reads a topic's partitions from the given offsets without a consumer group (nothing is committed, no
   * group is joined): for a reader of a range it chose itself, such as a replay from offset zero. The
   * source hands over batches as a subscription does; see `readPartitionsDirectly`.
   */
  readonly readPartitions: (options: {
    readonly topic: string;
    /** Where each partition starts; partitions not named are not read. */
    readonly from: ReadonlyMap<number, bigint>;
    /** The most a fetch brings of one partition. */
    readonly maxBytesPerPartition: number;
  }) => Promise<BatchSource>;
  /** The high watermark (next offset) of every partition of a topic. */
  readonly endOffsets: (topic: string) => Promise<ReadonlyMap<number, bigint>>;
  /**
   * Each partition's first offset whose record was written at or after `timestampMs` (the record's own
   * timestamp, the producer's clock), or its high watermark when none was.
   */
  readonly offsetsAt: (topic: string, timestampMs: number) => Promise<ReadonlyMap<number, bigint>>;
  readonly deleteGroup: (groupId: string) => Promise<void>;
  /** Resolves when the cluster answers a metadata request (readiness). */
  readonly ping: () => Promise<void>;
  readonly close: () => Promise<void>;
}

const levels = {
  nothing: KafkaLogLevel.NOTHING,
  error: KafkaLogLevel.ERROR,
  warn: KafkaLogLevel.WARN,
  info: KafkaLogLevel.INFO,
} as const;

const headerText = (value: Buffer | string | (Buffer | string)[] | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
};

/** TLS and SASL for kafkajs from the product's settings (a managed cluster needs both). */
export const connectionSecurity = (
  config: Partial<Pick<KafkaConfig, 'tls' | 'sasl'>>,
): Pick<KafkajsConfig, 'ssl' | 'sasl'> => ({
  ...(config.tls
    ? { ssl: config.tls.caFile ? { ca: [readFileSync(config.tls.caFile, 'utf8')] } : true }
    : {}),
  ...(config.sasl
    ? {
        sasl:
          config.sasl.mechanism === 'plain'
            ? { mechanism: 'plain', username: config.sasl.username, password: config.sasl.password }
            : config.sasl.mechanism === 'scram-sha-256'
              ? { mechanism: 'scram-sha-256', username: config.sasl.username, password: config.sasl.password }
              : {
                  mechanism: 'scram-sha-512',
                  username: config.sasl.username,
                  password: config.sasl.password,
                },
      }
    : {}),
});

/** kafkajs' ConfigResourceTypes.TOPIC (its CommonJS build does not export the enum to ES modules). */
const TOPIC_RESOURCE = 2 as ConfigResourceTypes;

/** How long a partition's log start offset is reused before asking the brokers again. */
const LOG_START_CACHE_MS = 5_000;
/** The least time between two commits of a consumer group's offsets (see `subscribe`). */
const GROUP_COMMIT_EVERY_MS = 1_000;

export const kafkajsTransport = (
  config: Pick<KafkaConfig, 'brokers' | 'clientId' | 'logLevel'> & Partial<Pick<KafkaConfig, 'tls' | 'sasl'>>,
): KafkaTransport => {
  const kafka = new Kafka({
    clientId: config.clientId,
    brokers: [...config.brokers],
    logLevel: levels[config.logLevel],
    ...connectionSecurity(config),
    // Short client-side retries: the relay and the consumers retry whole batches themselves, so an outage
    // surfaces quickly as a paused loop instead of a call blocked for minutes.
    retry: { initialRetryTime: 200, maxRetryTime: 2_000, retries: 5 },
    connectionTimeout: 3_000,
  });
  const admin = kafka.admin();
  let adminConnected: Promise<void> | null = null;
  const connectedAdmin = async () => {
    adminConnected ??= admin.connect().catch((error: unknown) => {
      adminConnected = null;
      throw explainConnectionError(error, config);
    });
    await adminConnected;
    return admin;
  };

  const ensureTopics: KafkaTransport['ensureTopics'] = async (topics) => {
    const a = await connectedAdmin();
    const existing = new Set(await a.listTopics());
    const missing = topics.filter((t) => !existing.has(t.name));
    if (missing.length > 0) {
      await a
        .createTopics({
          waitForLeaders: true,
          topics: missing.map((t) => ({
            topic: t.name,
            numPartitions: t.partitions,
            replicationFactor: t.replicationFactor,
            configEntries: Object.entries(t.config).map(([name, value]) => ({ name, value })),
          })),
        })
        .catch((error: unknown) => {
          // Another process created it meanwhile: the check below decides.
          if ((error as { type?: string }).type !== 'TOPIC_ALREADY_EXISTS') throw error;
        });
    }
    const described = await a.describeConfigs({
      includeSynonyms: false,
      resources: topics.map((t) => ({ type: TOPIC_RESOURCE, name: t.name })),
    });
    const metadata = await a.fetchTopicMetadata({ topics: topics.map((t) => t.name) });
    const limits = new Map<string, TopicLimits>();
    const problems: string[] = [];
    for (const spec of topics) {
      const entries = new Map(
        described.resources
          .find((r) => r.resourceName === spec.name)
          ?.configEntries.map((e) => [e.configName, e.configValue] as const) ?? [],
      );
      for (const [name, wanted] of Object.entries(spec.config)) {
        const actual = entries.get(name);
        if (actual !== undefined && actual !== wanted)
          problems.push(`${spec.name}: ${name} is ${actual}, the product needs ${wanted}`);
      }
      const partitions = metadata.topics.find((t) => t.name === spec.name)?.partitions ?? [];
      const replicas = Math.min(...partitions.map((p) => p.replicas.length));
      if (partitions.length > 0 && replicas < spec.replicationFactor)
        problems.push(
          `${spec.name}: replication factor is ${replicas}, configured ${spec.replicationFactor}`,
        );
      limits.set(spec.name, { maxMessageBytes: Number(entries.get('max.message.bytes') ?? 1_048_588) });
    }
    if (problems.length > 0)
      throw new TopicSettingsMismatch(
        `Kafka topics disagree with the configuration (change the topic with kafka-configs.sh, or the MM_KAFKA_* setting):\n  ${problems.join('\n  ')}`,
      );
    return limits;
  };

  const producer: KafkaTransport['producer'] = async () => {
    const connect = async () => {
      const p: Producer = kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        retry: { initialRetryTime: 200, maxRetryTime: 2_000, retries: 5 },
      });
      await p.connect().catch((error: unknown) => {
        throw explainConnectionError(error, config);
      });
      return p;
    };
    let current = await connect();
    return {
      send: async (batches) => {
        try {
          await current.sendBatch({
            acks: -1,
            topicMessages: batches.map((b) => ({
              topic: b.topic,
              messages: b.records.map(
                (r): Message => ({ key: r.key, value: r.value, headers: { ...r.headers } }),
              ),
            })),
          });
        } catch (error) {
          // A refused record has spent the idempotent session's sequence numbers: every later send on it
          // would be out of order, so the caller's next send goes through a fresh producer.
          if (isRecordTooLarge(error)) {
            await current.disconnect().catch(() => undefined);
            current = await connect();
          }
          throw error;
        }
      },
      close: () => current.disconnect(),
    };
  };

  const subscribe: KafkaTransport['subscribe'] = async ({
    topic,
    groupId,
    fromBeginning,
    startAt,
    partitionsConcurrently = 1,
    maxBytesPerPartition,
  }) => {
    const consumer: Consumer = kafka.consumer({
      groupId,
      maxWaitTimeInMs: 250,
      ...(maxBytesPerPartition
        ? { maxBytesPerPartition, maxBytes: Math.max(maxBytesPerPartition * 4, 10_485_760) }
        : {}),
      // A crashed member is noticed within 10 s (the broker's default 45 s would stall its partitions).
      sessionTimeout: 10_000,
      heartbeatInterval: 1_000,
      allowAutoTopicCreation: false,
    });
    // Hand-over between kafkajs' push callback and the caller's pull loop.
    const waiting: Array<(batch: RecordBatch) => void> = [];
    const ready: Array<RecordBatch> = [];
    // The batches out, by partition: kafkajs never hands over two batches of one partition at once.
    const settles = new Map<number, (outcome: BatchOutcome) => void>();
    let closed = false;
    const offer = (batch: RecordBatch) => {
      const taker = waiting.shift();
      if (taker) taker(batch);
      else ready.push(batch);
    };
    // A crash kafkajs will not restart from ends this source: the caller subscribes again.
    let dead: Error | null = null;
    const logStarts = new Map<number, { offset: bigint; at: number }>();
    const logStartOf = async (partition: number, first: bigint) => {
      // A batch starting at 0 is at the log's start; otherwise ask the brokers (cached briefly).
      if (first === 0n) return 0n;
      const cached = logStarts.get(partition);
      if (cached && Date.now() - cached.at < LOG_START_CACHE_MS && cached.offset <= first)
        return cached.offset;
      const a = await connectedAdmin();
      for (const o of await a.fetchTopicOffsets(topic))
        logStarts.set(o.partition, { offset: BigInt(o.low), at: Date.now() });
      return logStarts.get(partition)?.offset ?? 0n;
    };
    // The caller keeps its offsets itself (a batch not at its stored offset is moved there), so the group's
    // committed offsets only follow them, for the broker's lag figures and a new member's first fetch: at
    // most once a second and when closing, not a broker round trip before every fetch.
    const uncommitted = new Map<number, bigint>();
    let committedAt = Number.NEGATIVE_INFINITY;
    const commitToGroup = async () => {
      if (uncommitted.size === 0) return;
      const offsets = [...uncommitted].map(([partition, next]) => ({
        topic,
        partition,
        offset: next.toString(),
      }));
      uncommitted.clear();
      committedAt = Date.now();
      await consumer.commitOffsets(offsets);
    };
    consumer.on(consumer.events.CRASH, (event) => {
      if (!event.payload.restart) dead = event.payload.error;
    });
    await consumer.connect().catch((error: unknown) => {
      throw explainConnectionError(error, config);
    });
    await consumer.subscribe({ topics: [topic], fromBeginning });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: partitionsConcurrently,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
        if (batch.isEmpty() || closed || !isRunning() || isStale()) return;
        const logStartOffset = await logStartOf(batch.partition, BigInt(batch.firstOffset() ?? '0'));
        const outcome = await new Promise<BatchOutcome>((resolve) => {
          settles.set(batch.partition, resolve);
          offer({
            topic: batch.topic,
            partition: batch.partition,
            highWatermark: BigInt(batch.highWatermark),
            logStartOffset,
            records: batch.messages.map((m) => ({
              offset: BigInt(m.offset),
              key: m.key ? m.key.toString() : null,
              value: m.value ? m.value.toString() : null,
              headers: Object.fromEntries(
                Object.entries(m.headers ?? {}).flatMap(([k, v]) => {
                  const text = headerText(v);
                  return text === undefined ? [] : [[k, text]];
                }),
              ),
            })),
          });
        });
        settles.delete(batch.partition);
        if (outcome.kind === 'seek') {
          consumer.seek({
            topic: batch.topic,
            partition: batch.partition,
            offset: outcome.offset.toString(),
          });
        } else if (outcome.kind === 'commit') {
          resolveOffset((outcome.nextOffset - 1n).toString());
          uncommitted.set(batch.partition, outcome.nextOffset);
          if (Date.now() - committedAt >= GROUP_COMMIT_EVERY_MS) await commitToGroup();
          await heartbeat();
        }
        // 'retry': nothing resolved, so the same records are fetched again.
      },
    });
    for (const [partition, offset] of startAt ?? [])
      consumer.seek({ topic, partition, offset: offset.toString() });
    return {
      next: (timeoutMs) => {
        if (dead) return Promise.reject(dead);
        const batch = ready.shift();
        if (batch) return Promise.resolve(batch);
        return new Promise<RecordBatch | null>((resolve) => {
          const taker = (b: RecordBatch) => {
            clearTimeout(timer);
            resolve(b);
          };
          const timer = setTimeout(() => {
            const i = waiting.indexOf(taker);
            if (i !== -1) waiting.splice(i, 1);
            resolve(null);
          }, timeoutMs);
          waiting.push(taker);
        });
      },
      done: async (outcome, batch) => {
        const partition = batch?.partition ?? settles.keys().next().value;
        if (partition !== undefined) settles.get(partition)?.(outcome);
      },
      close: async () => {
        closed = true;
        for (const settle of settles.values()) settle({ kind: 'retry' });
        ready.length = 0;
        await commitToGroup().catch(() => undefined);
        await consumer.disconnect();
      },
    };
  };

  const endOffsets: KafkaTransport['endOffsets'] = async (topic) => {
    const a = await connectedAdmin();
    const offsets = await a.fetchTopicOffsets(topic);
    return new Map(offsets.map((o) => [o.partition, BigInt(o.high)]));
  };

  const offsetsAt: KafkaTransport['offsetsAt'] = async (topic, timestampMs) => {
    const a = await connectedAdmin();
    const offsets = await a.fetchTopicOffsetsByTimestamp(topic, timestampMs);
    return new Map(offsets.map((o) => [o.partition, BigInt(o.offset)]));
  };

  const readPartitions: KafkaTransport['readPartitions'] = ({ topic, from, maxBytesPerPartition }) =>
    readPartitionsDirectly(kafka, {
      topic,
      from,
      maxBytesPerPartition,
      offsets: async (t) => {
        const a = await connectedAdmin();
        const offsets = await a.fetchTopicOffsets(t);
        return new Map(offsets.map((o) => [o.partition, { low: BigInt(o.low), high: BigInt(o.high) }]));
      },
      explain: (error) => explainConnectionError(error, config),
    });

  const deleteGroup: KafkaTransport['deleteGroup'] = async (groupId) => {
    const a = await connectedAdmin();
    await a.deleteGroups([groupId]).catch(() => undefined);
  };

  const ping: KafkaTransport['ping'] = async () => {
    const a = await connectedAdmin();
    await a.describeCluster();
  };

  return {
    ensureTopics,
    producer,
    subscribe,
    readPartitions,
    endOffsets,
    offsetsAt,
    deleteGroup,
    ping,
    close: async () => {
      if (adminConnected) await admin.disconnect();
    },
  };
};
