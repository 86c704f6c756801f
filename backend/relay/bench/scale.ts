// The product at scale: `npm run bench:scale -- [--users N] [--days D] [--seed S] [--database NAME] [--fresh]
// [--lag-seconds S] [--skip-per-model]` (default about a million events). With DATABASE_URL it works in a
// database of its own on that server (mm_scale unless named), seeded once and reused on later runs; without,
// a fresh in-memory PGlite. Prints each figure beside its target and its raw baseline on the same database:
// the seed's rate; a plain SELECT of every event and a plain multi-row insert of as many rows; the rebuild
// of every read model from the table (events/s, peak RSS) and of all of them in one pass (`npm run replay`);
// the async read models' catch-up lag under a steady write load; and the analysts' export. Asserts
// nothing: CI runs it small so the path cannot rot.
// With KAFKA_BROKERS (or --kafka) it also fills a domain topic of its own from the store as the relay does
// and replays every Kafka-fed model from offset zero beside its table rebuild and a plain consumer's read
// of the same topic, and measures the lag through Kafka under the same write load (`--no-kafka` leaves the
// Kafka path out; `--kafka-only` measures the baselines, the Kafka path and the lag only; `--lag-only` the
// table-fed lag alone, and with `--kafka-topic` naming topics kept by an earlier run, the lag through Kafka
// beside it). On PostgreSQL it ends with the API on the big store: every signed-in read's query
// plan and the k6 load profile of 100 VUs, on a copy of the database (`--no-api` leaves them out).
import { parseArgs } from 'node:util';
import { SqlClient } from '@effect/sql';
import { PgClient } from '@effect/sql-pg';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { DatabaseLive, EventBusLive, EventStoreLive, migrateEventStore } from '@market-muse/eventstore';
import {
  allProjections,
  peakRss,
  rate,
  rebuildOptionsFor,
  rebuildProjections,
  seedEvents,
} from '@market-muse/projections';
import { Effect, Layer, Redacted } from 'effect';
import { loadAverage } from './loadAverage.ts';
import { measureApi } from './scaleApi.ts';
import { measureExport } from './scaleExport.ts';
import { type KafkaModelFigures, keptTopics, measureKafkaReplays } from './scaleKafka.ts';
import { measureLag } from './scaleLag.ts';
import { type Settling, settleServer, settling } from './settleServer.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    users: { type: 'string', default: '3650' },
    days: { type: 'string', default: '90' },
    seed: { type: 'string', default: '1' },
    'lag-seconds': { type: 'string', default: '10' },
    database: { type: 'string', default: 'mm_scale' },
    fresh: { type: 'boolean', default: false },
    // Only the one-pass replay of every model (the per-model rebuilds read the events fourteen times).
    'skip-per-model': { type: 'boolean', default: false },
    kafka: { type: 'boolean', default: Boolean(process.env.KAFKA_BROKERS) },
    'no-kafka': { type: 'boolean', default: false },
    'kafka-only': { type: 'boolean', default: false },
    // Only the table-fed catch-up lag (on a quiet server: it waits for the server's oldest transaction).
    'lag-only': { type: 'boolean', default: false },
    'kafka-partitions': { type: 'string', default: '3' },
    // Keeps the Kafka path's topics under this name across runs (filled once from the store): iterating
    // on the replay then costs no four-minute fill.
    'kafka-topic': { type: 'string' },
    // Also replays each Kafka-fed model through a consumer group, as the replay read before, beside it.
    'kafka-compare-group': { type: 'boolean', default: false },
    // The API on the big store (query plans and the k6 profile, on a copy): on PostgreSQL unless left out.
    'no-api': { type: 'boolean', default: false },
  },
});
const withKafka = values.kafka && !values['no-kafka'];
const kafkaOnly = withKafka && values['kafka-only'];
if (withKafka && !process.env.KAFKA_BROKERS) throw new Error('--kafka needs KAFKA_BROKERS');
const users = Number(values.users);
const days = Number(values.days);
const seed = Number(values.seed);
const lagSeconds = Number(values['lag-seconds']);
const onPostgres = Boolean(process.env.DATABASE_URL);
/**
 * On PostgreSQL the bench works in a database of its own on DATABASE_URL's server (never the application's):
 * created when missing, dropped and made again with --fresh.
 */
