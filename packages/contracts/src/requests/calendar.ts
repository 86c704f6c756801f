import { Schema } from 'effect';
import { PLATFORMS } from '../advisor.ts';
import {
  PLANNED_POST_SOURCES,
  PLANNED_POST_TEXT_MAX,
  PLANNED_POST_TEXT_REQUIRED,
  PLANNED_POST_TIME_INVALID,
  POST_METRIC_MAX,
  POST_URL_MAX,
} from '../calendar.ts';
import { Body, DateTime, NonBlankText, OneOf, Text } from './input.ts';

export { isScheduleTime } from '../calendar.ts';

// The content calendar's request bodies. Messages name the field (the 400 body); the
// planned-post decider checks the same rules again.

const PostText = NonBlankText('text', PLANNED_POST_TEXT_MAX, PLANNED_POST_TEXT_REQUIRED);
const Platform = OneOf('platform', PLATFORMS);
const ScheduledAt = DateTime('scheduledAt', PLANNED_POST_TIME_INVALID);
/** Published at its time to the connected Bluesky account (Bluesky posts only, at most 300 characters). */
const PublishAutomatically = Schema.Boolean.annotations({
  message: () => 'publishAutomatically: must be true or false',
});

/**
 * POST /api/calendar/posts: a post to plan. Without `scheduledAt` it goes to the platform's next best
 * posting window (in the profile's time zone); `source` says where the text came from (manual by default).
 */
export const SchedulePostRequest = Body({
  text: Schema.propertySignature(PostText).annotations({ missingMessage: () => PLANNED_POST_TEXT_REQUIRED }),
  platform: Schema.propertySignature(Platform).annotations({
    missingMessage: () => `platform: must be one of ${PLATFORMS.join(', ')}`,
  }),
  scheduledAt: Schema.optional(ScheduledAt),
  source: Schema.optional(OneOf('source', PLANNED_POST_SOURCES)),
  publishAutomatically: Schema.optional(PublishAutomatically),
});
export type SchedulePostRequest = typeof SchedulePostRequest.Type;

/** PATCH /api/calendar/posts/{id}: new text, platform and/or time (a move); absent fields stay. */
export const UpdatePostRequest = Body({
  text: Schema.optional(PostText),
  platform: Schema.optional(Platform),
  scheduledAt: Schema.optional(ScheduledAt),
  publishAutomatically: Schema.optional(PublishAutomatically),
});
export type UpdatePostRequest = typeof UpdatePostRequest.Type;

/** GET /api/calendar/posts?from=&to=: the posts scheduled in [from, to), both optional. */
export const CalendarListParams = Schema.Struct({
  from: Schema.optional(DateTime('from')),
  to: Schema.optional(DateTime('to')),
});
export type CalendarListParams = typeof CalendarListParams.Type;

/** PATCH /api/calendar/reminders: whether due-post reminders also come by e-mail. */
export const PostReminderSettingsRequest = Body({
  byMail: Schema.propertySignature(
    Schema.Boolean.annotations({ message: () => 'byMail: must be true or false' }),
  ).annotations({ missingMessage: () => 'byMail: must be true or false' }),
});
export type PostReminderSettingsRequest = typeof PostReminderSettingsRequest.Type;

/** POST /api/calendar/posts/{id}/posted: the post's address on its platform (checked per platform). */
export const MarkPostedRequest = Body({
  url: Schema.propertySignature(Text('url', POST_URL_MAX)).annotations({
    missingMessage: () => "url: the post's address is required",
  }),
});
export type MarkPostedRequest = typeof MarkPostedRequest.Type;

const Count = (field: string) =>
  Schema.optional(
    Schema.NullOr(
      Schema.Number.pipe(
        Schema.int(),
        Schema.between(0, POST_METRIC_MAX),
        Schema.annotations({
          message: () => `${field}: must be a whole number from 0 to ${POST_METRIC_MAX}`,
        }),
      ),
    ),
  );

/** POST /api/calendar/posts/{id}/results: the numbers a published post has now; absent or null: unknown. */
export const RecordResultsRequest = Body({
  likes: Count('likes'),
  comments: Count('comments'),
  shares: Count('shares'),
  saves: Count('saves'),
  reach: Count('reach'),
  quotes: Count('quotes'),
});
export type RecordResultsRequest = typeof RecordResultsRequest.Type;
