import { createHash } from 'node:crypto';
import type { TaskCategory } from '@market-muse/contracts';
import { Effect } from 'effect';
import { type CommandContext, handle, readState, transact } from '../commandHandler.ts';
import { taskDecider, taskStream } from './task.ts';

/**
 * The habit's task id for one user and one week: a name-based (version 5 style) UUID, so adding the habit
 * twice in a week, even concurrently, finds the same stream instead of creating a second task.
 */
export const communityHabitTaskId = (userId: string, weekStart: string): string => {
  const hex = createHash('sha1').update(`market-muse/community-habit/${userId}/${weekStart}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
};

export interface CommunityHabitInput {
  readonly userId: string;
  /** Monday of the user's week, yyyy-mm-dd. */
  readonly weekStart: string;
  /** Sunday of that week, yyyy-mm-dd. */
  readonly dueDate: string;
  readonly habit: {
    readonly title: string;
    readonly description: string;
    readonly category: TaskCategory;
    readonly estimatedTime: number;
  };
}

/** Puts this week's community habit on the user's task list, once a week. */
export const addCommunityHabit = (input: CommunityHabitInput, context: CommandContext) =>
  transact(
    Effect.gen(function* () {
      const taskId = communityHabitTaskId(input.userId, input.weekStart);
      const stream = taskStream(taskId);
      const { state } = yield* readState(taskDecider, stream.id);
      if (state.status !== 'none') return { taskId, created: false };
      yield* handle(
        taskDecider,
        stream,
        {
          type: 'CreateTask',
          task: {
            taskId,
            userId: input.userId,
            roadmapId: null,
            projectId: null,
            title: input.habit.title,
            description: input.habit.description,
            priority: 'medium',
            category: input.habit.category,
            estimatedTime: input.habit.estimatedTime,
            dueDate: input.dueDate,
            phaseIndex: null,
            stepIndex: null,
            origin: 'community',
          },
          at: context.now,
        },
        context,
      );
      return { taskId, created: true };
    }),
  );
