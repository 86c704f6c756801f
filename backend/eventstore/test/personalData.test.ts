import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { Effect } from 'effect';
import { EventStore } from '../src/EventStore.ts';
import { OFF_THREAD_MIN } from '../src/openingThread.ts';
import { ERASED, type PersonalDataPolicy } from '../src/personalData.ts';
import { sealStoredEvents } from '../src/sealHistory.ts';
import { Checkpoint, ExpectedVersion, type NewEvent } from '../src/types.ts';
import { upcast } from '../src/upcasters.ts';
import { databaseKinds, storeLayer } from './layers.ts';

const policy: PersonalDataPolicy = {
  fields: { Registered: { email: ERASED, bio: null }, Noted: { note: ERASED, tags: [] } },
};

const event = (type: string, data: object): NewEvent => ({
  eventId: crypto.randomUUID(),
  type,
  schemaVersion: 1,
  data,
  metadata: { userId: null, correlationId: 'c1', causationId: null, recordedAt: new Date().toISOString() },
});

const rawData = (eventId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const [row] = yield* sql<{
      data: Record<string, unknown>;
    }>`select data from mm_events where event_id = ${eventId}::uuid`;
    return row!.data;
  });

const upcasters = [
  {
    type: 'Noted',
    fromVersion: 1,
    upcast: (data: Record<string, unknown>) => ({ ...data, renamed: data.tags }),
  },
];

describe.each(databaseKinds)('personal data on %s', (kind) => {
  layer(storeLayer(kind, upcasters, policy), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('stores personal fields encrypted and reads them back decrypted', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const userId = crypto.randomUUID();
        const registered = event('Registered', {
          userId,
          email: 'ada@example.com',
          bio: 'Potter',
          plan: 'free',
        });
        yield* store.append(`user-${userId}`, 'user', [registered], ExpectedVersion.noStream);
        const raw = yield* rawData(registered.eventId);
        expect(JSON.stringify(raw)).not.toContain('ada@example.com');
        expect(JSON.stringify(raw)).not.toContain('Potter');
        // One envelope per event holds every personal field; the clear fields stay beside it.
        expect(raw).toEqual({
          userId,
          plan: 'free',
          $personal: { $enc: 'A256GCM', sub: userId, iv: expect.any(String), ct: expect.any(String) },
        });
        const [read] = yield* store.readStream(`user-${userId}`);
        expect(read!.data).toEqual({ userId, email: 'ada@example.com', bio: 'Potter', plan: 'free' });
      }),
    );

    it.effect(
      'encrypts every stream of a multi-stream append, and events with no personal fields not at all',
      () =>
        Effect.gen(function* () {
          const store = yield* EventStore;
          const userId = crypto.randomUUID();
          const noted = event('Noted', { userId, note: 'secret plan', tags: ['a'] });
          const other = event('Other', { userId, note: 'not declared' });
          yield* store.appendMany([
            {
              streamId: `note-${userId}`,
              streamType: 'note',
              events: [noted],
              expected: ExpectedVersion.noStream,
            },
            {
              streamId: `other-${userId}`,
              streamType: 'other',
              events: [other],
              expected: ExpectedVersion.noStream,
            },
          ]);
          expect(JSON.stringify(yield* rawData(noted.eventId))).not.toContain('secret plan');
          expect(yield* rawData(other.eventId)).toEqual({ userId, note: 'not declared' });
          const streams = yield* store.readStreams([`note-${userId}`]);
          // Upcasters see the fields opened, as a reader would: they may move personal ones.
          expect(streams.get(`note-${userId}`)![0]!.data).toEqual({
            userId,
            note: 'secret plan',
            tags: ['a'],
            renamed: ['a'],
          });
        }),
    );

    it.effect(
      'reads a destroyed subject’s fields as their erased values, everywhere, and keeps the rest',
      () =>
        Effect.gen(function* () {
          const store = yield* EventStore;
          const userId = crypto.randomUUID();
          const keep = crypto.randomUUID();
          yield* store.append(
            `user-${userId}`,
            'user',
            [event('Registered', { userId, email: 'gone@example.com', bio: 'x', plan: 'pro' })],
            ExpectedVersion.noStream,
          );
          yield* store.append(
            `note-${userId}`,
            'note',
            [event('Noted', { userId, note: 'gone', tags: ['t'] })],
            ExpectedVersion.noStream,
          );
          yield* store.append(
            `user-${keep}`,
            'user',
            [event('Registered', { userId: keep, email: 'kept@example.com', bio: 'y', plan: 'pro' })],
            ExpectedVersion.noStream,
          );
          yield* store.destroyKey(userId);
          yield* store.destroyKey(userId);
          const [user] = yield* store.readStream(`user-${userId}`);
          expect(user!.data).toEqual({ userId, email: ERASED, bio: null, plan: 'pro' });
          const [note] = yield* store.readStream(`note-${userId}`);
          // Erased values stand in before upcasting, so what an upcaster derives from them is erased too.
          expect(note!.data).toEqual({
            userId,
            note: ERASED,
            tags: [],
            renamed: [],
          });
          const [kept] = yield* store.readStream(`user-${keep}`);
          expect(kept!.data).toMatchObject({ email: 'kept@example.com' });
          const all = yield* store.readAll({
            after: Checkpoint.start,
            limit: 10_000,
            visibility: 'all-committed',
          });
          expect(
            JSON.stringify(all.filter((e) => e.streamId.endsWith(userId)).map((e) => e.data)),
          ).not.toContain('gone');
          // A late write for a deleted subject is erased at once: no new key is made for them.
          yield* store.append(
            `note-${userId}`,
            'note',
            [event('Noted', { userId, note: 'late', tags: [] })],
            ExpectedVersion.exact(1),
          );
          const notes = yield* store.readStream(`note-${userId}`);
          expect(notes[1]!.data).toMatchObject({ note: ERASED });
        }),
    );

    it.effect('hands sealed events to a reader that passes them on, and opens them later', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const userId = crypto.randomUUID();
        yield* store.append(
          `user-${userId}`,
          'user',
          [event('Registered', { userId, email: 'sealed@example.com', bio: 'b', plan: 'p' })],
          ExpectedVersion.noStream,
        );
        const sealed = (yield* store.readAll({
          after: Checkpoint.start,
          limit: 10_000,
          visibility: 'all-committed',
          sealed: true,
        })).filter((e) => e.streamId === `user-${userId}`);
        expect(JSON.stringify(sealed.map((e) => e.data))).not.toContain('sealed@example.com');
        const [opened] = yield* store.open(sealed);
        expect(opened!.data).toMatchObject({ email: 'sealed@example.com' });
        expect(upcast(store.upcasters, 'Registered', 1, opened!.data).schemaVersion).toBe(1);
      }),
    );
  });
});

