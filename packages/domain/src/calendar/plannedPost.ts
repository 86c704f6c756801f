import {
  AUTO_PUBLISH_BLUESKY_ONLY,
  BLUESKY_TEXT_MAX_GRAPHEMES,
  BLUESKY_TEXT_TOO_LONG,
  graphemeLength,
  isScheduleTime,
  PLANNED_POST_NOT_FOUND,
  PLANNED_POST_TEXT_MAX,
  PLANNED_POST_TEXT_REQUIRED,
  PLANNED_POST_TIME_INVALID,
  PLATFORMS,
  type PlannedPost,
  type PlannedPostEvent,
  type PlannedPostSource,
  type Platform,
  POST_ALREADY_PUBLISHED,
  POST_NOT_FAILED,
  type PublishFailure,
} from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';

// A post on the content calendar: planned from a generated idea or caption, or typed by hand;
// edited, moved, marked as published (and back), deleted; or published automatically at its time to the
// connected account (the scheduler's commands: start, complete or fail an attempt). One stream per post.

export const plannedPostStream = (postId: string) => ({ id: `planned-post-${postId}`, type: 'planned-post' });

export type SchedulePost = {
  readonly type: 'SchedulePost';
  readonly postId: string;
  readonly userId: string;
  readonly text: string;
  readonly platform: Platform;
  readonly scheduledAt: string;
  readonly source: PlannedPostSource;
  readonly publishAutomatically?: boolean;
  readonly at: Date;
};
export type UpdatePost = {
  readonly type: 'UpdatePost';
  readonly postId: string;
  readonly userId: string;
  readonly changes: {
    readonly text?: string;
    readonly platform?: Platform;
    readonly scheduledAt?: string;
    readonly publishAutomatically?: boolean;
  };
  readonly at: Date;
};
type PostChange<T extends string> = {
  readonly type: T;
  readonly postId: string;
  readonly userId: string;
  readonly at: Date;
};
export type PublishPost = PostChange<'PublishPost'>;
export type UnpublishPost = PostChange<'UnpublishPost'>;
export type DeletePost = PostChange<'DeletePost'>;
/** 'Publish now': publish automatically, and at once if its time is still ahead. */
export type PublishNow = PostChange<'PublishNow'>;
/** 'Retry' after a failed attempt. */
export type RetryPublishing = PostChange<'RetryPublishing'>;
/** The scheduler records the attempt (and its record key) before calling the network. */
export type StartPublishing = PostChange<'StartPublishing'> & {
  readonly accountDid: string;
  /** Used unless an earlier attempt already chose one: every attempt of a post uses the same key. */
  readonly recordKey: string;
};
export type CompletePublishing = PostChange<'CompletePublishing'> & {
  readonly uri: string;
  readonly url: string;
};
export type FailPublishing = PostChange<'FailPublishing'> & {
  readonly reason: string;
  /** false when retrying cannot help (the network refused the credentials). */
  readonly transient: boolean;
};
export type PlannedPostCommand =
  | SchedulePost
  | UpdatePost
  | PublishPost
  | UnpublishPost
  | DeletePost
  | PublishNow
  | RetryPublishing
  | StartPublishing
  | CompletePublishing
  | FailPublishing;

/** Transient failures are retried this many times in all, waiting twice as long each time from a minute. */
export const PUBLISH_MAX_ATTEMPTS = 5;
export const retryDelayMs = (attempt: number) => 60_000 * 2 ** Math.max(0, attempt - 1);

/** Automatic publishing: the attempt under way, the record key every attempt uses, the last failure. */
export interface AutoPublishing {
  readonly enabled: boolean;
  readonly inFlight: boolean;
  readonly recordKey: string | null;
  readonly attempt: number;
  readonly failure: PublishFailure | null;
  readonly uri: string | null;
  readonly url: string | null;
}
const NOT_AUTOMATIC: AutoPublishing = {
  enabled: false,
  inFlight: false,
  recordKey: null,
  attempt: 0,
  failure: null,
  uri: null,
  url: null,
};

