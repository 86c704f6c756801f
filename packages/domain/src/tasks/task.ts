import type { TaskCategory, TaskEvent, TaskOrigin, TaskPriority } from '@market-muse/contracts';
import { isCalendarDate } from '../dates.ts';
import { type Decider, fail } from '../decider.ts';

export const taskStream = (taskId: string) => ({ id: `task-${taskId}`, type: 'task' });

export const TASK_NOT_FOUND = 'Task not found';

export interface NewTask {
  readonly taskId: string;
  readonly userId: string;
  readonly roadmapId: string | null;
  readonly projectId: string | null;
  readonly title: string;
  readonly description: string;
  readonly priority: TaskPriority;
  readonly category: TaskCategory;
  /** Minutes. */
  readonly estimatedTime: number;
  /** yyyy-mm-dd. */
  readonly dueDate: string | null;
  readonly phaseIndex: number | null;
  readonly stepIndex: number | null;
  readonly origin: TaskOrigin;
}

export type TaskCommand =
  | { readonly type: 'CreateTask'; readonly task: NewTask; readonly at: Date }
  | { readonly type: 'CompleteTask'; readonly taskId: string; readonly userId: string; readonly at: Date }
  | { readonly type: 'ReopenTask'; readonly taskId: string; readonly userId: string; readonly at: Date }
  | { readonly type: 'DiscardTask'; readonly taskId: string; readonly userId: string; readonly at: Date };

export type TaskState =
  | { readonly status: 'none' }
  | {
      /** One model: `completed` on the wire is always `status === 'completed'`. */
      readonly status: 'pending' | 'completed' | 'discarded';
      readonly userId: string;
      readonly roadmapId: string | null;
      readonly projectId: string | null;
    };

/** A marketing task: created pending, completed and reopened by its owner, discarded with its roadmap. */
export const taskDecider: Decider<TaskCommand, TaskEvent, TaskState> = {
  initialState: () => ({ status: 'none' }),
  decide: (command, state) => {
    if (command.type === 'CreateTask') {
      const { task } = command;
      if (state.status !== 'none') fail('conflict', 'This task already exists');
      if (task.title.trim() === '') fail('invalid', 'title: Task title is required', 'title');
      if (!Number.isInteger(task.estimatedTime) || task.estimatedTime <= 0)
        fail(
          'invalid',
          'estimatedTime: Estimated time must be a positive number of minutes',
          'estimatedTime',
        );
      if (task.dueDate !== null && !isCalendarDate(task.dueDate))
        fail('invalid', 'dueDate: Due date must be a date (yyyy-mm-dd)', 'dueDate');
      return [
        {
          type: 'TaskCreated',
          data: { ...task, title: task.title.trim(), createdAt: command.at.toISOString() },
        },
      ];
    }
    // Another user's task answers exactly like a missing one.
    if (state.status === 'none' || state.status === 'discarded' || state.userId !== command.userId)
      return fail('not_found', TASK_NOT_FOUND);
    const change = {
      taskId: command.taskId,
      userId: command.userId,
      roadmapId: state.roadmapId,
      projectId: state.projectId,
    };
    switch (command.type) {
      case 'CompleteTask':
        return state.status === 'completed'
          ? []
          : [{ type: 'TaskCompleted', data: { ...change, completedAt: command.at.toISOString() } }];
      case 'ReopenTask':
        return state.status === 'pending'
          ? []
          : [{ type: 'TaskReopened', data: { ...change, reopenedAt: command.at.toISOString() } }];
      case 'DiscardTask':
        // Done work stays in the history; only open tasks leave with their roadmap.
        return state.status === 'completed'
          ? []
          : [
              {
                type: 'TaskDiscarded',
                data: { ...change, reason: 'roadmap_superseded', discardedAt: command.at.toISOString() },
              },
            ];
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'TaskCreated':
        return {
          status: 'pending',
          userId: event.data.userId,
          roadmapId: event.data.roadmapId,
          projectId: event.data.projectId,
        };
      case 'TaskCompleted':
        return state.status === 'none' ? state : { ...state, status: 'completed' };
      case 'TaskReopened':
        return state.status === 'none' ? state : { ...state, status: 'pending' };
      case 'TaskDiscarded':
        return state.status === 'none' ? state : { ...state, status: 'discarded' };
      default:
        return state;
    }
  },
};
