import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

/**
 * The content calendar's posts per user. Inline: the calendar shows a post right after it is planned,
 * moved, marked as published (with its address), reminded of or given its numbers; a deleted post leaves
 * the table. The due-reminder job reads the posts due and not yet reminded from here.
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
      'PlannedPostReminded',
      'PlannedPostResultsRecorded',
      'PostReminderMailsChosen',
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
        url text,
        reminded_at timestamptz,
        results jsonb,
        source text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        seq bigint not null
      );
      create index planned_posts_by_user on ${t} (user_id, scheduled_at, seq);
      create index planned_posts_to_remind on ${t} (scheduled_at) where published_at is null and reminded_at is null`,
      },
      {
        // Only creatives who chose have a row; no row means mail on.
        name: 'post_reminder_mails',
        ddl: (t) => `create table ${t} (user_id uuid primary key, by_mail boolean not null)`,
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
              yield* sql`update ${table} set scheduled_at = ${p.scheduledAt}::timestamptz, reminded_at = null,
                updated_at = ${p.rescheduledOn}::timestamptz
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostPublished': {
              const p = event.data;
              yield* sql`update ${table} set published_at = ${p.publishedAt}::timestamptz,
                url = coalesce(${p.url ?? null}, url), updated_at = ${p.publishedAt}::timestamptz
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostUnpublished': {
              const p = event.data;
              yield* sql`update ${table} set published_at = null, url = null,
                updated_at = ${p.unpublishedAt}::timestamptz
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostReminded': {
              const p = event.data;
              yield* sql`update ${table} set reminded_at = ${p.remindedAt}::timestamptz
              where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
            case 'PlannedPostResultsRecorded': {
              const { postId, userId, ...results } = event.data;
              yield* sql`update ${table} set results = ${JSON.stringify(results)}::jsonb
              where id = ${postId}::uuid and user_id = ${userId}::uuid`;
              break;
            }
            case 'PostReminderMailsChosen': {
              const p = event.data;
              yield* sql`insert into ${target.table('post_reminder_mails')} (user_id, by_mail)
                values (${p.userId}::uuid, ${p.byMail})
                on conflict (user_id) do update set by_mail = excluded.by_mail`;
              break;
            }
            case 'PlannedPostDeleted': {
              const p = event.data;
              yield* sql`delete from ${table} where id = ${p.postId}::uuid and user_id = ${p.userId}::uuid`;
              break;
            }
          }
        }
      }),
  }),
  deleteUserRows(['planned_posts', 'user_id'], ['post_reminder_mails', 'user_id']),
);
