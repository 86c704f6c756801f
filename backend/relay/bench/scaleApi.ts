import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { SqlClient } from '@effect/sql';
import { PgClient } from '@effect/sql-pg';
import { Effect, Redacted } from 'effect';
import { loadAverage } from './loadAverage.ts';

// The API on the big store, as the last part of the scale bench: every signed-in read's query plan
// (`npm run explain:scale`) and the k6 load profile of 100 VUs (`npm run load -- scale`), both on a copy of
// the bench's database made for them and dropped after (the profile writes: sign-ins, tasks, goals). Each
// is its own process, as a newcomer runs it by hand, and prints its own report; the bench names how each
// ended.

const root = resolve(import.meta.dirname, '../../..');

const onServer = (admin: string, statement: string) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      yield* sql.unsafe(statement);
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(admin), maxConnections: 1 })), Effect.scoped),
  );

const run = (title: string, script: string, args: ReadonlyArray<string>) => {
  console.log(`\n  ${title} (load ${loadAverage()}):`);
  const started = performance.now();
  const { status } = spawnSync(process.execPath, [resolve(root, script), ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `  ${title}: ${status === 0 ? 'every target met' : `MISSES a target or failed (exit ${status})`} in ${seconds} s; load ${loadAverage()}`,
  );
  return status === 0;
};

/** Runs the plans' check and the k6 profile on a copy of `database` (DATABASE_URL's server); true when both pass. */
export const measureApi = async (admin: string, database: string) => {
  const copy = `${database}_api`;
  console.log(`\nThe API on the big store (a copy of ${database}, ${copy}):`);
  await onServer(admin, `drop database if exists ${copy} with (force)`);
  await onServer(admin, `create database ${copy} template ${database}`);
  try {
    const plans = run('every signed-in read by index (explain:scale)', 'backend/api/bench/explainScale.ts', [
      '--database',
      copy,
    ]);
    const k6 = run('k6 scale profile, 100 VUs (load -- scale)', 'infra/scripts/load.ts', [
      'scale',
      '--database',
      copy,
    ]);
    return plans && k6;
  } finally {
    await onServer(admin, `drop database if exists ${copy} with (force)`);
  }
};
