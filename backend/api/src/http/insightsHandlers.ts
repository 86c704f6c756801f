import { HttpApiBuilder } from '@effect/platform';
import { BadRequest, CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import { insightsRefusal, recordResultFor } from '@market-muse/domain';
import { Effect } from 'effect';
import { AdvisorService } from '../advisor.ts';
import { loadAdvisorContext } from '../store/advisorContext.ts';
import { contextFor, invalidOnly, orDieReading } from './handlerSupport.ts';

export const InsightsHandlers = HttpApiBuilder.group(MarketMuseApi, 'insights', (handlers) =>
  Effect.gen(function* () {
    const advisor = yield* AdvisorService;
    return handlers.handle('generate', () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const { context, profile, project } = yield* orDieReading(loadAdvisorContext(user.id));
        const refusal = insightsRefusal(profile);
        if (refusal !== null) return yield* Effect.fail(new BadRequest({ message: refusal }));
        const insights = yield* Effect.promise(() => advisor.projectInsights(context));
        yield* invalidOnly(
          recordResultFor(
            user.id,
            {
              type: 'RecordProjectInsights',
              projectId: project?.id ?? null,
              projectName: profile?.currentProjectName ?? null,
              result: insights,
            },
            contextFor(user.id),
          ),
        );
        return insights;
      }),
    );
  }),
);
