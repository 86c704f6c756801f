import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { Deferred, Effect, Either, Fiber, Schedule } from 'effect';
import { EventStore } from '../src/EventStore.ts';
import { migrateEventStore } from '../src/migrations.ts';
import {
  Checkpoint,
  ExpectedVersion,
  MAX_EVENT_BYTES,
  type NewEvent,
  type StoredEvent,
} from '../src/types.ts';
import { databaseKinds, storeLayer } from './layers.ts';

const event = (type: string, data: object = {}, eventId = crypto.randomUUID()): NewEvent => ({
  eventId,
  type,
  schemaVersion: 1,
  data,
  metadata: { userId: 'u1', correlationId: 'c1', causationId: null, recordedAt: new Date().toISOString() },
});

const stream = () => `test-${crypto.randomUUID()}`;

/** Reads everything an async reader can see from a checkpoint, batch by batch. */
const drain = (from: Checkpoint) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const seen: StoredEvent[] = [];
    let checkpoint = from;
    for (;;) {
      const batch = yield* store.readAll({ after: checkpoint, limit: 2 });
      if (batch.length === 0) return { seen, checkpoint };
      seen.push(...batch);
      checkpoint = Checkpoint.of(batch[batch.length - 1]!);
    }
  });

/**
 * Reads until `done` holds, for at most 30 s, then gives the last read. The safe reading rule hides events
 * while any older transaction on the server is open, another database's included: on a shared PostgreSQL
 * another session can hold it back for a moment, so a test waits for the events rather than assuming that
 * nothing else is open.
 */
const eventually = <A, E, R>(read: Effect.Effect<A, E, R>, done: (value: A) => boolean) =>
  read.pipe(
    Effect.filterOrFail(done, () => 'not yet' as const),
    Effect.retry({ schedule: Schedule.spaced('25 millis').pipe(Schedule.upTo('30 seconds')) }),
    Effect.catchAll(() => read),
  );

/** What a drain saw of the given streams alone (earlier tests' events may become visible meanwhile). */
const ofStreams = (seen: ReadonlyArray<StoredEvent>, ...ids: string[]) =>
  seen.filter((e) => ids.includes(e.streamId));

