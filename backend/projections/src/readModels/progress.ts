import { SqlClient } from '@effect/sql';
import type { EventsOf, RecordedEvent } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { contractEvents, defineProjection } from '../projection.ts';

const progressEvents = contractEvents(
  'TaskCreated',
  'TaskCompleted',
  'TaskReopened',
  'TaskDiscarded',
  'RoadmapGenerated',
  'DailyTasksGenerated',
  'ProjectInsightsGenerated',
  'ContentSuggestionsGenerated',
  'AdviceGiven',
  'StrategyGenerated',
  'ContentAnalyzed',
);

/** The time an event's own data gives (never the clock), and the counters it moves. */
const effectOf = (event: RecordedEvent<EventsOf<typeof progressEvents>>) => {
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

/**
 * Each user's activity per UTC day across roadmap, task, daily and advisor streams (for analysts and
 * support); net_completed is completions minus reopenings. Fed by many streams, so asynchronous; screens that need read-your-writes use the inline models.
 * The checkpoint moves in the same transaction as these increments, so each event counts exactly once.
 */
export const progressProjection = defineProjection({
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
      for (const event of events) {
        const userId = event.data.userId;
        if (!userId) continue;
        const { at, column, completed } = effectOf(event);
        const counter = sql(column);
        yield* sql`insert into ${table} (user_id, day, ${counter}, net_completed, last_activity_at)
          values (${userId}::uuid, (${at}::timestamptz at time zone 'UTC')::date, 1, ${completed}, ${at}::timestamptz)
          on conflict (user_id, day) do update set
            ${counter} = ${table}.${counter} + 1,
            net_completed = ${table}.net_completed + excluded.net_completed,
            last_activity_at = greatest(${table}.last_activity_at, excluded.last_activity_at)`;
      }
    }),
});
