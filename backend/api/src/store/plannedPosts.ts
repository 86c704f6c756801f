import { SqlClient } from '@effect/sql';
import type { PlannedPost, PostResults } from '@market-muse/contracts';
import { engagementOf, publishingStatus, resultSlots } from '@market-muse/domain';
import { Effect } from 'effect';
import { isUuid } from './projects.ts';

interface PostRow {
  readonly id: string;
  readonly text: string;
  readonly platform: PlannedPost['platform'];
  readonly scheduled_at: Date;
  readonly published_at: Date | null;
  readonly url: string | null;
  readonly reminded_at: Date | null;
  readonly results: PostResults | null;
  readonly source: PlannedPost['source'];
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly publish_automatically: boolean;
  readonly in_flight: boolean;
  readonly failure_reason: string | null;
  readonly will_retry: boolean | null;
  readonly retry_at: Date | null;
}

const columns = `id::text, text, platform, scheduled_at, published_at, url, reminded_at, results, source,
  created_at, updated_at, publish_automatically, in_flight, failure_reason, will_retry, retry_at`;

const toPost = (row: PostRow): PlannedPost => {
  const failure =
    row.failure_reason === null
      ? null
      : {
          reason: row.failure_reason,
          willRetry: row.will_retry ?? false,
          retryAt: row.retry_at?.toISOString() ?? null,
        };
  const publishedAt = row.published_at?.toISOString() ?? null;
  return {
    id: row.id,
    text: row.text,
    platform: row.platform,
    scheduledAt: row.scheduled_at.toISOString(),
    status: publishingStatus(publishedAt, {
      enabled: row.publish_automatically,
      inFlight: row.in_flight,
      failure,
    }),
    publishedAt,
    url: row.url,
    remindedAt: row.reminded_at?.toISOString() ?? null,
    results: row.results,
    source: row.source,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    publishAutomatically: row.publish_automatically,
    failure: publishedAt === null && row.publish_automatically ? failure : null,
  };
};

/** The user's planned posts, earliest first, optionally only those scheduled in [from, to). */
export const listPlannedPosts = (userId: string, range: { from?: string; to?: string } = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<PostRow>`select ${sql.unsafe(columns)} from rm.planned_posts
      where user_id = ${userId}::uuid
        ${range.from ? sql`and scheduled_at >= ${range.from}::timestamptz` : sql``}
        ${range.to ? sql`and scheduled_at < ${range.to}::timestamptz` : sql``}
      order by scheduled_at, seq`;
    return rows.map(toPost);
  });

/** One of the user's planned posts; null when missing, malformed, deleted or another user's. */
export const getPlannedPost = (userId: string, id: string) =>
  Effect.gen(function* () {
    if (!isUuid(id)) return null;
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<PostRow>`select ${sql.unsafe(columns)} from rm.planned_posts
      where user_id = ${userId}::uuid and id = ${id}::uuid`;
    return rows[0] ? toPost(rows[0]) : null;
  });

/** A post due for its reminder, with what the reminder says and where it goes. */
export interface DuePost {
  readonly postId: string;
  readonly userId: string;
  readonly text: string;
  readonly platform: PlannedPost['platform'];
  readonly scheduledAt: string;
}

/**
 * Posts whose time has come in the last `withinHours`, neither published nor reminded of yet, oldest first:
 * a post planned long ago and never posted is not worth an e-mail now. Posts set to publish automatically
 * are the scheduler's, not the creative's, to publish.
 */
export const duePosts = (now: Date, withinHours: number, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{
      id: string;
      user_id: string;
      text: string;
      platform: PlannedPost['platform'];
      scheduled_at: Date;
    }>`select id::text, user_id::text, text, platform, scheduled_at from rm.planned_posts
      where published_at is null and reminded_at is null and not publish_automatically
        and scheduled_at <= ${now.toISOString()}::timestamptz
        and scheduled_at > ${new Date(now.getTime() - withinHours * 3_600_000).toISOString()}::timestamptz
      order by scheduled_at, seq limit ${limit}`;
    return rows.map(
      (row): DuePost => ({
        postId: row.id,
        userId: row.user_id,
        text: row.text,
        platform: row.platform,
        scheduledAt: row.scheduled_at.toISOString(),
      }),
    );
  });

/** Whether the user wants due-post reminders by e-mail too (yes until they choose otherwise). */
export const reminderMailsWanted = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ by_mail: boolean }>`select by_mail from rm.post_reminder_mails
      where user_id = ${userId}::uuid`;
    return rows[0]?.by_mail ?? true;
  });

/** The user's published posts with numbers, summed for the advisor: how many, and their best slots. */
export const ownResults = (userId: string, timeZone: string | null | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ scheduled_at: Date; results: PostResults }>`
      select scheduled_at, results from rm.planned_posts
      where user_id = ${userId}::uuid and published_at is not null and results is not null`;
    const posts = rows.map((row) => ({
      scheduledAt: row.scheduled_at.toISOString(),
      engagement: engagementOf(row.results),
    }));
    return { posts: posts.length, slots: resultSlots(posts, timeZone) };
  });
