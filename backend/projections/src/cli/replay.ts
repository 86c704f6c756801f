// Rebuilds read models from the first event: `npm run replay -- [projection ...]` (all when none named).
// With the embedded database, stop the server first: PGlite is opened by one process at a time.
// `npm run replay -- --from-kafka <projection ...>` rebuilds async read models from offset zero of the domain
// topic (KAFKA_BROKERS) with a fresh consumer group instead, and swaps them in the same way.
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
import { type RebuildReport, rebuildProjection } from '../rebuild.ts';

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

const program = Effect.gen(function* () {
  yield* migrateEventStore;
  for (const projection of selected) {
    const report: RebuildReport = kafka
      ? yield* replayFromKafka(projection, kafka, { transport: transport! })
      : yield* rebuildProjection(projection);
    const rate = report.millis > 0 ? Math.round((report.events / report.millis) * 1000) : report.events;
    console.log(
      `${report.projection}: ${report.events} events replayed in ${report.millis} ms (${rate} events/s)`,
    );
    if (report.missingRecords)
      console.warn(
        `${report.projection}: ${report.missingRecords} records were no longer on the topic (retention or deletion); replay from the table (without --from-kafka) to include them`,
      );
  }
});

await Effect.runPromise(
  program.pipe(
    Effect.provide(
      EventStoreLive(eventUpcasters, personalDataPolicy).pipe(
        Layer.provideMerge(DatabaseLive(databaseConfigFromEnv(process.env, defaultDataDir))),
      ),
    ),
    Effect.scoped,
  ),
).catch((error) => {
  console.error('Replay failed:', error);
  process.exit(1);
});
await transport?.close();
