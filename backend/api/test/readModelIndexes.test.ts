import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelIndexesDdl } from '../src/store/readModelIndexes.ts';
import { databaseKinds, startApp } from './harness.ts';

// The indexes the API adds to read models for one person's reads and account deletion: present after a
// start, and the plans of those statements use them (sequential scans off: on empty tables the planner
// would rightly prefer reading the table).
describe.each(databaseKinds)('read model indexes on %s', (kind) => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp(kind);
  }, 60_000);
  afterAll(() => app?.close());

  const planOf = (statement: string) =>
    app.runtime
      .runPromise(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql.withTransaction(
            Effect.zipRight(
              sql`select set_config('enable_seqscan', 'off', true)`,
              sql.unsafe<{ 'QUERY PLAN': string }>(`explain ${statement}`),
            ),
          ),
        ),
      )
      .then((rows) => rows.map((row) => row['QUERY PLAN']).join('\n'));

  const someone = '6f1d9a52-3c1e-4d0b-9a57-2f4b8e1c7d30';

  it('lists a person’s linked sign-ins by the user index', async () => {
    expect(
      await planOf(
        `select id from rm.user_identities where user_id = '${someone}'::uuid order by linked_at, id`,
      ),
    ).toContain('user_identities_by_user');
  });

  it('finds a deleted account’s activity days and kept strategy actions by the user indexes', async () => {
    expect(
      await planOf(
        `update rm.analytics_active_creators set user_id = gen_random_uuid() where user_id = '${someone}'::uuid`,
      ),
    ).toContain('analytics_active_creators_by_user');
    expect(
      await planOf(
        `update rm.strategy_actions set user_id = gen_random_uuid() where user_id = '${someone}'::uuid`,
      ),
    ).toContain('strategy_actions_by_user');
  });

  it('reads the advisor’s recent completions and first task by the task indexes', async () => {
    // A history of the shape the advisor reads, analyzed, as a rebuild leaves its tables: on empty tables
    // with statistics every index costs the same, and the plan would say nothing about these.
    await app.runtime.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.zipRight(
          sql.unsafe(`insert into rm.tasks (id, user_id, title, description, status, priority, category,
              estimated_time, origin, completed_at, created_at, updated_at, seq)
            select gen_random_uuid(), case when u = 0 then '${someone}'::uuid else md5(u::text)::uuid end,
              'Task', '', case when n % 10 = 0 then 'pending' else 'completed' end, 'medium', 'marketing', 30,
              'daily', case when n % 10 = 0 then null else now() - make_interval(days => 90 - n % 90) end,
              now() - make_interval(days => 90 - n % 90), now(), u * 1000 + n
            from generate_series(0, 39) u, generate_series(1, 120) n`),
          sql.unsafe('analyze rm.tasks'),
        ),
      ),
    );
    expect(
      await planOf(
        `select id from rm.tasks where user_id = '${someone}'::uuid and status = 'completed' and completed_at > now() - interval '16 days'`,
      ),
    ).toContain('tasks_done_by_user');
    expect(
      await planOf(
        `select id from rm.tasks where user_id = '${someone}'::uuid order by created_at, seq limit 1`,
      ),
    ).toContain('tasks_created_by_user');
  });

  it('are made again at every start without failing on those already there', async () => {
    await app.runtime.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(readModelIndexesDdl)),
    );
    const names = await app.runtime.runPromise(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = 'rm'
          and indexname like '%\\_by\\_user' and tablename in ('user_identities', 'analytics_active_creators', 'strategy_actions')
          order by indexname`,
      ),
    );
    expect(names.map((n) => n.indexname)).toEqual([
      'analytics_active_creators_by_user',
      'strategy_actions_by_user',
      'user_identities_by_user',
    ]);
  });
});
