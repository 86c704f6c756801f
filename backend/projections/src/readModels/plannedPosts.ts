import { SqlClient } from '@effect/sql';
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
  'url',
  'uri',
  'reminded_at',
  'results',
  'source',
  'created_at',
  'updated_at',
  'seq',
  'publish_automatically',
  'in_flight',
  'failure_reason',
  'will_retry',
  'retry_at',
];

/** A post with no publishing failure pending. */
const SETTLED = { failure_reason: null, will_retry: null, retry_at: null } as const;

/**
 * The content calendar's posts per user. Inline: the calendar shows a post right after it is planned,
 * moved, published (by hand, marked as posted with its address, or automatically), reminded of or given
 * its numbers; a deleted post leaves the table. The scheduler reads the posts to publish from here, the
 * due-reminder job the posts due and not yet reminded, the results job the posts published there (by URI).
 */
export const plannedPostsProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'planned-posts',
    version: 3,
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
        uri text,
        reminded_at timestamptz,
        results jsonb,
        source text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        seq bigint not null,
        publish_automatically boolean not null default false,
        in_flight boolean not null default false,
        failure_reason text,
        will_retry boolean,
        retry_at timestamptz
      );
      create index planned_posts_by_user on ${t} (user_id, scheduled_at, seq);
      create index planned_posts_to_publish on ${t} (scheduled_at) where publish_automatically and published_at is null;
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
        // The batch's posts are read once, changed in memory in event order, and written once.
        const rows = rowBatch(
          target.table('planned_posts'),
          { column: 'id', type: 'uuid' },
          POST_COLUMNS,
          target.held,
        );
        yield* rows.load(events.flatMap((e) => ('postId' in e.data ? [e.data.postId] : [])));
        for (const event of events) {
          if (event.type === 'PostReminderMailsChosen') {
            const p = event.data;
            yield* sql`insert into ${target.table('post_reminder_mails')} (user_id, by_mail)
              values (${p.userId}::uuid, ${p.byMail})
              on conflict (user_id) do update set by_mail = excluded.by_mail`;
            continue;
          }
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
              url: null,
              uri: null,
              reminded_at: null,
              results: null,
              source: s.source,
              created_at: s.scheduledOn,
              updated_at: s.scheduledOn,
              seq: event.globalPosition.toString(),
              publish_automatically: false,
              in_flight: false,
              failure_reason: null,
              will_retry: null,
              retry_at: null,
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
              // A move makes the post due again: its reminder goes out at the new time.
              rows.set(p.postId, {
                ...row,
                scheduled_at: event.data.scheduledAt,
                reminded_at: null,
                updated_at: event.data.rescheduledOn,
              });
              break;
            case 'PlannedPostPublished':
              rows.set(p.postId, {
                ...row,
                published_at: event.data.publishedAt,
                updated_at: event.data.publishedAt,
                url: event.data.url ?? row.url,
                uri: event.data.uri ?? row.uri,
                ...SETTLED,
                in_flight: false,
              });
              break;
            case 'PlannedPostUnpublished':
              rows.set(p.postId, {
                ...row,
                published_at: null,
                url: null,
                uri: null,
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
            case 'PlannedPostReminded':
              rows.set(p.postId, { ...row, reminded_at: event.data.remindedAt });
              break;
            case 'PlannedPostResultsRecorded': {
              const { postId: _postId, userId: _userId, ...results } = event.data;
              rows.set(p.postId, { ...row, results });
              break;
            }
          }
        }
        yield* rows.write;
      }),
  }),
  deleteUserRows(['planned_posts', 'user_id'], ['post_reminder_mails', 'user_id']),
);
