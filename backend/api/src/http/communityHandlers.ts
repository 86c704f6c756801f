import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import { addCommunityHabitFor, communityGuideFor } from '@market-muse/domain';
import { Effect } from 'effect';
import { getTask } from '../store/tasks.ts';
import { contextFor, orDieReading, useCaseInvalidOnly } from './handlerSupport.ts';

export const CommunityHandlers = HttpApiBuilder.group(MarketMuseApi, 'community', (handlers) =>
  handlers
    .handle('guide', () =>
      Effect.flatMap(CurrentUser, (user) => communityGuideFor(user.id, () => contextFor(user.id))),
    )
    .handle('addHabit', () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const { taskId, created } = yield* useCaseInvalidOnly(
          addCommunityHabitFor(user.id, () => contextFor(user.id)),
        );
        const task = yield* orDieReading(getTask(user.id, taskId));
        if (!task)
          return yield* Effect.die(new Error(`community habit task ${taskId} is not in the read model`));
        return { task, created };
      }),
    ),
);
