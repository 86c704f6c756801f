// Event store throughput: `npm run bench -w @market-muse/eventstore` (PGlite; PostgreSQL too when
// DATABASE_URL is set). Prints figures to compare with design notes §1; asserts nothing.
import { SqlClient } from '@effect/sql';
import { Effect, Layer } from 'effect';
import { EventStore, EventStoreLive } from '../src/EventStore.ts';
import { migrateEventStore } from '../src/migrations.ts';
import { TestDatabase } from '../src/testing/database.ts';
import { Checkpoint, ExpectedVersion, type NewEvent } from '../src/types.ts';

const metadata = {
  userId: 'bench',
  correlationId: 'bench',
  causationId: null,
  recordedAt: new Date().toISOString(),
};
const event = (i: number): NewEvent => ({
  eventId: crypto.randomUUID(),
  type: 'BenchHappened',
  schemaVersion: 1,
  data: { i, note: 'a small payload like most of ours' },
  metadata,
});

const rate = (count: number, millis: number) =>
  `${Math.round((count / millis) * 1000).toLocaleString('en')} events/s`;

const timed = <A, E, R>(label: string, count: number, body: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const started = performance.now();
    yield* body;
    const millis = performance.now() - started;
    console.log(
      `  ${label.padEnd(52)} ${String(count).padStart(6)} events  ${millis.toFixed(0).padStart(6)} ms  ${rate(count, millis)}`,
    );
  });

const scenario = Effect.gen(function* () {
  const store = yield* EventStore;
  const sql = yield* SqlClient.SqlClient;
  yield* migrateEventStore;
  const single = 500;
  const stream = `bench-${crypto.randomUUID()}`;
  yield* timed(
    'one writer, one event per append (own transaction)',
    single,
    Effect.forEach(
      Array.from({ length: single }, (_, i) => i),
      (i) => sql.withTransaction(store.append(stream, 'bench', [event(i)], ExpectedVersion.exact(i))),
      { discard: true },
    ),
  );
  const batches = 50;
  const batchSize = 100;
  const batched = `bench-${crypto.randomUUID()}`;
  yield* timed(
    `one writer, ${batchSize} events per append`,
    batches * batchSize,
    Effect.forEach(
      Array.from({ length: batches }, (_, b) => b),
      (b) =>
        store.append(
          batched,
          'bench',
          Array.from({ length: batchSize }, (_, i) => event(b * batchSize + i)),
          ExpectedVersion.exact(b * batchSize),
        ),
      { discard: true },
    ),
  );
  const writers = 8;
  const perWriter = 100;
  yield* timed(
    `${writers} concurrent writers, one event per append`,
    writers * perWriter,
    Effect.forEach(
      Array.from({ length: writers }, () => `bench-${crypto.randomUUID()}`),
      (id) =>
        Effect.forEach(
          Array.from({ length: perWriter }, (_, i) => i),
          (i) => sql.withTransaction(store.append(id, 'bench', [event(i)], ExpectedVersion.exact(i))),
          { discard: true },
        ),
      { concurrency: writers, discard: true },
    ),
  );
  const total = single + batches * batchSize + writers * perWriter;
  yield* timed(
    'async reader catch-up (safe reads, batches of 1000)',
    total,
    Effect.gen(function* () {
      let checkpoint = Checkpoint.start;
      for (;;) {
        const batch = yield* store.readAll({ after: checkpoint, limit: 1000 });
        if (batch.length === 0) return;
        checkpoint = Checkpoint.of(batch[batch.length - 1]!);
      }
    }),
  );
});

const kinds: Array<'embedded' | 'postgres'> = process.env.DATABASE_URL
  ? ['embedded', 'postgres']
  : ['embedded'];
for (const kind of kinds) {
  console.log(`\nEvent store on ${kind === 'embedded' ? 'PGlite (embedded)' : 'PostgreSQL'}:`);
  await Effect.runPromise(
    scenario.pipe(
      Effect.provide(EventStoreLive().pipe(Layer.provideMerge(TestDatabase(kind)))),
      Effect.scoped,
    ),
  );
}
