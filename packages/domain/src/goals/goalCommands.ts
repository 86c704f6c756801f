import type {
  CreateGoalRequest,
  GoalProgressRequest,
  UpdateGoalRequest,
} from '@market-muse/contracts/requests';
import { Effect } from 'effect';
import { handle, readState } from '../commandHandling.ts';
import { DomainError } from '../decider.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { newId } from '../ids.ts';
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

/**
 * Sets a goal for one of the user's own projects: the given one, else the active one (a goal set from the
 * roadmap, dashboard or insights is the project's the user is working on); without projects, for none.
 */
export const setGoal = (userId: string, goal: NewGoal, context: CommandContext) =>
  unitOfWork(
    Effect.gen(function* () {
      if (goal.projectId !== null) yield* requireOwnProject(userId, goal.projectId);
      const goalId = newId();
      const { projectId: given, currentValue, ...details } = goal;
      const projectId =
        given ?? (yield* readState(portfolioDecider, portfolioStream(userId).id)).state.activeProjectId;
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
  unitOfWork(
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
  unitOfWork(
    handle(
      goalDecider,
      goalStream(goalId),
      { type: 'RecordGoalProgress', goalId, userId, progress, at: context.now },
      context,
    ),
  );

export const completeGoal = (userId: string, goalId: string, context: CommandContext) =>
  unitOfWork(
    handle(
      goalDecider,
      goalStream(goalId),
      { type: 'CompleteGoal', goalId, userId, at: context.now },
      context,
    ),
  );

/** POST /api/goals's body as a new goal: absent details are null, no starting value is 0. */
export const newGoalFrom = (request: CreateGoalRequest): NewGoal => ({
  title: request.title,
  description: request.description ?? null,
  deadline: request.deadline ?? null,
  targetValue: request.targetValue ?? null,
  unit: request.unit ?? null,
  currentValue: request.currentValue ?? 0,
  projectId: request.projectId?.trim() || null,
});

/** PATCH /api/goals/{id}'s body as changes: absent fields stay as they are. */
export const goalChangesFrom = (request: UpdateGoalRequest): UpdateGoal['changes'] => {
  const { status, ...details } = request;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) if (value !== undefined) changes[key] = value;
  if (status != null) changes.status = status;
  return changes as UpdateGoal['changes'];
};

/** POST /api/goals/{id}/progress's body: a new value, or an increment. */
export const goalProgressFrom = (request: GoalProgressRequest): RecordGoalProgress['progress'] =>
  request.currentValue !== undefined
    ? { currentValue: request.currentValue }
    : { increment: request.increment ?? 0 };
