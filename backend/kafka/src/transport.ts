import { type Consumer, Kafka, logLevel as KafkaLogLevel, type Message, type Producer } from 'kafkajs';
import type { KafkaConfig } from './config.ts';

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
}

export interface RecordBatch {
  readonly topic: string;
  readonly partition: number;
  /** Offset of the next record the broker will write on this partition. */
  readonly highWatermark: bigint;
  readonly records: ReadonlyArray<IncomingRecord>;
}

export interface TopicSpec {
  readonly name: string;
  readonly partitions: number;
  readonly config: Readonly<Record<string, string>>;
}

export interface RecordProducer {
  /** Resolves once every record is acknowledged by all in-sync replicas (acks=all). */
  readonly send: (
    batches: ReadonlyArray<{ topic: string; records: ReadonlyArray<OutgoingRecord> }>,
  ) => Promise<void>;
  readonly close: () => Promise<void>;
}

/** What the consumer of a batch decided: commit up to an offset, or move the partition elsewhere. */
export type BatchOutcome =
  | { readonly kind: 'commit'; readonly nextOffset: bigint }
  | { readonly kind: 'seek'; readonly offset: bigint }
  | { readonly kind: 'retry' };

/**
 * A consumer group member as a pull source: `next` hands over one batch at a time, and the broker client
 * waits until `done` says what became of it, so offsets move only after the caller's own commit.
 */
export interface BatchSource {
  readonly next: (timeoutMs: number) => Promise<RecordBatch | null>;
  readonly done: (outcome: BatchOutcome) => Promise<void>;
  readonly close: () => Promise<void>;
}

export interface KafkaTransport {
  readonly ensureTopics: (topics: ReadonlyArray<TopicSpec>) => Promise<void>;
  readonly producer: () => Promise<RecordProducer>;
  readonly subscribe: (options: {
    readonly topic: string;
    readonly groupId: string;
    readonly fromBeginning: boolean;
  }) => Promise<BatchSource>;
  /** The high watermark (next offset) of every partition of a topic. */
  readonly endOffsets: (topic: string) => Promise<ReadonlyMap<number, bigint>>;
  readonly deleteGroup: (groupId: string) => Promise<void>;
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

export const kafkajsTransport = (
  config: Pick<KafkaConfig, 'brokers' | 'clientId' | 'logLevel'>,
): KafkaTransport => {
  const kafka = new Kafka({
    clientId: config.clientId,
    brokers: [...config.brokers],
    logLevel: levels[config.logLevel],
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
      throw error;
    });
    await adminConnected;
    return admin;
  };

  const ensureTopics: KafkaTransport['ensureTopics'] = async (topics) => {
    const a = await connectedAdmin();
    const existing = new Set(await a.listTopics());
    const missing = topics.filter((t) => !existing.has(t.name));
    if (missing.length === 0) return;
    await a.createTopics({
      waitForLeaders: true,
      topics: missing.map((t) => ({
        topic: t.name,
        numPartitions: t.partitions,
        replicationFactor: 1,
        configEntries: Object.entries(t.config).map(([name, value]) => ({ name, value })),
      })),
    });
  };

  const producer: KafkaTransport['producer'] = async () => {
    const p: Producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      retry: { initialRetryTime: 200, maxRetryTime: 2_000, retries: 5 },
    });
    await p.connect();
    return {
      send: async (batches) => {
        await p.sendBatch({
          acks: -1,
          topicMessages: batches.map((b) => ({
            topic: b.topic,
            messages: b.records.map(
              (r): Message => ({ key: r.key, value: r.value, headers: { ...r.headers } }),
            ),
          })),
        });
      },
      close: () => p.disconnect(),
    };
  };

  const subscribe: KafkaTransport['subscribe'] = async ({ topic, groupId, fromBeginning }) => {
    const consumer: Consumer = kafka.consumer({
      groupId,
      maxWaitTimeInMs: 250,
      sessionTimeout: 30_000,
      heartbeatInterval: 3_000,
      allowAutoTopicCreation: false,
    });
    // Hand-over between kafkajs' push callback and the caller's pull loop.
    const waiting: Array<(batch: RecordBatch) => void> = [];
    const ready: Array<RecordBatch> = [];
    let settle: ((outcome: BatchOutcome) => void) | null = null;
    let closed = false;
    const offer = (batch: RecordBatch) => {
      const taker = waiting.shift();
      if (taker) taker(batch);
      else ready.push(batch);
    };
    // A crash kafkajs will not restart from ends this source: the caller subscribes again.
    let dead: Error | null = null;
    consumer.on(consumer.events.CRASH, (event) => {
      if (!event.payload.restart) dead = event.payload.error;
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
        if (batch.isEmpty() || closed || !isRunning() || isStale()) return;
        const outcome = await new Promise<BatchOutcome>((resolve) => {
          settle = resolve;
          offer({
            topic: batch.topic,
            partition: batch.partition,
            highWatermark: BigInt(batch.highWatermark),
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
        settle = null;
        if (outcome.kind === 'seek') {
          consumer.seek({
            topic: batch.topic,
            partition: batch.partition,
            offset: outcome.offset.toString(),
          });
        } else if (outcome.kind === 'commit') {
          resolveOffset((outcome.nextOffset - 1n).toString());
          await consumer.commitOffsets([
            { topic: batch.topic, partition: batch.partition, offset: outcome.nextOffset.toString() },
          ]);
          await heartbeat();
        }
        // 'retry': nothing resolved, so the same records are fetched again.
      },
    });
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
      done: async (outcome) => {
        const current = settle as ((o: BatchOutcome) => void) | null;
        current?.(outcome);
      },
      close: async () => {
        closed = true;
        const current = settle as ((o: BatchOutcome) => void) | null;
        current?.({ kind: 'retry' });
        ready.length = 0;
        await consumer.disconnect();
      },
    };
  };

  const endOffsets: KafkaTransport['endOffsets'] = async (topic) => {
    const a = await connectedAdmin();
    const offsets = await a.fetchTopicOffsets(topic);
    return new Map(offsets.map((o) => [o.partition, BigInt(o.high)]));
  };

  const deleteGroup: KafkaTransport['deleteGroup'] = async (groupId) => {
    const a = await connectedAdmin();
    await a.deleteGroups([groupId]).catch(() => undefined);
  };

  return {
    ensureTopics,
    producer,
    subscribe,
    endOffsets,
    deleteGroup,
    close: async () => {
      if (adminConnected) await admin.disconnect();
    },
  };
};
