import { randomUUID } from 'node:crypto';
import { SqlClient } from '@effect/sql';
import { derivePersona, EMPTY_PROFILE, generateDailyTasks } from '@market-muse/advisor';
import type { AdvisorContext, AdvisorTask } from '@market-muse/contracts';
import { type ProjectScope, userToday } from '@market-muse/domain';
import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAdvisorContext } from '../src/store/advisorContext.ts';
import { scoped } from '../src/store/projectScope.ts';
import { advisorTasks, listTasks } from '../src/store/tasks.ts';
import { databaseKinds, startApp } from './harness.ts';

// The advisor's context reads only the tasks the advisor looks at (open ones, recent completions, the first
// task); its answers must be the ones it gives with the creator's whole task list.
describe.each(databaseKinds)('the advisor’s tasks on %s', (kind) => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp(kind);
  }, 60_000);
  afterAll(() => app?.close());

  const run = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) => app.runtime.runPromise(effect);
  const DAY = 86_400_000;
  const start = Date.parse('2026-01-01T09:00:00Z');
  const [projectA, projectB] = [randomUUID(), randomUUID()];

  /** Ninety days of a creator's tasks across two projects and none: most completed the next day, every fourth still open. */
  const seedHistory = (userId: string) =>
    run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.forEach(
          Array.from({ length: 90 }, (_, i) => i),
          (i) => {
            const created = new Date(start + i * DAY + (i % 7) * 3_600_000);
            const open = i % 4 === 0;
            return sql`insert into rm.tasks (id, user_id, roadmap_id, project_id, title, description, status,
              priority, category, estimated_time, due_date, phase_index, step_index, origin, completed_at,
              created_at, updated_at, seq)
              values (${randomUUID()}::uuid, ${userId}::uuid, null, ${[projectA, projectB, null][i % 3]!}::uuid,
                ${`Task ${i % 30}`}, '', ${open ? 'pending' : 'completed'}, ${['high', 'medium', 'low'][i % 3]!},
                'content', 15, ${created.toISOString().slice(0, 10)}::date, null, null, 'manual',
                ${open ? null : new Date(created.getTime() + DAY).toISOString()}::timestamptz,
                ${created.toISOString()}::timestamptz, ${created.toISOString()}::timestamptz, ${1_000_000 + i})`;
          },
          { discard: true },
        ),
      ),
    );

  const contextWith = (userId: string, date: string, tasks: ReadonlyArray<AdvisorTask>): AdvisorContext => ({
    userId,
    date,
    profile: EMPTY_PROFILE,
    project: null,
    goals: [],
    tasks,
  });

  it('leaves out old completions and answers as with every task, in every project scope', async () => {
    const userId = randomUUID();
    await seedHistory(userId);
    const now = new Date('2026-04-05T12:00:00Z');
    const date = userToday(now, null);
    const all = await run(listTasks(userId));
    const scopes: ReadonlyArray<ProjectScope> = [
      { projectId: null, firstProjectId: null },
      { projectId: projectA, firstProjectId: projectA },
      { projectId: projectB, firstProjectId: projectA },
      { projectId: projectA, firstProjectId: projectB },
    ];
    for (const scope of scopes) {
      const whole = scoped(scope, all);
      const read = scoped(scope, await run(advisorTasks(userId, scope, new Date(now.getTime() - 16 * DAY))));
      const since = now.getTime() - 16 * DAY;
      const first = whole.map((t) => t.createdAt).sort()[0];
      expect(
        read.every(
          (t) => t.status === 'pending' || Date.parse(t.completedAt!) > since || t.createdAt === first,
        ),
      ).toBe(true);
      expect(read.length).toBeLessThan(whole.length * 0.6);
      // In the list's order, a part of it.
      expect(whole.map((t) => t.id).filter((id) => read.some((r) => r.id === id))).toEqual(
        read.map((r) => r.id),
      );
      const [full, bounded] = [contextWith(userId, date, whole), contextWith(userId, date, read)];
      const [p, q] = [derivePersona(full), derivePersona(bounded)];
      expect(q.openTasks).toEqual(p.openTasks);
      expect(q.recentlyDone).toEqual(p.recentlyDone);
      expect(q.recentlyDone.size).toBeGreaterThan(0);
      expect(generateDailyTasks(bounded)).toEqual(generateDailyTasks(full));
      expect(read.map((t) => t.createdAt).sort()[0]).toBe(whole.map((t) => t.createdAt).sort()[0]);
    }
  });

  it('builds the context at the time it is asked at', async () => {
    const userId = randomUUID();
    await seedHistory(userId);
    const now = new Date('2026-02-10T08:00:00Z');
    const { context } = await run(loadAdvisorContext(userId, null, now));
    expect(context.date).toBe('2026-02-10');
    const whole = await run(listTasks(userId));
    const full = contextWith(userId, context.date, whole);
    expect(derivePersona(context).recentlyDone).toEqual(derivePersona(full).recentlyDone);
    expect(derivePersona(context).recentlyDone.size).toBeGreaterThan(0);
    expect(generateDailyTasks(context)).toEqual(generateDailyTasks(full));
    expect(context.tasks.length).toBeLessThan(whole.length);
  });
});
