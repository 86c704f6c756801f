import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import { generateRoadmapFor } from '@market-muse/domain';
import { Effect } from 'effect';
import { getRoadmap, listRoadmaps } from '../store/roadmaps.ts';
import { contextFor, orDieReading, useCaseErrors } from './handlerSupport.ts';

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
      ),
  ),
);
