import type { Goal, Project } from '@market-muse/contracts';
import { Effect } from 'effect';
import { DomainError } from '../decider.ts';
import { GOAL_NOT_FOUND } from '../goals/goal.ts';

export const NOTHING_TO_PLAN = 'goalId: Set a goal or activate a project before generating a roadmap';

/** How a read side answers the questions the roadmap's target depends on. */
export interface RoadmapTargetReads<E, R> {
  /** The user's goal with this id, or null (missing or another user's). */
  readonly goal: (goalId: string) => Effect.Effect<Goal | null, E, R>;
  /** The user's first active goal, or null. */
  readonly activeGoal: Effect.Effect<Goal | null, E, R>;
  readonly project: (projectId: string) => Effect.Effect<Project | null, E, R>;
  readonly activeProject: Effect.Effect<Project | null, E, R>;
}

/**
 * The goal and project a new roadmap is for: the given goal (404 when it is not the user's), else the
 * active goal; the goal's project, else the active project. With neither, there is nothing to plan.
 */
export const roadmapTargetFor = <E, R>(goalId: string | null, reads: RoadmapTargetReads<E, R>) =>
  Effect.gen(function* () {
    let goal: Goal | null;
    if (goalId !== null) {
      goal = yield* reads.goal(goalId);
      if (!goal) return yield* Effect.fail(new DomainError({ code: 'not_found', message: GOAL_NOT_FOUND }));
    } else {
      goal = yield* reads.activeGoal;
    }
    let project: Project | null = null;
    if (goal?.projectId) project = yield* reads.project(goal.projectId);
    project ??= yield* reads.activeProject;
    if (!goal && !project)
      return yield* Effect.fail(
        new DomainError({ code: 'invalid', message: NOTHING_TO_PLAN, field: 'goalId' }),
      );
    return { goal, project };
  });
