import { SqlClient } from '@effect/sql';
import type { ProfileFields } from '@market-muse/contracts';
import { dashboardOf, userToday } from '@market-muse/domain';
import { Effect } from 'effect';
import { inScope, projectScopeCte } from './projectScope.ts';
import { type TaskRow, taskColumns, taskOrder, toTask } from './tasks.ts';

interface DashboardRow extends Partial<TaskRow> {
  readonly profile: ProfileFields | null;
  readonly goals_all: string;
  readonly goals_active: string;
  readonly active_roadmap_id: string | null;
  readonly active_roadmap_goal_id: string | null;
  readonly tasks_all: string;
  readonly tasks_completed: string;
  readonly tasks_pending: string;
  /** Completed tasks and pending ones due before yesterday (UTC): due so far in any time zone. */
  readonly tasks_rated: string;
  readonly roadmap_all: string;
  readonly roadmap_completed: string;
  /** Pending tasks due yesterday, today and tomorrow (UTC): {"2026-11-23": 2, ...}. */
  readonly pending_by_day: Record<string, number> | null;
}

const shift = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The dashboard's statement (exported for the benchmark's EXPLAIN ANALYZE). Every figure is the active
 * project's (projectScope.ts). The last select names its columns: the stats and the recent tasks both
 * carry a roadmap id, and with a star the task's would overwrite the stats'.
 */
export const dashboardQuery = (sql: SqlClient.SqlClient, userId: string, today: string) =>
  sql<DashboardRow>`
      with ${projectScopeCte(sql, userId)},
      roadmap as (
        select r.id, r.goal_id from rm.roadmaps r cross join scope
        where r.user_id = ${userId}::uuid and r.status = 'active' and ${inScope(sql, 'r')}
        order by r.created_at desc, r.seq desc limit 1
      ),
      stats as (
        select
          (select profile from rm.profiles where user_id = ${userId}::uuid) as profile,
          g.goals_all, g.goals_active, r.id::text as active_roadmap_id, r.goal_id::text as active_roadmap_goal_id,
          t.tasks_all, t.tasks_completed, t.tasks_pending, t.tasks_rated, t.roadmap_all, t.roadmap_completed,
          t.pending_by_day
        from (
          select count(*) as goals_all, count(*) filter (where g.status = 'active') as goals_active
          from rm.goals g cross join scope where g.user_id = ${userId}::uuid and ${inScope(sql, 'g')}
        ) g
        left join roadmap r on true
        cross join (
          select count(*) as tasks_all,
            count(*) filter (where t.status = 'completed') as tasks_completed,
            count(*) filter (where t.status = 'pending') as tasks_pending,
            count(*) filter (where t.status = 'completed'
              or (t.status = 'pending' and t.due_date < ${shift(today, -1)}::date)) as tasks_rated,
            count(*) filter (where t.roadmap_id = (select id from roadmap)) as roadmap_all,
            count(*) filter (where t.roadmap_id = (select id from roadmap) and t.status = 'completed') as roadmap_completed,
            (select jsonb_object_agg(day, n) from (
              select to_char(d.due_date, 'YYYY-MM-DD') as day, count(*) as n from rm.tasks d cross join scope
              where d.user_id = ${userId}::uuid and ${inScope(sql, 'd')} and d.status = 'pending'
                and d.due_date between ${shift(today, -1)}::date and ${shift(today, 1)}::date
              group by d.due_date) per_day) as pending_by_day
          from rm.tasks t cross join scope where t.user_id = ${userId}::uuid and ${inScope(sql, 't')}
        ) t
      )
      select s.profile, s.goals_all, s.goals_active, s.active_roadmap_id, s.active_roadmap_goal_id,
        s.tasks_all, s.tasks_completed, s.tasks_pending, s.tasks_rated, s.roadmap_all, s.roadmap_completed,
        s.pending_by_day, recent.*
      from stats s
      left join lateral (
        select ${sql.unsafe(taskColumns)}
        from rm.tasks t cross join scope
        where t.user_id = ${userId}::uuid and ${inScope(sql, 't')} ${sql.unsafe(taskOrder)} limit 3
      ) recent on true`;

/**
 * The dashboard's figures in ONE round trip over the inline models (so they are current right after any
 * command): the profile, and the active project's goal counts, active roadmap's task counts, task counts
 * and three first tasks in list order. Which tasks are due so far depends on the user's own today (profile
 * time zone), known only with the profile: the query counts pending tasks per due date for the days around
 * today (any time zone's today lies within a day of the UTC one), and today's side is summed here.
 */
export const loadDashboard = (userId: string, now: Date = new Date()) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* dashboardQuery(sql, userId, now.toISOString().slice(0, 10));
    const first = rows[0]!;
    const today = userToday(now, first.profile?.timezone);
    let dueSoFar = Number(first.tasks_rated);
    for (const [day, count] of Object.entries(first.pending_by_day ?? {})) {
      if (day <= today) dueSoFar += Number(count);
    }
    return dashboardOf({
      creativeTypes: first.profile?.creativeTypes ?? null,
      goals: { all: Number(first.goals_all), active: Number(first.goals_active) },
      tasks: {
        all: Number(first.tasks_all),
        completed: Number(first.tasks_completed),
        pending: Number(first.tasks_pending),
        dueSoFar,
      },
      roadmap: first.active_roadmap_id
        ? {
            roadmapId: first.active_roadmap_id,
            goalId: first.active_roadmap_goal_id,
            all: Number(first.roadmap_all),
            completed: Number(first.roadmap_completed),
          }
        : null,
      recentTasks: first.id ? rows.map((row) => toTask(row as TaskRow)) : [],
    });
  });
