// Event store throughput: `npm run bench -w @market-muse/eventstore` (PGlite; PostgreSQL too when
// DATABASE_URL is set). Prints our appends beside plain inserts of the same rows (the ratio the store targets)
// and figures to compare with the targets below; asserts nothing.
import { SqlClient } from '@effect/sql';
import { Effect, Layer } from 'effect';
import { EventStore, EventStoreLive, makeEventStore } from '../src/EventStore.ts';
import { migrateEventStore } from '../src/migrations.ts';
import type { PersonalDataPolicy } from '../src/personalData.ts';
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

/**
 * An event shaped like a project's creation: several fields the user typed beside clear ones, sealed in one
 * envelope with that user's key when personal.
 */
const personalEvent = (i: number, userId: string): NewEvent => ({
  eventId: crypto.randomUUID(),
  type: 'ProjectNoted',
  schemaVersion: 1,
  data: {
    userId,
    i,
    stage: 'growing',
    name: `Studio ${i}`,
    description: 'Hand-thrown stoneware for everyday tables',
    audience: 'home cooks who care about craft',
    usp: 'glazes mixed in the studio',
    website: 'https://example.com/studio',
  },
  metadata,
});
const personalPolicy: PersonalDataPolicy = {
  fields: {
    ProjectNoted: {
      name: '[erased]',
      description: '[erased]',
      audience: '[erased]',
      usp: '[erased]',
      website: '[erased]',
    },
  },
};

const perSecond = (count: number, millis: number) => (count / millis) * 1000;
const rate = (value: number) => `${Math.round(value).toLocaleString('en')} events/s`;

const timed = <A, E, R>(label: string, count: number, body: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const started = performance.now();
    yield* body;
    const millis = performance.now() - started;
    console.log(
      `  ${label.padEnd(56)} ${String(count).padStart(6)} events  ${millis.toFixed(0).padStart(6)} ms  ${rate(perSecond(count, millis))}`,
    );
    return perSecond(count, millis);
  });

/**
 * The baseline: the same rows inserted with plain INSERT statements through the same driver and pool, into
 * a table shaped like mm_events (identity position, primary key, unique event id, reader-order index) but
 * with no stream row, no expected-version check and no idempotency: what any append must at least pay.
 */
const rawDdl = `
create table if not exists bench_raw_events (
  global_position bigint generated always as identity,
  stream_id text not null,
  stream_version bigint not null,
  event_id uuid not null unique,
  type text not null,
  schema_version integer not null default 1,
  data jsonb not null,
  metadata jsonb not null,
  transaction_id xid8 not null default pg_current_xact_id(),
  created_at timestamptz not null default now(),
  primary key (stream_id, stream_version)
);
create index if not exists bench_raw_reader_order on bench_raw_events (transaction_id, global_position);
create index if not exists bench_raw_type on bench_raw_events (type);`;

