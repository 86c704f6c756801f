import type { RoadmapPlan, TaskDraft } from '@market-muse/contracts';
import { Effect } from 'effect';
import { type CommandContext, handle, transact } from '../commandHandler.ts';
import { taskDecider, taskStream } from '../tasks/task.ts';
import { roadmapDecider, roadmapStream } from './roadmap.ts';
import { roadmapAssignmentDecider, roadmapAssignmentStream, roadmapTarget } from './roadmapAssignment.ts';

export interface PlannedTask {
  readonly phaseIndex: number;
  readonly stepIndex: number;
  readonly draft: TaskDraft;
  /** yyyy-mm-dd: the end of the step's share of its phase. */
  readonly dueDate: string;
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The plan's tasks in plan order with due dates: a phase's days are shared evenly among its steps, and a
 * step's tasks are due on its last day (day 1 is `startDate`).
 */
export const plannedTasks = (plan: RoadmapPlan, startDate: string): ReadonlyArray<PlannedTask> =>
  plan.phases.flatMap((phase, phaseIndex) => {
    const length = phase.endDay - phase.startDay + 1;
    return phase.steps.flatMap((step, stepIndex) => {
      const lastDay =
        phase.startDay - 1 + Math.max(1, Math.round(((stepIndex + 1) * length) / phase.steps.length));
      return step.tasks.map((draft) => ({
        phaseIndex,
        stepIndex,
        draft,
        dueDate: addDays(startDate, lastDay - 1),
      }));
    });
  });

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
  const roadmapId = crypto.randomUUID();
  const tasks = plannedTasks(input.plan, input.startDate).map((task) => ({
    ...task,
    taskId: crypto.randomUUID(),
  }));
  const target = roadmapTarget(input);
  return transact(
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
      for (const task of tasks) {
        yield* handle(
          taskDecider,
          taskStream(task.taskId),
          {
            type: 'CreateTask',
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
              origin: 'roadmap',
            },
            at: context.now,
          },
          context,
        );
      }
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
        for (const taskId of oldTasks) {
          yield* handle(
            taskDecider,
            taskStream(taskId),
            { type: 'DiscardTask', taskId, userId: input.userId, at: context.now },
            context,
          );
        }
      }
      return { roadmapId, taskIds: tasks.map((t) => t.taskId), supersededRoadmapId: previous };
    }),
  );
};
