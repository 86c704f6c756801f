import {
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
  type PostMetrics,
  type PostResultSource,
  type PostResults,
} from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';
import { checkMetrics, checkPostUrl } from './postedPost.ts';

// A post on the content calendar: planned from a generated idea or caption, or typed by hand;
// edited, moved, marked as published (and back), deleted. One stream per post.

export const plannedPostStream = (postId: string) => ({ id: `planned-post-${postId}`, type: 'planned-post' });

export type SchedulePost = {
  readonly type: 'SchedulePost';
  readonly postId: string;
  readonly userId: string;
  readonly text: string;
  readonly platform: Platform;
  readonly scheduledAt: string;
  readonly source: PlannedPostSource;
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
  | MarkPosted
  | RemindPost
  | RecordResults;

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
        return [
          {
            type: 'PlannedPostScheduled',
            data: {
              postId: command.postId,
              userId: command.userId,
              text: checkText(command.text),
              platform: checkPlatform(command.platform),
              scheduledAt: checkTime(command.scheduledAt),
              source: command.source,
              scheduledOn: at,
            },
          },
        ];
      }
      case 'UpdatePost': {
        const post = owned(state, command.userId);
        const { text, platform, scheduledAt } = command.changes;
        const events: PlannedPostEvent[] = [];
        const nextText = text === undefined ? post.text : checkText(text);
        const nextPlatform = platform === undefined ? post.platform : checkPlatform(platform);
        const nextTime = scheduledAt === undefined ? post.scheduledAt : checkTime(scheduledAt);
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
        return events;
      }
      case 'PublishPost': {
        const post = owned(state, command.userId);
        if (post.publishedAt !== null) return [];
        return [
          {
            type: 'PlannedPostPublished',
            data: { postId: post.postId, userId: post.userId, publishedAt: at },
          },
        ];
      }
      case 'UnpublishPost': {
        const post = owned(state, command.userId);
        if (post.publishedAt === null) return [];
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
        if (post.publishedAt !== null && post.url === url) return [];
        // Correcting the address keeps the moment it was first marked as posted.
        return [
          {
            type: 'PlannedPostPublished',
            data: { postId: post.postId, userId: post.userId, publishedAt: post.publishedAt ?? at, url },
          },
        ];
      }
      case 'RemindPost': {
        const post = owned(state, command.userId);
        if (post.publishedAt !== null || post.remindedAt !== null) return [];
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
  status: post.publishedAt === null ? 'planned' : 'published',
  publishedAt: post.publishedAt,
  url: post.url,
  remindedAt: post.remindedAt,
  results: post.results,
  source: post.source,
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
});