export interface PlannedPostRecord {
  readonly postId: string;
  readonly userId: string;
  readonly text: string;
  readonly platform: Platform;
  readonly scheduledAt: string;
  readonly publishedAt: string | null;
  readonly source: PlannedPostSource;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly auto: AutoPublishing;
}
export type PlannedPostState =
  | { readonly status: 'none' }
  | { readonly status: 'planned'; readonly post: PlannedPostRecord }
  | { readonly status: 'deleted'; readonly userId: string };

const checkText = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') fail('invalid', PLANNED_POST_TEXT_REQUIRED, 'text');
  if (trimmed.length > PLANNED_POST_TEXT_MAX)
    fail('invalid', `text: at most ${PLANNED_POST_TEXT_MAX} characters`, 'text');
  return trimmed;
};

const checkPlatform = (platform: string): Platform =>
  (PLATFORMS as readonly string[]).includes(platform)
    ? (platform as Platform)
    : fail('invalid', `platform: must be one of ${PLATFORMS.join(', ')}`, 'platform');

/** The instant as the API writes it (UTC, milliseconds), whatever offset it was sent with. */
const checkTime = (value: string) =>
  isScheduleTime(value)
    ? new Date(value).toISOString()
    : fail('invalid', PLANNED_POST_TIME_INVALID, 'scheduledAt');

/** A post published automatically must fit the network: its platform, and Bluesky's 300 graphemes. */
const checkPublishable = (text: string, platform: Platform) => {
  if (platform !== 'bluesky') fail('invalid', AUTO_PUBLISH_BLUESKY_ONLY, 'publishAutomatically');
  if (graphemeLength(text) > BLUESKY_TEXT_MAX_GRAPHEMES) fail('invalid', BLUESKY_TEXT_TOO_LONG, 'text');
};

const autoPublishSet = (post: PlannedPostRecord, enabled: boolean, at: string): PlannedPostEvent => ({
  type: 'PlannedPostAutoPublishSet',
  data: { postId: post.postId, userId: post.userId, enabled, setOn: at },
});

const notWhilePublishing = (post: PlannedPostRecord) => {
  if (post.auto.inFlight) fail('conflict', 'This post is being published');
};

const owned = (state: PlannedPostState, userId: string): PlannedPostRecord => {
  if (state.status !== 'planned' || state.post.userId !== userId)
    return fail('not_found', PLANNED_POST_NOT_FOUND);
  return state.post;
};

