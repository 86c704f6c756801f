import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import {
  anonymiseUserRows,
  contractFields,
  defineProjection,
  forgetsDeletedAccounts,
} from '../projection.ts';
import { utcDay } from '../utcTimes.ts';

// The operators' analytics read models. Asynchronous (fed by every user's streams), rebuilt by
// `npm run replay`. Times come from the events' own data, never the clock, so a rebuild equals the live
// model. They hold user ids (to count each creator once) but the API serves only aggregates.

/** The events in which a creator did something, and when (from the event's own data). */
// What the activity models read of each event: whose it is and when (the rest of a payload, however large,
// passes through undecoded).
const activityEvents = contractFields({
  ProfileSaved: ['userId', 'savedAt'],
  ProjectCreated: ['userId', 'createdAt'],
  GoalSet: ['userId', 'setAt'],
  GoalUpdated: ['userId', 'updatedAt'],
  GoalProgressRecorded: ['userId', 'recordedAt'],
  GoalStatusChanged: ['userId', 'changedAt'],
  RoadmapGenerated: ['userId', 'generatedAt'],
  TaskCompleted: ['userId', 'completedAt'],
  TaskReopened: ['userId', 'reopenedAt'],
  DailyTasksGenerated: ['userId', 'generatedAt'],
  ProjectInsightsGenerated: ['userId', 'generatedAt'],
  ContentSuggestionsGenerated: ['userId', 'generatedAt'],
  AdviceGiven: ['userId', 'answeredAt'],
  StrategyGenerated: ['userId', 'generatedAt'],
  ContentAnalyzed: ['userId', 'analyzedAt'],
});

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
          `create table ${t} (day date not null, user_id uuid not null, primary key (day, user_id));
          create index analytics_active_creators_by_user on ${t} (user_id)`,
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

const FUNNEL_STEPS = [
  'signed_up_at',
  'profile_completed_at',
  'first_project_at',
  'first_roadmap_at',
  'first_task_completed_at',
] as const;
type FunnelStep = (typeof FUNNEL_STEPS)[number];

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
    events: contractFields({
      UserRegistered: ['userId', 'registeredAt'],
      // The profile is personal: sign-ups are few, so opening it costs a rebuild little.
      ProfileSaved: ['userId', 'profile', 'savedAt'],
      ProjectCreated: ['userId', 'createdAt'],
      RoadmapGenerated: ['userId', 'generatedAt'],
      TaskCompleted: ['userId', 'completedAt'],
    }),
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
        // Each creator's earliest time per step in the batch, then one upsert keeping the earlier time.
        const steps = new Map<string, Record<string, string>>();
        const step = (userId: string, column: FunnelStep, at: string) => {
          let row = steps.get(userId);
          if (!row) {
            row = { user_id: userId };
            steps.set(userId, row);
          }
          const known = row[column];
          if (known === undefined || Date.parse(at) < Date.parse(known)) row[column] = at;
        };
        for (const event of events) {
          switch (event.type) {
            case 'UserRegistered':
              step(event.data.userId, 'signed_up_at', event.data.registeredAt);
              break;
            case 'ProfileSaved':
              if (event.data.profile.creativeTypes.length > 0)
                step(event.data.userId, 'profile_completed_at', event.data.savedAt);
              break;
            case 'ProjectCreated':
              step(event.data.userId, 'first_project_at', event.data.createdAt);
              break;
            case 'RoadmapGenerated':
              step(event.data.userId, 'first_roadmap_at', event.data.generatedAt);
              break;
            case 'TaskCompleted':
              step(event.data.userId, 'first_task_completed_at', event.data.completedAt);
              break;
          }
        }
        if (steps.size === 0) return;
        const columns = sql.csv(['user_id', ...FUNNEL_STEPS].map((c) => sql`${sql(c)}`));
        // least() ignores nulls: a step the batch did not see keeps its time.
        const earlier = FUNNEL_STEPS.map((c) => sql`least(${table}.${sql(c)}, excluded.${sql(c)})`);
        const earliest = sql.csv(FUNNEL_STEPS.map((c, i) => sql`${sql(c)} = ${earlier[i]!}`));
        // Most of a creator's events come after each step's first time: the row is left as it is, not
        // written again (a busy creator's row was rewritten in every batch of a replay).
        const current = sql.csv(FUNNEL_STEPS.map((c) => sql`${table}.${sql(c)}`));
        yield* sql`insert into ${table} (${columns})
          select ${columns} from json_populate_recordset(null::${table}, ${JSON.stringify([...steps.values()])}::json)
          on conflict (user_id) do update set ${earliest}
          where (${current}) is distinct from (${sql.csv(earlier)})`;
      }),
  }),
  anonymiseUserRows(['analytics_onboarding', 'user_id']),
);