describe.each(databaseKinds)('sealing a history stored in the clear on %s', (kind) => {
  // One database, two stores over it: the old one wrote without encryption, the new one reads and seals.
  layer(storeLayer(kind, upcasters, policy), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect(
      'encrypts the personal fields of stored events in place, keeps what they read as, and runs again as a no-op',
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const store = yield* EventStore;
          const userId = crypto.randomUUID();
          const gone = crypto.randomUUID();
          const plain = [
            event('Registered', { userId, email: 'old@example.com', bio: 'Old bio', plan: 'free' }),
            event('Noted', { userId, note: 'old note', tags: ['x'] }),
            event('Registered', { userId: gone, email: 'gone@example.com', bio: 'Gone', plan: 'free' }),
          ];
          // As the store wrote them before personal fields were encrypted.
          for (const [i, e] of plain.entries())
            yield* sql`insert into mm_streams (stream_id, stream_type, version) values (${`old-${i}-${userId}`}, 'old', 1)`.pipe(
              Effect.zipRight(
                sql`insert into mm_events (stream_id, stream_version, event_id, type, data, metadata)
                values (${`old-${i}-${userId}`}, 1, ${e.eventId}::uuid, ${e.type}, ${JSON.stringify(e.data)}::jsonb, ${JSON.stringify(e.metadata)}::jsonb)`,
              ),
            );
          yield* store.destroyKey(gone);
          const before = yield* store.readStream(`old-1-${userId}`);
          const sealed = yield* sealStoredEvents(policy, 2);
          expect(sealed).toBeGreaterThanOrEqual(3);
          const raw = yield* sql<{
            data: unknown;
          }>`select data from mm_events where event_id = any(${plain.map((e) => e.eventId)}::uuid[])`;
          for (const text of ['old@example.com', 'Old bio', 'old note', 'gone@example.com'])
            expect(JSON.stringify(raw)).not.toContain(text);
          expect(yield* store.readStream(`old-1-${userId}`)).toEqual(before);
          expect((yield* store.readStream(`old-0-${userId}`))[0]!.data).toMatchObject({
            email: 'old@example.com',
          });
          // An account deleted before the sealing: its fields are erased by it.
          expect((yield* store.readStream(`old-2-${userId}`))[0]!.data).toMatchObject({
            email: ERASED,
            bio: null,
          });
          const again = yield* sql<{
            data: unknown;
          }>`select data from mm_events where event_id = any(${plain.map((e) => e.eventId)}::uuid[])`;
          expect(yield* sealStoredEvents(policy, 2)).toBe(0);
          expect(
            yield* sql<{
              data: unknown;
            }>`select data from mm_events where event_id = any(${plain.map((e) => e.eventId)}::uuid[])`,
          ).toEqual(again);
        }),
    );

    it.effect(
      'opens a large batch on the opening thread exactly as one event at a time, erased keys included',
      () =>
        Effect.gen(function* () {
          const store = yield* EventStore;
          const kept: string = crypto.randomUUID();
          const gone: string = crypto.randomUUID();
          // More envelopes than OFF_THREAD_MIN in one read: they are opened on the store's opening thread.
          const count = Math.ceil(OFF_THREAD_MIN / 2) + 10;
          for (const userId of [kept, gone])
            yield* store.append(
              `note-${userId}`,
              'note',
              Array.from({ length: count }, (_, i) =>
                event('Noted', { userId, note: `plan ${i} — ünïcode ✓`, tags: [`t${i}`] }),
              ),
              ExpectedVersion.noStream,
            );
          yield* store.destroyKey(gone);
          const sealed = (yield* store.readAll({
            after: Checkpoint.start,
            limit: 100_000,
            sealed: true,
          })).filter(
            (e) => e.type === 'Noted' && [kept, gone].includes((e.data as { userId: string }).userId),
          );
          expect(sealed.length).toBeGreaterThanOrEqual(OFF_THREAD_MIN);
          const together = yield* store.open(sealed);
          const oneByOne = yield* Effect.forEach(sealed, (e) => Effect.map(store.open([e]), ([o]) => o!));
          expect(together).toEqual(oneByOne);
          const notes = together.map((e) => e.data as { userId: string; note: string });
          expect(notes.filter((n) => n.userId === kept).map((n) => n.note)).toEqual(
            Array.from({ length: count }, (_, i) => `plan ${i} — ünïcode ✓`),
          );
          expect(notes.filter((n) => n.userId === gone).every((n) => n.note === ERASED)).toBe(true);
        }),
    );
  });
});
