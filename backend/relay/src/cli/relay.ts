// The Kafka relay on its own (when it should not run inside the API process): `npm run relay`.
// Needs KAFKA_BROKERS; reads DATABASE_URL (or the embedded database, with the server stopped). One instance
// publishes at a time (a lease), so starting it beside a server that also relays is safe.
import { resolve } from 'node:path';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import {
  DatabaseLive,
  databaseConfigFromEnv,
  EventBusLive,
  EventStoreLive,
  migrateEventStore,
} from '@market-muse/eventstore';
import { kafkaConfigFromEnv, kafkajsTransport } from '@market-muse/kafka';
import { Cause, Effect, Fiber, Layer } from 'effect';
import { runRelay } from '../relay.ts';

const config = kafkaConfigFromEnv(process.env);
if (!config) {
  console.error('KAFKA_BROKERS is not set: nothing to relay to (npm run kafka starts a broker)');
  process.exit(2);
}
const batchSize = Number(process.env.MM_KAFKA_RELAY_BATCH ?? 500);
const database = databaseConfigFromEnv(process.env, resolve(import.meta.dirname, '../../../../.data/pglite'));
const transport = kafkajsTransport(config);

const program = Effect.gen(function* () {
  yield* migrateEventStore;
  console.log(
    `[relay] publishing to ${config.domainTopic} and ${config.progressTopic} on ${config.brokers.join(',')}`,
  );
  yield* runRelay(config, {
    owner: `relay-${process.pid}-${crypto.randomUUID()}`,
    transport,
    batchSize,
  });
}).pipe(Effect.scoped, Effect.ensuring(Effect.promise(() => transport.close())));

const fiber = Effect.runFork(
  program.pipe(
    Effect.provide(
      Layer.merge(EventStoreLive(eventUpcasters, personalDataPolicy), EventBusLive).pipe(
        Layer.provideMerge(DatabaseLive(database)),
      ),
    ),
  ),
);
fiber.addObserver((exit) => {
  const failed = exit._tag === 'Failure' && !Cause.isInterruptedOnly(exit.cause);
  if (failed) console.error('[relay] stopped:', Cause.pretty(exit.cause));
  process.exit(failed ? 1 : 0);
});
const stop = () => void Effect.runPromise(Fiber.interrupt(fiber));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
