import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { ContentPerformance, ProgressAsOf, ProgressOverview, TimelinePage } from '../read-models.ts';
import { BadRequestText } from './errors.ts';
import { Authentication } from './security.ts';

export {
  ContentPerformance,
  GoalProgressSeries,
  ProgressAsOf,
  ProgressOverview,
  TimelineItem,
  TimelinePage,
} from '../read-models.ts';

// A creative's own history (issue 12, /progress): charts folded from the user's events, the state as of a
// past date, a paged timeline in plain words, and the user's progress events as NDJSON or CSV.

export const ProgressAsOfParams = Schema.Struct({ at: Schema.String });

export const TimelineParams = Schema.Struct({
  /** The cursor of the previous page (nextCursor); absent for the newest page. */
  before: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100))),
});

/** The columns of the progress export, in order (stable: only ever appended to). */
export const PROGRESS_EXPORT_COLUMNS = [
  'event_id',
  'position',
  'occurred_at',
  'recorded_at',
  'user',
  'type',
  'schema_version',
  'stream_type',
  'entity_id',
  'title',
  'category',
  'status',
  'value',
  'target_value',
  'project_id',
  'roadmap_id',
  'goal_id',
] as const;
export type ProgressExportColumn = (typeof PROGRESS_EXPORT_COLUMNS)[number];

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
        'The dashboard numbers, goals, roadmaps and projects as they were at `at` (ISO date-time), folded ' +
          'from the events recorded up to then, and what changed since. 400 for a date that does not parse.',
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
