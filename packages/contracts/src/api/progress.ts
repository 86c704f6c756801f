import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { ContentPerformance, ProgressAsOf, ProgressOverview, TimelinePage } from '../read-models.ts';
import { DateOrDateTime } from '../requests/input.ts';
import { BadRequestText } from './errors.ts';
import { Authentication } from './security.ts';

export {
  ContentPerformance,
  GoalProgressSeries,
  PostResultRow,
  ProgressAsOf,
  ProgressOverview,
  ResultSlot,
  TimelineItem,
  TimelinePage,
} from '../read-models.ts';

// A creative's own history (/progress): charts folded from the user's events, the state as of a
// past date, a paged timeline in plain words, and the user's progress events as NDJSON or CSV.

export const ProgressAsOfParams = Schema.Struct({ at: DateOrDateTime('at') });

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
          'platform, the topics and formats generated and planned most, posts planned vs published ' +
          "per week on the content calendar, and published posts' own numbers per post and per weekday and hour.",
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