const rawInsert = (
  sql: SqlClient.SqlClient,
  stream: string,
  first: number,
  events: ReadonlyArray<NewEvent>,
) =>
  events.length === 1
    ? sql`insert into bench_raw_events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
        values (${stream}, ${first}, ${events[0]!.eventId}::uuid, ${events[0]!.type}, 1,
          ${JSON.stringify(events[0]!.data)}::jsonb, ${JSON.stringify(events[0]!.metadata)}::jsonb)`
    : sql`insert into bench_raw_events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
        select ${stream}, ${first} + ord - 1, id, type, 1, data, metadata
        from unnest(${events.map((e) => e.eventId)}::uuid[], ${events.map((e) => e.type)}::text[],
          ${events.map((e) => JSON.stringify(e.data))}::jsonb[], ${events.map((e) => JSON.stringify(e.metadata))}::jsonb[])
          with ordinality as e(id, type, data, metadata, ord)`;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const scenario = Effect.gen(function* () {
  const store = yield* EventStore;
  const sql = yield* SqlClient.SqlClient;
  yield* migrateEventStore;
  yield* sql.unsafe(rawDdl);
  const ratios: Array<[string, number, number, boolean]> = [];
  /** `targeted`: the target is ≥ 0.5× for single and batched appends; the concurrent figure is for reference. */
  const compare = (label: string, ours: number, raw: number, targeted = true) =>
    ratios.push([label, ours, raw, targeted]);

  // Warm-up, untimed: first use of each statement and table (plans, caches, connections) is not the figure.
  const warm = `warm-${crypto.randomUUID()}`;
  yield* Effect.forEach(
    range(50),
    (i) =>
      Effect.zipRight(
        store.append(warm, 'bench', [event(i)], ExpectedVersion.exact(i)),
        rawInsert(sql, warm, i + 1, [event(i)]),
      ),
    { discard: true },
  );

  // 1. One event per append, one writer: the append statement is atomic on its own (autocommit).
  const single = 500;
  const stream = `bench-${crypto.randomUUID()}`;
  const oursSingle = yield* timed(
    'append: one writer, one event per append',
    single,
    Effect.forEach(
      range(single),
      (i) => store.append(stream, 'bench', [event(i)], ExpectedVersion.exact(i)),
      {
        discard: true,
      },
    ),
  );
  const rawStream = `raw-${crypto.randomUUID()}`;
  const rawSingle = yield* timed(
    'raw insert: one writer, one row per statement',
    single,
    Effect.forEach(range(single), (i) => rawInsert(sql, rawStream, i + 1, [event(i)]), { discard: true }),
  );
  compare('one event per append', oursSingle, rawSingle);
  // For reference: what an explicit BEGIN/COMMIT around every single append used to cost.
  const wrapped = `bench-${crypto.randomUUID()}`;
  yield* timed(
    '  (append inside its own BEGIN/COMMIT, for reference)',
    single,
    Effect.forEach(
      range(single),
      (i) => sql.withTransaction(store.append(wrapped, 'bench', [event(i)], ExpectedVersion.exact(i))),
      { discard: true },
    ),
  );

  // 2. Batches of 100 events in one append, against one multi-row insert of 100 rows.
  const batches = 50;
  const batchSize = 100;
  const batched = `bench-${crypto.randomUUID()}`;
  const oursBatched = yield* timed(
    `append: one writer, ${batchSize} events per append`,
    batches * batchSize,
    Effect.forEach(
      range(batches),
      (b) =>
        store.append(
          batched,
          'bench',
          range(batchSize).map((i) => event(b * batchSize + i)),
          ExpectedVersion.exact(b * batchSize),
        ),
      { discard: true },
    ),
  );
  const rawBatched = `raw-${crypto.randomUUID()}`;
  const rawBatch = yield* timed(
    `raw insert: one writer, ${batchSize} rows per statement`,
    batches * batchSize,
    Effect.forEach(
      range(batches),
      (b) =>
        rawInsert(
          sql,
          rawBatched,
          b * batchSize + 1,
          range(batchSize).map((i) => event(b * batchSize + i)),
        ),
      { discard: true },
    ),
  );
  compare(`${batchSize} events per append`, oursBatched, rawBatch);

  // 3. Concurrent writers, one stream each, one event per append.
  const writers = 8;
  const perWriter = 100;
  const oursConcurrent = yield* timed(
    `append: ${writers} concurrent writers, one event per append`,
    writers * perWriter,
    Effect.forEach(
      range(writers).map(() => `bench-${crypto.randomUUID()}`),
      (id) =>
        Effect.forEach(
          range(perWriter),
          (i) => store.append(id, 'bench', [event(i)], ExpectedVersion.exact(i)),
          {
            discard: true,
          },
        ),
      { concurrency: writers, discard: true },
    ),
  );
  const rawConcurrent = yield* timed(
    `raw insert: ${writers} concurrent writers, one row per statement`,
    writers * perWriter,
    Effect.forEach(
      range(writers).map(() => `raw-${crypto.randomUUID()}`),
      (id) =>
        Effect.forEach(range(perWriter), (i) => rawInsert(sql, id, i + 1, [event(i)]), { discard: true }),
      { concurrency: writers, discard: true },
    ),
  );
  compare(`${writers} concurrent writers`, oursConcurrent, rawConcurrent, false);

  const total = single * 2 + batches * batchSize + writers * perWriter;
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
  // 4. The cost of encrypting personal fields (one AES-256-GCM envelope per event, the user's key cached by
  // the writer; a reader fetches the wrapped keys of a batch in one more round trip, unwraps and decrypts).
  // The same personal events are inserted raw, appended plain and appended encrypted, in rounds that
  // alternate the three so a busy machine slows each alike; each figure is the best of its rounds.
  const encrypting = yield* makeEventStore([], personalPolicy);
  const rounds = 3;
  const best = new Map<string, number>();
  const keep = (label: string, value: number) => best.set(label, Math.max(best.get(label) ?? 0, value));
  for (let round = 1; round <= rounds; round++) {
    const userId = crypto.randomUUID();
    const rawOne = `raw-one-${crypto.randomUUID()}`;
    keep(
      'raw one',
      yield* timed(
        `raw insert of personal events: one per statement (round ${round})`,
        500,
        Effect.forEach(range(500), (i) => rawInsert(sql, rawOne, i + 1, [personalEvent(i, userId)]), {
          discard: true,
        }),
      ),
    );
    for (const [label, writer] of [
      ['plain', store],
      ['encrypted', encrypting],
    ] as const) {
      const one = `${label}-one-${crypto.randomUUID()}`;
      keep(
        `${label} one`,
        yield* timed(
          `append ${label}: one event per append (round ${round})`,
          500,
          Effect.forEach(
            range(500),
            (i) => writer.append(one, 'bench', [personalEvent(i, userId)], ExpectedVersion.exact(i)),
            { discard: true },
          ),
        ),
      );
    }
    const rawMany = `raw-many-${crypto.randomUUID()}`;
    keep(
      'raw many',
      yield* timed(
        `raw insert of personal events: 100 per statement (round ${round})`,
        5000,
        Effect.forEach(
          range(50),
          (b) =>
            rawInsert(
              sql,
              rawMany,
              b * 100 + 1,
              range(100).map((i) => personalEvent(b * 100 + i, userId)),
            ),
          { discard: true },
        ),
      ),
    );
    for (const [label, writer] of [
      ['plain', store],
      ['encrypted', encrypting],
    ] as const) {
      const many = `${label}-many-${crypto.randomUUID()}`;
      keep(
        `${label} many`,
        yield* timed(
          `append ${label}: 100 events per append (round ${round})`,
          5000,
          Effect.forEach(
            range(50),
            (b) =>
              writer.append(
                many,
                'bench',
                range(100).map((i) => personalEvent(b * 100 + i, userId)),
                ExpectedVersion.exact(b * 100),
              ),
            { discard: true },
          ),
        ),
      );
      keep(
        `${label} read`,
        yield* timed(
          `read ${label}: one stream of 5000 events, 5 times (round ${round})`,
          25_000,
          Effect.repeatN(writer.readStream(many), 4),
        ),
      );
    }
  }
  const figure = (label: string) => best.get(label)!;
  const line = (label: string, plain: number, encrypted: number, raw: number | null) => {
    const ratio =
      raw === null
        ? ''
        : `  ${(encrypted / raw).toFixed(2)}× raw (target ≥ 0.5: ${encrypted / raw >= 0.5 ? 'ok' : 'BELOW TARGET'})`;
    console.log(
      `    ${label.padEnd(24)} ${raw === null ? ''.padStart(16) : rate(raw).padStart(16)} ${rate(plain).padStart(16)} ${rate(encrypted).padStart(16)}  ${(encrypted / plain).toFixed(2)}× plain${ratio}`,
    );
  };
  console.log(`\n  encryption of personal fields (best of ${rounds} rounds; 5 personal fields per event):`);
  console.log(
    `    ${''.padEnd(24)} ${'raw insert'.padStart(16)} ${'plain'.padStart(16)} ${'encrypted'.padStart(16)}`,
  );
  line('append, one per append', figure('plain one'), figure('encrypted one'), figure('raw one'));
  line('append, 100 per append', figure('plain many'), figure('encrypted many'), figure('raw many'));
  line('read, 5000-event stream', figure('plain read'), figure('encrypted read'), null);

  console.log('\n  ratio to the raw insert (target ≥ 0.5 for single and batched appends):');
  for (const [label, ours, raw, targeted] of ratios) {
    const ratio = ours / raw;
    const verdict = !targeted ? '(no target)' : ratio >= 0.5 ? 'ok' : 'BELOW TARGET';
    console.log(
      `    ${label.padEnd(28)} ${rate(ours).padStart(16)} vs ${rate(raw).padStart(16)}  ${ratio.toFixed(2)}× ${verdict}`,
    );
  }
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
