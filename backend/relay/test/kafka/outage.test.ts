import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqlClient } from '@effect/sql';
import { kafkajsTransport } from '@market-muse/kafka';
import { analyticsProjections, runKafkaProjection } from '@market-muse/projections';
import { Effect, Fiber } from 'effect';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningKafka, startKafka } from '../../../../infra/scripts/kafka.ts';
import { runRelay } from '../../src/relay.ts';
import {
  buildFromTable,
  creatorActivity,
  freePort,
  freshDatabase,
  kafkaEnabled,
  kafkaFedCaughtUp,
  readTopic,
  storeRuntime,
  tableDifferences,
  testKafkaConfig,
  uniqueTag,
  waitFor,
} from './support.ts';

// A broker of this suite's own (the shared one must stay up for the others), stopped under a steady write
// load and started again: the relay pauses and resumes, and the Kafka-fed read models end up equal to the
// table-fed ones: nothing lost, nothing applied twice.

describe.skipIf(!kafkaEnabled)('Kafka broker outage', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mm-kafka-outage-'));
  let kafka: RunningKafka | null = null;
  const cleanups: Array<() => Promise<void>> = [];

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await kafka?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and applies nothing twice across a broker restart', async () => {
    const port = await freePort();
    const controllerPort = await freePort();
    kafka = await startKafka({ port, controllerPort, dataDir });
    const config = testKafkaConfig([kafka.brokers], uniqueTag());
    const transport = kafkajsTransport(config);
    cleanups.push(() => transport.close());
    const db = await freshDatabase();
    cleanups.push(db.drop);
    const runtime = storeRuntime(db.url);
    cleanups.push(() => runtime.dispose());

    const fibers = [
      runtime.runFork(
        runRelay(config, { owner: 'outage', transport, batchSize: 50, pollInterval: '200 millis' }).pipe(
          Effect.scoped,
        ),
      ),
      ...analyticsProjections.map((p) => runtime.runFork(runKafkaProjection(p, config, { transport }))),
    ];
    cleanups.push(() => runtime.runPromise(Fiber.interruptAll(fibers)));

    // A steady write load across the outage: a creator every few milliseconds.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await runtime.runPromise(creatorActivity(crypto.randomUUID(), 3));
        written += 1;
      }
    })();
    await waitFor('the first events on the topic', async () => {
      const ends = await transport.endOffsets(config.domainTopic).catch(() => new Map<number, bigint>());
      return [...ends.values()].reduce((a, b) => a + b, 0n) > 50n;
    });
    await kafka.stop();
    const before = written;
    await waitFor('writes while the broker is down', async () => written >= before + 20);
    kafka = await startKafka({ port, controllerPort, dataDir });
    const after = written;
    await waitFor('writes after the restart', async () => written >= after + 20);
    writing = false;
    await writer;

    for (const projection of analyticsProjections) {
      await waitFor(
        `${projection.name} to catch up through Kafka`,
        () => runtime.runPromise(kafkaFedCaughtUp(projection)),
        90_000,
      );
    }
    for (const projection of analyticsProjections) {
      await runtime.runPromise(buildFromTable(projection, 'from_table'));
      const diff = await runtime.runPromise(tableDifferences(projection, 'rm', 'from_table'));
      for (const [table, { rows, differing }] of Object.entries(diff)) {
        expect({ table, differing }).toEqual({ table, differing: 0 });
        expect(rows).toBeGreaterThan(0);
      }
    }
    // Every event reached the topic (some perhaps twice: at least once).
    const ids = await runtime
      .runPromise(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ id: string }>`select event_id::text as id from mm_events`,
        ),
      )
      .then((rows) => rows.map((r) => r.id));
    const records = await readTopic(config.brokers, config.domainTopic, (r) => {
      const seen = new Set(r.map((x) => x.headers['event-id']));
      return ids.every((id) => seen.has(id));
    });
    expect(new Set(records.map((r) => r.headers['event-id'])).size).toBe(ids.length);
  }, 170_000);
});
