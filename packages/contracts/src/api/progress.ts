import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { DateOrDateTime } from '../requests/input.ts';
import { BadRequestText } from './errors.ts';
import { Authentication } from './security.ts';

// A creative's own history (issue 12, /progress): charts folded from the user's events, the state as of a
// past date, a paged timeline in plain words, and the user's progress events as NDJSON or CSV.

const Count = Schema.Number.pipe(Schema.int(), Schema.nonNegative());
const Percent = Schema.Number.pipe(Schema.int(), Schema.between(0, 100));

export const GoalProgressSeries = Schema.Struct({
  goalId: Schema.String,
  title: Schema.String,
  targetValue: Schema.NullOr(Schema.Number),
  unit: Schema.NullOr(Schema.String),
  /** The goal's value after each change, oldest first (the first point is when it was set). */
  points: Schema.Array(Schema.Struct({ at: Schema.String, value: Schema.Number })),
});
export type GoalProgressSeries = typeof GoalProgressSeries.Type;

/** The charts of /progress, folded from the user's own events on request. */
export const ProgressOverview = Schema.Struct({
  /** When the user's first event was recorded (the start of the time-travel slider); null without events. */
  since: Schema.NullOr(Schema.String),
  now: Schema.String,
  /** Net tasks completed (completions minus reopenings) per ISO week, keyed by the week's Monday (UTC). */
  tasksPerWeek: Schema.Array(Schema.Struct({ week: Schema.String, completed: Schema.Number })),
  goals: Schema.Array(GoalProgressSeries),
  /** UTC days with at least one event of the user, and how many. */
  activeDays: Schema.Array(Schema.Struct({ day: Schema.String, events: Count })),
  /** The active roadmap's steps done (all of a step's tasks completed) per phase; null without one. */
  roadmap: Schema.NullOr(
    Schema.Struct({
      roadmapId: Schema.String,
      title: Schema.String,
      phases: Schema.Array(Schema.Struct({ phase: Schema.String, done: Count, total: Count })),
    }),
  ),
});
export type ProgressOverview = typeof ProgressOverview.Type;

/** /analytics: how the user's content does, folded from their own advisor and calendar events. */
export const ContentPerformance = Schema.Struct({
  /** Each analysed post's score (0-100), oldest first. */
  scores: Schema.Array(Schema.Struct({ at: Schema.String, platform: Schema.String, score: Schema.Number })),
  /** Hashtags in generated content ideas and in planned posts, most used first (at most 10). */
  topics: Schema.Array(Schema.Struct({ topic: Schema.String, generated: Count, planned: Count })),
  /**
   * Formats, most used first: the content types ideas were generated for, and the platforms posts were
   * analysed for or planned on.
   */
  formats: Schema.Array(Schema.Struct({ format: Schema.String, generated: Count, planned: Count })),
  /**
   * Posts on the content calendar per ISO week, keyed by the week's Monday (UTC): planned (by the week
   * they are scheduled for) and published (by the week they were published in); deleted posts left out.
   * The server always has the calendar; null is for clients without one (the page then says so).
   */
  calendar: Schema.NullOr(
    Schema.Array(Schema.Struct({ week: Schema.String, planned: Count, published: Count })),
  ),
});
export type ContentPerformance = typeof ContentPerformance.Type;

export const ProgressAsOfParams = Schema.Struct({ at: DateOrDateTime('at') });

/** The dashboard numbers, goals, roadmaps and projects as they were at `asOf`, and what changed since. */
export const ProgressAsOf = Schema.Struct({
  asOf: Schema.String,
  dashboard: Schema.Struct({
    milestones: Schema.Struct({
      profileComplete: Schema.Boolean,
      hasGoal: Schema.Boolean,
      hasTask: Schema.Boolean,
    }),
    progressPercent: Percent,
    activeGoals: Count,
    totalTasks: Count,
    completedTasks: Count,
    successRate: Percent,
  }),
  goals: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      status: Schema.String,
      currentValue: Schema.Number,
      targetValue: Schema.NullOr(Schema.Number),
      unit: Schema.NullOr(Schema.String),
    }),
  ),
  roadmaps: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      status: Schema.String,
      totalSteps: Count,
    }),
  ),
  projects: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, isActive: Schema.Boolean })),
  /** Differences between then and now (now minus then). */
  changesSince: Schema.Struct({
    events: Count,
    tasksCompleted: Schema.Number,
    goalsSet: Schema.Number,
    projectsCreated: Schema.Number,
    roadmapsGenerated: Schema.Number,
  }),
});
export type ProgressAsOf = typeof ProgressAsOf.Type;