const databaseUrl = async () => {
  const admin = process.env.DATABASE_URL;
  if (!admin) return null;
  const name = values.database!;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('--database: lower-case letters, digits and _');
  await Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      if (values.fresh) yield* sql.unsafe(`drop database if exists ${name} with (force)`);
      const found = yield* sql`select 1 from pg_database where datname = ${name}`;
      if (found.length === 0) yield* sql.unsafe(`create database ${name}`);
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(admin), maxConnections: 1 })), Effect.scoped),
  );
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
};
const url = await databaseUrl();
const target = onPostgres ? 50_000 : 10_000;

const line = (label: string, figure: string, beside = '') =>
  console.log(`  ${label.padEnd(44)} ${figure.padStart(22)}  ${beside}`);
const perSecond = (n: number) => `${n.toLocaleString('en')}/s`;
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

const scenario = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  yield* migrateEventStore;
  console.log(
    `Market Muse at scale on ${onPostgres ? 'PostgreSQL' : 'PGlite (in memory)'}; load average ${loadAverage()} at start`,
  );

  // 1. The data set: seeded once per database, reused after.
  const [existing] = yield* sql<{ n: string }>`select count(*)::text as n from mm_events`;
  let events = Number(existing?.n ?? 0);
  if (events === 0) {
    const seeded = yield* seedEvents({ users, days, seed, start: '2026-01-05' });
    events = seeded.events;
    line(
      'seed (batched append through the store)',
      perSecond(rate(seeded.events, seeded.millis)),
      `${seeded.events.toLocaleString('en')} events, ${seeded.streams.toLocaleString('en')} streams in ${(seeded.millis / 1000).toFixed(1)} s`,
    );
  } else {
    line('seed', 'reused', `${events.toLocaleString('en')} events already in the store`);
  }

  if (values['lag-only']) {
    // With Kafka and a kept topic, the lag through Kafka beside it, as in a full run.
    const kafka =
      withKafka && values['kafka-topic']
        ? yield* keptTopics(
            process.env.KAFKA_BROKERS!.split(','),
            Number(values['kafka-partitions']),
            values['kafka-topic'],
          )
        : null;
    const lag = yield* measureLag({
      seconds: lagSeconds,
      perSecond: 200,
      writerUrl: url,
      ...(kafka ? { kafka } : {}),
    });
    tableLagLine(lag);
    if (lag.kafka) kafkaLagLine(lag.kafka);
    console.log(`  load average at the end: ${loadAverage()}`);
    return;
  }

  // Every timed step below starts from a server at rest, not paying for the step before it.
  const rest = settling();
  const settle = settleServer(rest, onPostgres);

  // 2. Raw baselines on the same database.
  yield* settle;
  const select = yield* timed(plainSelect(sql));
  line(
    'baseline: plain SELECT of every event',
    perSecond(rate(select.result, select.millis)),
    `${select.result.toLocaleString('en')} rows`,
  );
  const insert = yield* timed(
    Effect.gen(function* () {
      yield* sql`create temporary table bench_rows (id bigint primary key, user_id uuid not null, day date not null, n integer not null)`;
      for (let done = 0; done < events; done += 5000) {
        const count = Math.min(5000, events - done);
        yield* sql`insert into bench_rows select i, gen_random_uuid(), date '2026-01-05' + (i % 90)::int, i % 7
          from generate_series(${done}::bigint, ${done + count - 1}::bigint) i`;
      }
      yield* sql`drop table bench_rows`;
      return events;
    }),
  );
  line(
    'baseline: plain multi-row insert, as many',
    perSecond(rate(insert.result, insert.millis)),
    `${insert.result.toLocaleString('en')} rows`,
  );

  // 3. Every read model rebuilt from the table, alone, then all in one replay.
  console.log(`  rebuild from the table (target ≥ ${target.toLocaleString('en')} events/s each):`);
  for (const projection of values['skip-per-model'] || kafkaOnly ? [] : allProjections) {
    yield* settle;
    const [report] = yield* rebuildProjections(
      [projection],
      rebuildOptionsFor(onPostgres ? 'postgres' : 'embedded'),
    );
    if (!report) continue;
    const r = rate(report.events, report.millis);
    // Its own raw baseline: a plain SELECT of the same rows (its events; documents of kilobytes for some).
    yield* settle;
    const own = yield* timed(plainSelect(sql, projection.eventTypes));
    const floor = rate(own.result, own.millis);
    line(
      `  ${projection.name}`,
      perSecond(r),
      `${report.events.toLocaleString('en')} events in ${report.millis} ms, peak RSS ${peakRss()} MB, ${verdict(r >= target)}; ` +
        `plain SELECT of its events ${perSecond(floor)} (${floor > 0 ? (r / floor).toFixed(2) : '-'}×)`,
    );
  }
  if (!kafkaOnly) {
    yield* settle;
    const replay = yield* timed(
      rebuildProjections(allProjections, rebuildOptionsFor(onPostgres ? 'postgres' : 'embedded')),
    );
    line(
      'npm run replay (all models, one pass)',
      `${(replay.millis / 1000).toFixed(1)} s`,
      `target < 60 s, ${verdict(replay.millis < 60_000)}; peak RSS ${peakRss()} MB`,
    );
    // Where the one pass's time went: the shared reading and opening, then each model's own decoding and
    // writing of its events (its rate if the pass cost only that) and its swap.
    const pass = replay.result[0]?.phases;
    if (pass)
      line(
        '  shared: waiting for pages / opening',
        `${pass.read} / ${pass.open} ms`,
        `${rate(events, pass.read + pass.open).toLocaleString('en')} events/s for the two`,
      );
    for (const report of replay.result) {
      const own = report.phases;
      if (!own || report.events === 0) continue;
      line(
        `  ${report.projection}: apply`,
        perSecond(rate(report.events, own.apply)),
        `${report.events.toLocaleString('en')} events in ${own.apply} ms, swap ${own.swap} ms`,
      );
    }
  }

  // 3b. The Kafka path: a topic filled from the store, read raw, then each Kafka-fed model replayed.
  const kafka = withKafka
    ? yield* measureKafkaReplays({
        brokers: process.env.KAFKA_BROKERS!.split(','),
        partitions: Number(values['kafka-partitions']),
        ...(values['kafka-topic'] ? { topicTag: values['kafka-topic'] } : {}),
        compareGroup: values['kafka-compare-group'],
        settle,
        onFill: (fill) =>
          fill.reused
            ? line(
                'Kafka: domain topic kept from an earlier run',
                'reused',
                `${fill.events.toLocaleString('en')} records, ${values['kafka-partitions']} partitions; load ${loadAverage()}`,
              )
            : line(
                'Kafka: relay fills a fresh domain topic',
                perSecond(rate(fill.events, fill.millis)),
                `${fill.events.toLocaleString('en')} events in ${(fill.millis / 1000).toFixed(1)} s, ${values['kafka-partitions']} partitions; load ${loadAverage()}`,
              ),
        onBaseline: (raw) => {
          line(
            raw.reader === 'kafkajs'
              ? `baseline: plain kafkajs consumer, ${raw.fetchMb} MB fetches`
              : `baseline: the replay's direct reader, ${raw.fetchMb} MB`,
            perSecond(rate(raw.records, raw.millis)),
            `${raw.records.toLocaleString('en')} records read, ${raw.reader === 'kafkajs' ? 'nothing done' : 'type header looked at'}; load ${loadAverage()}`,
          );
          if (raw.reader === 'direct')
            console.log(
              `  replay from Kafka offset zero (target ≥ ${target.toLocaleString('en')} events/s each; records/s for models of rare events):`,
            );
        },
        onModel: kafkaModelLine,
      })
    : null;

  // 4. Catch-up lag of the async read models under a steady write load (and through Kafka, with it).
  yield* settle;
  const lag = yield* measureLag({
    seconds: lagSeconds,
    perSecond: 200,
    writerUrl: url,
    ...(kafka ? { kafka } : {}),
  });
  tableLagLine(lag);
  if (lag.kafka) kafkaLagLine(lag.kafka);
  if (kafkaOnly) return restLine(rest);

  // 5. The analysts' export of every progress event, beside the plain SELECT of every event above.
  for (const format of ['ndjson', 'csv'] as const) {
    yield* settle;
    const exported = yield* measureExport(format);
    const exportRate = rate(exported.rows, exported.millis);
    line(
      `export (${format}, every progress event)`,
      perSecond(exportRate),
      `${exported.rows.toLocaleString('en')} rows; target ≥ 100,000/s on PostgreSQL, ${verdict(exportRate >= 100_000)}; baseline SELECT ${perSecond(rate(select.result, select.millis))}; load ${loadAverage()}`,
    );
  }
  restLine(rest);
  console.log(`  load average at the end: ${loadAverage()}; peak RSS ${peakRss()} MB`);
});

