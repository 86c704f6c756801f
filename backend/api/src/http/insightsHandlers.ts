import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi, NotFound } from '@market-muse/contracts/api';
import { generateInsights, PROJECT_NOT_FOUND } from '@market-muse/domain';
import { Effect } from 'effect';
import { keptInsights } from '../store/advisorResults.ts';
import { getProject } from '../store/projects.ts';
import { contextFor, orDieReading, useCaseInvalidOnly } from './handlerSupport.ts';

export const InsightsHandlers = HttpApiBuilder.group(MarketMuseApi, 'insights', (handlers) =>
  handlers
    .handle('kept', ({ urlParams }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const projectId = urlParams.projectId?.trim() || null;
        if (projectId !== null && !(yield* orDieReading(getProject(user.id, projectId))))
          return yield* Effect.fail(new NotFound({ message: PROJECT_NOT_FOUND }));
        return yield* orDieReading(keptInsights(user.id, projectId));
      }),
    )
    .handle('generate', () =>
      Effect.flatMap(CurrentUser, (user) =>
        useCaseInvalidOnly(generateInsights(user.id, () => contextFor(user.id))),
      ),
    ),
);