describe.each(databaseKinds)('event store on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('migrates idempotently', () =>
      Effect.gen(function* () {
        yield* migrateEventStore;
        yield* migrateEventStore;
      }),
    );

    it.effect('refuses an event over MAX_EVENT_BYTES at append, storing nothing of the append', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const id = stream();
        // Multi-byte text counts in bytes: 'é' is two in UTF-8.
        const big = event('Big', { text: 'é'.repeat(MAX_EVENT_BYTES / 2) });
        const refused = yield* Effect.either(
          store.append(id, 'test', [event('Small'), big], ExpectedVersion.noStream),
        );
        expect(Either.isLeft(refused) && refused.left._tag).toBe('EventTooLarge');
        const many = yield* Effect.either(
          store.appendMany([
            {
              streamId: stream(),
              streamType: 'test',
              events: [event('Small')],
              expected: ExpectedVersion.noStream,
            },
            { streamId: id, streamType: 'test', events: [big], expected: ExpectedVersion.noStream },
          ]),
        );
        expect(Either.isLeft(many) && many.left._tag).toBe('EventTooLarge');
        expect(yield* store.readStream(id)).toEqual([]);
        // Just under the limit is stored.
        const fits = event('Fits', { text: 'x'.repeat(MAX_EVENT_BYTES - 1000) });
        expect((yield* store.append(id, 'test', [fits], ExpectedVersion.noStream)).nextVersion).toBe(1n);
      }),
    );

    it.effect('appends in order with versions, positions and metadata', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const id = stream();
        const first = yield* store.append(
          id,
          'test',
          [event('A', { n: 1 }), event('B', { n: 2 })],
          ExpectedVersion.noStream,
        );
        expect(first.nextVersion).toBe(2n);
        expect(first.duplicate).toBe(false);
        const second = yield* store.append(id, 'test', [event('C', { n: 3 })], ExpectedVersion.exact(2));
        expect(second.nextVersion).toBe(3n);
        const read = yield* store.readStream(id);
        expect(read.map((e) => [e.type, e.streamVersion, e.data])).toEqual([
          ['A', 1n, { n: 1 }],
          ['B', 2n, { n: 2 }],
          ['C', 3n, { n: 3 }],
        ]);
        expect(read[0]!.metadata).toMatchObject({ userId: 'u1', correlationId: 'c1' });
        expect(read[0]!.schemaVersion).toBe(1);
        expect(read[0]!.globalPosition < read[2]!.globalPosition).toBe(true);
      }),
    );

    it.effect('answers a batch in stream order across a digit boundary (versions compared as numbers)', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const id = stream();
        const batch = Array.from({ length: 12 }, (_, n) => event('N', { n }));
        const result = yield* store.append(id, 'test', batch, ExpectedVersion.noStream);
        expect(result.events.map((e) => e.streamVersion)).toEqual(batch.map((_, n) => BigInt(n + 1)));
        expect(result.events.map((e) => e.data)).toEqual(batch.map((e) => e.data));
        expect(result.nextVersion).toBe(12n);
        // The answer names each event as stored: its position, id, transaction and time.
        const stored = yield* store.readStream(id);
        const identity = (e: (typeof stored)[number]) => [
          e.globalPosition,
          e.eventId,
          e.streamVersion,
          e.transactionId,
          e.createdAt.getTime(),
        ];
        expect(result.events.map(identity)).toEqual(stored.map(identity));
        expect(result.events.map((e) => e.eventId)).toEqual(batch.map((e) => e.eventId));
      }),
    );

    it.effect('appends to many streams at once: new ones and existing ones, in the order given', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const [a, b, c] = [stream(), stream(), stream()];
        yield* store.append(b, 'test', [event('B1'), event('B2')], ExpectedVersion.noStream);
        const results = yield* store.appendMany([
          {
            streamId: a,
            streamType: 'test',
            events: [event('A1'), event('A2')],
            expected: ExpectedVersion.noStream,
          },
          { streamId: b, streamType: 'test', events: [event('B3')], expected: ExpectedVersion.exact(2) },
          { streamId: c, streamType: 'other', events: [event('C1')], expected: ExpectedVersion.noStream },
        ]);
        expect(results.map((r) => [r.streamId, r.nextVersion, r.events.map((e) => e.type)])).toEqual([
          [a, 2n, ['A1', 'A2']],
          [b, 3n, ['B3']],
          [c, 1n, ['C1']],
        ]);
        const positions = results.flatMap((r) => r.events.map((e) => e.globalPosition));
        expect([...positions].sort((x, y) => (x < y ? -1 : 1))).toEqual(positions);
        const read = yield* store.readStreams([a, b, c, stream()]);
        expect(
          [...read.values()].map((events) => events.map((e) => [e.type, e.streamVersion, e.streamType])),
        ).toEqual([
          [
            ['A1', 1n, 'test'],
            ['A2', 2n, 'test'],
          ],
          [
            ['B1', 1n, 'test'],
            ['B2', 2n, 'test'],
            ['B3', 3n, 'test'],
          ],
          [['C1', 1n, 'other']],
          [],
        ]);
        expect(read.get(a)).toEqual(yield* store.readStream(a));
        // The answer names each event as stored: its position, id, version, transaction and time.
        const identity = (e: {
          globalPosition: bigint;
          eventId: string;
          streamVersion: bigint;
          transactionId: bigint;
          createdAt: Date;
        }) => [e.globalPosition, e.eventId, e.streamVersion, e.transactionId, e.createdAt.getTime()];
        expect(results.flatMap((r) => r.events.map(identity))).toEqual(
          [read.get(a)!, read.get(b)!.slice(2), read.get(c)!].flat().map(identity),
        );
      }),
    );

    it.effect('a multi-stream append with one stream not as expected writes nothing in its transaction', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const store = yield* EventStore;
        const [fresh, taken, moved] = [stream(), stream(), stream()];
        yield* store.append(taken, 'test', [event('T1')], ExpectedVersion.noStream);
        yield* store.append(moved, 'test', [event('M1'), event('M2')], ExpectedVersion.noStream);
        const attempt = (second: { streamId: string; expected: ExpectedVersion }) =>
          sql
            .withTransaction(
              store.appendMany([
                {
                  streamId: fresh,
                  streamType: 'test',
                  events: [event('F1')],
                  expected: ExpectedVersion.noStream,
                },
                { ...second, streamType: 'test', events: [event('X')] },
              ]),
            )
            .pipe(Effect.flip);
        const takenFailure = yield* attempt({ streamId: taken, expected: ExpectedVersion.noStream });
        expect(takenFailure).toMatchObject({ _tag: 'WrongExpectedVersion', streamId: taken, actual: 1n });
        const movedFailure = yield* attempt({ streamId: moved, expected: ExpectedVersion.exact(1) });
        expect(movedFailure).toMatchObject({ _tag: 'WrongExpectedVersion', streamId: moved, actual: 2n });
        const read = yield* store.readStreams([fresh, taken, moved]);
        expect([...read.values()].map((events) => events.length)).toEqual([0, 1, 2]);
      }),
    );

    it.effect('enforces every kind of expected version', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const id = stream();
        const conflict = (expected: ExpectedVersion) =>
          store.append(id, 'test', [event('X')], expected).pipe(
            Effect.flip,
            Effect.map((e) => e._tag),
          );
        expect(yield* conflict(ExpectedVersion.streamExists)).toBe('WrongExpectedVersion');
        expect(yield* conflict(ExpectedVersion.exact(3))).toBe('WrongExpectedVersion');
        yield* store.append(id, 'test', [event('X')], ExpectedVersion.exact(0));
        expect(yield* conflict(ExpectedVersion.noStream)).toBe('WrongExpectedVersion');
        expect(yield* conflict(ExpectedVersion.exact(0))).toBe('WrongExpectedVersion');
        const wrong = yield* store
          .append(id, 'test', [event('X')], ExpectedVersion.exact(5))
          .pipe(Effect.flip);
        expect(wrong._tag === 'WrongExpectedVersion' && wrong.actual).toBe(1n);
        yield* store.append(id, 'test', [event('X')], ExpectedVersion.streamExists);
        yield* store.append(id, 'test', [event('X')], ExpectedVersion.any);
        yield* store.append(id, 'test', [event('X')], ExpectedVersion.exact(3));
        expect((yield* store.readStream(id)).length).toBe(4);
        yield* store.append(stream(), 'test', [event('X')], ExpectedVersion.any);
      }),
    );

    it.effect('a retried append with the same event ids is idempotent', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const id = stream();
        const events = [event('A'), event('B')];
        const first = yield* store.append(id, 'test', events, ExpectedVersion.noStream);
        const retry = yield* store.append(id, 'test', events, ExpectedVersion.noStream);
        expect(retry.duplicate).toBe(true);
        expect(retry.events.map((e) => e.globalPosition)).toEqual(first.events.map((e) => e.globalPosition));
        expect((yield* store.readStream(id)).length).toBe(2);
      }),
    );

    it.effect('concurrent appends at one expected version give exactly one winner', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const sql = yield* SqlClient.SqlClient;
        const id = stream();
        yield* store.append(id, 'test', [event('Start')], ExpectedVersion.noStream);
        const attempts = yield* Effect.all(
          Array.from({ length: 8 }, (_, i) =>
            sql
              .withTransaction(store.append(id, 'test', [event('Try', { i })], ExpectedVersion.exact(1)))
              .pipe(Effect.either),
          ),
          { concurrency: 'unbounded' },
        );
        const winners = attempts.filter(Either.isRight);
        expect(winners.length).toBe(1);
        expect(attempts.filter(Either.isLeft).every((e) => e.left._tag === 'WrongExpectedVersion')).toBe(
          true,
        );
        expect((yield* store.readStream(id)).map((e) => e.type)).toEqual(['Start', 'Try']);
      }),
    );

    it.effect("reads one user's events a page at a time, in global order, theirs alone", () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const userId = crypto.randomUUID();
        const mine = (type: string): NewEvent => ({
          ...event(type),
          metadata: { ...event(type).metadata, userId },
        });
        // Interleaved over two streams, with another user's events between.
        const [a, b] = [stream(), stream()];
        yield* store.append(a, 'test', [mine('A1'), event('Other'), mine('A2')], ExpectedVersion.noStream);
        yield* store.append(b, 'test', [mine('B1'), mine('B2')], ExpectedVersion.noStream);
        yield* store.append(a, 'test', [mine('A3'), event('Other')], ExpectedVersion.exact(3n));
        const pages: string[][] = [];
        let after = 0n;
        for (;;) {
          const page = yield* store.readUserEvents({ userId, after, limit: 2 });
          if (page.length === 0) break;
          pages.push(page.map((e) => e.type));
          after = page[page.length - 1]!.globalPosition;
        }
        expect(pages).toEqual([['A1', 'A2'], ['B1', 'B2'], ['A3']]);
      }),
    );

    it.effect('reads all events after a checkpoint, filtered by type, in order', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const { checkpoint: start } = yield* drain(Checkpoint.start);
        const a = stream();
        yield* store.append(
          a,
          'test',
          [event('Keep', { i: 1 }), event('Skip'), event('Keep', { i: 2 })],
          ExpectedVersion.any,
        );
        const kept = yield* eventually(
          Effect.map(store.readAll({ after: start, limit: 10, types: ['Keep'] }), (events) =>
            ofStreams(events, a),
          ),
          (events) => events.length >= 2,
        );
        expect(kept.map((e) => e.data)).toEqual([{ i: 1 }, { i: 2 }]);
        const seen = yield* eventually(
          Effect.map(drain(start), ({ seen }) => ofStreams(seen, a)),
          (events) => events.length >= 3,
        );
        expect(seen.map((e) => e.type)).toEqual(['Keep', 'Skip', 'Keep']);
      }),
    );

    it.effect('an event read back has the time its append answered, to the millisecond', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const sql = yield* SqlClient.SqlClient;
        const id = stream();
        // Twenty appends, each its own transaction and time: stored with microseconds, which must be cut,
        // never rounded, as the append's own answer cuts them.
        const appended: StoredEvent[] = [];
        for (let i = 0; i < 20; i++) {
          const result = yield* store.append(
            id,
            'test',
            [event('Timed', { i })],
            i === 0 ? ExpectedVersion.noStream : ExpectedVersion.exact(BigInt(i)),
          );
          appended.push(...result.events);
        }
        const read = yield* store.readStream(id);
        expect(read.map((e) => e.createdAt.toISOString())).toEqual(
          appended.map((e) => e.createdAt.toISOString()),
        );
        const stored = yield* sql<{ at: string }>`
          select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
          from mm_events where stream_id = ${id} order by stream_version`;
        expect(read.map((e) => e.createdAt.toISOString())).toEqual(stored.map((row) => row.at));
      }),
    );

    it.effect('the safe head is the last event readers may pass, compared as numbers', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const sql = yield* SqlClient.SqlClient;
        // Events in one transaction whose positions cross a power of ten, where text would sort them wrong.
        const [{ max }] = (yield* sql<{ max: string }>`
          select coalesce(max(global_position), 0)::text as max from mm_events`) as [{ max: string }];
        const next = Number(max) + 1;
        const count = 10 ** String(next).length - next + 2;
        const appended = yield* store.append(
          stream(),
          'test',
          Array.from({ length: count }, (_, i) => event('Counted', { i })),
          ExpectedVersion.noStream,
        );
        const last = appended.events[appended.events.length - 1]!;
        const head = yield* eventually(
          store.safeHead,
          (at) => (at?.globalPosition ?? 0n) >= last.globalPosition,
        );
        expect(head).toEqual(Checkpoint.of(last));
      }),
    );

    if (kind === 'postgres') {
      // PGlite runs one transaction at a time, so only a real server can interleave two writers.
      it.effect(
        'an async reader sees both of two overlapping transactions that commit in reverse order',
        () =>
          Effect.gen(function* () {
            const store = yield* EventStore;
            const sql = yield* SqlClient.SqlClient;
            const { checkpoint: start } = yield* drain(Checkpoint.start);
            const firstAppended = yield* Deferred.make<void>();
            const releaseFirst = yield* Deferred.make<void>();
            const early = stream();
            const late = stream();
            const first = yield* sql
              .withTransaction(
                Effect.gen(function* () {
                  yield* store.append(early, 'test', [event('Early')], ExpectedVersion.noStream);
                  yield* Deferred.succeed(firstAppended, undefined);
                  yield* Deferred.await(releaseFirst);
                }),
              )
              .pipe(Effect.fork);
            yield* Deferred.await(firstAppended);
            // The second transaction takes a later global position but commits first.
            yield* sql.withTransaction(store.append(late, 'test', [event('Late')], ExpectedVersion.noStream));
            const whileOpen = yield* drain(start);
            expect(ofStreams(whileOpen.seen, early, late)).toEqual([]);
            yield* Deferred.succeed(releaseFirst, undefined);
            yield* Fiber.join(first);
            const after = yield* eventually(
              Effect.map(drain(whileOpen.checkpoint), ({ seen }) => ofStreams(seen, early, late)),
              (events) => events.length >= 2,
            );
            expect(after.map((e) => e.type)).toEqual(['Early', 'Late']);
            expect(after[0]!.globalPosition < after[1]!.globalPosition).toBe(true);
          }),
      );
    }
  });
});
