import type { TaskCategory } from '@market-muse/contracts';
import { Effect } from 'effect';
import { handle, readState } from '../commandHandling.ts';
import { weekOf } from '../dates.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { sha1Uuid } from '../ids.ts';
import { taskDecider, taskStream } from './task.ts';

/**
 * The habit's task id for one user and one week: a name-based (version 5 style) UUID, so adding the habit
 * twice in a week, even concurrently, finds the same stream instead of creating a second task.
 */
export const communityHabitTaskId = (userId: string, weekStart: string): string =>
  sha1Uuid(`market-muse/community-habit/${userId}/${weekStart}`);

export interface CommunityHabitInput {
  readonly userId: string;
  /** A day of the week the habit is for (the user's today), yyyy-mm-dd: due on that week's Sunday. */
  readonly day: string;
  readonly habit: {
    readonly title: string;
    readonly description: string;
    readonly category: TaskCategory;
    readonly estimatedTime: number;
  };
}

/** Puts this week's community habit on the user's task list, once a week (Monday to Sunday). */
export const addCommunityHabit = (input: CommunityHabitInput, context: CommandContext) =>
  unitOfWork(
    Effect.gen(function* () {
      const week = weekOf(input.day);
      const taskId = communityHabitTaskId(input.userId, week.from);
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
            dueDate: week.to,
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
