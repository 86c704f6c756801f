import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { Deferred, Effect, Fiber } from 'effect';
import { applySchema, migrateEventStore } from '../src/index.ts';
import { databaseKinds, storeLayer } from './layers.ts';

// The store's DDL is applied once per change of its text: a process starting beside writers takes no lock
// on the store's tables when the schema is already current.

describe.each(databaseKinds)('schema migrations on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 60_000 })((it) => {
    it.effect('apply a component once per change of its DDL', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const first = 'create table if not exists mm_test_schema (id int primary key)';
        const second = `${first}; alter table mm_test_schema add column if not exists note text`;
        expect(yield* applySchema('test-schema', first)).toBe(true);
        expect(yield* applySchema('test-schema', first)).toBe(false);
        expect(yield* applySchema('test-schema', second)).toBe(true);
        expect(yield* applySchema('test-schema', second)).toBe(false);
        const columns = yield* sql<{ column_name: string }>`
          select column_name from information_schema.columns where table_name = 'mm_test_schema' order by 1`;
        expect(columns.map((c) => c.column_name)).toEqual(['id', 'note']);
      }),
    );

    if (kind === 'postgres')
      it.effect('a start on a current store waits for no writer', () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          // A writer mid-transaction on both tables a re-run of the DDL would lock (an append holds these).
          const holding = yield* Deferred.make<void>();
          const release = yield* Deferred.make<void>();
          const writer = yield* Effect.fork(
            sql.withTransaction(
              Effect.gen(function* () {
                yield* sql`lock table mm_personal_keys, mm_events in row exclusive mode`;
                yield* Deferred.succeed(holding, undefined);
                yield* Deferred.await(release);
              }),
            ),
          );
          yield* Deferred.await(holding);
          const started = yield* migrateEventStore.pipe(Effect.timeout('5 seconds'), Effect.either);
          yield* Deferred.succeed(release, undefined);
          yield* Fiber.join(writer);
          expect(started._tag).toBe('Right');
        }),
      );
  });
});
