import { createHash } from 'node:crypto';
import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';

/**
 * Applies a component's idempotent DDL once per change of its text, not at every start. Re-running even a
 * no-op `alter table … if exists` or `create index if not exists` takes the table's strong lock: a process
 * starting beside others that are appending (a rolling deploy, a second replica) then queued every
 * reader of the event store behind it, and could deadlock with a writer that held the keys' table and
 * waited for the events' (the writer's command failed). Each component's DDL is recorded by its digest
 * in `mm_schema_versions`; a start that finds its digest there takes no lock at all. An advisory lock per
 * component keeps two starting processes from applying the same change side by side.
 */
export const applySchema = (component: string, ddl: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const digest = createHash('sha256').update(ddl).digest('hex');
    const applied = Effect.gen(function* () {
      const [table] = yield* sql<{ found: boolean }>`
        select to_regclass('mm_schema_versions') is not null as found`;
      if (!table?.found) return false;
      const rows = yield* sql<{ digest: string }>`
        select digest from mm_schema_versions where component = ${component}`;
      return rows[0]?.digest === digest;
    });
    if (yield* applied) return false;
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`select pg_advisory_xact_lock(hashtext(${`mm:migrate:${component}`}))`;
        if (yield* applied) return false;
        yield* sql.unsafe(ddl);
        yield* sql.unsafe(`create table if not exists mm_schema_versions (
          component text primary key,
          digest text not null,
          applied_at timestamptz not null default now()
        )`);
        yield* sql`insert into mm_schema_versions (component, digest) values (${component}, ${digest})
          on conflict (component) do update set digest = excluded.digest, applied_at = now()`;
        return true;
      }),
    );
  });
