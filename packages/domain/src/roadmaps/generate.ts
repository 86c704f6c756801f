import type { RoadmapPlan } from '@market-muse/contracts';
import { Effect } from 'effect';
import { handle, handleMany } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { newId } from '../ids.ts';
import { taskDecider, taskStream } from '../tasks/task.ts';
import { plannedTasks } from './plan.ts';
import { roadmapDecider, roadmapStream } from './roadmap.ts';
import { roadmapAssignmentDecider, roadmapAssignmentStream, roadmapTarget } from './roadmapAssignment.ts';

export { type PlannedTask, plannedTasks } from './plan.ts';

export interface RoadmapGeneration {
  readonly userId: string;
  readonly goalId: string | null;
  readonly projectId: string | null;
  readonly plan: RoadmapPlan;
  /** The user's today (yyyy-mm-dd): day 1 of the plan. */
  readonly startDate: string;
}

/**
 * Records a generated roadmap with all its tasks in one transaction. The goal's (or project's) assignment
 * stream names the roadmap it replaces: that one is superseded and its open tasks are discarded.
 */
export const generateRoadmap = (input: RoadmapGeneration, context: CommandContext) => {
  const roadmapId = newId();
  const tasks = plannedTasks(input.plan, input.startDate).map((task) => ({
    ...task,
    taskId: newId(),
  }));
  const target = roadmapTarget(input);
  return unitOfWork(
    Effect.gen(function* () {
      const assigned = yield* handle(
        roadmapAssignmentDecider,
        roadmapAssignmentStream(input.userId, target),
        { type: 'AssignRoadmap', userId: input.userId, target, roadmapId, at: context.now },
        context,
      );
      yield* handle(
        roadmapDecider,
        roadmapStream(roadmapId),
        {
          type: 'GenerateRoadmap',
          roadmapId,
          userId: input.userId,
          goalId: input.goalId,
          projectId: input.projectId,
          plan: input.plan,
          taskIds: tasks.map((t) => t.taskId),
          at: context.now,
        },
        context,
      );
      yield* handleMany(
        taskDecider,
        tasks.map((task) => ({
          stream: taskStream(task.taskId),
          command: {
            type: 'CreateTask' as const,
            task: {
              taskId: task.taskId,
              userId: input.userId,
              roadmapId,
              projectId: input.projectId,
              title: task.draft.title,
              description: task.draft.description,
              priority: task.draft.priority,
              category: task.draft.category,
              estimatedTime: task.draft.estimatedTime,
              dueDate: task.dueDate,
              phaseIndex: task.phaseIndex,
              stepIndex: task.stepIndex,
              origin: 'roadmap' as const,
            },
            at: context.now,
          },
        })),
        context,
        { fresh: true },
      );
      const previous =
        assigned.events[0]?.type === 'RoadmapAssigned' ? assigned.events[0].data.previousRoadmapId : null;
      if (previous !== null) {
        const old = yield* handle(
          roadmapDecider,
          roadmapStream(previous),
          {
            type: 'SupersedeRoadmap',
            roadmapId: previous,
            userId: input.userId,
            supersededBy: roadmapId,
            at: context.now,
          },
          context,
        );
        const oldTasks = old.state.status === 'none' ? [] : old.state.taskIds;
        yield* handleMany(
          taskDecider,
          oldTasks.map((taskId) => ({
            stream: taskStream(taskId),
            command: { type: 'DiscardTask' as const, taskId, userId: input.userId, at: context.now },
          })),
          context,
        );
      }
      return { roadmapId, taskIds: tasks.map((t) => t.taskId), supersededRoadmapId: previous };
    }),
  );
};
