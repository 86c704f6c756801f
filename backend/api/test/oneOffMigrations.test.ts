// A one-off data migration runs once per database: recorded after it succeeded, skipped at later starts,
// and tried again after a failure.
import { SqlClient } from '@effect/sql';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { oneOffMigrationsDdl, runOnce } from '../src/store/oneOffMigrations.ts';
import { databaseKinds, startApp } from './harness.ts';

describe.each(databaseKinds)('one-off migrations on %s', (kind) => {
  it('runs a migration once, records it, and tries a failed one again', async () => {
    let runs = 0;
    const migration = Effect.sync(() => {
      runs++;
    });
    let failures = 0;
    const failing = Effect.suspend(() =>
      failures++ === 0 ? Effect.fail('not yet') : Effect.sync(() => void failures),
    );
    const program = Effect.gen(function* () {
      yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(oneOffMigrationsDdl));
      const first = yield* runOnce('count-runs', migration);
      const second = yield* runOnce('count-runs', migration);
      const failed = yield* Effect.either(runOnce('fails-once', failing));
      const retried = yield* runOnce('fails-once', failing);
      const sql = yield* SqlClient.SqlClient;
      const recorded = yield* sql<{ readonly name: string }>`
        select name from mm_one_off_migrations order by name`;
      return { first, second, failed: failed._tag, retried, recorded: recorded.map((r) => r.name) };
    });
    const outcome = await Effect.runPromise(program.pipe(Effect.scoped, Effect.provide(TestDatabase(kind))));
    expect(outcome).toEqual({
      first: true,
      second: false,
      failed: 'Left',
      retried: true,
      recorded: ['count-runs', 'fails-once'],
    });
    expect(runs).toBe(1);
  }, 120_000);

  it('records at the first start that old profiles were attached to their projects', async () => {
    const app = await startApp(kind);
    try {
      const recorded = await app.runtime.runPromise(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ readonly name: string }>`
          select name from mm_one_off_migrations`,
        ),
      );
      expect(recorded.map((r) => r.name)).toEqual(['attach-old-profile-projects']);
    } finally {
      await app.close();
    }
  }, 120_000);
});
