import { createRequire } from 'node:module';
import type { Kafka } from 'kafkajs';
import { decodeFetchResponse, decodeRecordSet, type FetchedPartition } from './recordBatches.ts';
import type { BatchOutcome, BatchSource, RecordBatch } from './transport.ts';

// Reading a topic's partitions directly, without a consumer group: a replay reads a range it chose itself
// (offset zero to the ends it captured), so it needs no group join, no offset commits and no heartbeats.
// The connections (TLS, SASL, metadata, leaders) are kafkajs' own cluster; the fetches are sent on them
// with the response left as bytes for `decodeRecordSet`, and the next fetch of a partition is under way
// while the caller applies the batch it has.

const require = createRequire(import.meta.url);

/** kafkajs' connection to one broker, as far as this module sends requests on it. */
interface KafkajsBroker {
  readonly connectionPool: {
    send(request: {
      request: unknown;
      response: {
        decode: (payload: Buffer) => Promise<unknown>;
        parse: (decoded: unknown) => Promise<unknown>;
      };
      requestTimeout: number;
      logResponseError?: boolean;
    }): Promise<unknown>;
  };
}

/** kafkajs' cluster (brokers, metadata, leaders): public in its source, not in its typings. */
interface KafkajsCluster {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  addTargetTopic(topic: string): Promise<void>;
  refreshMetadata(): Promise<void>;
  findLeaderForPartitions(topic: string, partitions: ReadonlyArray<number>): Record<string, number[]>;
  findBroker(query: { nodeId: string }): Promise<KafkajsBroker>;
}

/** kafkajs' Fetch version 11 request encoder (Kafka 4 serves Fetch 4 and later). */
const fetchRequestV11 = require('kafkajs/src/protocol/requests/fetch/v11/request.js') as (options: {
  replicaId: number;
  isolationLevel: number;
  maxWaitTime: number;
  minBytes: number;
  maxBytes: number;
  topics: ReadonlyArray<{
    topic: string;
    partitions: ReadonlyArray<{ partition: number; fetchOffset: string; maxBytes: number }>;
  }>;
}) => unknown;

/**
 * A cluster of kafkajs' own, made the way its consumers make theirs (same brokers, TLS, SASL, retries).
 * kafkajs keeps the factory under a symbol; it is pinned to an exact version, and this fails at once,
 * naming why, if a release moves it.
 */
const clusterOf = (kafka: Kafka): KafkajsCluster => {
  const key = Object.getOwnPropertySymbols(kafka).find(
    (s) => s.description === 'private:Kafka:createCluster',
  );
  const create = key ? (kafka as unknown as Record<symbol, unknown>)[key] : undefined;
  if (typeof create !== 'function')
    throw new Error('kafkajs no longer has the cluster factory the direct reader uses: check its version');
  return create({ allowAutoTopicCreation: false, isolationLevel: READ_COMMITTED }) as KafkajsCluster;
};

const READ_COMMITTED = 1;
/** Broker errors after which the partition is fetched again once the metadata is refreshed. */
const RETRIABLE = new Set([
  3, // UNKNOWN_TOPIC_OR_PARTITION
  5, // LEADER_NOT_AVAILABLE
  6, // NOT_LEADER_OR_FOLLOWER
  7, // REQUEST_TIMED_OUT
  13, // NETWORK_EXCEPTION
  56, // KAFKA_STORAGE_ERROR
  74, // FENCED_LEADER_EPOCH
  75, // UNKNOWN_LEADER_EPOCH
]);
const OFFSET_OUT_OF_RANGE = 1;
/**
 * Batches of a partition fetched ahead of the one the caller holds. One fetch asks for every partition
 * that has room and waits for all of them: with one batch ahead, a partition whose batch was taken meanwhile
 * waited for that whole fetch, and a replay's reader sat idle a quarter of its time. With two, a replay of the
 * whole topic read it 7 % faster.
 */
const PREFETCHED = 2;
/** Consecutive failed fetches (about 30 s of back-off) before the source fails for good. */
const MAX_FAILURES = 20;

export class DirectReadError extends Error {}

