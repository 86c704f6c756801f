// Kafka fan-out figures beside the table-fed ones, in one run:
//   npm run bench:kafka -w @market-muse/relay
// Needs DATABASE_URL (a fresh database is created on that server and dropped); uses KAFKA_BROKERS, or starts
// a broker of its own (infra/scripts/kafka.ts) when unset. BENCH_EVENTS, BENCH_RATE, BENCH_SECONDS tune it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqlClient } from '@effect/sql';
import {
  type Checkpoint,
  EventBus,
  EventStore,
  ExpectedVersion,
  readCheckpoint,
} from '@market-muse/eventstore';
import { domainTopics, kafkajsTransport } from '@market-muse/kafka';
import {
  catchUp,
  progressProjection,
  rebuildProjection,
  replayFromKafka,
  runKafkaProjection,
  runProjection,
  tasksByCategoryProjection,
} from '@market-muse/projections';
import { Effect, Fiber } from 'effect';
import { startKafka } from '../../../infra/scripts/kafka.ts';
import { relayBatch, relayedEverything, runRelay } from '../src/relay.ts';
import {
  creatorActivity,
  freePort,
  freshDatabase,
  storeRuntime,
  testKafkaConfig,
  uniqueTag,
} from '../test/kafka/support.ts';
import { taskCreatedNow } from './lagWriter.ts';

if (!process.env.DATABASE_URL) {
  console.error('bench:kafka needs DATABASE_URL (a PostgreSQL server)');
  process.exit(2);
}
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

let ownBroker: Awaited<ReturnType<typeof startKafka>> | null = null;
let ownDir: string | null = null;
if (!process.env.KAFKA_BROKERS) {
  ownDir = mkdtempSync(join(tmpdir(), 'mm-bench-kafka-'));
  ownBroker = await startKafka({ port: await freePort(), controllerPort: await freePort(), dataDir: ownDir });
}
const brokers = (process.env.KAFKA_BROKERS ?? ownBroker!.brokers).split(',');
const config = { ...testKafkaConfig(brokers, `bench-${uniqueTag()}`), partitions: 3 };
const transport = kafkajsTransport(config);
const db = await freshDatabase();
const runtime = storeRuntime(db.url);
const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient | EventStore | EventBus>) =>
  runtime.runPromise(effect);
const rate = (events: number, millis: number) => Math.round((events / millis) * 1000);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const rows: Array<[string, string, string]> = [];

