import type { RoadmapPlan } from '@market-muse/contracts';
import { Effect } from 'effect';
import { handle, handleMany, readState } from '../commandHandling.ts';
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
  /**
   * Titles of the project's work done outside any roadmap (`doneOutsideRoadmaps`). A planned task of the
   * same title is recorded completed, so the plan does not ask for work already done.
   */
  readonly completedTaskTitles?: ReadonlyArray<string>;
}

/** A task's identity across daily tasks and plans: its title, ignoring case and spacing. */
export const taskTitleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Titles of the completed tasks no roadmap holds (starter daily tasks, tasks added by hand): a new roadmap
 * counts them as done. A replaced roadmap's done tasks stay its own; the new plan starts its count afresh.
 */
export const doneOutsideRoadmaps = (
  tasks: ReadonlyArray<{
    readonly title: string;
    readonly completed: boolean;
    readonly roadmapId: string | null;
  }>,
) => tasks.filter((t) => t.completed && t.roadmapId === null).map((t) => t.title);

/** The planned tasks already done: each completed title covers one planned task of that title. */
export const alreadyDone = (
  tasks: ReadonlyArray<{ readonly taskId: string; readonly title: string }>,
  completedTitles: ReadonlyArray<string>,
) => {
  const remaining = new Map<string, number>();
  for (const title of completedTitles) {
    const key = taskTitleKey(title);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  return tasks.flatMap(({ taskId, title }) => {
    const key = taskTitleKey(title);
    const left = remaining.get(key) ?? 0;
    if (left === 0) return [];
    remaining.set(key, left - 1);
    return [taskId];
  });
};

/**
 * The roadmap a target last named, if it still plans for that target: one attached to a goal since then
 * is the goal's, and a new goal-less plan of its project does not replace it.
 */
const stillAt = (roadmapId: string, target: string) =>
  Effect.map(readState(roadmapDecider, roadmapStream(roadmapId).id), ({ state }) =>
    state.status !== 'none' && roadmapTarget(state) === target ? roadmapId : null,
  );

/**
 * Records a generated roadmap with all its tasks in one transaction. The goal's (or project's) assignment
 * stream names the roadmap it replaces: that one is superseded and its open tasks are discarded. Planned
 * tasks the project has already completed are recorded completed with the roadmap.
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
      const done = alreadyDone(
        tasks.map((t) => ({ taskId: t.taskId, title: t.draft.title })),
        input.completedTaskTitles ?? [],
      );
      yield* handleMany(
        taskDecider,
        done.map((taskId) => ({
          stream: taskStream(taskId),
          command: { type: 'CompleteTask' as const, taskId, userId: input.userId, at: context.now },
        })),
        context,
      );
      const assignedBefore =
        assigned.events[0]?.type === 'RoadmapAssigned' ? assigned.events[0].data.previousRoadmapId : null;
      const previous = assignedBefore === null ? null : yield* stillAt(assignedBefore, target);
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
