import { HttpApiBuilder, HttpServerResponse } from '@effect/platform';
import { AUTO_PUBLISH_NEEDS_ACCOUNT, PLANNED_POST_NOT_FOUND } from '@market-muse/contracts';
import {
  BadRequest,
  CALENDAR_EXPORT_FILENAME,
  CurrentUser,
  MarketMuseApi,
  NotFound,
} from '@market-muse/contracts/api';
import {
  choosePostReminderMails,
  commandContext,
  deletePost,
  markPosted,
  newPlannedPostFrom,
  postChangesFrom,
  publishPost,
  publishPostNow,
  recordResults,
  retryPublishing,
  schedulePost,
  unpublishPost,
  updatePost,
} from '@market-muse/domain';
import { Effect } from 'effect';
import { plannedPostsIcs } from '../calendar/ics.ts';
import { ConnectedAccounts } from '../publishing/connectedAccounts.ts';
import { PublishingScheduler } from '../publishing/scheduler.ts';
import { AppSettings } from '../settings.ts';
import { getPlannedPost, listPlannedPosts, reminderMailsWanted } from '../store/plannedPosts.ts';
import { getProfile } from '../store/profiles.ts';
import { commandErrors, contextFor, invalidOnly, notFoundOnly, orDieReading } from './handlerSupport.ts';

/** Read-your-writes: the inline planned-posts model already holds the command's effect when it returns. */
const postAfter = (userId: string, postId: string) =>
  Effect.flatMap(orDieReading(getPlannedPost(userId, postId)), (post) =>
    post ? Effect.succeed(post) : Effect.fail(new NotFound({ message: PLANNED_POST_NOT_FOUND })),
  );

/** The content calendar: every route answers the signed-in user's own posts only. */
export const CalendarHandlers = HttpApiBuilder.group(MarketMuseApi, 'calendar', (handlers) =>
  Effect.gen(function* () {
    const connections = yield* ConnectedAccounts;
    const scheduler = yield* PublishingScheduler;
    const settings = yield* AppSettings;
    /** 'Publish now' and 'Retry' happen on the clock the scheduler reads. */
    const onSchedulersClock = (userId: string) => commandContext(userId, new Date(settings.now()));
    /** Publishing automatically needs an account to publish to (a revoked one may be reconnected later). */
    const needsAccount = (userId: string, wanted: boolean | undefined) =>
      Effect.gen(function* () {
        if (wanted && (yield* connections.get(userId)) === null)
          return yield* Effect.fail(new BadRequest({ message: AUTO_PUBLISH_NEEDS_ACCOUNT }));
      });
    return handlers
      .handle('list', ({ urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { from, to } = urlParams;
          if (from && to && Date.parse(from) >= Date.parse(to))
            return yield* Effect.fail(new BadRequest({ message: 'to: must be after from' }));
          return yield* orDieReading(
            listPlannedPosts(user.id, {
              ...(from ? { from } : {}),
              ...(to ? { to } : {}),
            }),
          );
        }),
      )
      .handle('schedule', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const context = contextFor(user.id);
          yield* needsAccount(user.id, payload.publishAutomatically);
          const timezone =
            payload.scheduledAt === undefined ? (yield* orDieReading(getProfile(user.id)))?.timezone : null;
          const { postId } = yield* invalidOnly(
            schedulePost(user.id, newPlannedPostFrom(payload, context.now, timezone), context),
          );
          if (payload.publishAutomatically) scheduler.wake();
          // Just planned by this request: not finding it would be our fault.
          return yield* postAfter(user.id, postId).pipe(Effect.catchTag('NotFound', Effect.die));
        }),
      )
      .handle('update', ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* needsAccount(user.id, payload.publishAutomatically);
          yield* commandErrors(updatePost(user.id, path.id, postChangesFrom(payload), contextFor(user.id)));
          scheduler.wake();
          return yield* postAfter(user.id, path.id);
        }),
      )
      .handle('publish', ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* notFoundOnly(publishPost(user.id, path.id, contextFor(user.id)));
          return yield* postAfter(user.id, path.id);
        }),
      )
      .handle('publishNow', ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* needsAccount(user.id, true);
          yield* commandErrors(publishPostNow(user.id, path.id, onSchedulersClock(user.id)));
          scheduler.wake();
          return yield* postAfter(user.id, path.id);
        }),
      )
      .handle('retryPublishing', ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* needsAccount(user.id, true);
          yield* commandErrors(retryPublishing(user.id, path.id, onSchedulersClock(user.id)));
          scheduler.wake();
          return yield* postAfter(user.id, path.id);
        }),
      )
      .handle('unpublish', ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* notFoundOnly(unpublishPost(user.id, path.id, contextFor(user.id)));
          return yield* postAfter(user.id, path.id);
        }),
      )
      .handle('markPosted', ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* commandErrors(markPosted(user.id, path.id, payload.url, contextFor(user.id)));
          return yield* postAfter(user.id, path.id);
        }),
      )
      .handle('recordResults', ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* commandErrors(recordResults(user.id, path.id, 'manual', payload, contextFor(user.id)));
          return yield* postAfter(user.id, path.id);
        }),
      )
      .handle('remove', ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* notFoundOnly(deletePost(user.id, path.id, contextFor(user.id)));
        }),
      )
      .handle('reminders', () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          return { byMail: yield* orDieReading(reminderMailsWanted(user.id)) };
        }),
      )
      .handle('setReminders', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* commandErrors(choosePostReminderMails(user.id, payload.byMail, contextFor(user.id))).pipe(
            Effect.catchTag('NotFound', Effect.die),
          );
          return { byMail: yield* orDieReading(reminderMailsWanted(user.id)) };
        }),
      )
      .handle('exportIcs', () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const posts = yield* orDieReading(listPlannedPosts(user.id));
          return HttpServerResponse.text(plannedPostsIcs(posts), {
            contentType: 'text/calendar; charset=utf-8',
            headers: {
              'content-disposition': `attachment; filename="${CALENDAR_EXPORT_FILENAME}"`,
              'cache-control': 'no-store',
            },
          });
        }),
      );
  }),
);