try {
  // 1. A backlog of real events (17 events per creator: a registration, tasks created/completed/reopened).
  const perCreator = 1 + 8 * 2 + 3;
  const creators = Math.ceil(EVENTS / perCreator);
  let started = performance.now();
  for (let i = 0; i < creators; i += 16) {
    await Promise.all(
      Array.from({ length: Math.min(16, creators - i) }, () => run(creatorActivity(crypto.randomUUID(), 8))),
    );
  }
  const total = (
    await run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ n: number }>`select count(*)::int as n from mm_events`,
      ),
    )
  )[0]!.n;
  console.error(`[bench] ${total} events appended in ${Math.round(performance.now() - started)} ms`);

  // 2. Relay throughput: the backlog from the table to the broker (acks=all), vs a table-fed catch-up.
  await transport.ensureTopics(domainTopics(config));
  const producer = await transport.producer();
  started = performance.now();
  let relayed = 0;
  for (;;) {
    const sent = await run(relayBatch(producer, config, 500));
    if (sent === 0) break;
    relayed += sent;
  }
  const relayMs = performance.now() - started;
  await producer.close();
  started = performance.now();
  const caught = await run(catchUp(progressProjection, 500));
  const catchUpMs = performance.now() - started;
  rows.push([
    'table → consumer (throughput)',
    `relay table → broker: ${rate(relayed, relayMs)} events/s (${relayed} events)`,
    `table-fed catch-up (progress): ${rate(caught, catchUpMs)} events/s (${caught} events)`,
  ]);

  // 3. Replay from offset zero (fresh group, staging, swap) vs the table-based rebuild, same read model.
  const tableRebuild = await run(rebuildProjection(tasksByCategoryProjection));
  const kafkaReplay = await run(replayFromKafka(tasksByCategoryProjection, config, { transport }));
  rows.push([
    'replay (tasks-by-category)',
    `from Kafka offset zero: ${rate(kafkaReplay.events, kafkaReplay.millis)} events/s (${kafkaReplay.events} applied)`,
    `from the table: ${rate(tableRebuild.events, tableRebuild.millis)} events/s (${tableRebuild.events} applied)`,
  ]);

  // 4. End-to-end lag under a steady write load: append → read model, via Kafka (tasks-by-category, a
  // Kafka-fed consumer group) and via the table (progress, the table runner), both woken as in production.
  const fibers = [
    runtime.runFork(runRelay(config, { owner: 'bench', transport }).pipe(Effect.scoped)),
    runtime.runFork(runKafkaProjection(tasksByCategoryProjection, config, { transport })),
    runtime.runFork(runProjection(progressProjection, { owner: 'bench' }).pipe(Effect.scoped)),
  ];
  // Let both feeds catch up with the backlog first.
  while (!(await run(relayedEverything))) await new Promise((r) => setTimeout(r, 100));
  const pending = new Map<string, { at: number; tx: bigint; pos: bigint }>();
  const kafkaLag: number[] = [];
  const tableLag: number[] = [];
  const tablePending = new Map<string, { at: number; tx: bigint; pos: bigint }>();
  let writing = true;
  const writer = (async () => {
    const interval = 1000 / RATE;
    let next = performance.now();
    const userId = crypto.randomUUID();
    while (writing) {
      const { streamId, event } = taskCreatedNow(userId);
      const result = await run(
        Effect.flatMap(EventStore, (s) => s.append(streamId, 'task', [event], ExpectedVersion.noStream)),
      );
      // As the command handler does after a commit: wake the in-process readers (relay, table runner).
      await run(Effect.flatMap(EventBus, (bus) => bus.publish(result.events)));
      const stored = result.events[0]!;
      const entry = { at: performance.now(), tx: stored.transactionId, pos: stored.globalPosition };
      pending.set(stored.eventId, entry);
      tablePending.set(stored.eventId, entry);
      next += interval;
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  const deadline = performance.now() + SECONDS * 1000;
  while (performance.now() < deadline || pending.size > 0 || tablePending.size > 0) {
    if (performance.now() >= deadline) writing = false;
    const ids = [...pending.keys()];
    if (ids.length > 0) {
      const applied = await run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ id: string }>`
        select event_id::text as id from mm_kafka_applied where projection = ${tasksByCategoryProjection.name} and event_id = any(${ids}::uuid[])`,
        ),
      );
      const now = performance.now();
      for (const { id } of applied) {
        kafkaLag.push(now - pending.get(id)!.at);
        pending.delete(id);
      }
    }
    const checkpoint: Checkpoint = await run(readCheckpoint(progressProjection.name));
    const now = performance.now();
    for (const [id, e] of tablePending) {
      if (
        e.tx < checkpoint.transactionId ||
        (e.tx === checkpoint.transactionId && e.pos <= checkpoint.globalPosition)
      ) {
        tableLag.push(now - e.at);
        tablePending.delete(id);
      }
    }
    if (performance.now() > deadline + 60_000) throw new Error('the read models did not catch up');
    await new Promise((r) => setTimeout(r, 5));
  }
  await writer;
  await runtime.runPromise(Fiber.interruptAll(fibers));
  rows.push([
    `lag append → read model (${RATE} events/s, ${SECONDS} s)`,
    `via Kafka: p50 ${percentile(kafkaLag, 50).toFixed(0)} ms, p95 ${percentile(kafkaLag, 95).toFixed(0)} ms (${kafkaLag.length} events)`,
    `via the table: p50 ${percentile(tableLag, 50).toFixed(0)} ms, p95 ${percentile(tableLag, 95).toFixed(0)} ms (${tableLag.length} events)`,
  ]);

  console.log(
    `\nKafka fan-out benchmark (${total} events backlog, ${config.partitions} partitions, one broker on loopback)\n`,
  );
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [what, kafka, table] of rows) {
    console.log(`${what.padEnd(width)}  ${kafka}`);
    console.log(`${''.padEnd(width)}  ${table}`);
  }
} finally {
  await transport.close();
  await runtime.dispose();
  await db.drop();
  await ownBroker?.stop();
  if (ownDir) rmSync(ownDir, { recursive: true, force: true });
}
