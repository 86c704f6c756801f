import { SqlClient } from '@effect/sql';
import type { PlannedPost } from '@market-muse/contracts';
import { publishingStatus } from '@market-muse/domain';
import { Effect } from 'effect';
import { isUuid } from './projects.ts';

interface PostRow {
  readonly id: string;
  readonly text: string;
  readonly platform: PlannedPost['platform'];
  readonly scheduled_at: Date;
  readonly published_at: Date | null;
  readonly source: PlannedPost['source'];
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly publish_automatically: boolean;
  readonly in_flight: boolean;
  readonly failure_reason: string | null;
  readonly will_retry: boolean | null;
  readonly retry_at: Date | null;
  readonly post_url: string | null;
}

const columns = `id::text, text, platform, scheduled_at, published_at, source, created_at, updated_at,
  publish_automatically, in_flight, failure_reason, will_retry, retry_at, post_url`;

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
    source: row.source,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    publishAutomatically: row.publish_automatically,
    postUrl: row.post_url,
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
