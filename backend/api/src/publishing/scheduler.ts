import { SqlClient } from '@effect/sql';
import { BLUESKY_NEEDS_RECONNECT } from '@market-muse/contracts';
import {
  commandContext,
  completePublishing,
  failPublishing,
  type PlannedPostState,
  startPublishing,
} from '@market-muse/domain';
import { releaseLease, tryAcquireLease, whileLeased } from '@market-muse/eventstore';
import { Context, Duration, Effect, Layer, Queue } from 'effect';
import { AppSettings } from '../settings.ts';
import { BlueskyError, type PublishedPost, publishPost, recordKeyAt } from './bluesky.ts';
import { ConnectedAccounts } from './connectedAccounts.ts';
import { postLanguage } from './postLanguage.ts';

/**
 * Publishes planned posts at their time to the connected Bluesky account. Never twice: each attempt is
 * recorded (PlannedPostPublishing, with the post's record key) before the network call, and the account's
 * server keeps at most one record under that key; an attempt whose outcome was lost (the worker stopped
 * between the call and the next event) is resumed under the same key, and the server's answer that the
 * record exists settles it as published. Never lost: transient failures are retried with growing waits (the
 * decider's), and one worker at a time publishes (a lease, as the async read models have). An account whose
 * server refuses its app password is paused: its posts wait (the calendar says so) until it is connected
 * again.
 */

export const SCHEDULER_LEASE = 'publishing-scheduler';
/** How often a worker looks for due posts when nothing wakes it sooner. */
export const DEFAULT_PUBLISH_EVERY = Duration.seconds(15);
/** Posts per pass: a backlog is worked through over several passes, never in one long transaction. */
const BATCH = 50;

/** The network call, replaceable so a test can stop the worker between the call and its event. */
export type Publish = typeof publishPost;

interface DuePost {
  readonly post_id: string;
  readonly user_id: string;
  readonly text: string;
}

/**
 * Due: set to publish automatically, not published, its time come, and either untried, under way (a
 * resumed attempt), or failed with a retry whose time has come; only for accounts connected and active.
 */
const duePosts = (now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<DuePost>`select p.id::text as post_id, p.user_id::text as user_id, p.text
      from rm.planned_posts p
      join mm_connected_accounts c on c.user_id = p.user_id and c.network = 'bluesky' and c.status = 'active'
      where p.publish_automatically and p.published_at is null and p.platform = 'bluesky'
        and (p.in_flight or (p.scheduled_at <= ${new Date(now).toISOString()}::timestamptz
          and (p.failure_reason is null or (p.will_retry and p.retry_at <= ${new Date(now).toISOString()}::timestamptz))))
      order by p.scheduled_at, p.seq
      limit ${BATCH}`,
  );

const recordKeyOf = (state: PlannedPostState) =>
  state.status === 'planned' && state.post.auto.inFlight ? state.post.auto.recordKey : null;

/** One pass over the due posts, oldest first; answers how many were published. */
export const publishDuePosts = (publish: Publish = publishPost) =>
  Effect.gen(function* () {
    const settings = yield* AppSettings;
    const connections = yield* ConnectedAccounts;
    // Each command on behalf of the post's owner, so its events are theirs (their keys, their erasure).
    const context = (userId: string) => commandContext(userId, new Date(settings.now()));
    const paused = new Set<string>();
    let published = 0;
    for (const due of yield* Effect.orDie(duePosts(settings.now()))) {
      if (paused.has(due.user_id)) continue;
      const account = yield* connections.get(due.user_id);
      if (account?.status !== 'active') continue;
      const started = yield* startPublishing(
        due.user_id,
        due.post_id,
        { accountDid: account.did, recordKey: recordKeyAt(settings.now(), Math.floor(Math.random() * 1024)) },
        context(due.user_id),
      );
      const recordKey = recordKeyOf(started.state);
      if (recordKey === null) continue;
      const outcome = yield* connections.session(due.user_id).pipe(
        Effect.flatMap(({ agent, account: signedIn }) =>
          Effect.tryPromise({
            try: () =>
              publish(agent, signedIn.handle, {
                text: due.text,
                language: postLanguage(due.text),
                rkey: recordKey,
                createdAt: new Date(settings.now()).toISOString(),
              }),
            catch: (error) => error,
          }).pipe(
            // The client answers every network outcome as a BlueskyError; anything else is a defect, which
            // stops the pass with the attempt left under way, to be resumed under its record key.
            Effect.catchAll((error) =>
              error instanceof BlueskyError ? Effect.fail(error) : Effect.die(error),
            ),
          ),
        ),
        Effect.either,
      );
      if (outcome._tag === 'Right') {
        yield* completePublishing(
          due.user_id,
          due.post_id,
          outcome.right satisfies PublishedPost,
          context(due.user_id),
        );
        published++;
        continue;
      }
      const rejected = outcome.left.kind === 'rejected';
      // A refused password pauses the account: its other posts wait for it to be connected again.
      if (rejected) paused.add(due.user_id);
      yield* failPublishing(
        due.user_id,
        due.post_id,
        { reason: rejected ? BLUESKY_NEEDS_RECONNECT : outcome.left.message, transient: !rejected },
        context(due.user_id),
      );
    }
    return published;
  });

/** Wakes the scheduler at once (a post set to publish now); in an API-only process, nothing. */
export class PublishingScheduler extends Context.Tag('@market-muse/PublishingScheduler')<
  PublishingScheduler,
  { readonly wake: () => void }
>() {}

export const PublishingSchedulerIdle = Layer.succeed(PublishingScheduler, { wake: () => {} });

/**
 * The worker's loop: every `every` (or at once when woken), a pass under the scheduler's lease. A pass that
 * fails (the database away, a defect) is logged and the next one tries again.
 */
export const PublishingSchedulerLive = (
  options: { readonly every?: Duration.DurationInput; readonly publish?: Publish } = {},
) =>
  Layer.scoped(
    PublishingScheduler,
    Effect.gen(function* () {
      const owner = `${process.pid}-${crypto.randomUUID()}`;
      const wakeUps = yield* Queue.sliding<void>(1);
      const every = options.every ?? DEFAULT_PUBLISH_EVERY;
      const pass = Effect.gen(function* () {
        if (!(yield* tryAcquireLease(SCHEDULER_LEASE, owner))) return;
        yield* whileLeased(SCHEDULER_LEASE, owner, publishDuePosts(options.publish));
      }).pipe(
        Effect.catchAllCause((cause) =>
          Effect.logWarning('Publishing pass failed; the next one retries', cause),
        ),
      );
      yield* Effect.forkScoped(
        Effect.forever(Effect.zipRight(pass, Effect.race(Queue.take(wakeUps), Effect.sleep(every)))),
      );
      yield* Effect.addFinalizer(() => releaseLease(SCHEDULER_LEASE, owner).pipe(Effect.ignore));
      return { wake: () => Queue.unsafeOffer(wakeUps, undefined) };
    }),
  );
