import { ParseResult, Schema } from 'effect';
import { PLATFORMS } from '../advisor.ts';
import {
  isScheduleTime,
  PLANNED_POST_SOURCES,
  PLANNED_POST_TEXT_MAX,
  PLANNED_POST_TEXT_REQUIRED,
  PLANNED_POST_TIME_INVALID,
} from '../calendar.ts';

export { isScheduleTime } from '../calendar.ts';

// The content calendar's request bodies (issue 10). Messages name the field (the 400 body, spec §8); the
// planned-post decider checks the same rules again.

const TEXT_TOO_LONG = `text: at most ${PLANNED_POST_TEXT_MAX} characters`;

const PostText = Schema.String.annotations({ message: () => 'text: must be text' }).pipe(
  Schema.filter((text) => text.trim().length > 0 || PLANNED_POST_TEXT_REQUIRED),
  Schema.filter((text) => text.trim().length <= PLANNED_POST_TEXT_MAX || TEXT_TOO_LONG),
);

const oneOf = <const V extends string>(field: string, values: readonly V[]) => {
  const message = `${field}: must be one of ${values.join(', ')}`;
  return Schema.transformOrFail(
    Schema.String.annotations({ message: () => message }),
    Schema.Literal(...values),
    {
      strict: true,
      decode: (input, _, ast) =>
        (values as readonly string[]).includes(input)
          ? ParseResult.succeed(input as V)
          : ParseResult.fail(new ParseResult.Type(ast, input, message)),
      encode: ParseResult.succeed,
    },
  );
};

const ScheduledAt = Schema.String.annotations({ message: () => PLANNED_POST_TIME_INVALID }).pipe(
  Schema.filter((value) => isScheduleTime(value) || PLANNED_POST_TIME_INVALID),
);

/**
 * POST /api/calendar/posts: a post to plan. Without `scheduledAt` it goes to the platform's next best
 * posting window (in the profile's time zone); `source` says where the text came from (manual by default).
 */
export const SchedulePostRequest = Schema.Struct({
  text: Schema.propertySignature(PostText).annotations({ missingMessage: () => PLANNED_POST_TEXT_REQUIRED }),
  platform: Schema.propertySignature(oneOf('platform', PLATFORMS)).annotations({
    missingMessage: () => `platform: must be one of ${PLATFORMS.join(', ')}`,
  }),
  scheduledAt: Schema.optional(ScheduledAt),
  source: Schema.optional(oneOf('source', PLANNED_POST_SOURCES)),
});
export type SchedulePostRequest = typeof SchedulePostRequest.Type;

/** PATCH /api/calendar/posts/{id}: new text, platform and/or time (a move); absent fields stay. */
export const UpdatePostRequest = Schema.Struct({
  text: Schema.optional(PostText),
  platform: Schema.optional(oneOf('platform', PLATFORMS)),
  scheduledAt: Schema.optional(ScheduledAt),
});
export type UpdatePostRequest = typeof UpdatePostRequest.Type;

const RANGE_MESSAGE = (field: string) => `${field}: must be a date and time (ISO 8601)`;

/** GET /api/calendar/posts?from=&to=: the posts scheduled in [from, to), both optional. */
export const CalendarListParams = Schema.Struct({
  from: Schema.optional(Schema.String.pipe(Schema.filter((v) => isScheduleTime(v) || RANGE_MESSAGE('from')))),
  to: Schema.optional(Schema.String.pipe(Schema.filter((v) => isScheduleTime(v) || RANGE_MESSAGE('to')))),
});
export type CalendarListParams = typeof CalendarListParams.Type;
