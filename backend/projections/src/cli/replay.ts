// Rebuilds read models from the first event: `npm run replay -- [projection ...]` (all when none named).
// With the embedded database, stop the server first: PGlite is opened by one process at a time.
// `npm run replay -- --from-kafka <projection ...>` rebuilds async read models from offset zero of the domain
// topic (KAFKA_BROKERS) instead, reading its partitions directly (no consumer group), and swaps them in the
// same way.
import { resolve } from 'node:path';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import {
  DatabaseLive,
  databaseConfigFromEnv,
  EventStoreLive,
  migrateEventStore,
} from '@market-muse/eventstore';
import { kafkaConfigFromEnv, kafkajsTransport } from '@market-muse/kafka';
import { Effect, Layer } from 'effect';
import { replayFromKafka } from '../kafka/replay.ts';
import { allProjections, projectionByName } from '../readModels/index.ts';
import { type RebuildReport, rebuildOptionsFor, rebuildProjections } from '../rebuild.ts';
import { peakRss, rate } from '../seed/figures.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
const fromKafka = args.includes('--from-kafka');
const names = args.filter((a) => a !== '--from-kafka');
const kafka = fromKafka ? kafkaConfigFromEnv(process.env) : null;
if (fromKafka && !kafka) {
  console.error('--from-kafka needs KAFKA_BROKERS (npm run kafka starts a broker)');
  process.exit(2);
}
const unknown = names.filter((n) => !projectionByName(n));
if (unknown.length > 0) {
  console.error(
    `Unknown projection(s): ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = (names.length === 0 ? allProjections : names.map((n) => projectionByName(n)!)).filter(
  // From Kafka: the async models (inline ones are rebuilt from the table, inside the writers' lock).
  (p) => !fromKafka || p.mode === 'async' || names.length > 0,
);
const transport = kafka ? kafkajsTransport(kafka) : null;
const defaultDataDir = resolve(import.meta.dirname, '../../../../.data/pglite');
const database = databaseConfigFromEnv(process.env, defaultDataDir);

const report = (r: RebuildReport) => {
  console.log(
    `${r.projection}: ${r.events} events replayed in ${r.millis} ms (${rate(r.events, r.millis)} events/s)${
      r.records === undefined ? '' : `, ${r.records} records read (${rate(r.records, r.millis)} records/s)`
    }${
      r.phases
        ? ` [apply ${r.phases.apply} ms, swap ${r.phases.swap} ms; pass: read ${r.phases.read} ms, open ${r.phases.open} ms]`
        : ''
    }`,
  );
  if (r.missingRecords)
    console.warn(
      `${r.projection}: ${r.missingRecords} records were no longer on the topic (retention or deletion); replay from the table (without --from-kafka) to include them`,
    );
};

const program = Effect.gen(function* () {
  yield* migrateEventStore;
  const started = Date.now();
  if (kafka) {
    for (const projection of selected)
      report(yield* replayFromKafka(projection, kafka, { transport: transport! }));
  } else {
    // From the table: one pass over the events feeds every selected model.
    for (const r of yield* rebuildProjections(selected, rebuildOptionsFor(database.kind))) report(r);
  }
  console.log(
    `replayed ${selected.length} read model(s) in ${Date.now() - started} ms (peak RSS ${peakRss()} MB)`,
  );
});

await Effect.runPromise(
  program.pipe(
    Effect.provide(
      EventStoreLive(eventUpcasters, personalDataPolicy).pipe(Layer.provideMerge(DatabaseLive(database))),
    ),
    Effect.scoped,
  ),
).catch((error) => {
  console.error('Replay failed:', error);
  process.exit(1);
});
await transport?.close();
