import { HttpApiBuilder } from '@effect/platform';
import { BadRequest, CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import { contentPerformance, progressOverview, timelinePage, userExportText } from '@market-muse/domain';
import { progressAsOf, userEvents } from '@market-muse/projections';
import { Effect } from 'effect';
import { orDieReading } from './handlerSupport.ts';

/** A creative's own history (/progress): everything is folded from the user's events on request. */
export const ProgressHandlers = HttpApiBuilder.group(MarketMuseApi, 'progress', (handlers) =>
  Effect.gen(function* () {
    const exportText = (userId: string, format: 'csv' | 'ndjson') =>
      orDieReading(userEvents(userId).pipe(Effect.map((events) => userExportText(userId, events, format))));
    return handlers
      .handle('overview', () =>
        Effect.flatMap(CurrentUser, (user) => {
          const now = new Date();
          return orDieReading(
            userEvents(user.id, now).pipe(Effect.map((events) => progressOverview(events, now))),
          );
        }),
      )
      .handle('content', () =>
        Effect.flatMap(CurrentUser, (user) =>
          orDieReading(userEvents(user.id).pipe(Effect.map(contentPerformance))),
        ),
      )
      .handle('asOf', ({ urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const at = new Date(urlParams.at);
          if (Number.isNaN(at.getTime()))
            return yield* Effect.fail(new BadRequest({ message: 'Invalid date' }));
          return yield* orDieReading(progressAsOf(user.id, at));
        }),
      )
      .handle('timeline', ({ urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          if (urlParams.before !== undefined && !/^\d+$/.test(urlParams.before))
            return yield* Effect.fail(new BadRequest({ message: 'Invalid cursor' }));
          const events = yield* orDieReading(userEvents(user.id));
          return timelinePage(events, { before: urlParams.before, limit: urlParams.limit });
        }),
      )
      .handle('exportCsv', () => Effect.flatMap(CurrentUser, (user) => exportText(user.id, 'csv')))
      .handle('exportNdjson', () => Effect.flatMap(CurrentUser, (user) => exportText(user.id, 'ndjson')));
  }),
);