const CURSOR_MESSAGE = 'before: must be a cursor from nextCursor';
const LIMIT_MESSAGE = 'limit: must be a whole number from 1 to 100';
export const TimelineParams = Schema.Struct({
  /** The cursor of the previous page (nextCursor); absent for the newest page. */
  before: Schema.optional(
    Schema.String.annotations({ message: () => CURSOR_MESSAGE }).pipe(
      Schema.maxLength(20, { message: () => CURSOR_MESSAGE }),
      Schema.pattern(/^\d{1,20}$/, { message: () => CURSOR_MESSAGE }),
    ),
  ),
  /** Items a page, 1 to 100. */
  limit: Schema.optional(
    Schema.compose(
      Schema.String.annotations({ message: () => LIMIT_MESSAGE }).pipe(
        Schema.maxLength(3, { message: () => LIMIT_MESSAGE }),
        Schema.pattern(/^(?:100|[1-9]\d?)$/, { message: () => LIMIT_MESSAGE }),
      ),
      Schema.NumberFromString,
    ),
  ),
});

export const TimelineItem = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  at: Schema.String,
  /** The event in plain words ("Completed 'Reply to today's comments'"). */
  text: Schema.String,
});
export type TimelineItem = typeof TimelineItem.Type;

export const TimelinePage = Schema.Struct({
  items: Schema.Array(TimelineItem),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: Schema.NullOr(Schema.String),
});
export type TimelinePage = typeof TimelinePage.Type;

export { PROGRESS_EXPORT_COLUMNS, type ProgressExportColumn } from '../progressExport.ts';

const Csv = HttpApiSchema.withEncoding(Schema.String, { kind: 'Text', contentType: 'text/csv' });
const Ndjson = HttpApiSchema.withEncoding(Schema.String, {
  kind: 'Text',
  contentType: 'application/x-ndjson',
});

export class ProgressApi extends HttpApiGroup.make('progress')
  .add(
    HttpApiEndpoint.get('overview', '/api/progress')
      .addSuccess(ProgressOverview)
      .annotate(
        OpenApi.Description,
        "The signed-in user's progress charts folded from their own events: tasks completed per week, goal " +
          'progress over time, active days and the active roadmap’s steps done per phase.',
      ),
  )
  .add(
    HttpApiEndpoint.get('content', '/api/progress/content')
      .addSuccess(ContentPerformance)
      .annotate(
        OpenApi.Description,
        "The signed-in user's content performance (/analytics): analysed posts' scores over time per " +
          'platform, the topics and formats generated and planned most, and posts planned vs published ' +
          'per week on the content calendar.',
      ),
  )
  .add(
    HttpApiEndpoint.get('asOf', '/api/progress/as-of')
      .setUrlParams(ProgressAsOfParams)
      .addSuccess(ProgressAsOf)
      .addError(BadRequestText)
      .annotate(
        OpenApi.Description,
        'The dashboard numbers, goals, roadmaps and projects as they were at `at` (a date, or an ISO date-time), ' +
          'folded from the events recorded up to then, and what changed since. 400 for a date that is not one.',
      ),
  )
  .add(
    HttpApiEndpoint.get('timeline', '/api/progress/timeline')
      .setUrlParams(TimelineParams)
      .addSuccess(TimelinePage)
      .addError(BadRequestText)
      .annotate(OpenApi.Description, "The user's own events in plain words, newest first, paged."),
  )
  .add(
    HttpApiEndpoint.get('exportCsv', '/api/progress/export.csv')
      .addSuccess(Csv)
      .annotate(OpenApi.Description, "The user's own progress events as CSV (the export's columns)."),
  )
  .add(
    HttpApiEndpoint.get('exportNdjson', '/api/progress/export.ndjson')
      .addSuccess(Ndjson)
      .annotate(OpenApi.Description, "The user's own progress events as NDJSON (one object a line)."),
  )
  .middleware(Authentication) {}
