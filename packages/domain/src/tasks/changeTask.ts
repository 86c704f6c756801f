import { handle } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { taskDecider, taskStream } from './task.ts';

/** Marks the user's task completed (already completed: nothing changes). */
export const completeTask = (userId: string, taskId: string, context: CommandContext) =>
  unitOfWork(
    handle(
      taskDecider,
      taskStream(taskId),
      { type: 'CompleteTask', taskId, userId, at: context.now },
      context,
    ),
  );

/** Puts the user's completed task back to pending (already pending: nothing changes). */
export const reopenTask = (userId: string, taskId: string, context: CommandContext) =>
  unitOfWork(
    handle(taskDecider, taskStream(taskId), { type: 'ReopenTask', taskId, userId, at: context.now }, context),
  );
