import { SqlClient } from '@effect/sql';
import { describe, expect, it, layer } from '@effect/vitest';
import {
  currentSchemaVersion,
  EventStore,
  ExpectedVersion,
  InlineProjections,
} from '@market-muse/eventstore';
import { Effect } from 'effect';
import { allProjections } from '../src/readModels/index.ts';
import { plannedPostsProjection } from '../src/readModels/plannedPosts.ts';
import { rebuildProjection } from '../src/rebuild.ts';
import { databaseKinds, projectionsLayer } from './layers.ts';

/** Appends a post's events to its stream and applies the inline projections, as the command side does. */
const append = (postId: string, events: ReadonlyArray<{ type: string; data: object }>) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const inline = yield* InlineProjections;
    const result = yield* store.append(
      `planned-post-${postId}`,
      'planned-post',
      events.map((e) => ({
        eventId: crypto.randomUUID(),
        type: e.type,
        // Written as the command side writes it: in the type's current version.
        schemaVersion: currentSchemaVersion(store.upcasters, e.type),
        data: e.data,
        metadata: {
          userId: null,
          correlationId: 'test',
          causationId: null,
          recordedAt: '2026-11-21T10:00:00.000Z',
        },
      })),
      ExpectedVersion.any,
    );
    yield* inline.apply(result.events);
  });

const scheduled = (postId: string, userId: string, scheduledAt: string, text = 'Studio tour') => ({
  type: 'PlannedPostScheduled',
  data: {
    postId,
    userId,
    text,
    platform: 'instagram',
    scheduledAt,
    source: 'idea',
    scheduledOn: '2026-11-21T10:00:00.000Z',
  },
});

const rowsOf = (userId: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`select id::text, text, platform, scheduled_at, published_at, source, updated_at
      from rm.planned_posts where user_id = ${userId}::uuid order by scheduled_at, seq`,
  );

describe('the planned-posts read model', () => {
  it('is part of every replay', () => expect(allProjections).toContain(plannedPostsProjection));
});

