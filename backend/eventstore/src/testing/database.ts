import { SqlClient } from '@effect/sql';
import { PgClient } from '@effect/sql-pg';
import { Effect, Layer, Redacted } from 'effect';
import { DatabaseLive } from '../database.ts';

/**
 * A fresh, empty database per test suite: an in-memory PGlite, or with TEST_DATABASE_URL / DATABASE_URL set,
 * a new database created on that PostgreSQL server and dropped afterwards.
 */
export const testDatabaseKind = (): 'postgres' | 'embedded' =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? 'postgres' : 'embedded';

export const TestDatabase = (kind: 'postgres' | 'embedded' = testDatabaseKind()) => {
  if (kind === 'embedded') return DatabaseLive({ kind: 'embedded', dataDir: null, poolSize: 4 });
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TestDatabase("postgres") needs TEST_DATABASE_URL or DATABASE_URL');
  const name = `mm_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = PgClient.layer({ url: Redacted.make(adminUrl), maxConnections: 1 });
  const lifecycle = Effect.acquireRelease(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      yield* sql.unsafe(`create database ${name}`);
    }).pipe(Effect.provide(admin)),
    () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        yield* sql.unsafe(`drop database if exists ${name} with (force)`);
      }).pipe(Effect.provide(admin), Effect.orDie),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return Layer.unwrapScoped(
    lifecycle.pipe(Effect.as(DatabaseLive({ kind: 'postgres', url: url.toString(), poolSize: 8 }))),
  );
};