/** Tasks completed (and reopened) per UTC day and task category; net = completed - reopened. */
export const tasksByCategoryProjection = defineProjection({
  name: 'analytics-tasks-by-category',
  version: 1,
  mode: 'async',
  events: contractFields({
    TaskCreated: ['taskId', 'category'],
    TaskCompleted: ['taskId', 'completedAt'],
    TaskReopened: ['taskId', 'reopenedAt'],
  }),
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
      // Categories of earlier tasks are read once (before the batch's own go in), the batch's kept in memory.
      const known = new Map<string, string>();
      const created: Array<{ readonly taskId: string; readonly category: string }> = [];
      const changed = new Set<string>();
      for (const event of events) {
        if (event.type === 'TaskCreated') {
          if (!known.has(event.data.taskId)) {
            known.set(event.data.taskId, event.data.category);
            created.push({ taskId: event.data.taskId, category: event.data.category });
          }
        } else if (!known.has(event.data.taskId)) changed.add(event.data.taskId);
      }
      const stored =
        changed.size === 0
          ? []
          : yield* sql<{ task_id: string; category: string }>`
            select task_id, category from ${categories} where task_id = any(${[...changed]}::text[])`;
      if (created.length > 0)
        yield* sql`insert into ${categories} (task_id, category)
          select * from unnest(${created.map((r) => r.taskId)}::text[], ${created.map((r) => r.category)}::text[])
          on conflict (task_id) do nothing`;
      const before = new Map(stored.map((r) => [r.task_id, r.category]));
      // Counts per (day, category) summed in memory: a task completed before it was created (in the same
      // batch, or never created) counts under 'unknown', as it would one event at a time.
      const seen = new Set<string>();
      const counts = new Map<
        string,
        { day: string; category: string; completed: number; reopened: number }
      >();
      for (const event of events) {
        if (event.type === 'TaskCreated') {
          seen.add(event.data.taskId);
          continue;
        }
        const taskId = event.data.taskId;
        const category =
          before.get(taskId) ?? (seen.has(taskId) ? known.get(taskId) : undefined) ?? 'unknown';
        const day = utcDay(event.type === 'TaskCompleted' ? event.data.completedAt : event.data.reopenedAt);
        const key = `${day} ${category}`;
        let row = counts.get(key);
        if (!row) {
          row = { day, category, completed: 0, reopened: 0 };
          counts.set(key, row);
        }
        if (event.type === 'TaskCompleted') row.completed += 1;
        else row.reopened += 1;
      }
      if (counts.size === 0) return;
      // In key order: batches of different partitions upsert these shared rows side by side, and row
      // locks taken in one order cannot deadlock.
      const rows = [...counts.values()].sort((a, b) =>
        a.day !== b.day
          ? a.day < b.day
            ? -1
            : 1
          : a.category < b.category
            ? -1
            : a.category > b.category
              ? 1
              : 0,
      );
      yield* sql`insert into ${perDay} (day, category, completed, reopened)
        select * from unnest(${rows.map((r) => r.day)}::date[], ${rows.map((r) => r.category)}::text[],
          ${rows.map((r) => r.completed)}::int[], ${rows.map((r) => r.reopened)}::int[])
        on conflict (day, category) do update set completed = ${perDay}.completed + excluded.completed,
          reopened = ${perDay}.reopened + excluded.reopened`;
    }),
});

export const analyticsProjections = [
  dailyActiveCreatorsProjection,
  onboardingFunnelProjection,
  tasksByCategoryProjection,
] as const;
