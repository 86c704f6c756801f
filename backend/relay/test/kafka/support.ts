import { SqlClient } from '@effect/sql';
import { PgClient } from '@effect/sql-pg';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import {
  type Checkpoint,
  DatabaseLive,
  EventBusLive,
  EventStore,
  EventStoreLive,
  ExpectedVersion,
  migrateEventStore,
  type NewEvent,
  readCheckpoint,
} from '@market-muse/eventstore';
import { type KafkaConfig, RELAY_NAME } from '@market-muse/kafka';
import {
  allProjections,
  createTables,
  decodeAndApply,
  InlineProjectionsLive,
  migrateKafkaFeeds,
  type Projection,
  quoted,
  targetFor,
} from '@market-muse/projections';
import { Cause, Effect, Exit, type Fiber, Layer, ManagedRuntime, Redacted } from 'effect';
import { Kafka, logLevel } from 'kafkajs';
import { lastInReadingOrder, relayedEverything } from '../../src/relay.ts';

// Shared by the Kafka suites: a real broker (KAFKA_BROKERS, started by .ci/run or `npm run kafka`) and a
// real PostgreSQL (DATABASE_URL); each suite gets its own database and its own topics.

const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const ci = process.env.CI === 'true' || process.env.CI === '1';

/** Skipped only outside CI when no broker is configured; in CI a missing broker fails the suite. */
export const kafkaEnabled = (() => {
  if (process.env.KAFKA_BROKERS && adminUrl) return true;
  if (ci) throw new Error('The Kafka suites need KAFKA_BROKERS and DATABASE_URL in CI (.ci/run starts both)');
  console.warn('[kafka] KAFKA_BROKERS or DATABASE_URL unset: the Kafka suites are skipped outside CI');
  return false;
})();

export const brokers = () => process.env.KAFKA_BROKERS!.split(',');

export const testKafkaConfig = (list: ReadonlyArray<string>, tag: string): KafkaConfig => ({
  brokers: list,
  clientId: `mm-test-${tag}`,
  domainTopic: `mm-test.${tag}.events`,
  progressTopic: `mm-test.${tag}.progress`,
  partitions: 3,
  groupPrefix: `mm-test.${tag}.`,
  projections: 'analytics',
  pseudonymKey: 'test-pseudonym-key',
  logLevel: 'nothing',
  deadLetterTopic: `mm-test.${tag}.dead-letters`,
  replicationFactor: 1,
  minInsyncReplicas: 1,
  maxRecordBytes: 1_000_000,
  tls: null,
  sasl: null,
});

export const uniqueTag = () => `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 6)}`;

