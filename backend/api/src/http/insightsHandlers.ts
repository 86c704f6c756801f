import { HttpApiBuilder } from '@effect/platform';
import { BadRequest, CurrentUser, MarketMuseApi, NotFound } from '@market-muse/contracts/api';
import { insightsRefusal, PROJECT_NOT_FOUND, recordResultFor } from '@market-muse/domain';
import { Effect } from 'effect';
import { AdvisorService } from '../advisor.ts';
import { loadAdvisorContext } from '../store/advisorContext.ts';
import { keptInsights } from '../store/advisorResults.ts';
import { getProject } from '../store/projects.ts';
import { contextFor, invalidOnly, orDieReading } from './handlerSupport.ts';

export const InsightsHandlers = HttpApiBuilder.group(MarketMuseApi, 'insights', (handlers) =>
  Effect.gen(function* () {
    const advisor = yield* AdvisorService;
    return handlers
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