interface PartitionState {
  readonly partition: number;
  /** Where the next fetch starts. */
  position: bigint;
  /** Bumped by a seek: a fetch sent before it is dropped. */
  generation: number;
  /** Fetched, not yet handed over (at most PREFETCHED). */
  ready: RecordBatch[];
  /** A batch of this partition is with the caller. */
  out: boolean;
  /** The first offset of the batch out: where 'retry' reads again. */
  outFrom: bigint;
}

export interface DirectReadOptions {
  readonly topic: string;
  /** Where each partition starts; partitions not named are not read. */
  readonly from: ReadonlyMap<number, bigint>;
  /** The most one fetch brings of a partition. */
  readonly maxBytesPerPartition: number;
  /** Each partition's first and next offsets (an out-of-range position is moved to the log's start). */
  readonly offsets: (topic: string) => Promise<ReadonlyMap<number, { low: bigint; high: bigint }>>;
  /** How long the broker holds a fetch of partitions that have nothing new. */
  readonly maxWaitMs?: number;
  /** Turns a connection failure into the product's words (wrong credentials, untrusted certificate). */
  readonly explain?: (error: unknown) => unknown;
}

/**
 * Partitions of a topic read as a BatchSource, like a subscription but with no group: `done` with 'commit'
 * only lets the partition's next batch go (no offset is stored anywhere), 'seek' moves the partition, and
 * 'retry' reads the batch again. As with a subscription, batches of different partitions may be out at
 * once, never two of one partition, and each partition's batches come in offset order. Each partition
 * has up to PREFETCHED batches fetched while the caller holds another, so memory stays within four fetches
 * of `maxBytesPerPartition` per partition.
 */
