import { SqlClient } from '@effect/sql';
import { type BatchSource, groupIdFor, type KafkaTransport, kafkajsTransport } from '@market-muse/kafka';
import { allProjections, replayFromKafka, runKafkaProjection } from '@market-muse/projections';
import { Effect, Fiber } from 'effect';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRelay } from '../../src/relay.ts';
import {
  brokers,
  buildFromTable,
  creatorActivity,
  freshDatabase,
  kafkaEnabled,
  kafkaFedCaughtUp,
  type StoreRuntime,
  storeRuntime,
  tableDifferences,
  testKafkaConfig,
  uniqueTag,
  waitFor,
  waitForRelay,
} from './support.ts';

// Batches of different partitions applied side by side, each in its own transaction, leave every Kafka-fed
// read model exactly as the table builds it: per-user rows never meet (a user's events share a partition)
// and the shared aggregates (sign-ups per day, tasks per day and category) are additive upserts written in
// key order, so they neither lose a count nor deadlock. The transport is watched to prove batches really
// were out at the same time.

const kafkaFed = allProjections.filter((p) => p.mode === 'async');

/**
 * The transport, counting how many batches of one subscription (or direct read) are out at once (handed over, not yet
 * settled): `seen.most` is the largest count of any subscription.
 */
const watched = (transport: KafkaTransport) => {
  const seen = { most: 0 };
  const watch = (source: BatchSource): BatchSource => {
    let out = 0;
    return {
      next: async (timeoutMs) => {
        const batch = await source.next(timeoutMs);
        if (batch) seen.most = Math.max(seen.most, ++out);
        return batch;
      },
      done: async (outcome, batch) => {
        out -= 1;
        await source.done(outcome, batch);
      },
      close: () => source.close(),
    };
  };
  return {
    seen,
    reset: () => {
      seen.most = 0;
    },
    transport: {
      ...transport,
      subscribe: async (options) => watch(await transport.subscribe(options)),
      // A replay reads its partitions directly (no group): watched the same way.
      readPartitions: async (options) => watch(await transport.readPartitions(options)),
    } satisfies KafkaTransport,
  };
};

describe.skipIf(!kafkaEnabled)('Kafka-fed read models with partitions applied concurrently', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let runtime: StoreRuntime;
  const config = kafkaEnabled ? { ...testKafkaConfig(brokers(), uniqueTag()), partitions: 4 } : null!;
  const transport = kafkaEnabled ? kafkajsTransport(config) : null!;
  const observed = kafkaEnabled ? watched(transport) : null!;
  let relay: Fiber.RuntimeFiber<unknown, unknown> | null = null;

  const deadlocks = () =>
    runtime.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.zipRight(
          sql`select pg_stat_clear_snapshot()`,
          sql<{
            n: number;
          }>`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
        ),
      ),
    );

  const expectEqualToTable = async () => {
    for (const projection of kafkaFed) {
      await runtime.runPromise(buildFromTable(projection, 'from_table'));
      const diff = await runtime.runPromise(tableDifferences(projection, 'rm', 'from_table'));
      for (const [table, { rows, differing }] of Object.entries(diff)) {
        expect({ projection: projection.name, table, differing }).toEqual({
          projection: projection.name,
          table,
          differing: 0,
        });
        expect(rows).toBeGreaterThan(0);
      }
    }
  };

  beforeAll(async () => {
    db = await freshDatabase();
    runtime = storeRuntime(db.url);
    // Forty creators on the same few days: every partition holds users whose tasks and sign-ups fall on
    // the same aggregate rows.
    await Promise.all(
      Array.from({ length: 40 }, () => runtime.runPromise(creatorActivity(crypto.randomUUID(), 8))),
    );
    relay = runtime.runFork(
      runRelay(config, { owner: 'concurrent', transport, pollInterval: '200 millis' }).pipe(Effect.scoped),
    );
    await waitForRelay(runtime, 'the relay to publish everything', relay);
  }, 120_000);

  afterAll(async () => {
    if (relay) await runtime.runPromise(Fiber.interrupt(relay));
    await transport?.close();
    await runtime?.dispose();
    await db?.drop();
  });

  it('feeds every Kafka-fed model from four partitions at once, equal to the table', async () => {
    const before = await deadlocks();
    observed.reset();
    // Each feed tells its observer the ids of the records its committed batches carried.
    const told = new Map(kafkaFed.map((p) => [p.name, new Set<string>()]));
    const feeds = kafkaFed.map((p) =>
      runtime.runFork(
        runKafkaProjection(p, config, {
          transport: observed.transport,
          partitionsConcurrently: 4,
          onApplied: (ids) => {
            for (const id of ids) told.get(p.name)!.add(id);
          },
        }),
      ),
    );
    try {
      for (const projection of kafkaFed)
        await waitFor(`${projection.name} through Kafka`, () =>
          runtime.runPromise(kafkaFedCaughtUp(projection)),
        );
      expect(observed.seen.most).toBeGreaterThan(1);
      await expectEqualToTable();
      const stored = await runtime.runPromise(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ id: string; type: string }>`select event_id::text as id, type from mm_events`,
        ),
      );
      for (const projection of kafkaFed) {
        const untold = stored.filter(
          (e) => projection.eventTypes.includes(e.type) && !told.get(projection.name)!.has(e.id),
        );
        expect({ projection: projection.name, untold }).toEqual({ projection: projection.name, untold: [] });
      }
    } finally {
      await runtime.runPromise(Fiber.interruptAll(feeds));
    }
    // The group's committed offsets follow the ones each feed stored (committed at most once a second
    // while it runs, and when it stops).
    const admin = new Kafka({
      clientId: 'mm-test-offsets',
      brokers: brokers(),
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      for (const projection of kafkaFed) {
        const [group] = await admin.fetchOffsets({
          groupId: groupIdFor(config, projection.name),
          topics: [config.domainTopic],
        });
        const inGroup = Object.fromEntries(
          group!.partitions.filter((p) => p.offset !== '-1').map((p) => [p.partition, p.offset]),
        );
        const rows = await runtime.runPromise(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) => sql<{ partition: number; next: string }>`
              select partition, next_offset::text as next from mm_kafka_offsets
              where projection = ${projection.name} and topic = ${config.domainTopic}`,
          ),
        );
        expect({ projection: projection.name, offsets: inGroup }).toEqual({
          projection: projection.name,
          offsets: Object.fromEntries(rows.map((r) => [r.partition, r.next])),
        });
      }
    } finally {
      await admin.disconnect();
    }
    // A second wave while nothing else runs: the replay below starts from offset zero and reads it too.
    await Promise.all(
      Array.from({ length: 10 }, () => runtime.runPromise(creatorActivity(crypto.randomUUID(), 4))),
    );
    expect((await deadlocks())[0]!.n).toBe(before[0]!.n);
  }, 120_000);

  it('replays every Kafka-fed model from offset zero with four partitions at once, equal to the table', async () => {
    await waitForRelay(runtime, 'the relay to publish the second wave', relay);
    const before = await deadlocks();
    for (const projection of kafkaFed) {
      observed.reset();
      const report = await runtime.runPromise(
        replayFromKafka(projection, config, { transport: observed.transport, partitionsConcurrently: 4 }),
      );
      expect(report.events).toBeGreaterThan(0);
      expect({ projection: projection.name, concurrent: observed.seen.most > 1 }).toEqual({
        projection: projection.name,
        concurrent: true,
      });
    }
    await expectEqualToTable();
    expect((await deadlocks())[0]!.n).toBe(before[0]!.n);
  }, 180_000);
});
