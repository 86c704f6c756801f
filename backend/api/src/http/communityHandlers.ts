import { HttpApiBuilder } from '@effect/platform';
import { generateCommunityGuide } from '@market-muse/advisor';
import { CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import { addCommunityHabit } from '@market-muse/domain';
import { Effect } from 'effect';
import { loadAdvisorContext } from '../store/advisorContext.ts';
import { getTask } from '../store/tasks.ts';
import { contextFor, invalidOnly, orDieReading } from './handlerSupport.ts';

export const CommunityHandlers = HttpApiBuilder.group(MarketMuseApi, 'community', (handlers) =>
  handlers
    .handle('guide', () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const { context } = yield* orDieReading(loadAdvisorContext(user.id));
        return generateCommunityGuide(context);
      }),
    )
    .handle('addHabit', () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const { context } = yield* orDieReading(loadAdvisorContext(user.id));
        const { habit } = generateCommunityGuide(context);
        const { taskId, created } = yield* invalidOnly(
          addCommunityHabit({ userId: user.id, day: context.date, habit }, contextFor(user.id)),
        );
        const task = yield* orDieReading(getTask(user.id, taskId));
        if (!task)
          return yield* Effect.die(new Error(`community habit task ${taskId} is not in the read model`));
        return { task, created };
      }),
    ),
);
