import { Schema } from 'effect';
import { PLATFORMS } from '../advisor.ts';
import {
  PLANNED_POST_SOURCES,
  PLANNED_POST_TEXT_MAX,
  PLANNED_POST_TEXT_REQUIRED,
  PLANNED_POST_TIME_INVALID,
} from '../calendar.ts';
import { Body, DateTime, NonBlankText, OneOf } from './input.ts';

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
