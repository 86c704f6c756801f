import type { PlannedPostSource, Platform } from '@market-muse/contracts';
import type { SchedulePostRequest, UpdatePostRequest } from '@market-muse/contracts/requests';
import { Effect } from 'effect';
import { handle } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { newId } from '../ids.ts';
import { defaultScheduleTime } from './defaultTime.ts';
import {
  type PlannedPostCommand,
  plannedPostDecider,
  plannedPostStream,
  type RecordResults,
  type UpdatePost,
} from './plannedPost.ts';

const run = (command: PlannedPostCommand, context: CommandContext) =>
  unitOfWork(handle(plannedPostDecider, plannedPostStream(command.postId), command, context));

export interface NewPlannedPost {
  readonly text: string;
  readonly platform: Platform;
  readonly scheduledAt: string;
  readonly source: PlannedPostSource;
  readonly publishAutomatically?: boolean;
}

/**
 * POST /api/calendar/posts's body as a post to plan: without a time, the platform's next best window in
 * the creative's time zone; without a source, typed by hand.
 */
export const newPlannedPostFrom = (
  request: SchedulePostRequest,
  now: Date,
  timeZone: string | null | undefined,
): NewPlannedPost => ({
  text: request.text,
  platform: request.platform,
  scheduledAt: request.scheduledAt ?? defaultScheduleTime(request.platform, now, timeZone),
  source: request.source ?? 'manual',
  ...(request.publishAutomatically ? { publishAutomatically: true } : {}),
});

/** PATCH /api/calendar/posts/{id}'s body as changes: absent fields stay as they are. */
export const postChangesFrom = (request: UpdatePostRequest): UpdatePost['changes'] => {
  const changes: { -readonly [K in keyof UpdatePost['changes']]: UpdatePost['changes'][K] } = {};
  if (request.text !== undefined) changes.text = request.text;
  if (request.platform !== undefined) changes.platform = request.platform;
  if (request.scheduledAt !== undefined) changes.scheduledAt = request.scheduledAt;
  if (request.publishAutomatically !== undefined) changes.publishAutomatically = request.publishAutomatically;
  return changes;
};

/** Plans a post on the user's calendar; answers its new id. */
export const schedulePost = (userId: string, post: NewPlannedPost, context: CommandContext) => {
  const postId = newId();
  return run({ type: 'SchedulePost', postId, userId, ...post, at: context.now }, context).pipe(
    Effect.as({ postId }),
  );
};

/** Edits the text or platform and/or moves the post. */
export const updatePost = (
  userId: string,
  postId: string,
  changes: UpdatePost['changes'],
  context: CommandContext,
) => run({ type: 'UpdatePost', postId, userId, changes, at: context.now }, context);

export const publishPost = (userId: string, postId: string, context: CommandContext) =>
  run({ type: 'PublishPost', postId, userId, at: context.now }, context);

export const unpublishPost = (userId: string, postId: string, context: CommandContext) =>
  run({ type: 'UnpublishPost', postId, userId, at: context.now }, context);

export const deletePost = (userId: string, postId: string, context: CommandContext) =>
  run({ type: 'DeletePost', postId, userId, at: context.now }, context);

/** 'Publish now': publish automatically, at once. */
export const publishPostNow = (userId: string, postId: string, context: CommandContext) =>
  run({ type: 'PublishNow', postId, userId, at: context.now }, context);

/** 'Retry' a failed automatic attempt. */
export const retryPublishing = (userId: string, postId: string, context: CommandContext) =>
  run({ type: 'RetryPublishing', postId, userId, at: context.now }, context);

// The scheduler's commands: an attempt recorded before the network call, then its outcome.

export const startPublishing = (
  userId: string,
  postId: string,
  attempt: { readonly accountDid: string; readonly recordKey: string },
  context: CommandContext,
) => run({ type: 'StartPublishing', postId, userId, ...attempt, at: context.now }, context);

export const completePublishing = (
  userId: string,
  postId: string,
  post: { readonly uri: string; readonly url: string },
  context: CommandContext,
) => run({ type: 'CompletePublishing', postId, userId, ...post, at: context.now }, context);

export const failPublishing = (
  userId: string,
  postId: string,
  failure: { readonly reason: string; readonly transient: boolean },
  context: CommandContext,
) => run({ type: 'FailPublishing', postId, userId, ...failure, at: context.now }, context);

/** Marks the post as posted by hand, with its address on the platform (again: corrects the address). */
export const markPosted = (userId: string, postId: string, url: string, context: CommandContext) =>
  run({ type: 'MarkPosted', postId, userId, url, at: context.now }, context);

/** Records the published post's numbers (only a change is kept). */
export const recordResults = (
  userId: string,
  postId: string,
  source: RecordResults['source'],
  metrics: RecordResults['metrics'],
  context: CommandContext,
) => run({ type: 'RecordResults', postId, userId, source, metrics, at: context.now }, context);

/** The due reminder for one post, once per planned time. */
export const remindPost = (userId: string, postId: string, byMail: boolean, context: CommandContext) =>
  run({ type: 'RemindPost', postId, userId, byMail, at: context.now }, context);
