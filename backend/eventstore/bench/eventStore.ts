// Event store throughput: `npm run bench -w @market-muse/eventstore` (PGlite; PostgreSQL too when
// DATABASE_URL is set). Prints our appends beside plain inserts of the same rows (the ratio the store targets)
// and figures to compare with the targets below; asserts nothing.
import os from 'node:os';
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
 * `bench_raw_full_events` also has the two indexes mm_events keeps for readers (a unique position, a
 * person's events): shown beside the baseline, as what inserting these rows into our table costs at least.
 */
const rawTable = (name: string, readerIndexes: boolean) => `
create table if not exists ${name} (
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
create index if not exists ${name}_reader_order on ${name} (transaction_id, global_position);
create index if not exists ${name}_type on ${name} (type);
${
  readerIndexes
    ? `create unique index if not exists ${name}_global_position on ${name} (global_position);
create index if not exists ${name}_user on ${name} ((metadata->>'userId'), global_position);`
    : ''
}`;
const rawDdl = rawTable('bench_raw_events', false) + rawTable('bench_raw_full_events', true);

type RawTable = 'bench_raw_events' | 'bench_raw_full_events';

const rawInsert = (
  sql: SqlClient.SqlClient,
  stream: string,
  first: number,
  events: ReadonlyArray<NewEvent>,
  table: RawTable = 'bench_raw_events',
) =>
  events.length === 1
    ? sql`insert into ${sql(table)} (stream_id, stream_version, event_id, type, schema_version, data, metadata)
        values (${stream}, ${first}, ${events[0]!.eventId}::uuid, ${events[0]!.type}, 1,
          ${JSON.stringify(events[0]!.data)}::jsonb, ${JSON.stringify(events[0]!.metadata)}::jsonb)`
    : sql`insert into ${sql(table)} (stream_id, stream_version, event_id, type, schema_version, data, metadata)
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
  /** Sections 1-3 run once each, for reference: the target is judged on the medians of section 4's rounds. */
  const ratios: Array<[string, number, number]> = [];
  const compare = (label: string, ours: number, raw: number) => ratios.push([label, ours, raw]);

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
  compare(`${writers} concurrent writers`, oursConcurrent, rawConcurrent);

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
  // The same personal events are inserted raw, appended plain and appended encrypted, taking turns batch by
  // batch (event by event for single appends), so a machine busy with other work slows each alike. Each
  // round gives its own ratios; the figures are the medians of the rounds, so one noisy round does not decide.
  const encrypting = yield* makeEventStore([], personalPolicy);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const figures = new Map<string, number[]>();
  const keep = (label: string, value: number) => figures.set(label, [...(figures.get(label) ?? []), value]);
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const tables = [
    ['raw', 'bench_raw_events'],
    ['raw full', 'bench_raw_full_events'],
  ] as const;
  const appenders = [
    ['plain', store],
    ['encrypted', encrypting],
  ] as const;
  for (let round = 1; round <= rounds; round++) {
    const userId = crypto.randomUUID();
    const millis = new Map<string, number>();
    /** Runs `body`, adding the time it took to `label`'s total for this round. */
    const clock = <A, E, R>(label: string, body: Effect.Effect<A, E, R>) =>
      Effect.suspend(() => {
        const started = performance.now();
        return Effect.ensuring(
          body,
          Effect.sync(() => millis.set(label, (millis.get(label) ?? 0) + performance.now() - started)),
        );
      });
    const streams = new Map(
      [...tables, ...appenders].map(([label]) => [label, `${label}-${crypto.randomUUID()}`] as const),
    );
    const batches = new Map(
      [...tables, ...appenders].map(([label]) => [`${label}-many-${crypto.randomUUID()}`, label] as const),
    );
    const manyOf = (label: string) => [...batches].find(([, l]) => l === label)![0];
    for (const i of range(500)) {
      for (const [label, table] of tables)
        yield* clock(
          `${label} one`,
          rawInsert(sql, streams.get(label)!, i + 1, [personalEvent(i, userId)], table),
        );
      for (const [label, writer] of appenders)
        yield* clock(
          `${label} one`,
          writer.append(streams.get(label)!, 'bench', [personalEvent(i, userId)], ExpectedVersion.exact(i)),
        );
    }
    for (const b of range(50)) {
      const batch = () => range(100).map((i) => personalEvent(b * 100 + i, userId));
      for (const [label, table] of tables)
        yield* clock(`${label} many`, rawInsert(sql, manyOf(label), b * 100 + 1, batch(), table));
      for (const [label, writer] of appenders)
        yield* clock(
          `${label} many`,
          writer.append(manyOf(label), 'bench', batch(), ExpectedVersion.exact(b * 100)),
        );
    }
    for (const [label, writer] of appenders)
      yield* clock(`${label} read`, Effect.repeatN(writer.readStream(manyOf(label)), 4));
    const counts: Record<string, number> = { one: 500, many: 5000, read: 25_000 };
    for (const [label, ms] of millis) {
      const kind = label.split(' ').at(-1)!;
      keep(label, perSecond(counts[kind]!, ms));
    }
    console.log(
      `  round ${round}: ${[...millis].map(([label, ms]) => `${label} ${rate(perSecond(counts[label.split(' ').at(-1)!]!, ms))}`).join(', ')}`,
    );
  }
  const median = (values: ReadonlyArray<number>) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const figure = (label: string) => median(figures.get(label)!);
  /** The median over rounds of one round's ratio (both figures from the same round, so alike in load). */
  const ratioOf = (ours: string, base: string) =>
    median(figures.get(ours)!.map((value, round) => value / figures.get(base)![round]!));
  const verdict = (ratio: number) => `target ≥ 0.5: ${ratio >= 0.5 ? 'ok' : 'BELOW TARGET'}`;
  const line = (label: string, kind: 'one' | 'many' | 'read') => {
    const raw = kind === 'read' ? '' : rate(figure(`raw ${kind}`));
    const ratio =
      kind === 'read'
        ? ''
        : `  ${ratioOf(`encrypted ${kind}`, `raw ${kind}`).toFixed(2)}× raw (${verdict(ratioOf(`encrypted ${kind}`, `raw ${kind}`))}), ${ratioOf(`encrypted ${kind}`, `raw full ${kind}`).toFixed(2)}× raw with every index`;
    console.log(
      `    ${label.padEnd(24)} ${raw.padStart(16)} ${rate(figure(`plain ${kind}`)).padStart(16)} ${rate(figure(`encrypted ${kind}`)).padStart(16)}  ${ratioOf(`encrypted ${kind}`, `plain ${kind}`).toFixed(2)}× plain${ratio}`,
    );
  };
  console.log(
    `\n  encryption of personal fields (median of ${rounds} rounds; 5 personal fields per event; load average ${loadBefore} before, ${load()} after):`,
  );
  console.log(
    `    ${''.padEnd(24)} ${'raw insert'.padStart(16)} ${'plain'.padStart(16)} ${'encrypted'.padStart(16)}`,
  );
  line('append, one per append', 'one');
  line('append, 100 per append', 'many');
  line('read, 5000-event stream', 'read');
  console.log(
    `    plain appends: one per append ${ratioOf('plain one', 'raw one').toFixed(2)}× raw, 100 per append ${ratioOf('plain many', 'raw many').toFixed(2)}× raw (${ratioOf('plain many', 'raw full many').toFixed(2)}× raw with every index)`,
  );

  console.log(
    '\n  events without personal fields against the raw insert, one run each (for reference: the target is judged on the medians above):',
  );
  for (const [label, ours, raw] of ratios)
    console.log(
      `    ${label.padEnd(28)} ${rate(ours).padStart(16)} vs ${rate(raw).padStart(16)}  ${(ours / raw).toFixed(2)}×`,
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
