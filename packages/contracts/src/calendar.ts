// Content calendar: planned posts and the user's content history.
import { Schema } from 'effect';
import { AdvisorSource, Platform, SavedStrategy } from './advisor.ts';
import { isDateTime } from './dates.ts';
import { IsoDateTime } from './domain.ts';
import { PublishFailure, PublishingNetwork } from './publishing.ts';

export * from './postedPost.ts';
export * from './postingWindows.ts';

export * from './publishing.ts';

/**
 * planned: on the calendar, published by hand; scheduled: to be published automatically at its time;
 * publishing: the network call is under way (or its outcome not yet known); published; failed: the last
 * attempt failed (`failure` says why and whether another attempt follows).
 */
export const PLANNED_POST_STATUSES = ['planned', 'scheduled', 'publishing', 'published', 'failed'] as const;
export const PlannedPostStatus = Schema.Literal(...PLANNED_POST_STATUSES);
export type PlannedPostStatus = typeof PlannedPostStatus.Type;

/** Where the post's text came from: a generated idea, a generated caption, or typed by hand. */
export const PLANNED_POST_SOURCES = ['idea', 'caption', 'manual'] as const;
export const PlannedPostSource = Schema.Literal(...PLANNED_POST_SOURCES);
export type PlannedPostSource = typeof PlannedPostSource.Type;

/** Long enough for a LinkedIn post (3,000) with room; each platform's own limit is shown as a hint. */
export const PLANNED_POST_TEXT_MAX = 5000;
export const PLANNED_POST_NOT_FOUND = 'Planned post not found';
export const PLANNED_POST_TEXT_REQUIRED = 'text: Post text is required';
export const PLANNED_POST_TIME_INVALID =
  'scheduledAt: must be a date and time (ISO 8601, e.g. 2026-11-24T09:00:00Z)';

/**
 * An instant with its offset (a local time without one would mean a different moment on each server), on a
 * day that exists, in the years every request may name (the shared date rule).
 */
export const isScheduleTime = isDateTime;

/** Where a post's numbers came from: typed by the creative, or fetched from an open network. */
export const POST_RESULT_SOURCES = ['manual', 'fetched'] as const;
export const PostResultSource = Schema.Literal(...POST_RESULT_SOURCES);
export type PostResultSource = typeof PostResultSource.Type;

const Count = Schema.NullOr(Schema.Number);

export const PostMetrics = Schema.Struct({
  likes: Count,
  comments: Count,
  shares: Count,
  saves: Count,
  reach: Count,
  quotes: Count,
});
export type PostMetrics = typeof PostMetrics.Type;

export const PostResults = Schema.Struct({
  ...PostMetrics.fields,
  source: PostResultSource,
  recordedAt: IsoDateTime,
});
export type PostResults = typeof PostResults.Type;

/** A post on the user's content calendar. */
export const PlannedPost = Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  platform: Platform,
  /** When to publish, an ISO date-time (UTC). */
  scheduledAt: IsoDateTime,
  status: PlannedPostStatus,
  publishedAt: Schema.NullOr(IsoDateTime),
  /**
   * The published post's address on its platform: its page on the network when published automatically,
   * or the link it was marked as posted with; null when published without one or not yet published.
   */
  url: Schema.NullOr(Schema.String),
  /** When the reminder that the post is due went out; null until then (or after a move). */
  remindedAt: Schema.NullOr(IsoDateTime),
  /** The latest numbers recorded for the published post. */
  results: Schema.NullOr(PostResults),
  source: PlannedPostSource,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  /** Published at its time to the connected account of its platform (Bluesky), not by hand. */
  publishAutomatically: Schema.Boolean,
  /** Why the last automatic attempt failed; null unless status is failed. */
  failure: Schema.NullOr(PublishFailure),
});
export type PlannedPost = typeof PlannedPost.Type;

// ---------------------------------------------------------------------------------------------
// Events (stream planned-post-<id>).

export const PlannedPostScheduled = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  text: Schema.String,
  platform: Platform,
  scheduledAt: Schema.String,
  source: PlannedPostSource,
  scheduledOn: Schema.String,
});
export type PlannedPostScheduled = typeof PlannedPostScheduled.Type;

export const PlannedPostRescheduled = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  scheduledAt: Schema.String,
  previousScheduledAt: Schema.String,
  rescheduledOn: Schema.String,
});
export type PlannedPostRescheduled = typeof PlannedPostRescheduled.Type;

export const PlannedPostEdited = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  text: Schema.String,
  platform: Platform,
  editedOn: Schema.String,
});
export type PlannedPostEdited = typeof PlannedPostEdited.Type;

/**
 * Published: by hand ('Mark as published': uri and url null; 'Mark as posted': url the post's address on its
 * platform, uri null) or automatically (the record's AT URI and its page). Version 1 had neither field; its
 * upcaster (publishingUpcasters) reads them as null.
 */
export const PlannedPostPublished = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  publishedAt: Schema.String,
  uri: Schema.NullOr(Schema.String),
  url: Schema.NullOr(Schema.String),
});
export type PlannedPostPublished = typeof PlannedPostPublished.Type;

/** Marked as published by mistake: back to planned. */
export const PlannedPostUnpublished = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  unpublishedAt: Schema.String,
});
export type PlannedPostUnpublished = typeof PlannedPostUnpublished.Type;

export const PlannedPostDeleted = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  deletedAt: Schema.String,
});
export type PlannedPostDeleted = typeof PlannedPostDeleted.Type;

