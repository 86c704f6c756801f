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
  type PostMetrics,
  type PostResultSource,
  type PostResults,
  type PublishFailure,
} from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';
import { checkMetrics, checkPostUrl } from './postedPost.ts';

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
/** Marked as posted by hand on a network the product cannot post to, with the post's address. */
export type MarkPosted = PostChange<'MarkPosted'> & { readonly url: string };
/** The due reminder: sent once per planned time (a move makes the post due again). */
export type RemindPost = PostChange<'RemindPost'> & { readonly byMail: boolean };
export type RecordResults = PostChange<'RecordResults'> & {
  readonly source: PostResultSource;
  readonly metrics: { readonly [K in keyof PostMetrics]?: number | null };
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
  | FailPublishing
  | MarkPosted
  | RemindPost
  | RecordResults;

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
}
const NOT_AUTOMATIC: AutoPublishing = {
  enabled: false,
  inFlight: false,
  recordKey: null,
  attempt: 0,
  failure: null,
  uri: null,
};

export interface PlannedPostRecord {
  readonly postId: string;
  readonly userId: string;
  readonly text: string;
  readonly platform: Platform;
  readonly scheduledAt: string;
  readonly publishedAt: string | null;
  readonly url: string | null;
  readonly remindedAt: string | null;
  readonly results: PostResults | null;
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
      case 'MarkPosted': {
        const post = owned(state, command.userId);
        const url = checkPostUrl(post.platform, command.url);
        if (post.auto.uri !== null) fail('conflict', POST_ALREADY_PUBLISHED);
        notWhilePublishing(post);
        if (post.publishedAt !== null && post.url === url) return [];
        // Correcting the address keeps the moment it was first marked as posted.
        return [
          {
            type: 'PlannedPostPublished',
            data: {
              postId: post.postId,
              userId: post.userId,
              publishedAt: post.publishedAt ?? at,
              uri: null,
              url,
            },
          },
        ];
      }
      case 'RemindPost': {
        const post = owned(state, command.userId);
        // A post set to publish automatically is the scheduler's to publish, not the creative's.
        if (post.publishedAt !== null || post.remindedAt !== null || post.auto.enabled) return [];
        if (Date.parse(post.scheduledAt) > command.at.getTime()) return [];
        return [
          {
            type: 'PlannedPostReminded',
            data: { postId: post.postId, userId: post.userId, byMail: command.byMail, remindedAt: at },
          },
        ];
      }
      case 'RecordResults': {
        const post = owned(state, command.userId);
        if (post.publishedAt === null)
          return fail('invalid', 'Mark the post as posted before recording its numbers');
        const metrics = checkMetrics(command.metrics, command.source);
        const latest = post.results;
        // Fetching on a schedule often finds the same numbers: only a change is recorded.
        if (
          latest &&
          (Object.keys(metrics) as Array<keyof PostMetrics>).every((k) => latest[k] === metrics[k])
        )
          return [];
        return [
          {
            type: 'PlannedPostResultsRecorded',
            data: {
              postId: post.postId,
              userId: post.userId,
              source: command.source,
              ...metrics,
              recordedAt: at,
            },
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
            url: null,
            remindedAt: null,
            results: null,
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
                remindedAt: null,
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
                url: event.data.url ?? state.post.url,
                updatedAt: event.data.publishedAt,
                auto: { ...state.post.auto, inFlight: false, failure: null, uri: event.data.uri },
              },
            }
          : state;
      case 'PlannedPostUnpublished':
        return state.status === 'planned'
          ? {
              status: 'planned',
              post: { ...state.post, publishedAt: null, url: null, updatedAt: event.data.unpublishedAt },
            }
          : state;
      case 'PlannedPostReminded':
        return state.status === 'planned'
          ? { status: 'planned', post: { ...state.post, remindedAt: event.data.remindedAt } }
          : state;
      case 'PlannedPostResultsRecorded': {
        if (state.status !== 'planned') return state;
        const { postId: _p, userId: _u, ...results } = event.data;
        return { status: 'planned', post: { ...state.post, results } };
      }
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
  url: post.url,
  remindedAt: post.remindedAt,
  results: post.results,
  source: post.source,
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
  publishAutomatically: post.auto.enabled,
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
