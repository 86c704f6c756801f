import type { PlannedPostSource, Platform } from '@market-muse/contracts';
import { Effect } from 'effect';
import { type CommandContext, handle, transact } from '../commandHandler.ts';
import {
  type PlannedPostCommand,
  plannedPostDecider,
  plannedPostStream,
  type UpdatePost,
} from './plannedPost.ts';

const run = (command: PlannedPostCommand, context: CommandContext) =>
  transact(handle(plannedPostDecider, plannedPostStream(command.postId), command, context));

export interface NewPlannedPost {
  readonly text: string;
  readonly platform: Platform;
  readonly scheduledAt: string;
  readonly source: PlannedPostSource;
}

/** Plans a post on the user's calendar; answers its new id. */
export const schedulePost = (userId: string, post: NewPlannedPost, context: CommandContext) => {
  const postId = crypto.randomUUID();
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