/** 'Publish automatically' turned on (again, after a failure: 'Retry') or off. */
export const PlannedPostAutoPublishSet = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  enabled: Schema.Boolean,
  setOn: Schema.String,
});
export type PlannedPostAutoPublishSet = typeof PlannedPostAutoPublishSet.Type;

/**
 * The scheduler is about to call the network: recorded before the call, with the record key the post will
 * have, so an attempt whose outcome was lost (a crash between the call and the next event) is resumed
 * under the same key and finds the post instead of publishing it twice.
 */
export const PlannedPostPublishing = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  network: PublishingNetwork,
  accountDid: Schema.String,
  recordKey: Schema.String,
  attempt: Schema.Number,
  startedAt: Schema.String,
});
export type PlannedPostPublishing = typeof PlannedPostPublishing.Type;

/** An automatic attempt failed: why, and when the next one follows (none when retrying cannot help). */
export const PlannedPostPublishFailed = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  reason: Schema.String,
  willRetry: Schema.Boolean,
  retryAt: Schema.NullOr(Schema.String),
  failedAt: Schema.String,
});
export type PlannedPostPublishFailed = typeof PlannedPostPublishFailed.Type;
/** The reminder that a post is due went out (in the app, and by e-mail when the creative wants it). */
export const PlannedPostReminded = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  byMail: Schema.Boolean,
  remindedAt: Schema.String,
});
export type PlannedPostReminded = typeof PlannedPostReminded.Type;

/** A published post's numbers, typed by the creative or fetched from its network. */
export const PlannedPostResultsRecorded = Schema.Struct({
  postId: Schema.String,
  userId: Schema.String,
  source: PostResultSource,
  ...PostMetrics.fields,
  recordedAt: Schema.String,
});
export type PlannedPostResultsRecorded = typeof PlannedPostResultsRecorded.Type;

/**
 * Whether the creative wants the due reminders by e-mail too (stream post-reminders-<userId>); until they
 * choose, they do: a reminder they planned for is the point of planning.
 */
export const PostReminderMailsChosen = Schema.Struct({
  userId: Schema.String,
  byMail: Schema.Boolean,
  chosenAt: Schema.String,
});
export type PostReminderMailsChosen = typeof PostReminderMailsChosen.Type;

/** GET and PATCH /api/calendar/reminders. */
export const PostReminderSettings = Schema.Struct({ byMail: Schema.Boolean });
export type PostReminderSettings = typeof PostReminderSettings.Type;

export type PlannedPostEvent =
  | { readonly type: 'PlannedPostScheduled'; readonly data: PlannedPostScheduled }
  | { readonly type: 'PlannedPostRescheduled'; readonly data: PlannedPostRescheduled }
  | { readonly type: 'PlannedPostEdited'; readonly data: PlannedPostEdited }
  | { readonly type: 'PlannedPostPublished'; readonly data: PlannedPostPublished }
  | { readonly type: 'PlannedPostUnpublished'; readonly data: PlannedPostUnpublished }
  | { readonly type: 'PlannedPostDeleted'; readonly data: PlannedPostDeleted }
  | { readonly type: 'PlannedPostAutoPublishSet'; readonly data: PlannedPostAutoPublishSet }
  | { readonly type: 'PlannedPostPublishing'; readonly data: PlannedPostPublishing }
  | { readonly type: 'PlannedPostPublishFailed'; readonly data: PlannedPostPublishFailed }
  | { readonly type: 'PlannedPostReminded'; readonly data: PlannedPostReminded }
  | { readonly type: 'PlannedPostResultsRecorded'; readonly data: PlannedPostResultsRecorded }
  | { readonly type: 'PostReminderMailsChosen'; readonly data: PostReminderMailsChosen };

export const plannedPostEventSchemas = {
  PlannedPostScheduled,
  PlannedPostRescheduled,
  PlannedPostEdited,
  PlannedPostPublished,
  PlannedPostUnpublished,
  PlannedPostDeleted,
  PlannedPostAutoPublishSet,
  PlannedPostPublishing,
  PlannedPostPublishFailed,
  PlannedPostReminded,
  PlannedPostResultsRecorded,
  PostReminderMailsChosen,
} as const;

// ---------------------------------------------------------------------------------------------
// Content history (GET /api/content-history): generated ideas, captions and analyses.

export const CONTENT_HISTORY_KINDS = ['content_suggestions', 'content_analysis', 'strategy'] as const;
export const ContentHistoryKind = Schema.Literal(...CONTENT_HISTORY_KINDS);
export type ContentHistoryKind = typeof ContentHistoryKind.Type;

export const ContentHistoryEntry = Schema.Struct({
  id: Schema.String,
  kind: ContentHistoryKind,
  createdAt: IsoDateTime,
  /** content_suggestions: the requested content type (e.g. social_media). */
  contentType: Schema.NullOr(Schema.String),
  /** content_analysis: the analysed platform and text, and its score (0-100). */
  platform: Schema.NullOr(Platform),
  content: Schema.NullOr(Schema.String),
  score: Schema.NullOr(Schema.Number),
  recommendations: Schema.Array(Schema.String),
  ideas: Schema.Array(Schema.String),
  captions: Schema.Array(Schema.String),
  hashtags: Schema.Array(Schema.String),
  /** strategy: the kept strategy with the actions the user ticked. */
  strategy: Schema.NullOr(SavedStrategy),
  source: AdvisorSource,
});
export type ContentHistoryEntry = typeof ContentHistoryEntry.Type;
