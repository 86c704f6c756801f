import { platformLabels } from '@market-muse/contracts';
import { commandContext, remindPost } from '@market-muse/domain';
import { releaseLease, tryAcquireLease, whileLeased } from '@market-muse/eventstore';
import { Duration, Effect } from 'effect';
import { Mailer } from '../mail/mailer.ts';
import { postDueMail } from '../mail/templates.ts';
import { AppSettings } from '../settings.ts';
import { duePosts, reminderMailsWanted } from '../store/plannedPosts.ts';
import { findUserById } from '../store/users.ts';

// The due reminder for posts the product does not publish itself: at the planned time the post is marked
// reminded on its stream (the calendar then shows it under 'Due now'), and the creative gets a mail with the
// caption unless they turned the mails off. One worker at a time holds the lease; the decider refuses a
// second reminder for the same planned time, so two passes, or two workers across a lease handover, remind
// once. The mail goes after the event is stored: a crash between the two loses that one mail (the calendar
// still shows the post as due), it never sends a mail twice.

export const POST_REMINDERS_LEASE = 'post-reminders';
/** How often the worker looks for posts that became due (MM_POST_REMINDERS_EVERY_MS). */
export const DEFAULT_POST_REMINDERS_EVERY_MS = 30_000;
/** A post due longer ago than this when the worker first sees it (a long outage) gets no mail any more. */
export const REMIND_WITHIN_HOURS = 24;
const BATCH = 200;

/** One pass: every post due now and not yet reminded of. Answers how many were reminded. */
export const remindDuePosts = Effect.gen(function* () {
  const settings = yield* AppSettings;
  const mailer = yield* Mailer;
  const now = new Date(settings.now());
  const due = yield* duePosts(now, REMIND_WITHIN_HOURS, BATCH);
  let reminded = 0;
  for (const post of due) {
    const done = yield* Effect.gen(function* () {
      const user = yield* findUserById(post.userId);
      if (!user) return false;
      const byMail = yield* reminderMailsWanted(post.userId);
      const { events } = yield* remindPost(
        post.userId,
        post.postId,
        byMail,
        commandContext(post.userId, now),
      );
      if (events.length === 0) return false;
      if (byMail)
        yield* mailer.send(
          postDueMail(user.email, user.first_name, {
            platform: platformLabels[post.platform],
            text: post.text,
            calendarUrl: `${settings.publicUrl}/content-calendar`,
          }),
        );
      return true;
    }).pipe(
      // A post deleted or changed meanwhile, or a database hiccup: the next pass sees it again if still due.
      Effect.catchAll((error) =>
        Effect.as(Effect.logWarning(`Reminder for post ${post.postId} not sent`, error), false),
      ),
    );
    if (done) reminded++;
  }
  return reminded;
});

/** Runs the passes every `everyMs` while this process holds the lease (a standby takes over a stale one). */
export const runPostReminders = (owner: string, everyMs: number) =>
  Effect.gen(function* () {
    for (;;) {
      const held = yield* tryAcquireLease(POST_REMINDERS_LEASE, owner).pipe(
        Effect.orElseSucceed(() => false),
      );
      if (held)
        yield* whileLeased(POST_REMINDERS_LEASE, owner, remindDuePosts).pipe(
          Effect.catchAll((error) => Effect.logWarning('Post reminders pass failed', error)),
        );
      yield* Effect.sleep(Duration.millis(everyMs));
    }
  }).pipe(Effect.ensuring(releaseLease(POST_REMINDERS_LEASE, owner).pipe(Effect.ignore)));