/** A new database on the PostgreSQL server (its URL, so child processes can use it too). */
export const freshDatabase = async () => {
  const name = `mm_kafka_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = ManagedRuntime.make(PgClient.layer({ url: Redacted.make(adminUrl!), maxConnections: 1 }));
  await admin.runPromise(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(`create database ${name}`)));
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin
        .runPromise(
          Effect.flatMap(SqlClient.SqlClient, (sql) =>
            sql.unsafe(`drop database if exists ${name} with (force)`),
          ),
        )
        .catch(() => undefined);
      await admin.dispose();
    },
  };
};

/** The application's storage over a database: event store, bus, inline models, every table migrated. */
export const storeRuntime = (url: string) => {
  const setup = Layer.effectDiscard(
    Effect.gen(function* () {
      yield* migrateEventStore;
      yield* migrateKafkaFeeds;
      for (const projection of allProjections) {
        yield* createTables(projection, 'rm');
      }
    }),
  );
  return ManagedRuntime.make(
    Layer.mergeAll(
      EventStoreLive(eventUpcasters, personalDataPolicy),
      EventBusLive,
      InlineProjectionsLive(allProjections),
      setup,
    ).pipe(Layer.provideMerge(DatabaseLive({ kind: 'postgres', url, poolSize: 8 }))),
  );
};

export type StoreRuntime = ReturnType<typeof storeRuntime>;

const CATEGORIES = ['marketing', 'content'] as const;

/**
 * One creator's activity as real, decodable events: a registration, then tasks created, completed and
 * sometimes reopened (each task its own stream), timestamps spread over a few days.
 */
export const creatorActivity = (userId: string, tasks: number, correlationId = crypto.randomUUID()) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const meta = () => ({
      userId,
      correlationId,
      causationId: null,
      recordedAt: new Date().toISOString(),
    });
    const event = (type: string, data: object): NewEvent => ({
      eventId: crypto.randomUUID(),
      type,
      schemaVersion: 1,
      data,
      metadata: meta(),
    });
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 10)).toISOString();
    yield* store.append(
      `user-${userId}`,
      'user',
      [
        event('UserRegistered', {
          userId,
          email: `${userId}@example.com`,
          firstName: 'Test',
          lastName: 'Creator',
          passwordHash: 'not-a-hash',
          registeredAt: day(0),
        }),
      ],
      ExpectedVersion.noStream,
    );
    for (let i = 0; i < tasks; i++) {
      const taskId = crypto.randomUUID();
      const base = { taskId, userId, roadmapId: null, projectId: null };
      const events = [
        event('TaskCreated', {
          ...base,
          title: `Task ${i}`,
          description: 'Do it.',
          priority: 'medium',
          category: CATEGORIES[i % 2],
          estimatedTime: 15,
          dueDate: null,
          phaseIndex: null,
          stepIndex: null,
          origin: 'daily',
          createdAt: day(i % 5),
        }),
        event('TaskCompleted', { ...base, completedAt: day((i % 5) + 1) }),
      ];
      if (i % 3 === 0) events.push(event('TaskReopened', { ...base, reopenedAt: day((i % 5) + 2) }));
      yield* store.append(`task-${taskId}`, 'task', events, ExpectedVersion.noStream);
    }
  });

/** A projection built from the table alone, into a schema of its own: what the Kafka feed must equal. */
export const buildFromTable = (projection: Projection, schema: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    yield* sql.unsafe(`drop schema if exists "${schema}" cascade`);
    yield* createTables(projection, schema);
    let after = { transactionId: 0n, globalPosition: 0n };
    for (;;) {
      const batch = yield* store.readAll({
        after,
        limit: 1000,
        types: projection.eventTypes,
        visibility: 'all-committed',
      });
      if (batch.length === 0) break;
      yield* sql.withTransaction(decodeAndApply(projection, batch, targetFor(sql, schema)));
      after = batch[batch.length - 1]!;
    }
  });

/** Rows that differ between two copies of a projection's tables (0 everywhere when equal), per table. */
export const tableDifferences = (projection: Projection, a: string, b: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const result: Record<string, { rows: number; differing: number }> = {};
    for (const table of projection.tables) {
      const x = quoted(a, table.name);
      const y = quoted(b, table.name);
      const rows = yield* sql<{ rows: number; differing: number }>`select
        (select count(*)::int from ${sql.literal(x)}) as rows,
        (select count(*)::int from ((select * from ${sql.literal(x)} except all select * from ${sql.literal(y)})
          union all (select * from ${sql.literal(y)} except all select * from ${sql.literal(x)})) d) as differing`;
      result[table.name] = rows[0]!;
    }
    return result;
  });

export interface TopicRecord {
  readonly partition: number;
  readonly offset: bigint;
  readonly key: string | null;
  readonly value: string | null;
  readonly headers: Record<string, string>;
}

/** Reads a topic from offset zero with a plain kafkajs consumer (another team's), until `done` holds. */
export const readTopic = async (
  list: ReadonlyArray<string>,
  topic: string,
  done: (records: ReadonlyArray<TopicRecord>) => boolean,
  timeoutMs = 60_000,
): Promise<TopicRecord[]> => {
  const kafka = new Kafka({ clientId: 'mm-test-reader', brokers: [...list], logLevel: logLevel.NOTHING });
  // On a fresh broker a topic the relay has just created can be unknown to the metadata for a moment
  // ("This server does not host this topic-partition"): subscribe once every partition has a leader.
  const admin = kafka.admin();
  await admin.connect();
  try {
    await waitFor(`${topic} to have leaders`, async () => {
      const metadata = await admin.fetchTopicMetadata({ topics: [topic] }).catch(() => null);
      const partitions = metadata?.topics[0]?.partitions ?? [];
      return partitions.length > 0 && partitions.every((p) => p.leader >= 0);
    });
  } finally {
    await admin.disconnect();
  }
  const consumer = kafka.consumer({ groupId: `mm-test-reader-${crypto.randomUUID()}`, maxWaitTimeInMs: 250 });
  const records: TopicRecord[] = [];
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  let resolve!: () => void;
  const finished = new Promise<void>((r) => {
    resolve = r;
  });
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      records.push({
        partition,
        offset: BigInt(message.offset),
        key: message.key?.toString() ?? null,
        value: message.value?.toString() ?? null,
        headers: Object.fromEntries(
          Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)]),
        ),
      });
      if (done(records)) resolve();
    },
  });
  const timer = setTimeout(resolve, timeoutMs);
  await finished;
  clearTimeout(timer);
  await consumer.disconnect();
  return records;
};

/**
 * Waits until a condition holds (no fixed sleeps), failing with `what` after the timeout, and with what
 * `explain` finds then (the state that kept the condition from holding).
 */
export const waitFor = async (
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
  everyMs = 100,
  explain?: () => Promise<string>,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) {
      const why = explain ? await explain().catch((error: unknown) => `(explaining failed: ${error})`) : '';
      throw new Error(`timed out waiting for ${what}${why ? `: ${why}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
};

/**
 * What holds a relay back: its checkpoint against the store's last event (in reading order) and safe head,
 * and the server's oldest transactions that hold an id. Those are any database's, since the safe horizon is
 * the whole server's: another suite's long transaction on a shared server stops every reader until it ends.
 */
const relayStall = (runtime: StoreRuntime) =>
  runtime.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      const store = yield* EventStore;
      const at = yield* readCheckpoint(RELAY_NAME);
      const safe = yield* store.safeHead;
      const last = yield* lastInReadingOrder;
      const holding = yield* sql<{ db: string | null; seconds: string; state: string | null; query: string }>`
        select datname as db, extract(epoch from now() - xact_start)::numeric(10, 1)::text as seconds,
          state, left(query, 160) as query
        from pg_stat_activity where backend_xid is not null order by xact_start limit 3`;
      const pair = (c: Checkpoint | null) => (c ? `(${c.transactionId}, ${c.globalPosition})` : 'none');
      return [
        `relay checkpoint ${pair(at)}, last event ${pair(last)}, safe head ${pair(safe)}`,
        `oldest transactions holding an id: ${
          holding.length === 0
            ? 'none'
            : holding.map((h) => `${h.db} ${h.seconds} s ${h.state}: ${h.query}`).join(' | ')
        }`,
      ].join('; ');
    }),
  );

/**
 * Waits until the relay has published every committed event (`relayedEverything`). On a timeout it says
 * what held the relay: how its fiber stopped, when it did, or else what it waits for (`relayStall`).
 */
export const waitForRelay = (
  runtime: StoreRuntime,
  what: string,
  relay: Fiber.RuntimeFiber<unknown, unknown> | null = null,
) =>
  waitFor(
    what,
    () => runtime.runPromise(relayedEverything),
    60_000,
    100,
    async () => {
      const exit = relay?.unsafePoll();
      if (exit) return `the relay stopped: ${Exit.isFailure(exit) ? Cause.pretty(exit.cause) : 'it ended'}`;
      return relayStall(runtime);
    },
  );

/** Whether every event of a projection's types has been applied by its Kafka feed. */
export const kafkaFedCaughtUp = (projection: Projection) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ pending: boolean }>`select exists (
        select 1 from mm_events e where e.type = any(${projection.eventTypes as string[]}::text[])
          and not exists (select 1 from mm_kafka_applied a where a.projection = ${projection.name} and a.event_id = e.event_id)
      ) as pending`;
    return !rows[0]!.pending;
  });

export { freePort } from '@market-muse/test-servers/free-port';
