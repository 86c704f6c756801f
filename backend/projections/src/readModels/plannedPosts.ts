import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

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
        const sql = yield* SqlClient.SqlClient;
        const table = target.table('planned_posts');
        for (const event of events) {
          switch (event.type) {
            case 'PlannedPostScheduled': {
              const p = event.data;
              yield* sql`insert into ${table} (id, user_id, text, platform, scheduled_at, published_at, source,
                created_at, updated_at, seq)
              values (${p.postId}::uuid, ${p.userId}::uuid, ${p.text}, ${p.platform}, ${p.scheduledAt}::timestamptz,
                null, ${p.source}, ${p.scheduledOn}::timestamptz, ${p.scheduledOn}::timestamptz,
                ${event.globalPosition.toString()}::bigint)
              on conflict (id) do nothing`;
              break;
            }
            case 'PlannedPostEdited': {
              const p = event.data;
              yield* sql`update ${table} set text = ${p.text}, platform = ${p.platform},
                updated_at = ${p.editedOn}::timestamptz
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostRescheduled': {
              const p = event.data;
              yield* sql`update ${table} set scheduled_at = ${p.scheduledAt}::timestamptz,
                updated_at = ${p.rescheduledOn}::timestamptz
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostPublished': {
              const p = event.data;
              yield* sql`update ${table} set published_at = ${p.publishedAt}::timestamptz,
                updated_at = ${p.publishedAt}::timestamptz, post_url = ${p.url}, in_flight = false,
                failure_reason = null, will_retry = null, retry_at = null
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostUnpublished': {
              const p = event.data;
              yield* sql`update ${table} set published_at = null, post_url = null,
                updated_at = ${p.unpublishedAt}::timestamptz
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostDeleted': {
              const p = event.data;
              yield* sql`delete from ${table} where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostAutoPublishSet': {
              const p = event.data;
              yield* sql`update ${table} set publish_automatically = ${p.enabled}, failure_reason = null,
                will_retry = null, retry_at = null, updated_at = ${p.setOn}::timestamptz
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostPublishing': {
              const p = event.data;
              yield* sql`update ${table} set in_flight = true, failure_reason = null, will_retry = null,
                retry_at = null
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostPublishFailed': {
              const p = event.data;
              yield* sql`update ${table} set in_flight = false, failure_reason = ${p.reason},
                will_retry = ${p.willRetry}, retry_at = ${p.retryAt}::timestamptz
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
          }
        }
      }),
  }),
  deleteUserRows(['planned_posts', 'user_id']),
);
