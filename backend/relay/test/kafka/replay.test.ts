import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { SqlClient } from '@effect/sql';
import { EventStore, ExpectedVersion } from '@market-muse/eventstore';
import { type KafkaTransport, kafkajsTransport } from '@market-muse/kafka';
import {
  analyticsProjections,
  progressProjection,
  replayFromKafka,
  runKafkaProjection,
} from '@market-muse/projections';
import { Effect, Fiber } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportProgressFromKafka } from '../../src/exportFromKafka.ts';
import { exportProgressEvents } from '../../src/exportFromTable.ts';
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

// Replays from offset zero with a fresh consumer group equal the table-fed read models, table by table, for
// the Kafka-fed analytics models and for a table-fed one; the export from the progress topic equals the
// table-based export.

const root = resolve(import.meta.dirname, '../../../..');

describe.skipIf(!kafkaEnabled)('Kafka replay and export', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let runtime: StoreRuntime;
  const tag = kafkaEnabled ? uniqueTag() : '';
  const config = kafkaEnabled ? testKafkaConfig(brokers(), tag) : null!;
  const transport = kafkaEnabled ? kafkajsTransport(config) : null!;
  let fibers: Array<Fiber.RuntimeFiber<unknown, unknown>> = [];

  beforeAll(async () => {
    db = await freshDatabase();
    runtime = storeRuntime(db.url);
    await Promise.all(
      Array.from({ length: 10 }, () => runtime.runPromise(creatorActivity(crypto.randomUUID(), 6))),
    );
    fibers = [
      runtime.runFork(
        runRelay(config, { owner: 'replay', transport, pollInterval: '200 millis' }).pipe(Effect.scoped),
      ),
      ...analyticsProjections.map((p) => runtime.runFork(runKafkaProjection(p, config, { transport }))),
    ];
    // More writes while everything runs.
    await Promise.all(
      Array.from({ length: 10 }, () => runtime.runPromise(creatorActivity(crypto.randomUUID(), 6))),
    );
    for (const projection of analyticsProjections) {
      await waitFor(`${projection.name} through Kafka`, () =>
        runtime.runPromise(kafkaFedCaughtUp(projection)),
      );
    }
  }, 120_000);

  afterAll(async () => {
    await runtime?.runPromise(Fiber.interruptAll(fibers));
    await transport?.close();
    await runtime?.dispose();
    await db?.drop();
  });

  it('rebuilds each Kafka-fed read model from offset zero, equal to the table-fed one', async () => {
    // A replay reads its partitions directly: it never joins a consumer group.
    const calls = { subscribe: 0, readPartitions: 0 };
    const observed: KafkaTransport = {
      ...transport,
      subscribe: (options) => {
        calls.subscribe += 1;
        return transport.subscribe(options);
      },
      readPartitions: (options) => {
        calls.readPartitions += 1;
        return transport.readPartitions(options);
      },
    };
    for (const projection of analyticsProjections) {
      const report = await runtime.runPromise(replayFromKafka(projection, config, { transport: observed }));
      expect(report.events).toBeGreaterThan(0);
      await runtime.runPromise(buildFromTable(projection, 'from_table'));
      const diff = await runtime.runPromise(tableDifferences(projection, 'rm', 'from_table'));
      for (const [table, { rows, differing }] of Object.entries(diff)) {
        expect({ table, differing }).toEqual({ table, differing: 0 });
        expect(rows).toBeGreaterThan(0);
      }
    }
    expect(calls).toEqual({ subscribe: 0, readPartitions: analyticsProjections.length });
    // The live consumers carry on from the replay's offsets: new events still arrive, once.
    await runtime.runPromise(creatorActivity(crypto.randomUUID(), 4));
    for (const projection of analyticsProjections) {
      await waitFor(`${projection.name} after the replay`, () =>
        runtime.runPromise(kafkaFedCaughtUp(projection)),
      );
      await runtime.runPromise(buildFromTable(projection, 'from_table'));
      const diff = await runtime.runPromise(tableDifferences(projection, 'rm', 'from_table'));
      for (const { differing } of Object.values(diff)) expect(differing).toBe(0);
    }
  });

  it('forgets the parked rows of the events a replay applied, and keeps the others', async () => {
    const projection = analyticsProjections[0]!;
    const never = crypto.randomUUID();
    const parkedIds = () =>
      runtime.runPromise(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const rows = yield* sql<{ id: string }>`select event_id::text as id from mm_parked_events
            where projection = ${projection.name}`;
          return rows.map((row) => row.id).sort();
        }),
      );
    // An event of the model's parked by an earlier version of it, and a row of an event never published.
    const applied = await runtime.runPromise(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const [event] = yield* sql<{ id: string; position: string }>`
          select event_id::text as id, global_position::text as position from mm_events
          where type = any(${projection.eventTypes as string[]}::text[]) order by global_position limit 1`;
        yield* sql`insert into mm_parked_events (projection, event_id, global_position, error) values
          (${projection.name}, ${event!.id}::uuid, ${event!.position}::bigint, 'an earlier version failed'),
          (${projection.name}, ${never}::uuid, 0, 'never published')`;
        return event!.id;
      }),
    );
    expect(await parkedIds()).toEqual([applied, never].sort());
    await runtime.runPromise(replayFromKafka(projection, config, { transport }));
    expect(await parkedIds()).toEqual([never]);
  });

  it('rebuilds a table-fed read model from the topic up to the relay checkpoint', async () => {
    await waitForRelay(runtime, 'the relay to publish everything', fibers[0]);
    await runtime.runPromise(replayFromKafka(progressProjection, config, { transport }));
    await runtime.runPromise(buildFromTable(progressProjection, 'from_table'));
    const diff = await runtime.runPromise(tableDifferences(progressProjection, 'rm', 'from_table'));
    expect(diff.activity_by_day).toEqual({ rows: expect.any(Number), differing: 0 });
    expect(diff.activity_by_day!.rows).toBeGreaterThan(0);
  });

  it('npm run replay -- --from-kafka swaps a read model in, read from offset zero', () => {
    const projection = analyticsProjections[0]!;
    const run = spawnSync('npm', ['run', 'replay', '--', '--from-kafka', projection.name], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        KAFKA_BROKERS: config.brokers.join(','),
        MM_KAFKA_DOMAIN_TOPIC: config.domainTopic,
        MM_KAFKA_PROGRESS_TOPIC: config.progressTopic,
        MM_KAFKA_GROUP_PREFIX: config.groupPrefix,
        MM_KAFKA_LOG_LEVEL: 'nothing',
      },
      timeout: 60_000,
    });
    expect(run.stderr).not.toContain('Replay failed');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`${projection.name}: \\d+ events replayed`));
  });

  it('exports the same rows from the progress topic as from the table', async () => {
    const range = { from: new Date('2025-01-01'), to: new Date('2030-01-01'), format: 'ndjson' as const };
    let fromTable = '';
    let fromKafka = '';
    const tableRows = await runtime.runPromise(
      exportProgressEvents({
        ...range,
        types: undefined,
        pseudonymKey: config.pseudonymKey,
        write: async (chunk) => {
          fromTable += chunk;
        },
      }),
    );
    const kafkaRows = await Effect.runPromise(
      exportProgressFromKafka(config, {
        ...range,
        transport,
        write: async (chunk) => {
          fromKafka += chunk;
        },
      }),
    );
    expect(kafkaRows).toBe(tableRows);
    expect(fromKafka).toBe(fromTable);
  });

  it('pseudonymises both exports with the current key at read time, so they agree after a rotation', async () => {
    // The topic's rows were published with the old key; the key is then rotated for the exports.
    const rotated = { ...config, pseudonymKey: `rotated-${crypto.randomUUID()}` };
    const range = { from: new Date('2025-01-01'), to: new Date('2030-01-01'), format: 'ndjson' as const };
    const collect = async (run: (write: (chunk: string) => Promise<void>) => Promise<number>) => {
      let text = '';
      const rows = await run(async (chunk) => {
        text += chunk;
      });
      return {
        rows,
        lines: text
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Record<string, string>),
      };
    };
    const fromTable = (pseudonymKey: string) =>
      collect((write) =>
        runtime.runPromise(exportProgressEvents({ ...range, types: undefined, pseudonymKey, write })),
      );
    const before = await fromTable(config.pseudonymKey);
    const afterTable = await fromTable(rotated.pseudonymKey);
    const afterKafka = await collect((write) =>
      Effect.runPromise(exportProgressFromKafka(rotated, { ...range, transport, write })),
    );
    expect(afterKafka.rows).toBe(afterTable.rows);
    expect(afterKafka.lines).toEqual(afterTable.lines);
    // The rotation changed every pseudonym, and the users are still told apart alike.
    const users = (r: typeof before) => r.lines.map((l) => l.user);
    expect(users(afterTable).every((u, i) => u !== users(before)[i])).toBe(true);
    expect(new Set(users(afterTable)).size).toBe(new Set(users(before)).size);
    expect(afterTable.lines.every((l) => /^u_[0-9a-f]{24}$/.test(l.user!))).toBe(true);
  });

  it('exports the same CSV bytes from the progress topic as from the table, formula cells neutralised alike', async () => {
    // A task whose id starts like a formula: both exports write it as text, byte for byte alike.
    const userId = crypto.randomUUID();
    const taskId = `=1+2-${crypto.randomUUID()}`;
    await runtime.runPromise(
      Effect.gen(function* () {
        const store = yield* EventStore;
        yield* store.append(
          `task-${taskId}`,
          'task',
          [
            {
              eventId: crypto.randomUUID(),
              type: 'TaskCompleted',
              schemaVersion: 1,
              data: {
                taskId,
                userId,
                roadmapId: null,
                projectId: null,
                completedAt: new Date().toISOString(),
              },
              metadata: { userId, correlationId: crypto.randomUUID(), causationId: null, recordedAt: '' },
            },
          ],
          ExpectedVersion.noStream,
        );
      }),
    );
    // Everything the store holds, the task included.
    await waitForRelay(runtime, 'the relay to publish the task', fibers[0]);
    const range = { from: new Date('2025-01-01'), to: new Date('2030-01-01'), format: 'csv' as const };
    let fromTable = '';
    let fromKafka = '';
    await runtime.runPromise(
      exportProgressEvents({
        ...range,
        types: undefined,
        pseudonymKey: config.pseudonymKey,
        write: async (chunk) => {
          fromTable += chunk;
        },
      }),
    );
    await Effect.runPromise(
      exportProgressFromKafka(config, {
        ...range,
        transport,
        write: async (chunk) => {
          fromKafka += chunk;
        },
      }),
    );
    expect(fromTable).toContain(`,"'${taskId}",`);
    expect(fromKafka).toBe(fromTable);
  });

  // Its time limit is longer than the export's own stall timeout (60 s): a stall it recovers from (a
  // consumer group's rebalance on a starved machine) passes, and one it does not fails with the export's
  // error, naming the topic that stopped, rather than with this test's timeout.
  it('reads only the range asked for, and exports the same bytes as the table for it', async () => {
    // Counts the records the broker client hands over, per topic.
    const handedOver = new Map<string, number>();
    const counting: KafkaTransport = {
      ...transport,
      subscribe: async (options) => {
        const source = await transport.subscribe(options);
        return {
          ...source,
          next: async (timeoutMs) => {
            const batch = await source.next(timeoutMs);
            if (batch)
              handedOver.set(options.topic, (handedOver.get(options.topic) ?? 0) + batch.records.length);
            return batch;
          },
        };
      },
    };
    const relayed = () => waitForRelay(runtime, 'the relay to publish every event', fibers[0]);
    const activity = (creators: number) =>
      Promise.all(
        Array.from({ length: creators }, () => runtime.runPromise(creatorActivity(crypto.randomUUID(), 4))),
      );
    await relayed();
    const middle = new Date();
    await activity(2);
    await relayed();
    const late = new Date();
    await activity(2);
    await relayed();

    const both = async (range: { from: Date; to: Date }) => {
      let fromTable = '';
      let fromKafka = '';
      const tableRows = await runtime.runPromise(
        exportProgressEvents({
          ...range,
          format: 'csv',
          types: undefined,
          pseudonymKey: config.pseudonymKey,
          write: async (chunk) => {
            fromTable += chunk;
          },
        }),
      );
      handedOver.clear();
      // Both clocks are this machine's, so no slack is needed to find the range's records.
      await Effect.runPromise(
        exportProgressFromKafka(config, {
          ...range,
          format: 'csv',
          transport: counting,
          slackMs: 0,
          write: async (chunk) => {
            fromKafka += chunk;
          },
        }),
      );
      expect(fromKafka).toBe(fromTable);
      return { tableRows, progress: handedOver.get(config.progressTopic) ?? 0 };
    };
    const sum = (offsets: ReadonlyMap<number, bigint>) => [...offsets.values()].reduce((a, b) => a + b, 0n);
    const total = Number(sum(await transport.endOffsets(config.progressTopic)));

    // A late range: the records before it are never fetched.
    const lateRange = await both({ from: late, to: new Date('2030-01-01') });
    expect(lateRange.tableRows).toBeGreaterThan(0);
    expect(lateRange.progress).toBeGreaterThanOrEqual(lateRange.tableRows);
    expect(lateRange.progress).toBeLessThan(total / 4);
    // A range in the middle: it starts past the earlier records and stops each partition after its end.
    const middleRange = await both({ from: middle, to: late });
    expect(middleRange.tableRows).toBeGreaterThan(0);
    expect(middleRange.progress).toBeLessThan(total / 4);
  }, 150_000);
});
