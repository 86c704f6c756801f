import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { ContentHistoryEntry, PlannedPost, PostReminderSettings } from '../calendar.ts';
import {
  CalendarListParams,
  MarkPostedRequest,
  PostReminderSettingsRequest,
  RecordResultsRequest,
  SchedulePostRequest,
  UpdatePostRequest,
} from '../requests/calendar.ts';
import { BadRequestText, ConflictText, NotFoundText, PayloadTooLargeText } from './errors.ts';
import { IdPath } from './params.ts';
import { Authentication } from './security.ts';

/** The calendar as an iCalendar file (RFC 5545). */
export const ICalendarText = HttpApiSchema.withEncoding(Schema.String, {
  kind: 'Text',
  contentType: 'text/calendar',
});

export const CALENDAR_EXPORT_PATH = '/api/calendar/export.ics';
export const CALENDAR_EXPORT_FILENAME = 'market-muse-calendar.ics';

/** A bodiless action on one planned post, answering the post; 400, 404, 409 and 413 as every such route. */
const postAction = <const Name extends string>(name: Name, action: string, description: string) =>
  HttpApiEndpoint.post(name, `/api/calendar/posts/:id/${action}`)
    .setPath(IdPath)
    .addSuccess(PlannedPost)
    .addError(BadRequestText)
    .addError(NotFoundText)
    .addError(ConflictText)
    .addError(PayloadTooLargeText)
    .annotate(OpenApi.Description, description);

/** The content calendar: planned posts, each its own event stream. */
export class CalendarApi extends HttpApiGroup.make('calendar')
  .add(
    HttpApiEndpoint.get('list', '/api/calendar/posts')
      .setUrlParams(CalendarListParams)
      .addSuccess(Schema.Array(PlannedPost))
      .addError(BadRequestText)
      .annotate(
        OpenApi.Description,
        "The user's planned posts, earliest first; ?from= and ?to= (ISO date-times) keep those scheduled in " +
          "[from, to). 400 'to: must be after from' when both are given and to is not later.",
      ),
  )
  .add(
    HttpApiEndpoint.post('schedule', '/api/calendar/posts')
      .setPayload(SchedulePostRequest)
      .addSuccess(PlannedPost, { status: 201 })
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Plans a post {text, platform, scheduledAt?, source?, publishAutomatically?}. Without scheduledAt it ' +
          "goes to the platform's next best posting window in the profile's time zone. With " +
          'publishAutomatically it is published at its time to the connected Bluesky account (Bluesky posts ' +
          "only, at most 300 characters). 400 names the field ('text: Post text is required').",
      ),
  )
  .add(
    HttpApiEndpoint.patch('update', '/api/calendar/posts/:id')
      .setPath(IdPath)
      .setPayload(UpdatePostRequest)
      .addSuccess(PlannedPost)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Edits the text and/or platform, or moves the post (scheduledAt); absent fields stay. 404 'Planned " +
          "post not found' for another user's post.",
      ),
  )
  .add(postAction('publish', 'publish', 'Marks the post as published (publishing it again changes nothing).'))
  .add(
    postAction(
      'publishNow',
      'publish-now',
      "'Publish now': the post is published automatically to the connected Bluesky account within moments " +
        '(its time moves to now when it was later). 400 names the field (a post on another platform, over ' +
        '300 characters, no account connected); 409 when it is already published.',
    ),
  )
  .add(
    postAction(
      'retryPublishing',
      'retry',
      "'Retry' after a failed automatic attempt: published again within moments (once its time has come). " +
        '409 unless the last attempt failed.',
    ),
  )
  .add(postAction('unpublish', 'unpublish', 'Puts a post marked as published back to planned.'))
  .add(
    HttpApiEndpoint.post('markPosted', '/api/calendar/posts/:id/posted')
      .setPath(IdPath)
      .setPayload(MarkPostedRequest)
      .addSuccess(PlannedPost)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "'Mark as posted' for a post published by hand: {url} is the post's address on its platform's own " +
          "hosts (https). Again with another address corrects it. 400 'url: …' names the hosts accepted.",
      ),
  )
  .add(
    HttpApiEndpoint.post('recordResults', '/api/calendar/posts/:id/results')
      .setPath(IdPath)
      .setPayload(RecordResultsRequest)
      .addSuccess(PlannedPost)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "A published post's numbers now {likes?, comments?, shares?, saves?, reach?, quotes?} (whole numbers; " +
          'absent or null when unknown, at least one given). 400 for a post not marked as posted yet.',
      ),
  )
  .add(
    HttpApiEndpoint.del('remove', '/api/calendar/posts/:id')
      .setPath(IdPath)
      .addSuccess(Schema.Void, { status: 204 })
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(OpenApi.Description, 'Deletes the planned post.'),
  )
  .add(
    HttpApiEndpoint.get('reminders', '/api/calendar/reminders')
      .addSuccess(PostReminderSettings)
      .annotate(
        OpenApi.Description,
        'Whether due-post reminders also come by e-mail (they always show on the calendar); true until chosen.',
      ),
  )
  .add(
    HttpApiEndpoint.patch('setReminders', '/api/calendar/reminders')
      .setPayload(PostReminderSettingsRequest)
      .addSuccess(PostReminderSettings)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(OpenApi.Description, 'Turns the due-post reminder mails on or off {byMail}.'),
  )
  .add(
    HttpApiEndpoint.get('exportIcs', CALENDAR_EXPORT_PATH)
      .addSuccess(ICalendarText)
      .annotate(
        OpenApi.Description,
        'Every planned post as an iCalendar file for Google Calendar, Apple Calendar or Outlook: one 30-minute ' +
          'event per post (UID stable per post, the post text and platform in the description).',
      ),
  )
  .middleware(Authentication) {}

/** The user's generated content over time (/content): ideas, captions and analyses. */
export class ContentApi extends HttpApiGroup.make('content')
  .add(
    HttpApiEndpoint.get('history', '/api/content-history')
      .addSuccess(Schema.Array(ContentHistoryEntry))
      .annotate(
        OpenApi.Description,
        "The user's generated content ideas (with captions and hashtags) and content analyses, newest first " +
          '(the latest 200).',
      ),
  )
  .middleware(Authentication) {}

export * from '../requests/calendar.ts';
