// Dashboard and session-check cost, in process against one database (PostgreSQL with DATABASE_URL, else
// PGlite): the dashboard as it was read (six queries: profile, goals, every task, every roadmap with its
// step counts, two task counts) beside the one-round-trip query, plus EXPLAIN ANALYZE of both (the
// previous statements are captured as they run, through @effect/sql's statement transformer), and the session query every request paid before beside a request whose session is cached. `node backend/api/bench/dashboard.ts`.
import { SqlClient, Statement } from '@effect/sql';
import { userWeek } from '@market-muse/domain';
import { Effect } from 'effect';
import { dashboardQuery, loadDashboard } from '../src/store/dashboard.ts';
import { listGoals } from '../src/store/goals.ts';
import { getProfile } from '../src/store/profiles.ts';
import { projectScopeOf } from '../src/store/projectScope.ts';
import { getActiveRoadmap } from '../src/store/roadmaps.ts';
import { countTasks, listTasks } from '../src/store/tasks.ts';
import { startApp } from '../test/harness.ts';
import { generateRoadmap, saveProfile, signedIn } from '../test/roadmapsScenario.ts';

/** The previous implementation's reads, kept here as the baseline. */
const previousDashboard = (userId: string) =>
  Effect.gen(function* () {
    const profile = yield* getProfile(userId);
    yield* listGoals(userId);
    yield* listTasks(userId);
    const roadmap = yield* getActiveRoadmap(userId, yield* projectScopeOf(userId));
    const week = userWeek(new Date(), profile?.timezone);
    yield* countTasks(userId, { dueFrom: week.from, dueTo: week.to });
    if (roadmap) yield* countTasks(userId, { roadmapId: roadmap.roadmap.id });
  });

const kind = process.env.DATABASE_URL ? 'postgres' : 'embedded';
const app = await startApp(kind);
try {
  const c = await signedIn(app);
  await saveProfile(c);
  await generateRoadmap(c);
  await c.post('/api/tasks/generate-daily');
  const user = (await c.get('/api/auth/user')).json as { id: string };
  const time = async (label: string, n: number, body: Effect.Effect<unknown, unknown, never>) => {
    for (let i = 0; i < 20; i++) await app.runtime.runPromise(body as Effect.Effect<unknown, never, never>);
    const started = performance.now();
    for (let i = 0; i < n; i++) await app.runtime.runPromise(body as Effect.Effect<unknown, never, never>);
    const ms = (performance.now() - started) / n;
    console.log(`  ${label.padEnd(44)} ${ms.toFixed(2).padStart(7)} ms per call`);
    return ms;
  };
  const provide = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) =>
    effect as Effect.Effect<A, unknown, never>;
  console.log(`\nOn ${kind}, one user with a profile, a roadmap and its tasks:`);
  const before = await time(
    'dashboard, previous reads (6 queries)',
    300,
    provide(previousDashboard(user.id)),
  );
  const after = await time('dashboard, one round trip', 300, provide(loadDashboard(user.id)));
  console.log(`  → ${(before / after).toFixed(1)}× faster`);
  // The session check: the query every request paid before, and the request now (served from memory).
  const sessionQuery = Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`select u.id::text, u.email, u.first_name, u.last_name, u.created_at, s.expires_at
      from mm_sessions s join rm.users u on u.id = s.user_id
      where s.token_hash = ${'x'.repeat(43)} and s.revoked_at is null and s.expires_at > now()`,
  );
  await time('session check query (paid per request before)', 2000, provide(sessionQuery));
  const started = performance.now();
  for (let i = 0; i < 500; i++) await c.get('/api/auth/user');
  console.log(
    `  ${'GET /api/auth/user, session cached'.padEnd(44)} ${((performance.now() - started) / 500).toFixed(2).padStart(7)} ms per request`,
  );
  // EXPLAIN ANALYZE of each statement the previous reads ran, then of the one query.
  const previousStatements: (readonly [string, readonly unknown[]])[] = [];
  await app.runtime.runPromise(
    provide(
      previousDashboard(user.id).pipe(
        Statement.withTransformer((statement) => {
          previousStatements.push(statement.compile());
          return Effect.succeed(statement);
        }),
      ),
    ),
  );
  const explainAnalyze = (text: string, params: readonly unknown[]) =>
    app.runtime.runPromise(
      provide(
        Effect.flatMap(SqlClient.SqlClient, (sql) =>
          sql.unsafe<{ 'QUERY PLAN': string }>(`explain analyze ${text}`, params),
        ),
      ),
    );
  /** Prints a plan; answers its execution time in ms. */
  const printPlan = (rows: readonly { 'QUERY PLAN': string }[]) => {
    for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
    const execution = rows.map((row) => /Execution Time: ([\d.]+) ms/.exec(row['QUERY PLAN']));
    return Number(execution.find(Boolean)?.[1] ?? 0);
  };
  console.log(`\nBEFORE: EXPLAIN ANALYZE of the previous reads (${previousStatements.length} statements):`);
  let previousExecution = 0;
  for (const [index, [text, params]] of previousStatements.entries()) {
    console.log(`\n [${index + 1}] ${text.replace(/\s+/g, ' ').slice(0, 160)}…`);
    previousExecution += printPlan(await explainAnalyze(text, params));
  }
  const [text, params] = await app.runtime.runPromise(
    provide(
      Effect.map(SqlClient.SqlClient, (sql) =>
        dashboardQuery(sql, user.id, new Date().toISOString().slice(0, 10)).compile(),
      ),
    ),
  );
  console.log('\nAFTER: EXPLAIN ANALYZE of the dashboard query:');
  const execution = printPlan(await explainAnalyze(text, params));
  console.log(
    `\nExecution time in the database: previous ${previousStatements.length} statements ${previousExecution.toFixed(2)} ms ` +
      `(plus ${previousStatements.length} round trips), one query ${execution.toFixed(2)} ms (one round trip).`,
  );
} finally {
  await app.close();
}
