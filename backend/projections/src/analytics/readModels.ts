import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import {
  anonymiseUserRows,
  contractEvents,
  defineProjection,
  forgetsDeletedAccounts,
} from '../projection.ts';

// The operators' analytics read models. Asynchronous (fed by every user's streams), rebuilt by
// `npm run replay`. Times come from the events' own data, never the clock, so a rebuild equals the live
// model. They hold user ids (to count each creator once) but the API serves only aggregates.

const utcDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** The events in which a creator did something, and when (from the event's own data). */
const activityEvents = contractEvents(
  'ProfileSaved',
  'ProjectCreated',
  'GoalSet',
  'GoalUpdated',
  'GoalProgressRecorded',
  'GoalStatusChanged',
  'RoadmapGenerated',
  'TaskCompleted',
  'TaskReopened',
  'DailyTasksGenerated',
  'ProjectInsightsGenerated',
  'ContentSuggestionsGenerated',
  'AdviceGiven',
  'StrategyGenerated',
  'ContentAnalyzed',
);

/** Creators active per UTC day: one row per (day, creator) who did something that day. */
export const dailyActiveCreatorsProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'analytics-daily-active',
    version: 1,
    mode: 'async',
    events: activityEvents,
    tables: [
      {
        name: 'analytics_active_creators',
        ddl: (t) =>
          `create table ${t} (day date not null, user_id uuid not null, primary key (day, user_id))`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const table = target.table('analytics_active_creators');
        // Distinct (day, creator) pairs of the batch, inserted by one statement.
        const pairs = new Map<string, { day: string; userId: string }>();
        for (const event of events) {
          const data = event.data as { readonly userId: string } & Record<string, unknown>;
          const at = String(
            data.savedAt ??
              data.completedAt ??
              data.reopenedAt ??
              data.setAt ??
              data.updatedAt ??
              data.recordedAt ??
              data.changedAt ??
              data.answeredAt ??
              data.analyzedAt ??
              data.generatedAt ??
              data.createdAt,
          );
          const day = utcDay(at);
          pairs.set(`${day} ${data.userId}`, { day, userId: data.userId });
        }
        if (pairs.size === 0) return;
        const rows = [...pairs.values()];
        yield* sql`insert into ${table} (day, user_id)
        select * from unnest(${rows.map((r) => r.day)}::date[], ${rows.map((r) => r.userId)}::uuid[])
        on conflict do nothing`;
      }),
  }),
  anonymiseUserRows(['analytics_active_creators', 'user_id']),
);

/**
 * Each creator's way through onboarding: signed up, profile completed (a creative type saved, as the
 * dashboard's milestone), first project, first roadmap, first completed task. The earliest time of each
 * step is kept, so order of arrival does not matter. Also the source of "time to first completed task".
 */
export const onboardingFunnelProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'analytics-onboarding-funnel',
    version: 1,
    mode: 'async',
    events: contractEvents(
      'UserRegistered',
      'ProfileSaved',
      'ProjectCreated',
      'RoadmapGenerated',
      'TaskCompleted',
    ),
    tables: [
      {
        name: 'analytics_onboarding',
        ddl: (t) => `create table ${t} (
        user_id uuid primary key,
        signed_up_at timestamptz,
        profile_completed_at timestamptz,
        first_project_at timestamptz,
        first_roadmap_at timestamptz,
        first_task_completed_at timestamptz
      )`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const table = target.table('analytics_onboarding');
        const step = (userId: string, column: string, at: string) => {
          const c = sql(column);
          return sql`insert into ${table} (user_id, ${c}) values (${userId}::uuid, ${at}::timestamptz)
          on conflict (user_id) do update set ${c} = least(${table}.${c}, excluded.${c})`;
        };
        for (const event of events) {
          switch (event.type) {
            case 'UserRegistered':
              yield* step(event.data.userId, 'signed_up_at', event.data.registeredAt);
              break;
            case 'ProfileSaved':
              if (event.data.profile.creativeTypes.length > 0)
                yield* step(event.data.userId, 'profile_completed_at', event.data.savedAt);
              break;
            case 'ProjectCreated':
              yield* step(event.data.userId, 'first_project_at', event.data.createdAt);
              break;
            case 'RoadmapGenerated':
              yield* step(event.data.userId, 'first_roadmap_at', event.data.generatedAt);
              break;
            case 'TaskCompleted':
              yield* step(event.data.userId, 'first_task_completed_at', event.data.completedAt);
              break;
          }
        }
      }),
  }),
  anonymiseUserRows(['analytics_onboarding', 'user_id']),
);

/** Tasks completed (and reopened) per UTC day and task category; net = completed - reopened. */
export const tasksByCategoryProjection = defineProjection({
  name: 'analytics-tasks-by-category',
  version: 1,
  mode: 'async',
  events: contractEvents('TaskCreated', 'TaskCompleted', 'TaskReopened'),
  tables: [
    {
      name: 'analytics_task_categories',
      ddl: (t) => `create table ${t} (task_id text primary key, category text not null)`,
    },
    {
      name: 'analytics_tasks_completed',
      ddl: (t) => `create table ${t} (
        day date not null,
        category text not null,
        completed integer not null default 0,
        reopened integer not null default 0,
        primary key (day, category)
      )`,
    },
  ],
  apply: (events, target) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      const categories = target.table('analytics_task_categories');
      const perDay = target.table('analytics_tasks_completed');
      const count = (taskId: string, at: string, column: 'completed' | 'reopened') => {
        const c = sql(column);
        return sql`insert into ${perDay} (day, category, ${c})
          select ${utcDay(at)}::date, coalesce((select category from ${categories} where task_id = ${taskId}), 'unknown'), 1
          on conflict (day, category) do update set ${c} = ${perDay}.${c} + 1`;
      };
      // A roadmap's or a day's tasks arrive as a run of TaskCreated: their categories go in as one insert,
      // written before the next completion looks one up.
      let created: Array<{ readonly taskId: string; readonly category: string }> = [];
      const flushCreated = Effect.suspend(() => {
        if (created.length === 0) return Effect.void;
        const rows = created;
        created = [];
        return sql`insert into ${categories} (task_id, category)
          select * from unnest(${rows.map((r) => r.taskId)}::text[], ${rows.map((r) => r.category)}::text[])
          on conflict (task_id) do nothing`.pipe(Effect.asVoid);
      });
      for (const event of events) {
        if (event.type === 'TaskCreated') {
          created.push({ taskId: event.data.taskId, category: event.data.category });
          continue;
        }
        yield* flushCreated;
        switch (event.type) {
          case 'TaskCompleted':
            yield* count(event.data.taskId, event.data.completedAt, 'completed');
            break;
          case 'TaskReopened':
            yield* count(event.data.taskId, event.data.reopenedAt, 'reopened');
            break;
        }
      }
      yield* flushCreated;
    }),
});

export const analyticsProjections = [
  dailyActiveCreatorsProjection,
  onboardingFunnelProjection,
  tasksByCategoryProjection,
] as const;