describe.each(databaseKinds)('planned-posts read model on %s', (kind) => {
  layer(projectionsLayer(kind, [plannedPostsProjection]), { timeout: 120_000, excludeTestServices: true })(
    (it) => {
      it.effect('follows a post from planned through edits, moves and publishing to deletion', () =>
        Effect.gen(function* () {
          const userId = crypto.randomUUID();
          const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
          yield* append(a, [scheduled(a, userId, '2026-11-24T09:00:00.000Z')]);
          yield* append(b, [scheduled(b, userId, '2026-11-23T18:00:00.000Z', 'Print drop')]);
          yield* append(a, [
            {
              type: 'PlannedPostEdited',
              data: {
                postId: a,
                userId,
                text: 'Studio tour, part 2',
                platform: 'linkedin',
                editedOn: '2026-11-21T11:00:00.000Z',
              },
            },
            {
              type: 'PlannedPostRescheduled',
              data: {
                postId: a,
                userId,
                scheduledAt: '2026-11-25T10:00:00.000Z',
                previousScheduledAt: '2026-11-24T09:00:00.000Z',
                rescheduledOn: '2026-11-21T11:00:00.000Z',
              },
            },
            {
              type: 'PlannedPostPublished',
              data: { postId: a, userId, publishedAt: '2026-11-25T10:05:00.000Z', uri: null, url: null },
            },
          ]);
          expect(yield* rowsOf(userId)).toEqual([
            {
              id: b,
              text: 'Print drop',
              platform: 'instagram',
              scheduled_at: new Date('2026-11-23T18:00:00.000Z'),
              published_at: null,
              source: 'idea',
              updated_at: new Date('2026-11-21T10:00:00.000Z'),
            },
            {
              id: a,
              text: 'Studio tour, part 2',
              platform: 'linkedin',
              scheduled_at: new Date('2026-11-25T10:00:00.000Z'),
              published_at: new Date('2026-11-25T10:05:00.000Z'),
              source: 'idea',
              updated_at: new Date('2026-11-25T10:05:00.000Z'),
            },
          ]);

          yield* append(a, [
            {
              type: 'PlannedPostUnpublished',
              data: { postId: a, userId, unpublishedAt: '2026-11-25T11:00:00.000Z' },
            },
          ]);
          yield* append(b, [
            {
              type: 'PlannedPostDeleted',
              data: { postId: b, userId, deletedAt: '2026-11-25T11:00:00.000Z' },
            },
          ]);
          const rows = yield* rowsOf(userId);
          expect(rows.map((r) => [r.id, r.published_at])).toEqual([[a, null]]);

          // A rebuild from the events answers the same rows.
          yield* rebuildProjection(plannedPostsProjection);
          expect(yield* rowsOf(userId)).toEqual(rows);
        }),
      );

      it.effect('a PlannedPostPublished of version 1 (marked by hand) reads back with no URI or page', () =>
        Effect.gen(function* () {
          const store = yield* EventStore;
          const postId = crypto.randomUUID();
          yield* store.append(
            `planned-post-${postId}`,
            'planned-post',
            [
              {
                eventId: crypto.randomUUID(),
                type: 'PlannedPostPublished',
                schemaVersion: 1,
                data: { postId, userId: crypto.randomUUID(), publishedAt: '2026-11-25T10:05:00.000Z' },
                metadata: {
                  userId: null,
                  correlationId: 'test',
                  causationId: null,
                  recordedAt: '2026-11-21T10:00:00.000Z',
                },
              },
            ],
            ExpectedVersion.any,
          );
          const [event] = yield* store.readStream(`planned-post-${postId}`);
          expect(event?.schemaVersion).toBe(2);
          expect(event?.data).toMatchObject({
            publishedAt: '2026-11-25T10:05:00.000Z',
            uri: null,
            url: null,
          });
        }),
      );

      it.effect('keeps the address, the reminder, the latest numbers and the reminder-mail choice', () =>
        Effect.gen(function* () {
          const userId = crypto.randomUUID();
          const post = crypto.randomUUID();
          const numbers = { likes: 40, comments: 2, shares: null, saves: 5, reach: 900, quotes: null };
          yield* append(post, [
            scheduled(post, userId, '2026-11-24T09:00:00.000Z'),
            {
              type: 'PlannedPostReminded',
              data: { postId: post, userId, byMail: true, remindedAt: '2026-11-24T09:00:20.000Z' },
            },
            {
              type: 'PlannedPostPublished',
              data: {
                postId: post,
                userId,
                publishedAt: '2026-11-24T09:30:00.000Z',
                uri: null,
                url: 'https://www.instagram.com/p/Abc/',
              },
            },
            {
              type: 'PlannedPostResultsRecorded',
              data: {
                postId: post,
                userId,
                source: 'manual',
                ...numbers,
                likes: 12,
                recordedAt: '2026-11-25T09:00:00.000Z',
              },
            },
            {
              type: 'PlannedPostResultsRecorded',
              data: {
                postId: post,
                userId,
                source: 'manual',
                ...numbers,
                recordedAt: '2026-11-27T09:00:00.000Z',
              },
            },
          ]);
          yield* append(`reminders-${userId}`, [
            {
              type: 'PostReminderMailsChosen',
              data: { userId, byMail: false, chosenAt: '2026-11-25T10:00:00.000Z' },
            },
          ]);
          const read = Effect.flatMap(SqlClient.SqlClient, (sql) =>
            Effect.all([
              sql`select url, reminded_at, results from rm.planned_posts where id = ${post}::uuid`,
              sql`select by_mail from rm.post_reminder_mails where user_id = ${userId}::uuid`,
            ]),
          );
          const [[row], [choice]] = yield* read;
          expect(row).toEqual({
            url: 'https://www.instagram.com/p/Abc/',
            reminded_at: new Date('2026-11-24T09:00:20.000Z'),
            results: { source: 'manual', ...numbers, recordedAt: '2026-11-27T09:00:00.000Z' },
          });
          expect(choice).toEqual({ by_mail: false });

          // A move makes the post due again; a rebuild from the events answers the same.
          yield* append(post, [
            {
              type: 'PlannedPostRescheduled',
              data: {
                postId: post,
                userId,
                scheduledAt: '2026-12-01T09:00:00.000Z',
                previousScheduledAt: '2026-11-24T09:00:00.000Z',
                rescheduledOn: '2026-11-28T09:00:00.000Z',
              },
            },
          ]);
          const moved = yield* read;
          expect(moved[0][0]).toMatchObject({ reminded_at: null, url: 'https://www.instagram.com/p/Abc/' });
          yield* rebuildProjection(plannedPostsProjection);
          expect(yield* read).toEqual(moved);
        }),
      );

      it.effect("a change naming another user's post touches nothing", () =>
        Effect.gen(function* () {
          const [owner, other] = [crypto.randomUUID(), crypto.randomUUID()];
          const post = crypto.randomUUID();
          yield* append(post, [scheduled(post, owner, '2026-11-24T09:00:00.000Z')]);
          yield* append(post, [
            {
              type: 'PlannedPostDeleted',
              data: { postId: post, userId: other, deletedAt: '2026-11-25T11:00:00.000Z' },
            },
          ]);
          expect((yield* rowsOf(owner)).map((r) => r.id)).toEqual([post]);
        }),
      );
    },
  );
});
