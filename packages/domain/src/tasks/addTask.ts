import type { TaskCategory, TaskPriority } from '@market-muse/contracts';
import { Effect } from 'effect';
import { handle } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { newId } from '../ids.ts';
import { taskDecider, taskStream } from './task.ts';

/** A task the user adds themselves: a strategy's action, or a proposal of the advisor they confirmed. */
export interface OwnTask {
  readonly userId: string;
  /** The project it belongs to (the active one), or null. */
  readonly projectId: string | null;
  readonly title: string;
  readonly description?: string | null;
  readonly category?: TaskCategory;
  readonly priority?: TaskPriority;
  /** Minutes. */
  readonly estimatedTime?: number;
  /** yyyy-mm-dd. */
  readonly dueDate?: string | null;
}

/** Adds the task under a new id, pending, outside any roadmap. */
export const addTask = (input: OwnTask, context: CommandContext) =>
  unitOfWork(
    Effect.gen(function* () {
      const taskId = newId();
      yield* handle(
        taskDecider,
        taskStream(taskId),
        {
          type: 'CreateTask',
          task: {
            taskId,
            userId: input.userId,
            roadmapId: null,
            projectId: input.projectId,
            title: input.title,
            description: input.description?.trim() ?? '',
            priority: input.priority ?? 'medium',
            category: input.category ?? 'marketing',
            estimatedTime: input.estimatedTime ?? 30,
            dueDate: input.dueDate ?? null,
            phaseIndex: null,
            stepIndex: null,
            origin: 'advisor',
          },
          at: context.now,
        },
        context,
      );
      return { taskId };
    }),
  );