export const readPartitionsDirectly = async (
  kafka: Kafka,
  options: DirectReadOptions,
): Promise<BatchSource> => {
  const { topic } = options;
  const maxWaitMs = options.maxWaitMs ?? 250;
  const cluster = clusterOf(kafka);
  const explain = options.explain ?? ((e: unknown) => e);
  try {
    await cluster.connect();
    await cluster.addTargetTopic(topic);
  } catch (error) {
    await cluster.disconnect().catch(() => undefined);
    throw explain(error);
  }
  const states = new Map<number, PartitionState>(
    [...options.from].map(([partition, position]) => [
      partition,
      { partition, position, generation: 0, ready: [], out: false, outFrom: position },
    ]),
  );
  let closed = false;
  let failure: unknown = null;
  /** Callers of `next` waiting for a batch, and the fetch loop waiting for room. */
  let wake: Array<() => void> = [];
  const signal = () => {
    const woken = wake;
    wake = [];
    for (const w of woken) w();
  };
  const waitForSignal = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = wake.filter((w) => w !== done);
        resolve();
      }, ms);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      wake.push(done);
    });

  const fetchFrom = async (
    nodeId: string,
    wanted: ReadonlyArray<PartitionState>,
  ): Promise<ReadonlyArray<FetchedPartition>> => {
    const broker = await cluster.findBroker({ nodeId });
    const response = await broker.connectionPool.send({
      request: fetchRequestV11({
        replicaId: -1,
        isolationLevel: READ_COMMITTED,
        maxWaitTime: maxWaitMs,
        minBytes: 1,
        maxBytes: options.maxBytesPerPartition * wanted.length,
        topics: [
          {
            topic,
            partitions: wanted.map((s) => ({
              partition: s.partition,
              fetchOffset: s.position.toString(),
              maxBytes: options.maxBytesPerPartition,
            })),
          },
        ],
      }),
      response: {
        decode: async (payload) => decodeFetchResponse(payload),
        parse: async (decoded) => decoded,
      },
      // Large responses on a busy machine take more than the broker's wait: only a dead broker times out.
      requestTimeout: maxWaitMs + 30_000,
    });
    const decoded = response as ReturnType<typeof decodeFetchResponse>;
    if (decoded.errorCode !== 0)
      throw new DirectReadError(`fetch from ${topic} failed: error ${decoded.errorCode}`);
    return decoded.topics.find((t) => t.topic === topic)?.partitions ?? [];
  };

  /** Applies one partition's part of a response; answers whether the metadata needs refreshing. */
  const take = async (
    state: PartitionState,
    fetched: FetchedPartition,
    generation: number,
    asked: bigint,
  ) => {
    if (state.generation !== generation || state.position !== asked) return false;
    if (fetched.errorCode === OFFSET_OUT_OF_RANGE) {
      const range = (await options.offsets(topic)).get(state.partition);
      if (range && state.position < range.low) {
        // Retention removed records: read from the log's start; the batch's logStartOffset says so.
        if (state.generation === generation) state.position = range.low;
        return false;
      }
      throw new DirectReadError(
        `${topic}/${state.partition}: offset ${state.position} is outside the log (${range?.low}..${range?.high})`,
      );
    }
    if (RETRIABLE.has(fetched.errorCode)) return true;
    if (fetched.errorCode !== 0)
      throw new DirectReadError(
        `${topic}/${state.partition}: the broker answered error ${fetched.errorCode}`,
      );
    const { records, nextOffset } = decodeRecordSet(fetched.recordSet, asked, fetched.aborted);
    state.position = nextOffset;
    if (records.length > 0)
      state.ready.push({
        topic,
        partition: state.partition,
        highWatermark: fetched.highWatermark,
        logStartOffset: fetched.logStartOffset,
        records,
      });
    return false;
  };

  const loop = async () => {
    let failures = 0;
    while (!closed) {
      // A partition is fetched while it has room for another batch ahead of the one out.
      const wanted = [...states.values()].filter((s) => s.ready.length < PREFETCHED);
      if (wanted.length === 0) {
        await waitForSignal(1_000);
        continue;
      }
      try {
        const leaders = cluster.findLeaderForPartitions(
          topic,
          wanted.map((s) => s.partition),
        );
        let refresh = Object.keys(leaders).length === 0;
        await Promise.all(
          Object.entries(leaders).map(async ([nodeId, partitions]) => {
            const asked = wanted
              .filter((s) => partitions.includes(s.partition))
              .map((s) => ({ state: s, generation: s.generation, position: s.position }));
            const fetched = await fetchFrom(
              nodeId,
              asked.map((a) => a.state),
            );
            for (const a of asked) {
              const part = fetched.find((f) => f.partition === a.state.partition);
              if (part && (await take(a.state, part, a.generation, a.position))) refresh = true;
            }
          }),
        );
        if (refresh) {
          failures += 1;
          await cluster.refreshMetadata();
          await new Promise((r) => setTimeout(r, Math.min(100 * failures, 2_000)));
        } else failures = 0;
      } catch (error) {
        if (
          error instanceof DirectReadError ||
          (error as { name?: string }).name === 'KafkaJSSASLAuthenticationError'
        )
          throw error;
        failures += 1;
        if (failures >= MAX_FAILURES) throw error;
        await cluster.refreshMetadata().catch(() => undefined);
        await new Promise((r) => setTimeout(r, Math.min(100 * failures, 2_000)));
      }
      signal();
    }
  };
  const running = loop().catch((error: unknown) => {
    failure = explain(error);
    signal();
  });

  /** The next batch of a partition with nothing out, taking the partitions in turn. */
  let turn = 0;
  const takeReady = (): RecordBatch | null => {
    const all = [...states.values()];
    for (let i = 0; i < all.length; i++) {
      const state = all[(turn + i) % all.length]!;
      if (state.out || state.ready.length === 0) continue;
      turn = (turn + i + 1) % all.length;
      state.out = true;
      const batch = state.ready.shift()!;
      state.outFrom = batch.records[0]!.offset;
      signal();
      return batch;
    }
    return null;
  };

  const moveTo = (state: PartitionState, offset: bigint) => {
    state.generation += 1;
    state.position = offset;
    state.ready.length = 0;
  };

  return {
    next: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (failure) throw failure;
        if (closed) return null;
        const batch = takeReady();
        if (batch) return batch;
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await waitForSignal(left);
      }
    },
    done: async (outcome: BatchOutcome, batch) => {
      const state =
        batch === undefined ? [...states.values()].find((s) => s.out) : states.get(batch.partition);
      if (!state) return;
      state.out = false;
      if (outcome.kind === 'seek') moveTo(state, outcome.offset);
      else if (outcome.kind === 'retry') moveTo(state, state.outFrom);
      signal();
    },
    close: async () => {
      closed = true;
      signal();
      await running;
      await cluster.disconnect().catch(() => undefined);
    },
  };
};