const restLine = (rest: Settling) => {
  if (rest.times > 0)
    line(
      'server brought to rest before each step',
      `${(rest.millis / 1000).toFixed(1)} s`,
      `untimed, ${rest.times} times: VACUUM (ANALYZE)${rest.checkpoint ? ' and CHECKPOINT' : '; no CHECKPOINT (the role may not)'}`,
    );
};

const tableLagLine = (lag: {
  p50: number;
  p95: number;
  samples: number;
  rate: number;
  warmUpSeconds: number;
}) =>
  line(
    'catch-up lag, table-fed (p50 / p95)',
    `${lag.p50} / ${lag.p95} ms`,
    `${lag.samples} appends at ${lag.rate}/s, after ${lag.warmUpSeconds} s of the same load unmeasured; target p95 < 100 ms, ${verdict(lag.p95 < 100)}; load ${loadAverage()}`,
  );

const kafkaLagLine = (lag: { p50: number; p95: number; samples: number; unapplied: number }) =>
  line(
    'catch-up lag, through Kafka (p50 / p95)',
    `${lag.p50} / ${lag.p95} ms`,
    `append → relay → topic → consumer → read model, ${lag.samples} appends${lag.unapplied > 0 ? `, ${lag.unapplied} never applied` : ''}; target p95 < 100 ms, ${verdict(lag.p95 < 100)}; load ${loadAverage()}`,
  );

