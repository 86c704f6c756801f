import { SqlClient } from '@effect/sql';
import { commandContext, recordResults } from '@market-muse/domain';
import { releaseLease, tryAcquireLease, whileLeased } from '@market-muse/eventstore';
import { Duration, Effect } from 'effect';
import { AppSettings } from '../settings.ts';
import { countsFromRepos, nextFetchAfter } from './blueskyResults.ts';

// The numbers of the posts the scheduler published to Bluesky, fetched on a schedule from the time of
// publishing (hourly the first day, then daily for two weeks) and recorded on the post's stream, where the
// calendar, /analytics and the advisor read them. One worker at a time holds the lease; the decider keeps
// only a change, so a fetch that finds the same numbers records nothing. When each post was last fetched
// is the API's own bookkeeping (not an event): losing it costs one early fetch, never a wrong number.

export const POST_RESULTS_LEASE = 'post-results';
/** How often the worker looks for posts whose numbers are due (MM_POST_RESULTS_EVERY_MS). */
export const DEFAULT_POST_RESULTS_EVERY_MS = 60_000;
const BATCH = 50;
const DAY = 86_400_000;

export const postResultFetchesDdl = `
create table if not exists mm_post_result_fetches (
  post_id uuid primary key,
  fetched_at timestamptz not null
)`;

interface Fetchable {
  readonly post_id: string;
  readonly user_id: string;
  readonly uri: string;
  readonly service: string;
  readonly published_at: Date;
  readonly fetched_at: Date | null;
}

/** How often a post's numbers are fetched on its first day (MM_POST_RESULTS_FIRST_DAY_EVERY_MS). */
export const DEFAULT_FIRST_DAY_EVERY_MS = 3_600_000;

/** When a post's numbers are next due: a first-day step after publishing, then as `nextFetchAfter` says. */
const dueAt = (post: Fetchable, firstDayEveryMs: number) =>
  nextFetchAfter(
    post.published_at.getTime(),
    (post.fetched_at ?? post.published_at).getTime(),
    firstDayEveryMs,
  );

/**
 * One pass: every post published to Bluesky in the last two weeks whose fetch is due, each account's
 * server called through `call` (pdsAddress.ts's pdsFetch). Answers how many.
 */
export const fetchDueResults = (call: typeof fetch, firstDayEveryMs = DEFAULT_FIRST_DAY_EVERY_MS) =>
  Effect.gen(function* () {
    const settings = yield* AppSettings;
    const sql = yield* SqlClient.SqlClient;
    const now = settings.now();
    // A post deleted from the calendar, or with its account, takes its fetch times with it.
    yield* sql`delete from mm_post_result_fetches f
    where not exists (select 1 from rm.planned_posts p where p.id = f.post_id)`;
    // The post's own server answers for it (the connected account's, also while it waits to be reconnected:
    // the records read here are public).
    const candidates = yield* sql<Fetchable>`
    select p.id::text as post_id, p.user_id::text as user_id, p.uri, c.service, p.published_at, f.fetched_at
    from rm.planned_posts p
    join mm_connected_accounts c on c.user_id = p.user_id and c.network = 'bluesky'
    left join mm_post_result_fetches f on f.post_id = p.id
    where p.uri is not null and p.published_at > ${new Date(now - 15 * DAY).toISOString()}::timestamptz
    order by coalesce(f.fetched_at, p.published_at)
    limit ${BATCH * 4}`;
    const due = candidates
      .filter((post) => {
        const at = dueAt(post, firstDayEveryMs);
        return at !== null && at <= now;
      })
      .slice(0, BATCH);
    let fetched = 0;
    for (const post of due) {
      const done = yield* Effect.gen(function* () {
        const counts = yield* Effect.tryPromise(() => countsFromRepos(post.service, post.uri, call));
        yield* recordResults(
          post.user_id,
          post.post_id,
          'fetched',
          {
            likes: counts.likes,
            comments: counts.replies,
            shares: counts.reposts,
            quotes: counts.quotes,
            saves: null,
            reach: null,
          },
          commandContext(post.user_id, new Date(now)),
        );
        yield* sql`insert into mm_post_result_fetches (post_id, fetched_at)
        values (${post.post_id}::uuid, ${new Date(now).toISOString()}::timestamptz)
        on conflict (post_id) do update set fetched_at = excluded.fetched_at`;
        return true;
      }).pipe(
        // The server unreachable, or the post deleted meanwhile: the next pass tries again.
        Effect.catchAll((error) =>
          Effect.as(Effect.logWarning(`Results of post ${post.post_id} not fetched`, error), false),
        ),
      );
      if (done) fetched++;
    }
    return fetched;
  });

/** Runs the passes every `everyMs` while this process holds the lease (a standby takes over a stale one). */
export const runPostResults = (
  owner: string,
  everyMs: number,
  call: typeof fetch,
  firstDayEveryMs?: number,
) =>
  Effect.gen(function* () {
    for (;;) {
      const held = yield* tryAcquireLease(POST_RESULTS_LEASE, owner).pipe(Effect.orElseSucceed(() => false));
      if (held)
        yield* whileLeased(POST_RESULTS_LEASE, owner, fetchDueResults(call, firstDayEveryMs)).pipe(
          Effect.catchAll((error) => Effect.logWarning('Post results pass failed', error)),
        );
      yield* Effect.sleep(Duration.millis(everyMs));
    }
  }).pipe(Effect.ensuring(releaseLease(POST_RESULTS_LEASE, owner).pipe(Effect.ignore)));
