import { SqlClient } from '@effect/sql';
import type { EventsOf, RecordedEvent } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { utcDayOfMillis } from '../days.ts';
import { contractFields, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

// Whose each event is and when: all the model reads (a roadmap's or an answer's payload passes undecoded).
const progressEvents = contractFields({
  TaskCreated: ['userId', 'createdAt'],
  TaskCompleted: ['userId', 'completedAt'],
  TaskReopened: ['userId', 'reopenedAt'],
  TaskDiscarded: ['userId', 'discardedAt'],
  RoadmapGenerated: ['userId', 'generatedAt'],
  DailyTasksGenerated: ['userId', 'generatedAt'],
  ProjectInsightsGenerated: ['userId', 'generatedAt'],
  ContentSuggestionsGenerated: ['userId', 'generatedAt'],
  AdviceGiven: ['userId', 'answeredAt'],
  StrategyGenerated: ['userId', 'generatedAt'],
  ContentAnalyzed: ['userId', 'analyzedAt'],
});

/** The time an event's own data gives (never the clock), and the counters it moves. */
const effectOf = (
  event: RecordedEvent<EventsOf<typeof progressEvents>>,
): { at: string; column: Counter; completed: number } => {
  switch (event.type) {
    case 'TaskCreated':
      return { at: event.data.createdAt, column: 'tasks_created', completed: 0 };
    case 'TaskCompleted':
      return { at: event.data.completedAt, column: 'tasks_completed', completed: 1 };
    case 'TaskReopened':
      return { at: event.data.reopenedAt, column: 'tasks_reopened', completed: -1 };
    case 'TaskDiscarded':
      return { at: event.data.discardedAt, column: 'tasks_discarded', completed: 0 };
    case 'RoadmapGenerated':
      return { at: event.data.generatedAt, column: 'roadmaps_generated', completed: 0 };
    case 'DailyTasksGenerated':
      return { at: event.data.generatedAt, column: 'daily_generations', completed: 0 };
    case 'AdviceGiven':
      return { at: event.data.answeredAt, column: 'advisor_results', completed: 0 };
    case 'ContentAnalyzed':
      return { at: event.data.analyzedAt, column: 'advisor_results', completed: 0 };
    case 'ProjectInsightsGenerated':
    case 'ContentSuggestionsGenerated':
    case 'StrategyGenerated':
      return { at: event.data.generatedAt, column: 'advisor_results', completed: 0 };
  }
};

const COUNTERS = [
  'tasks_created',
  'tasks_completed',
  'tasks_reopened',
  'tasks_discarded',
  'roadmaps_generated',
  'daily_generations',
  'advisor_results',
] as const;
type Counter = (typeof COUNTERS)[number];

/**
 * Each user's activity per UTC day across roadmap, task, daily and advisor streams (for analysts and
 * support); net_completed is completions minus reopenings. Fed by many streams, so asynchronous; screens that need read-your-writes use the inline models.
 * The checkpoint moves in the same transaction as these increments, so each event counts exactly once.
 */
export const progressProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'progress',
    version: 1,
    mode: 'async',
    events: progressEvents,
    tables: [
      {
        name: 'activity_by_day',
        ddl: (t) => `create table ${t} (
        user_id uuid not null,
        day date not null,
        ${COUNTERS.map((c) => `${c} integer not null default 0`).join(',\n        ')},
        net_completed integer not null default 0,
        last_activity_at timestamptz not null,
        primary key (user_id, day)
      )`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const table = target.table('activity_by_day');
        // The batch's increments summed per (user, day) first: one upsert for the batch, not one per event
        // (sums and the latest time do not depend on the order they are added in).
        const days = new Map<
          string,
          {
            userId: string;
            day: string;
            counts: Record<Counter, number>;
            net: number;
            last: string;
            lastMs: number;
          }
        >();
        for (const event of events) {
          const userId = event.data.userId;
          if (!userId) continue;
          const { at, column, completed } = effectOf(event);
          // Parsed once: the day and the latest time both come from it (an unreadable time throws here).
          const ms = Date.parse(at);
          if (Number.isNaN(ms)) throw new RangeError(`Invalid time value: ${at}`);
          const day = utcDayOfMillis(ms);
          const key = `${userId} ${day}`;
          let row = days.get(key);
          if (!row) {
            row = {
              userId,
              day,
              counts: Object.fromEntries(COUNTERS.map((c) => [c, 0])) as Record<Counter, number>,
              net: 0,
              last: at,
              lastMs: ms,
            };
            days.set(key, row);
          }
          row.counts[column] += 1;
          row.net += completed;
          if (ms > row.lastMs) {
            row.last = at;
            row.lastMs = ms;
          }
        }
        if (days.size === 0) return;
        const rows = [...days.values()];
        const counters = COUNTERS.map((c) => sql`${sql(c)} = ${table}.${sql(c)} + excluded.${sql(c)}`);
        const columns = sql.csv(COUNTERS.map((c) => sql`${sql(c)}`));
        const counts = sql.csv(COUNTERS.map((c) => sql`${rows.map((r) => r.counts[c])}::int[]`));
        yield* sql`insert into ${table} (user_id, day, ${columns}, net_completed, last_activity_at)
        select * from unnest(${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.day)}::date[], ${counts},
          ${rows.map((r) => r.net)}::int[], ${rows.map((r) => r.last)}::timestamptz[])
        on conflict (user_id, day) do update set ${sql.csv(counters)},
          net_completed = ${table}.net_completed + excluded.net_completed,
          last_activity_at = greatest(${table}.last_activity_at, excluded.last_activity_at)`;
      }),
  }),
  deleteUserRows(['activity_by_day', 'user_id']),
);
