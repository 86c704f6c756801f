// Parked events and dead letters, for operators: `npm run parked` lists every event a reader set aside
// (the relay's dead letters and the read models' poison events) with its reason; `npm run parked -- retry
// [event-id ...]` publishes the relay's parked events again, e.g. after raising the topic's max.message.bytes.
import { resolve } from 'node:path';
import {
  DatabaseLive,
  databaseConfigFromEnv,
  EventStoreLive,
  migrateEventStore,
} from '@market-muse/eventstore';
import { kafkaConfigFromEnv, kafkajsTransport } from '@market-muse/kafka';
import { Effect, Layer } from 'effect';
import { listParked } from '../deadLetters.ts';
import { retryRelayParked } from '../retryParked.ts';

const [command = 'list', ...ids] = process.argv.slice(2);
const database = databaseConfigFromEnv(process.env, resolve(import.meta.dirname, '../../../../.data/pglite'));

const list = Effect.gen(function* () {
  const rows = yield* listParked;
  if (rows.length === 0) console.log('No parked events.');
  for (const row of rows)
    console.log(
      `${row.parked_at.toISOString()}  ${row.reader}  ${row.event_id}  ${row.type ?? '?'}  #${row.global_position}  ${row.error}`,
    );
});

const retry = Effect.gen(function* () {
  const config = kafkaConfigFromEnv(process.env);
  if (!config) return yield* Effect.fail(new Error('KAFKA_BROKERS is not set: nothing to publish to'));
  const transport = kafkajsTransport(config);
  const producer = yield* Effect.acquireRelease(
    Effect.promise(() => transport.producer()),
    (p) => Effect.promise(() => p.close().then(() => transport.close())),
  );
  const outcomes = yield* retryRelayParked(producer, config, ids);
  if (outcomes.length === 0) console.log('No parked relay events to retry.');
  for (const o of outcomes)
    console.log(`${o.eventId}: ${o.published ? 'published' : `still parked (${o.reason})`}`);
  if (outcomes.some((o) => !o.published)) process.exitCode = 1;
}).pipe(Effect.scoped);

if (command !== 'list' && command !== 'retry') {
  console.error('usage: npm run parked [-- list | -- retry [event-id ...]]');
  process.exit(2);
}
await Effect.runPromise(
  Effect.zipRight(migrateEventStore, command === 'list' ? list : retry).pipe(
    Effect.provide(EventStoreLive().pipe(Layer.provideMerge(DatabaseLive(database)))),
  ),
).catch((error: unknown) => {
  console.error(`parked ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
