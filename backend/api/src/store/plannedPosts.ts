import { SqlClient } from '@effect/sql';
import type { PlannedPost } from '@market-muse/contracts';
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
}

const columns = 'id::text, text, platform, scheduled_at, published_at, source, created_at, updated_at';

const toPost = (row: PostRow): PlannedPost => ({
  id: row.id,
  text: row.text,
  platform: row.platform,
  scheduledAt: row.scheduled_at.toISOString(),
  status: row.published_at === null ? 'planned' : 'published',
  publishedAt: row.published_at?.toISOString() ?? null,
  source: row.source,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

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
