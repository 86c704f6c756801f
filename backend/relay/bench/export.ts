// The analysts' export over 200k events: `npm run bench -w @market-muse/relay` (PGlite; PostgreSQL
// too when DATABASE_URL is set; EVENTS=n for another size). Prints rows/s and peak RSS for the streaming
// export (NDJSON and CSV) beside a baseline: the process at rest, and the naive export that reads every
// row in one query and builds the file in memory. Flat memory means the streaming peak stays near the
// resting figure while the naive one grows with the data. Asserts nothing.
import { createWriteStream } from 'node:fs';
import { SqlClient } from '@effect/sql';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { PROGRESS_EXPORT_COLUMNS } from '@market-muse/contracts/api';
import { csvLine, exportRow } from '@market-muse/domain';
import { EventStoreLive, migrateEventStore } from '@market-muse/eventstore';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { Effect, Layer } from 'effect';
import { exportProgressEvents } from '../src/exportFromTable.ts';

const EVENTS = Number(process.env.EVENTS ?? 200_000);
const USERS = 2_000;
const PER_STREAM = 10;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Samples the resident set size while `body` runs; answers its result, the time taken and the peak. */
const measured = <A, E, R>(body: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    gc();
    let peak = process.memoryUsage().rss;
    let heap = process.memoryUsage().heapUsed;
    const sample = () => {
      const usage = process.memoryUsage();
      peak = Math.max(peak, usage.rss);
      heap = Math.max(heap, usage.heapUsed);
    };
    const sampler = setInterval(sample, 10);
    const started = performance.now();
    const result = yield* body.pipe(Effect.ensuring(Effect.sync(() => clearInterval(sampler))));
    sample();
    return { result, millis: performance.now() - started, peak, heap };
  });

const report = (label: string, rows: number, run: { millis: number; peak: number; heap: number }) =>
  console.log(
    `  ${label.padEnd(52)} ${String(rows).padStart(7)} rows ${run.millis.toFixed(0).padStart(6)} ms ${Math.round(
      (rows / run.millis) * 1000,
    )
      .toLocaleString('en')
      .padStart(7)} rows/s  peak RSS ${mb(run.peak).padStart(7)}  peak JS heap ${mb(run.heap).padStart(6)}`,
  );

/** 200k progress events of 2,000 users in task streams of ten, written by SQL in one go. */
const seed = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const streams = Math.ceil(EVENTS / PER_STREAM);
  yield* sql.unsafe(`
    insert into mm_streams (stream_id, stream_type, version)
    select 'task-bench-' || s, 'task', ${PER_STREAM} from generate_series(1, ${streams}) s`);
  yield* sql.unsafe(`
    insert into mm_events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
    select 'task-bench-' || s, v, gen_random_uuid(),
      (array['TaskCreated','TaskCompleted','TaskReopened','GoalProgressRecorded','ProfileSaved'])[1 + v % 5],
      1,
      jsonb_build_object(
        'taskId', 'bench-' || s, 'userId', md5('user' || (s % ${USERS}))::uuid::text,
        'roadmapId', null, 'projectId', md5('project' || (s % ${USERS}))::uuid::text,
        'title', 'Reply to today''s comments', 'description', 'Answer every comment on yesterday''s post.',
        'category', 'engagement', 'priority', 'medium', 'estimatedTime', 15, 'currentValue', v,
        'completedAt', to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
      jsonb_build_object('userId', md5('user' || (s % ${USERS}))::uuid::text, 'correlationId', gen_random_uuid(),
        'causationId', null, 'recordedAt', now())
    from generate_series(1, ${streams}) s, generate_series(1, ${PER_STREAM}) v
    where (s - 1) * ${PER_STREAM} + v <= ${EVENTS}`);
});

const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** A sink like the CLI's file output; `live` also collects garbage at each batch to record the live heap. */
const toDevNull = (live = false) => {
  const out = createWriteStream('/dev/null');
  let liveHeap = 0;
  const write = (chunk: string) =>
    new Promise<void>((done) => {
      if (live) {
        gc();
        liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
      }
      if (out.write(chunk)) done();
      else out.once('drain', done);
    });
  return {
    write,
    liveHeap: () => liveHeap,
    close: () => new Promise<void>((done) => out.end(done)),
  };
};

