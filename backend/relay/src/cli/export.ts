// The analysts' export of progress events:
//   npm run export -- --from 2026-01-01 --to 2026-02-01 [--types TaskCompleted,GoalSet] --format ndjson|csv [--out file]
// All users' tasks, goals, roadmaps, projects and profile saves between --from (inclusive) and --to
// (exclusive), with stable column names and pseudonymous user ids: HMAC-SHA256 keyed by MM_PSEUDONYM_KEY
// (development default 'market-muse-dev-pseudonym-key'; set your own in every real deployment). Streams
// in batches read by keyset, so memory stays flat over millions of events. Progress goes to stderr.
// With the embedded database, stop the server first: PGlite is opened by one process at a time.
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { PROGRESS_EVENT_TYPES } from '@market-muse/domain';
import {
  DatabaseLive,
  databaseConfigFromEnv,
  EventStoreLive,
  migrateEventStore,
} from '@market-muse/eventstore';
import { pseudonymKeyFromEnv } from '@market-muse/kafka';
import { Effect, Layer } from 'effect';
import { exportFromKafkaCli } from '../exportFromKafka.ts';
import { exportProgressEvents, unknownExportTypes } from '../exportFromTable.ts';

const usage = `Usage: npm run export -- --from <date> --to <date> [--types A,B] --format ndjson|csv [--out file] [--from-kafka]
Types: ${PROGRESS_EVENT_TYPES.join(', ')}`;

const fail = (message: string): never => {
  console.error(`${message}\n${usage}`);
  process.exit(2);
};

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    types: { type: 'string' },
    format: { type: 'string', default: 'ndjson' },
    out: { type: 'string' },
    help: { type: 'boolean' },
    // The same rows from the progress topic (KAFKA_BROKERS) instead of the event table.
    'from-kafka': { type: 'boolean' },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const date = (name: string, value: string | undefined) => {
  if (!value) return fail(`--${name} is required`);
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? fail(`--${name} is not a date: ${value}`) : parsed;
};
const from = date('from', values.from);
const to = date('to', values.to);
if (to <= from) fail('--to must be after --from');
const format =
  values.format === 'csv' || values.format === 'ndjson' ? values.format : fail('--format is ndjson or csv');
const types = values.types
  ? values.types
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
  : undefined;
if (types && unknownExportTypes(types).length > 0)
  fail(`Unknown type(s): ${unknownExportTypes(types).join(', ')}`);

const out: Writable = values.out ? createWriteStream(values.out) : process.stdout;
const write = (chunk: string) =>
  new Promise<void>((done, failed) => {
    if (out.write(chunk)) done();
    else {
      out.once('drain', done);
      out.once('error', failed);
    }
  });

const defaultDataDir = resolve(import.meta.dirname, '../../../../.data/pglite');
const started = performance.now();
const program = Effect.gen(function* () {
  yield* migrateEventStore;
  return yield* exportProgressEvents({ from, to, types, format, pseudonymKey: pseudonymKeyFromEnv(), write });
});

await (values['from-kafka']
  ? exportFromKafkaCli({ from, to, types, format, write })
  : Effect.runPromise(
      program.pipe(
        Effect.provide(
          EventStoreLive(eventUpcasters, personalDataPolicy).pipe(
            Layer.provideMerge(DatabaseLive(databaseConfigFromEnv(process.env, defaultDataDir))),
          ),
        ),
        Effect.scoped,
      ),
    )
)
  .then(async (rows) => {
    if (values.out) await new Promise<void>((done) => out.end(done));
    const seconds = (performance.now() - started) / 1000;
    console.error(
      `Exported ${rows} events in ${seconds.toFixed(1)} s${values.out ? ` to ${values.out}` : ''}`,
    );
  })
  .catch((error) => {
    console.error('Export failed:', error);
    process.exit(1);
  });
