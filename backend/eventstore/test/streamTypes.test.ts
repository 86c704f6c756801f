import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { Effect } from 'effect';
import { EventStore } from '../src/EventStore.ts';
import { migrateEventStore } from '../src/migrations.ts';
import { Checkpoint, ExpectedVersion, type NewEvent } from '../src/types.ts';
import { databaseKinds, storeLayer } from './layers.ts';

// Each event row carries its stream's type, so readers need not join every event to its stream. Rows an
// older version stored without it read the same, and the migration that brought the column fills it in.

const userId = () => `user-${crypto.randomUUID()}`;

const event = (type: string, user: string): NewEvent => ({
  eventId: crypto.randomUUID(),
  type,
  schemaVersion: 1,
  data: {},
  metadata: { userId: user, correlationId: 'c1', causationId: null, recordedAt: new Date().toISOString() },
});

const stream = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

/** What each of the given streams' rows hold as their type, in stream order. */
const storedTypes = (streamIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ stream_id: string; stream_type: string | null }>`
      select stream_id, stream_type from mm_events where stream_id = any(${streamIds as string[]}::text[])
      order by stream_id, stream_version`;
    return streamIds.map((id) => rows.filter((r) => r.stream_id === id).map((r) => r.stream_type));
  });

/** Every read of the store gives these streams' events the stream's type. */
const readTypes = (user: string, streamIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const all = yield* store.readAll({
      after: Checkpoint.start,
      limit: 100_000,
      visibility: 'all-committed',
    });
    const own = yield* store.readUserEvents({ userId: user, after: 0n, limit: 100 });
    const byStream = yield* store.readStreams(streamIds);
    return streamIds.map((id) => ({
      stream: (byStream.get(id) ?? []).map((e) => e.streamType),
      all: all.filter((e) => e.streamId === id).map((e) => e.streamType),
      own: own.filter((e) => e.streamId === id).map((e) => e.streamType),
    }));
  });

const everywhere = (...types: ReadonlyArray<string>) => ({ stream: types, all: types, own: types });

describe.each(databaseKinds)("events carry their stream's type on %s", (kind) => {
  layer(storeLayer(kind), { timeout: 60_000 })((it) => {
    it.effect('appended one stream at a time and many at once, each row holds its stream type', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const user = userId();
        const [a, b, c] = [stream('a'), stream('b'), stream('c')];
        yield* store.append(a, 'project', [event('Created', user)], ExpectedVersion.noStream);
        // Appended to an existing stream without naming its type as created: the stream's own type counts.
        yield* store.append(a, 'project', [event('Renamed', user)], ExpectedVersion.any);
        yield* store.appendMany([
          {
            streamId: b,
            streamType: 'goal',
            events: [event('Set', user)],
            expected: ExpectedVersion.noStream,
          },
          {
            streamId: a,
            streamType: 'project',
            events: [event('Archived', user)],
            expected: ExpectedVersion.exact(2),
          },
        ]);
        yield* store.append(c, 'email', [event('Claimed', user)], ExpectedVersion.noStream);
        expect(yield* storedTypes([a, b, c])).toEqual([
          ['project', 'project', 'project'],
          ['goal'],
          ['email'],
        ]);
        expect(yield* readTypes(user, [a, b, c])).toEqual([
          everywhere('project', 'project', 'project'),
          everywhere('goal'),
          everywhere('email'),
        ]);
      }),
    );

    it.effect(
      "rows stored without it read their stream's, and the migration that adds it fills them in",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const store = yield* EventStore;
          const user = userId();
          const [a, b] = [stream('a'), stream('b')];
          yield* store.append(
            a,
            'project',
            [event('Created', user), event('Renamed', user)],
            ExpectedVersion.noStream,
          );
          yield* store.append(b, 'goal', [event('Set', user)], ExpectedVersion.noStream);
          // As an older version left them: no stream type on the rows, and its own DDL recorded as applied.
          yield* sql`update mm_events set stream_type = null where stream_id in (${a}, ${b})`;
          expect(yield* storedTypes([a, b])).toEqual([[null, null], [null]]);
          expect(yield* readTypes(user, [a, b])).toEqual([
            everywhere('project', 'project'),
            everywhere('goal'),
          ]);

          yield* sql`update mm_schema_versions set digest = 'older' where component = 'event-store'`;
          yield* migrateEventStore;
          expect(yield* storedTypes([a, b])).toEqual([['project', 'project'], ['goal']]);
          expect(yield* readTypes(user, [a, b])).toEqual([
            everywhere('project', 'project'),
            everywhere('goal'),
          ]);
        }),
    );
  });
});
