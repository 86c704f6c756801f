import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { Deferred, Effect, Fiber, Schedule } from 'effect';
import { KeyEncryptionKeysRef } from '../src/keyWrapping.ts';
import { writeKeysOf } from '../src/subjectKeys.ts';
import { databaseKinds, storeLayer } from './layers.ts';

// Two first writes of a new person at once (on PostgreSQL, whose writers run side by side): the second one's
// insert of a key waits for the first one's transaction and then does nothing, so it must still answer the
// key the first one made, not none.

/** Until some session of this server waits for a row lock (the second writer behind the first). */
const waitingOnALock = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const [row] = yield* sql<{ waiting: boolean }>`
    select exists (select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database())
      as waiting`;
  return row?.waiting === true;
}).pipe(
  Effect.filterOrFail(
    (waiting) => waiting,
    () => 'not yet' as const,
  ),
  Effect.retry({ schedule: Schedule.spaced('10 millis').pipe(Schedule.upTo('20 seconds')) }),
);

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('personal data keys on %s', (kind) => {
  // The real clock: the wait for the lock polls.
  layer(storeLayer(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("a writer that waited for another's new key answers that key", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const keks = yield* KeyEncryptionKeysRef;
        const subject = `subject-${crypto.randomUUID()}`;
        const made = yield* Deferred.make<Buffer | undefined>();
        const release = yield* Deferred.make<void>();
        const first = yield* Effect.fork(
          sql.withTransaction(
            Effect.gen(function* () {
              const keys = yield* writeKeysOf(sql, keks, [subject]);
              yield* Deferred.succeed(made, keys.get(subject)?.export());
              yield* Deferred.await(release);
            }),
          ),
        );
        const firstKey = yield* Deferred.await(made);
        const second = yield* Effect.fork(sql.withTransaction(writeKeysOf(sql, keks, [subject])));
        yield* waitingOnALock;
        yield* Deferred.succeed(release, undefined);
        yield* Fiber.join(first);
        const secondKeys = yield* Fiber.join(second);
        expect(firstKey).toBeInstanceOf(Buffer);
        expect(secondKeys.get(subject)?.export()).toEqual(firstKey);
      }),
    );
  });
});