interface NaiveRow {
  readonly global_position: string;
  readonly event_id: string;
  readonly type: string;
  readonly schema_version: number;
  readonly stream_type: string;
  readonly stream_id: string;
  readonly data: Record<string, unknown>;
  readonly created_at: Date;
}

const scenario = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  yield* migrateEventStore;
  const seeded = yield* measured(seed);
  console.log(`  seeded ${EVENTS.toLocaleString('en')} events in ${seeded.millis.toFixed(0)} ms`);
  gc();
  const rest = process.memoryUsage();
  console.log(`  baseline at rest before exporting: RSS ${mb(rest.rss)}, JS heap ${mb(rest.heapUsed)}`);
  const from = new Date(Date.now() - 86_400_000);
  const to = new Date(Date.now() + 86_400_000);

  const runs = [
    // Fewer rows first: the same peak for more rows is constant memory.
    { format: 'ndjson', types: ['ProfileSaved', 'TaskCreated'] as string[] },
    { format: 'ndjson', types: undefined },
    { format: 'csv', types: undefined },
  ] as const;
  for (const { format, types } of runs) {
    {
      const sink = toDevNull();
      const run = yield* measured(
        exportProgressEvents({ from, to, types, format, pseudonymKey: 'bench', write: sink.write }),
      );
      yield* Effect.promise(sink.close);
      report(`streaming export, ${format}${types ? ' (two types)' : ''}`, run.result, run);
    }
  }

  // Live memory: the heap still referenced at each batch (garbage collected first), for 10× the rows.
  for (const types of [['ProfileSaved'], undefined]) {
    const sink = toDevNull(true);
    const rows = yield* exportProgressEvents({
      from,
      to,
      types,
      format: 'ndjson',
      pseudonymKey: 'bench',
      write: sink.write,
    });
    yield* Effect.promise(sink.close);
    console.log(
      `  streaming export, ndjson${types ? ' (one type)' : ''}: ${rows} rows, live JS heap at its largest ${mb(sink.liveHeap())}`,
    );
  }

  const naive = yield* measured(
    Effect.gen(function* () {
      const rows =
        yield* sql<NaiveRow>`select e.global_position::text as global_position, e.event_id::text as event_id,
        e.type, e.schema_version, s.stream_type, e.stream_id, e.data, e.created_at
        from mm_events e join mm_streams s using (stream_id) order by e.global_position`;
      const text = rows
        .map((row) =>
          csvLine(
            PROGRESS_EXPORT_COLUMNS,
            exportRow(
              {
                eventId: row.event_id,
                globalPosition: BigInt(row.global_position),
                type: row.type,
                schemaVersion: row.schema_version,
                streamType: row.stream_type,
                streamId: row.stream_id,
                createdAt: new Date(row.created_at),
                data: row.data,
              },
              'u',
              null,
            ),
          ),
        )
        .join('');
      gc();
      const live = process.memoryUsage().heapUsed;
      return { rows: rows.length, bytes: text.length, live };
    }),
  );
  console.log(
    `  baseline: naive export, live JS heap holding the rows and the file ${mb(naive.result.live)}`,
  );
  report('baseline: naive export (all rows in memory), csv', naive.result.rows, naive);
});

const kinds: Array<'embedded' | 'postgres'> = process.env.DATABASE_URL
  ? ['embedded', 'postgres']
  : ['embedded'];
for (const kind of kinds) {
  console.log(`\nProgress export on ${kind === 'embedded' ? 'PGlite (embedded)' : 'PostgreSQL'}:`);
  await Effect.runPromise(
    scenario.pipe(
      Effect.provide(
        EventStoreLive(eventUpcasters, personalDataPolicy).pipe(Layer.provideMerge(TestDatabase(kind))),
      ),
      Effect.scoped,
    ),
  );
}
