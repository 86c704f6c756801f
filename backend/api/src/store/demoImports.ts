import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';

/**
 * One demo import per account, held by the database so it holds across API replicas: the import claims the
 * account's row before its first write, and a second claim (another tab, another replica) finds it taken.
 */
export const demoImportsDdl = `
create table if not exists mm_demo_imports (
  user_id text primary key,
  claimed_at timestamptz not null default now()
);
`;

/** True when this request claimed the account's import; false when another one already had. */
export const claimDemoImport = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ user_id: string }>`
      insert into mm_demo_imports (user_id) values (${userId}) on conflict do nothing returning user_id`;
    return rows.length === 1;
  });

/** Gives the claim back when the import wrote nothing (it was refused before its first write). */
export const releaseDemoImport = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from mm_demo_imports where user_id = ${userId}`;
  });
