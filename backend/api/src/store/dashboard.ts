import { SqlClient } from '@effect/sql';
import type { ProfileFields } from '@market-muse/contracts';
import { dashboardOf, userWeek } from '@market-muse/domain';
import { Effect } from 'effect';
import { type TaskRow, taskColumns, taskOrder, toTask } from './tasks.ts';

interface DashboardRow extends Partial<TaskRow> {
  readonly profile: ProfileFields | null;
  readonly goals_all: string;
  readonly goals_active: string;
  readonly roadmap_id: string | null;
  readonly roadmap_goal_id: string | null;
  readonly tasks_all: string;
  readonly tasks_completed: string;
  readonly roadmap_all: string;
  readonly roadmap_completed: string;
  /** Pending tasks per due date around today: {"2026-11-23": 2, ...}. */
  readonly pending_by_day: Record<string, number> | null;
}

const shift = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The one statement behind the dashboard (exported for the benchmark's EXPLAIN ANALYZE). */
export const dashboardQuery = (sql: SqlClient.SqlClient, userId: string, today: string) =>
  sql<DashboardRow>`
      with roadmap as (
        select id, goal_id from rm.roadmaps
        where user_id = ${userId}::uuid and status = 'active'
        order by created_at desc, seq desc limit 1
      ),
      stats as (
        select
          (select profile from rm.profiles where user_id = ${userId}::uuid) as profile,
          g.goals_all, g.goals_active, r.id::text as roadmap_id, r.goal_id::text as roadmap_goal_id,
          t.tasks_all, t.tasks_completed, t.roadmap_all, t.roadmap_completed, t.pending_by_day
        from (
          select count(*) as goals_all, count(*) filter (where status = 'active') as goals_active
          from rm.goals where user_id = ${userId}::uuid
        ) g
        left join roadmap r on true
        cross join (
          select count(*) as tasks_all,
            count(*) filter (where status = 'completed') as tasks_completed,
            count(*) filter (where roadmap_id = (select id from roadmap)) as roadmap_all,
            count(*) filter (where roadmap_id = (select id from roadmap) and status = 'completed') as roadmap_completed,
            (select jsonb_object_agg(day, n) from (
              select to_char(due_date, 'YYYY-MM-DD') as day, count(*) as n from rm.tasks
              where user_id = ${userId}::uuid and status = 'pending'
                and due_date between ${shift(today, -8)}::date and ${shift(today, 8)}::date
              group by due_date) d) as pending_by_day
          from rm.tasks where user_id = ${userId}::uuid
        ) t
      )
      select s.*, recent.* from stats s
      left join lateral (
        select ${sql.unsafe(taskColumns)} from rm.tasks
        where user_id = ${userId}::uuid ${sql.unsafe(taskOrder)} limit 3
      ) recent on true`;

/**
 * The dashboard's figures in ONE round trip over the inline models (so they are current right after any
 * command): the profile, goal counts, the active roadmap's task counts, the user's task counts and the
 * three first tasks in list order. The week is the user's own (profile time zone), which is only known
 * with the profile: the query returns pending tasks per due date for the days around today (any time
 * zone's week lies within a day of the UTC one), and the week is summed here.
 */
export const loadDashboard = (userId: string, now: Date = new Date()) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* dashboardQuery(sql, userId, now.toISOString().slice(0, 10));
    const first = rows[0]!;
    const week = userWeek(now, first.profile?.timezone);
    let pendingThisWeek = 0;
    for (const [day, count] of Object.entries(first.pending_by_day ?? {})) {
      if (day >= week.from && day <= week.to) pendingThisWeek += Number(count);
    }
    return dashboardOf({
      creativeTypes: first.profile?.creativeTypes ?? null,
      goals: { all: Number(first.goals_all), active: Number(first.goals_active) },
      tasks: {
        all: Number(first.tasks_all),
        completed: Number(first.tasks_completed),
        pendingThisWeek,
      },
      roadmap: first.roadmap_id
        ? {
            roadmapId: first.roadmap_id,
            goalId: first.roadmap_goal_id,
            all: Number(first.roadmap_all),
            completed: Number(first.roadmap_completed),
          }
        : null,
      recentTasks: first.id ? rows.map((row) => toTask(row as TaskRow)) : [],
    });
  });
