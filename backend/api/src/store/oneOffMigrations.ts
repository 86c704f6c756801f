import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';

/** The one-off data migrations that have run on this database, by name. */
export const oneOffMigrationsDdl = `
create table if not exists mm_one_off_migrations (
  name text primary key,
  ran_at timestamptz not null default now()
);
`;

/**
 * Runs a data migration unless this database recorded that it ran, and records it once it succeeded, so a
 * start does not scan the read models again for work that is done. The migration must be idempotent:
 * servers starting at once may both run it before either records it, and a failed run is tried again.
 * Answers whether it ran.
 */
export const runOnce = <E, R>(name: string, migration: Effect.Effect<unknown, E, R>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const recorded = yield* sql`select 1 from mm_one_off_migrations where name = ${name}`;
    if (recorded.length > 0) return false;
    yield* migration;
    yield* sql`insert into mm_one_off_migrations (name) values (${name}) on conflict (name) do nothing`;
    return true;
  });