/**
 * A Kafka replay beside the same model's table rebuild. A model whose events are a small share of the topic
 * (fewer than one record in ten) is judged by the records it reads per second: it reads the whole topic.
 */
const kafkaModelLine = (m: KafkaModelFigures) => {
  const applied = rate(m.kafka.events, m.kafka.millis);
  const read = rate(m.kafka.records, m.kafka.millis);
  const rare = m.kafka.events * 10 < m.kafka.records;
  const judged = rare ? read : applied;
  line(
    `  ${m.name}`,
    perSecond(applied),
    `applied (${m.kafka.events.toLocaleString('en')} events); ${perSecond(read)} records read; peak RSS ${m.kafka.peakMb} MB, heap +${m.kafka.heapGrowthMb} MB; ` +
      `table ${perSecond(rate(m.table.events, m.table.millis))}; ${rare ? 'records/s' : 'events/s'} ${verdict(judged >= target)}; load ${loadAverage()}`,
  );
  if (typeof m.group === 'string') line(`    before: through a consumer group`, '—', m.group);
  else if (m.group)
    line(
      `    before: through a consumer group`,
      perSecond(rate(m.group.events, m.group.millis)),
      `applied; ${perSecond(rate(m.group.records, m.group.millis))} records read; peak RSS ${m.group.peakMb} MB, heap +${m.group.heapGrowthMb} MB (measured just before)`,
    );
};

/**
 * A plain SELECT of the events (of `types` only, when given) in pages of 5,000 by position, the columns a
 * reader reads: the rate at which this database hands them out, whatever is done with them after.
 */
const plainSelect = (sql: SqlClient.SqlClient, types?: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    let after = '0';
    let rows = 0;
    for (;;) {
      const page = yield* sql<{ position: string }>`
        select global_position::text as position, stream_id, event_id, type, data, metadata from mm_events
        where global_position > ${after}::bigint ${types ? sql`and type = any(${types as string[]}::text[])` : sql``}
        order by global_position limit 5000`;
      if (page.length === 0) return rows;
      rows += page.length;
      after = page[page.length - 1]!.position;
    }
  });

const timed = <A, E, R>(body: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const started = performance.now();
    const result = yield* body;
    return { result, millis: Math.round(performance.now() - started) };
  });

const database = url
  ? DatabaseLive({ kind: 'postgres', url, poolSize: 8 })
  : DatabaseLive({ kind: 'embedded', dataDir: null, poolSize: 4 });

const ran = await Effect.runPromise(
  scenario.pipe(
    Effect.provide(
      Layer.mergeAll(EventStoreLive(eventUpcasters, personalDataPolicy), EventBusLive).pipe(
        Layer.provideMerge(database),
      ),
    ),
    Effect.scoped,
  ),
).then(
  () => true,
  (error) => {
    console.error('bench:scale failed:', error);
    process.exit(1);
  },
);

// 6. The API on the big store, once the bench's own connections are closed (a copy is made from it).
if (ran && process.env.DATABASE_URL && !values['no-api'] && !values['lag-only'] && !kafkaOnly)
  await measureApi(process.env.DATABASE_URL, values.database!);
