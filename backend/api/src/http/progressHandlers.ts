import { HttpApiBuilder } from '@effect/platform';
import { BadRequest, CurrentUser, MarketMuseApi, PROGRESS_EXPORT_COLUMNS } from '@market-muse/contracts/api';
import {
  contentPerformance,
  csvLine,
  ndjsonLine,
  progressAsOf,
  progressOverview,
  timelinePage,
  userEvents,
  userExportRows,
} from '@market-muse/projections';
import { Effect } from 'effect';
import { orDieReading } from './handlerSupport.ts';

/** A creative's own history (/progress): everything is folded from the user's events on request. */
export const ProgressHandlers = HttpApiBuilder.group(MarketMuseApi, 'progress', (handlers) =>
  Effect.gen(function* () {
    const exportRows = (userId: string) =>
      orDieReading(userEvents(userId).pipe(Effect.map((events) => userExportRows(userId, events))));
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
      .handle('exportCsv', () =>
        Effect.flatMap(CurrentUser, (user) =>
          exportRows(user.id).pipe(
            Effect.map(
              (rows) =>
                `${PROGRESS_EXPORT_COLUMNS.join(',')}\n${rows.map((row) => csvLine(PROGRESS_EXPORT_COLUMNS, row)).join('')}`,
            ),
          ),
        ),
      )
      .handle('exportNdjson', () =>
        Effect.flatMap(CurrentUser, (user) =>
          exportRows(user.id).pipe(Effect.map((rows) => rows.map(ndjsonLine).join(''))),
        ),
      );
  }),
);
