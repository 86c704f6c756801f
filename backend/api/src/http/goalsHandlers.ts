import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi, NotFound } from '@market-muse/contracts/api';
import {
  completeGoal,
  GOAL_NOT_FOUND,
  goalChangesFrom,
  goalProgressFrom,
  newGoalFrom,
  PROJECT_NOT_FOUND,
  recordGoalProgress,
  setGoal,
  updateGoal,
} from '@market-muse/domain';
import { Effect } from 'effect';
import { getGoal, listGoals } from '../store/goals.ts';
import { projectScopeOf, scoped } from '../store/projectScope.ts';
import { getProject } from '../store/projects.ts';
import { commandErrors, contextFor, orDieReading } from './handlerSupport.ts';

/** Read-your-writes: the inline goals model already holds the command's effect when it returns. */
const goalAfter = (userId: string, goalId: string) =>
  Effect.flatMap(orDieReading(getGoal(userId, goalId)), (goal) =>
    goal ? Effect.succeed(goal) : Effect.fail(new NotFound({ message: GOAL_NOT_FOUND })),
  );

export const GoalsHandlers = HttpApiBuilder.group(MarketMuseApi, 'goals', (handlers) =>
  Effect.gen(function* () {
    return handlers
      .handle('list', ({ urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const projectId = urlParams.projectId?.trim() || null;
          if (projectId !== null && !(yield* orDieReading(getProject(user.id, projectId))))
            return yield* Effect.fail(new NotFound({ message: PROJECT_NOT_FOUND }));
          // One project's: its own and, for the first project, those recorded before they carried one.
          if (projectId === null) return yield* orDieReading(listGoals(user.id));
          const scope = yield* orDieReading(projectScopeOf(user.id, projectId));
          return scoped(scope, yield* orDieReading(listGoals(user.id)));
        }),
      )
      .handle('create', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { goalId } = yield* commandErrors(
            setGoal(user.id, newGoalFrom(payload), contextFor(user.id)),
          );
          return yield* goalAfter(user.id, goalId);
        }),
      )
      .handle('update', ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* commandErrors(updateGoal(user.id, path.id, goalChangesFrom(payload), contextFor(user.id)));
          return yield* goalAfter(user.id, path.id);
        }),
      )
      .handle('progress', ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* commandErrors(
            recordGoalProgress(user.id, path.id, goalProgressFrom(payload), contextFor(user.id)),
          );
          return yield* goalAfter(user.id, path.id);
        }),
      )
      .handle('complete', ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* commandErrors(completeGoal(user.id, path.id, contextFor(user.id)));
          return yield* goalAfter(user.id, path.id);
        }),
      );
  }),
);
