import { Effect } from 'effect';
import { type CommandContext, handle, readState, transact } from '../commandHandler.ts';
import { DomainError } from '../decider.ts';
import { portfolioDecider, portfolioStream } from '../projects/portfolio.ts';
import { PROJECT_NOT_FOUND } from '../projects/project.ts';
import {
  type GoalDetails,
  goalDecider,
  goalStream,
  type RecordGoalProgress,
  type UpdateGoal,
} from './goal.ts';

/** Fails with 'Project not found' unless the project is in the user's own portfolio. */
export const requireOwnProject = (userId: string, projectId: string) =>
  Effect.gen(function* () {
    const { state } = yield* readState(portfolioDecider, portfolioStream(userId).id);
    if (!state.projectIds.includes(projectId)) {
      return yield* Effect.fail(
        new DomainError({ code: 'not_found', message: PROJECT_NOT_FOUND, field: 'projectId' }),
      );
    }
  });

export interface NewGoal extends GoalDetails {
  readonly projectId: string | null;
  readonly currentValue: number;
}

/** Sets a goal for the user, optionally for one of the user's own projects. */
export const setGoal = (userId: string, goal: NewGoal, context: CommandContext) =>
  transact(
    Effect.gen(function* () {
      if (goal.projectId !== null) yield* requireOwnProject(userId, goal.projectId);
      const goalId = crypto.randomUUID();
      const { projectId, currentValue, ...details } = goal;
      yield* handle(
        goalDecider,
        goalStream(goalId),
        {
          type: 'SetGoal',
          goalId,
          userId,
          projectId,
          details,
          currentValue,
          businessGoal: null,
          ifAbsent: false,
          at: context.now,
        },
        context,
      );
      return { goalId };
    }),
  );

export const updateGoal = (
  userId: string,
  goalId: string,
  changes: UpdateGoal['changes'],
  context: CommandContext,
) =>
  transact(
    handle(
      goalDecider,
      goalStream(goalId),
      { type: 'UpdateGoal', goalId, userId, changes, at: context.now },
      context,
    ),
  );

export const recordGoalProgress = (
  userId: string,
  goalId: string,
  progress: RecordGoalProgress['progress'],
  context: CommandContext,
) =>
  transact(
    handle(
      goalDecider,
      goalStream(goalId),
      { type: 'RecordGoalProgress', goalId, userId, progress, at: context.now },
      context,
    ),
  );

export const completeGoal = (userId: string, goalId: string, context: CommandContext) =>
  transact(
    handle(
      goalDecider,
      goalStream(goalId),
      { type: 'CompleteGoal', goalId, userId, at: context.now },
      context,
    ),
  );
