import { HttpApiBuilder } from '@effect/platform';
import { INSIGHTS_NEED_PROJECT, recordAdvisorResult } from '@market-muse/commands';
import { BadRequest, CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { AdvisorService } from '../advisor.ts';
import { loadAdvisorContext } from '../store/advisorContext.ts';
import { contextFor, invalidOnly, orDieReading } from './handlerSupport.ts';

export const INSIGHTS_NEED_PROFILE = 'profile: Complete your profile before generating insights';

export const InsightsHandlers = HttpApiBuilder.group(MarketMuseApi, 'insights', (handlers) =>
  Effect.gen(function* () {
    const advisor = yield* AdvisorService;
    return handlers.handle('generate', () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const { context, profile, project } = yield* orDieReading(loadAdvisorContext(user.id));
        // Checked before asking the advisor: no model call for a request that cannot be recorded.
        if (!profile) return yield* Effect.fail(new BadRequest({ message: INSIGHTS_NEED_PROFILE }));
        if (!profile.currentProjectName?.trim())
          return yield* Effect.fail(new BadRequest({ message: INSIGHTS_NEED_PROJECT }));
        const insights = yield* Effect.promise(() => advisor.projectInsights(context));
        yield* invalidOnly(
          recordAdvisorResult(
            {
              type: 'RecordProjectInsights',
              resultId: crypto.randomUUID(),
              userId: user.id,
              projectId: project?.id ?? null,
              projectName: profile.currentProjectName,
              result: insights,
              at: new Date(),
            },
            contextFor(user.id),
          ),
        );
        return insights;
      }),
    );
  }),
);
