import { Effect } from 'effect';
import { rowBatch } from '../batchedRows.ts';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

const POST_COLUMNS = [
  'id',
  'user_id',
  'text',
  'platform',
  'scheduled_at',
  'published_at',
  'source',
  'created_at',
  'updated_at',
  'seq',
  'publish_automatically',
  'in_flight',
  'failure_reason',
  'will_retry',
  'retry_at',
  'post_url',
];

/** A post with no publishing failure pending. */
const SETTLED = { failure_reason: null, will_retry: null, retry_at: null } as const;

/**
 * The content calendar's posts per user. Inline: the calendar shows a post right after it is planned,
 * moved or marked as published; a deleted post leaves the table.
 */
export const plannedPostsProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'planned-posts',
    version: 2,
    mode: 'inline',
    events: contractEvents(
      'PlannedPostScheduled',
      'PlannedPostEdited',
      'PlannedPostRescheduled',
      'PlannedPostPublished',
      'PlannedPostUnpublished',
      'PlannedPostDeleted',
      'PlannedPostAutoPublishSet',
      'PlannedPostPublishing',
      'PlannedPostPublishFailed',
    ),
    tables: [
      {
        name: 'planned_posts',
        ddl: (t) => `create table ${t} (
        id uuid primary key,
        user_id uuid not null,
        text text not null,
        platform text not null,
        scheduled_at timestamptz not null,
        published_at timestamptz,
        source text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        seq bigint not null,
        publish_automatically boolean not null default false,
        in_flight boolean not null default false,
        failure_reason text,
        will_retry boolean,
        retry_at timestamptz,
        post_url text
      );
      create index planned_posts_by_user on ${t} (user_id, scheduled_at, seq);
      create index planned_posts_to_publish on ${t} (scheduled_at) where publish_automatically and published_at is null`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        // The batch's posts are read once, changed in memory in event order, and written once.
        const rows = rowBatch(target.table('planned_posts'), { column: 'id', type: 'uuid' }, POST_COLUMNS);
        yield* rows.load(events.map((e) => e.data.postId));
        for (const event of events) {
          const p = event.data;
          const row = rows.get(p.postId);
          if (event.type === 'PlannedPostScheduled') {
            if (row) continue;
            const s = event.data;
            rows.set(s.postId, {
              id: s.postId,
              user_id: s.userId,
              text: s.text,
              platform: s.platform,
              scheduled_at: s.scheduledAt,
              published_at: null,
              source: s.source,
              created_at: s.scheduledOn,
              updated_at: s.scheduledOn,
              seq: event.globalPosition.toString(),
              publish_automatically: false,
              in_flight: false,
              failure_reason: null,
              will_retry: null,
              retry_at: null,
              post_url: null,
            });
            continue;
          }
          // Only the post's owner changes it.
          if (!row || row.user_id !== p.userId) continue;
          switch (event.type) {
            case 'PlannedPostEdited':
              rows.set(p.postId, {
                ...row,
                text: event.data.text,
                platform: event.data.platform,
                updated_at: event.data.editedOn,
              });
              break;
            case 'PlannedPostRescheduled':
              rows.set(p.postId, {
                ...row,
                scheduled_at: event.data.scheduledAt,
                updated_at: event.data.rescheduledOn,
              });
              break;
            case 'PlannedPostPublished':
              rows.set(p.postId, {
                ...row,
                published_at: event.data.publishedAt,
                updated_at: event.data.publishedAt,
                post_url: event.data.url,
                ...SETTLED,
                in_flight: false,
              });
              break;
            case 'PlannedPostUnpublished':
              rows.set(p.postId, {
                ...row,
                published_at: null,
                post_url: null,
                updated_at: event.data.unpublishedAt,
              });
              break;
            case 'PlannedPostDeleted':
              rows.set(p.postId, null);
              break;
            case 'PlannedPostAutoPublishSet':
              rows.set(p.postId, {
                ...row,
                publish_automatically: event.data.enabled,
                updated_at: event.data.setOn,
                ...SETTLED,
              });
              break;
            case 'PlannedPostPublishing':
              rows.set(p.postId, { ...row, in_flight: true, ...SETTLED });
              break;
            case 'PlannedPostPublishFailed':
              rows.set(p.postId, {
                ...row,
                in_flight: false,
                failure_reason: event.data.reason,
                will_retry: event.data.willRetry,
                retry_at: event.data.retryAt,
              });
              break;
          }
        }
        yield* rows.write;
      }),
  }),
  deleteUserRows(['planned_posts', 'user_id']),
);
