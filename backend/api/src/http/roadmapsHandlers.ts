import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi, NotFound } from '@market-muse/contracts/api';
import { attachRoadmapToGoal, GOAL_NOT_FOUND, generateRoadmapFor } from '@market-muse/domain';
import { Effect } from 'effect';
import { getGoal } from '../store/goals.ts';
import { getRoadmap, listRoadmaps } from '../store/roadmaps.ts';
import { commandErrors, contextFor, orDieReading, useCaseErrors } from './handlerSupport.ts';

export const RoadmapsHandlers = HttpApiBuilder.group(MarketMuseApi, 'roadmaps', (handlers) =>
  Effect.succeed(
    handlers
      .handle('list', () => Effect.flatMap(CurrentUser, (user) => orDieReading(listRoadmaps(user.id))))
      .handle('generate', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { roadmapId } = yield* useCaseErrors(
            generateRoadmapFor(user.id, payload?.goalId?.trim() || null, () => contextFor(user.id)),
          );
          const stored = yield* orDieReading(getRoadmap(user.id, roadmapId));
          if (!stored) return yield* Effect.dieMessage('generated roadmap missing from the read model');
          return stored.roadmap;
        }),
      )
      .handle('attachGoal', ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const goal = yield* orDieReading(getGoal(user.id, payload.goalId.trim()));
          if (!goal) return yield* Effect.fail(new NotFound({ message: GOAL_NOT_FOUND }));
          yield* commandErrors(attachRoadmapToGoal(user.id, path.id, goal, contextFor(user.id)));
          const stored = yield* orDieReading(getRoadmap(user.id, path.id));
          if (!stored) return yield* Effect.dieMessage('attached roadmap missing from the read model');
          return stored.roadmap;
        }),
      ),
  ),
);
