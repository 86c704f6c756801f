// Seeds the event store with realistic histories: `npm run seed -- --users N --days D [--seed S]
// [--start yyyy-mm-dd] [--skip-read-models]`. Events go through the store's own batched append; then every
// read model is rebuilt from them (as `npm run replay` would) unless --skip-read-models. DATABASE_URL selects
// PostgreSQL, otherwise the embedded database (stop the server first: PGlite has one process at a time).
// The same seed writes the same events, so it runs once per database: a second run finds its streams taken.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import {
  DatabaseLive,
  databaseConfigFromEnv,
  EventStoreLive,
  migrateEventStore,
} from '@market-muse/eventstore';
import { Effect, Layer } from 'effect';
import { allProjections } from '../readModels/index.ts';
import { rebuildOptionsFor, rebuildProjections } from '../rebuild.ts';
import { peakRss, rate } from '../seed/figures.ts';
import { seedEvents } from '../seed/seed.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    users: { type: 'string', default: '100' },
    days: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
    start: { type: 'string', default: '2026-01-05' },
    'skip-read-models': { type: 'boolean', default: false },
  },
});
const numberOf = (name: 'users' | 'days' | 'seed') => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < (name === 'seed' ? 0 : 1)) {
    console.error(`--${name} must be a whole number${name === 'seed' ? '' : ' of at least 1'}`);
    process.exit(2);
  }
  return value;
};
const options = {
  users: numberOf('users'),
  days: numberOf('days'),
  seed: numberOf('seed'),
  start: values.start!,
};
if (!/^\d{4}-\d{2}-\d{2}$/.test(options.start)) {
  console.error('--start must be a date, yyyy-mm-dd');
  process.exit(2);
}
const defaultDataDir = resolve(import.meta.dirname, '../../../../.data/pglite');
const database = databaseConfigFromEnv(process.env, defaultDataDir);

const program = Effect.gen(function* () {
  yield* migrateEventStore;
  let shown = 0;
  const report = yield* seedEvents({
    ...options,
    onProgress: (events) => {
      if (events - shown < 100_000) return;
      shown = events;
      process.stdout.write(`  ${events} events\n`);
    },
  });
  console.log(
    `seeded ${report.events} events in ${report.streams} streams for ${options.users} users over ${options.days} days in ${report.millis} ms: ${rate(report.events, report.millis)} events/s (peak RSS ${peakRss()} MB)`,
  );
  if (values['skip-read-models']) return;
  // The read models from the new events, as `npm run replay` builds them (one pass for all).
  const started = Date.now();
  yield* rebuildProjections(allProjections, rebuildOptionsFor(database.kind));
  console.log(`read models rebuilt in ${Date.now() - started} ms`);
});

await Effect.runPromise(
  program.pipe(
    Effect.provide(
      EventStoreLive(eventUpcasters, personalDataPolicy).pipe(Layer.provideMerge(DatabaseLive(database))),
    ),
    Effect.scoped,
  ),
).catch((error) => {
  console.error('Seed failed:', error);
  process.exit(1);
});
