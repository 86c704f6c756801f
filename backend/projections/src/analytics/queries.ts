import { SqlClient } from '@effect/sql';
import type { OperatorAnalytics } from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { LIVE_SCHEMA } from '../projection.ts';

// The operators' figures, read from the analytics read models: aggregates only, never a user id, an
// email or a name.

const HOUR_MS = 3_600_000;

export const loadOperatorAnalytics = (days = 90, now: Date = new Date()) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const t = (name: string) => sql(`${LIVE_SCHEMA}.${name}`);
    const since = new Date(now.getTime() - days * 24 * HOUR_MS).toISOString().slice(0, 10);
    const active = yield* sql<{ day: string; creators: number }>`
      select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as creators
      from ${t('analytics_active_creators')} where day >= ${since}::date group by day order by day`;
    const [funnel] = yield* sql<{
      signed_up: number;
      profile_completed: number;
      first_project: number;
      first_roadmap: number;
      first_task_completed: number;
    }>`select count(signed_up_at)::int as signed_up, count(profile_completed_at)::int as profile_completed,
        count(first_project_at)::int as first_project, count(first_roadmap_at)::int as first_roadmap,
        count(first_task_completed_at)::int as first_task_completed
      from ${t('analytics_onboarding')}`;
    const tasks = yield* sql<{ day: string; category: string; completed: number }>`
      select to_char(day, 'YYYY-MM-DD') as day, category, (completed - reopened)::int as completed
      from ${t('analytics_tasks_completed')} where day >= ${since}::date order by day, category`;
    const waits = yield* sql<{ hours: number }>`
      select (extract(epoch from (first_task_completed_at - signed_up_at)) / 3600)::float8 as hours
      from ${t('analytics_onboarding')}
      where signed_up_at is not null and first_task_completed_at is not null order by 1`;
    const hours = waits.map((w) => Math.max(0, Number(w.hours)));
    const quantile = (q: number) =>
      hours.length === 0
        ? null
        : Math.round(hours[Math.min(hours.length - 1, Math.floor(q * hours.length))]! * 10) / 10;
    const bucket = (from: number, to: number) => hours.filter((h) => h >= from && h < to).length;
    const answer: OperatorAnalytics = {
      generatedAt: now.toISOString(),
      days,
      dailyActiveCreators: active.map((r) => ({ day: r.day, creators: Number(r.creators) })),
      funnel: [
        { step: 'Signed up', creators: Number(funnel?.signed_up ?? 0) },
        { step: 'Profile completed', creators: Number(funnel?.profile_completed ?? 0) },
        { step: 'First project', creators: Number(funnel?.first_project ?? 0) },
        { step: 'First roadmap', creators: Number(funnel?.first_roadmap ?? 0) },
        { step: 'First completed task', creators: Number(funnel?.first_task_completed ?? 0) },
      ],
      tasksCompletedByCategory: tasks.map((r) => ({
        day: r.day,
        category: r.category,
        completed: Number(r.completed),
      })),
      timeToFirstTask: {
        creators: hours.length,
        medianHours: quantile(0.5),
        p90Hours: quantile(0.9),
        buckets: [
          { label: 'Within an hour', creators: bucket(0, 1) },
          { label: 'Within a day', creators: bucket(1, 24) },
          { label: 'Within a week', creators: bucket(24, 168) },
          { label: 'Later', creators: bucket(168, Number.POSITIVE_INFINITY) },
        ],
      },
    };
    return answer;
  });
