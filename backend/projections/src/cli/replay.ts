// Rebuilds read models from the first event: `npm run replay -- [projection ...]` (all when none named).
// With the embedded database, stop the server first: PGlite is opened by one process at a time.
import { resolve } from 'node:path';
import {
  DatabaseLive,
  databaseConfigFromEnv,
  EventStoreLive,
  migrateEventStore,
} from '@market-muse/eventstore';
import { Effect, Layer } from 'effect';
import { allProjections, projectionByName } from '../readModels/index.ts';
import { rebuildProjection } from '../rebuild.ts';

const names = process.argv.slice(2).filter((a) => a !== '--');
const unknown = names.filter((n) => !projectionByName(n));
if (unknown.length > 0) {
  console.error(
    `Unknown projection(s): ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = names.length === 0 ? allProjections : names.map((n) => projectionByName(n)!);
const defaultDataDir = resolve(import.meta.dirname, '../../../../.data/pglite');

const program = Effect.gen(function* () {
  yield* migrateEventStore;
  for (const projection of selected) {
    const report = yield* rebuildProjection(projection);
    const rate = report.millis > 0 ? Math.round((report.events / report.millis) * 1000) : report.events;
    console.log(
      `${report.projection}: ${report.events} events replayed in ${report.millis} ms (${rate} events/s)`,
    );
  }
});

await Effect.runPromise(
  program.pipe(
    Effect.provide(
      EventStoreLive().pipe(
        Layer.provideMerge(DatabaseLive(databaseConfigFromEnv(process.env, defaultDataDir))),
      ),
    ),
    Effect.scoped,
  ),
).catch((error) => {
  console.error('Replay failed:', error);
  process.exit(1);
});