/** Another user's post is answered exactly like a missing (or deleted) one. */
export const plannedPostDecider: Decider<PlannedPostCommand, PlannedPostEvent, PlannedPostState> = {
  initialState: () => ({ status: 'none' }),
  decide: (command, state) => {
    const at = command.at.toISOString();
    switch (command.type) {
      case 'SchedulePost': {
        if (state.status !== 'none') return fail('conflict', 'This post already exists');
        const scheduled = {
          postId: command.postId,
          userId: command.userId,
          text: checkText(command.text),
          platform: checkPlatform(command.platform),
          scheduledAt: checkTime(command.scheduledAt),
          source: command.source,
          scheduledOn: at,
        };
        if (!command.publishAutomatically) return [{ type: 'PlannedPostScheduled', data: scheduled }];
        checkPublishable(scheduled.text, scheduled.platform);
        return [
          { type: 'PlannedPostScheduled', data: scheduled },
          {
            type: 'PlannedPostAutoPublishSet',
            data: { postId: scheduled.postId, userId: scheduled.userId, enabled: true, setOn: at },
          },
        ];
      }
      case 'UpdatePost': {
        const post = owned(state, command.userId);
        const { text, platform, scheduledAt, publishAutomatically } = command.changes;
        const events: PlannedPostEvent[] = [];
        const nextText = text === undefined ? post.text : checkText(text);
        const nextPlatform = platform === undefined ? post.platform : checkPlatform(platform);
        const nextTime = scheduledAt === undefined ? post.scheduledAt : checkTime(scheduledAt);
        const nextAuto = publishAutomatically ?? post.auto.enabled;
        const changing =
          nextText !== post.text ||
          nextPlatform !== post.platform ||
          nextTime !== post.scheduledAt ||
          nextAuto !== post.auto.enabled;
        if (changing) notWhilePublishing(post);
        if (nextAuto !== post.auto.enabled && post.publishedAt !== null)
          fail('conflict', POST_ALREADY_PUBLISHED);
        if (nextAuto) checkPublishable(nextText, nextPlatform);
        if (nextText !== post.text || nextPlatform !== post.platform)
          events.push({
            type: 'PlannedPostEdited',
            data: {
              postId: post.postId,
              userId: post.userId,
              text: nextText,
              platform: nextPlatform,
              editedOn: at,
            },
          });
        if (nextTime !== post.scheduledAt)
          events.push({
            type: 'PlannedPostRescheduled',
            data: {
              postId: post.postId,
              userId: post.userId,
              scheduledAt: nextTime,
              previousScheduledAt: post.scheduledAt,
              rescheduledOn: at,
            },
          });
        if (nextAuto !== post.auto.enabled) events.push(autoPublishSet(post, nextAuto, at));
        return events;
      }
      case 'PublishPost': {
        const post = owned(state, command.userId);
        if (post.publishedAt !== null) return [];
        notWhilePublishing(post);
        return [
          {
            type: 'PlannedPostPublished',
            data: { postId: post.postId, userId: post.userId, publishedAt: at, uri: null, url: null },
          },
        ];
      }
      case 'UnpublishPost': {
        const post = owned(state, command.userId);
        if (post.publishedAt === null) return [];
        if (post.auto.uri !== null)
          fail('conflict', 'A post published on Bluesky stays published: delete it on Bluesky');
        return [
          {
            type: 'PlannedPostUnpublished',
            data: { postId: post.postId, userId: post.userId, unpublishedAt: at },
          },
        ];
      }
      case 'DeletePost': {
        const post = owned(state, command.userId);
        return [
          { type: 'PlannedPostDeleted', data: { postId: post.postId, userId: post.userId, deletedAt: at } },
        ];
      }
      case 'PublishNow': {
        const post = owned(state, command.userId);
        if (post.publishedAt !== null) return fail('conflict', POST_ALREADY_PUBLISHED);
        notWhilePublishing(post);
        checkPublishable(post.text, post.platform);
        const events: PlannedPostEvent[] = [];
        if (Date.parse(post.scheduledAt) > command.at.getTime())
          events.push({
            type: 'PlannedPostRescheduled',
            data: {
              postId: post.postId,
              userId: post.userId,
              scheduledAt: at,
              previousScheduledAt: post.scheduledAt,
              rescheduledOn: at,
            },
          });
        if (!post.auto.enabled || post.auto.failure !== null) events.push(autoPublishSet(post, true, at));
        return events;
      }
      case 'RetryPublishing': {
        const post = owned(state, command.userId);
        if (post.publishedAt !== null) return fail('conflict', POST_ALREADY_PUBLISHED);
        if (!post.auto.enabled || post.auto.failure === null) return fail('conflict', POST_NOT_FAILED);
        checkPublishable(post.text, post.platform);
        return [autoPublishSet(post, true, at)];
      }
      case 'StartPublishing': {
        const post = owned(state, command.userId);
        // Already published, turned off, or an attempt under way (resumed by the scheduler): nothing new.
        if (post.publishedAt !== null || !post.auto.enabled || post.auto.inFlight) return [];
        return [
          {
            type: 'PlannedPostPublishing',
            data: {
              postId: post.postId,
              userId: post.userId,
              network: 'bluesky',
              accountDid: command.accountDid,
              recordKey: post.auto.recordKey ?? command.recordKey,
              attempt: post.auto.attempt + 1,
              startedAt: at,
            },
          },
        ];
      }
      case 'CompletePublishing': {
        const post = owned(state, command.userId);
        if (post.publishedAt !== null) return [];
        return [
          {
            type: 'PlannedPostPublished',
            data: {
              postId: post.postId,
              userId: post.userId,
              publishedAt: at,
              uri: command.uri,
              url: command.url,
            },
          },
        ];
      }
      case 'FailPublishing': {
        const post = owned(state, command.userId);
        if (post.publishedAt !== null || !post.auto.inFlight) return [];
        const willRetry = command.transient && post.auto.attempt < PUBLISH_MAX_ATTEMPTS;
        return [
          {
            type: 'PlannedPostPublishFailed',
            data: {
              postId: post.postId,
              userId: post.userId,
              reason: command.reason,
              willRetry,
              retryAt: willRetry
                ? new Date(command.at.getTime() + retryDelayMs(post.auto.attempt)).toISOString()
                : null,
              failedAt: at,
            },
          },
        ];
      }
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'PlannedPostScheduled': {
        const { scheduledOn, ...rest } = event.data;
        return {
          status: 'planned',
          post: {
            ...rest,
            publishedAt: null,
            createdAt: scheduledOn,
            updatedAt: scheduledOn,
            auto: NOT_AUTOMATIC,
          },
        };
      }
      case 'PlannedPostEdited':
        return state.status === 'planned'
          ? {
              status: 'planned',
              post: {
                ...state.post,
                text: event.data.text,
                platform: event.data.platform,
                updatedAt: event.data.editedOn,
              },
            }
          : state;
      case 'PlannedPostRescheduled':
        return state.status === 'planned'
          ? {
              status: 'planned',
              post: {
                ...state.post,
                scheduledAt: event.data.scheduledAt,
                updatedAt: event.data.rescheduledOn,
              },
            }
          : state;
      case 'PlannedPostPublished':
        return state.status === 'planned'
          ? {
              status: 'planned',
              post: {
                ...state.post,
                publishedAt: event.data.publishedAt,
                updatedAt: event.data.publishedAt,
                auto: {
                  ...state.post.auto,
                  inFlight: false,
                  failure: null,
                  uri: event.data.uri,
                  url: event.data.url,
                },
              },
            }
          : state;
      case 'PlannedPostUnpublished':
        return state.status === 'planned'
          ? {
              status: 'planned',
              post: { ...state.post, publishedAt: null, updatedAt: event.data.unpublishedAt },
            }
          : state;
      case 'PlannedPostDeleted':
        return { status: 'deleted', userId: event.data.userId };
      case 'PlannedPostAutoPublishSet':
        return state.status === 'planned'
          ? {
              status: 'planned',
              post: {
                ...state.post,
                updatedAt: event.data.setOn,
                auto: { ...state.post.auto, enabled: event.data.enabled, failure: null, attempt: 0 },
              },
            }
          : state;
      case 'PlannedPostPublishing':
        return state.status === 'planned'
          ? {
              status: 'planned',
              post: {
                ...state.post,
                auto: {
                  ...state.post.auto,
                  inFlight: true,
                  recordKey: event.data.recordKey,
                  attempt: event.data.attempt,
                  failure: null,
                },
              },
            }
          : state;
      case 'PlannedPostPublishFailed': {
        if (state.status !== 'planned') return state;
        const { reason, willRetry, retryAt } = event.data;
        return {
          status: 'planned',
          post: {
            ...state.post,
            auto: { ...state.post.auto, inFlight: false, failure: { reason, willRetry, retryAt } },
          },
        };
      }
      default:
        return state;
    }
  },
};

/** The post as the API returns it (also what demo mode answers). */
export const plannedPostView = (post: PlannedPostRecord): PlannedPost => ({
  id: post.postId,
  text: post.text,
  platform: post.platform,
  scheduledAt: post.scheduledAt,
  status: publishingStatus(post.publishedAt, post.auto),
  publishedAt: post.publishedAt,
  source: post.source,
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
  publishAutomatically: post.auto.enabled,
  postUrl: post.auto.url,
  failure: post.publishedAt === null && post.auto.enabled ? post.auto.failure : null,
});

/** The post's state on the calendar (see PLANNED_POST_STATUSES). */
export const publishingStatus = (
  publishedAt: string | null,
  auto: Pick<AutoPublishing, 'enabled' | 'inFlight' | 'failure'>,
): PlannedPost['status'] => {
  if (publishedAt !== null) return 'published';
  if (!auto.enabled) return 'planned';
  if (auto.inFlight) return 'publishing';
  return auto.failure ? 'failed' : 'scheduled';
};
