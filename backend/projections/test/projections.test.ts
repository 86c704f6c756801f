import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { registerUser, userStream } from '@market-muse/domain';
import {
  advanceCheckpoint,
  Checkpoint,
  EventStore,
  ExpectedVersion,
  InlineProjections,
  lockCheckpoint,
  readCheckpoint,
  releaseLease,
  tryAcquireLease,
} from '@market-muse/eventstore';
import { Deferred, Effect, Either, Fiber, Schedule, Schema } from 'effect';
import { defineProjection } from '../src/projection.ts';
import { signupsByDayProjection } from '../src/readModels/signupsByDay.ts';
import { usersProjection } from '../src/readModels/users.ts';
import {
  createTables,
  rebuildProjection,
  stagingSchema,
  stagingTransaction,
  swapContents,
} from '../src/rebuild.ts';
import { catchUp, catchUpToLatest, runProjection } from '../src/runner.ts';
import { databaseKinds, projectionsLayer } from './layers.ts';

const register = (email: string, firstName: string, now: Date) =>
  registerUser(
    { email, firstName, lastName: 'Tester', passwordHash: `hash-${firstName}` },
    { correlationId: crypto.randomUUID(), now },
  );

/** Sign-ups the model counts on a day (0 before its row exists). */
const signupsOn = (day: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{
      signups: number;
    }>`select signups from rm.signups_by_day where day = ${day}::date`;
    return rows[0]?.signups ?? 0;
  });

/** A poison-prone projection for the parking test: it refuses events whose data says so. */
const fragileProjection = defineProjection({
  name: 'fragile',
  version: 1,
  mode: 'async',
  events: { FragileThing: Schema.Struct({ n: Schema.Number, poison: Schema.optional(Schema.Boolean) }) },
  tables: [{ name: 'fragile', ddl: (t) => `create table ${t} (n integer primary key)` }],
  apply: (events, target) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      for (const event of events) {
        if (event.data.poison) return yield* Effect.die(new Error('cannot project this'));
        yield* sql`insert into ${target.table('fragile')} (n) values (${event.data.n})`;
      }
    }),
});

/** A projection whose payload schema says `n` is a number, for the decoding tests. */
const countedProjection = defineProjection({
  name: 'counted',
  version: 1,
  mode: 'async',
  events: { ThingCounted: Schema.Struct({ n: Schema.Number }) },
  tables: [{ name: 'counted', ddl: (t) => `create table ${t} (n integer primary key)` }],
  apply: (events, target) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      for (const event of events) {
        yield* sql`insert into ${target.table('counted')} (n) values (${event.data.n})`;
      }
    }),
});

/**
 * A projection whose second event meets a deadlock (SQLSTATE 40P01, raised by the database itself) while
 * `deadlocksLeft` is above zero: a failure of the moment, not of the event.
 */
let deadlocksLeft = 0;
const contendedProjection = defineProjection({
  name: 'contended',
  version: 1,
  mode: 'async',
  events: { ContendedThing: Schema.Struct({ n: Schema.Number }) },
  tables: [{ name: 'contended', ddl: (t) => `create table ${t} (n integer primary key)` }],
  apply: (events, target) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      for (const event of events) {
        if (event.data.n === 2 && deadlocksLeft > 0) {
          deadlocksLeft -= 1;
          yield* sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`;
        }
        yield* sql`insert into ${target.table('contended')} (n) values (${event.data.n})`;
      }
    }),
});

/** One read model in two versions: the second adds a column, so its rebuild must reshape the live table. */
const reshaped = (version: number, ddl: string) =>
  defineProjection({
    name: 'reshaped',
    version,
    mode: 'async',
    events: { ReshapedThing: Schema.Struct({ n: Schema.Number }) },
    tables: [{ name: 'reshaped', ddl: (t) => `create table ${t} (${ddl})` }],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        for (const event of events) {
          if (version === 1) yield* sql`insert into ${target.table('reshaped')} (n) values (${event.data.n})`;
          else
            yield* sql`insert into ${target.table('reshaped')} (n, doubled) values (${event.data.n}, ${event.data.n * 2})`;
        }
      }),
  });
const reshapedV1 = reshaped(1, 'n integer primary key');
const reshapedV2 = reshaped(2, 'n integer primary key, doubled integer not null');

const metadata = () => ({
  userId: null,
  correlationId: 'c',
  causationId: null,
  recordedAt: new Date().toISOString(),
});

/** A model that writes down, per event, whether the transaction applying it waits for the disk at commit. */
const commitsProjection = defineProjection({
  name: 'commits',
  version: 1,
  mode: 'async',
  events: { CommittedThing: Schema.Struct({ n: Schema.Number }) },
  tables: [{ name: 'commits', ddl: (t) => `create table ${t} (n integer primary key, waits text not null)` }],
  apply: (events, target) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      for (const event of events)
        yield* sql`insert into ${target.table('commits')} (n, waits)
          values (${event.data.n}, current_setting('synchronous_commit'))`;
    }),
});

/** Appends one event of `type` per payload, on a new stream of `streamType`; answers the events appended. */
const appendThings = (streamType: string, type: string, payloads: ReadonlyArray<Record<string, unknown>>) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const events = payloads.map((data) => ({
      eventId: crypto.randomUUID(),
      type,
      schemaVersion: 1,
      data,
      metadata: metadata(),
    }));
    yield* store.append(`${streamType}-${crypto.randomUUID()}`, streamType, events, ExpectedVersion.noStream);
    return events;
  });

/**
 * A model whose first version cannot apply a poison event, and whose second (a fix, rebuilt) can: the
 * rebuild's model holds the event, so its parked row goes.
 */
const mendedEvents = {
  MendedThing: Schema.Struct({ n: Schema.Number, poison: Schema.optional(Schema.Boolean) }),
};
const mendedProjection = (version: number) =>
  defineProjection({
    name: 'mended',
    version,
    mode: 'async',
    events: mendedEvents,
    tables: [{ name: 'mended', ddl: (t) => `create table ${t} (n integer primary key)` }],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        for (const event of events) {
          if (event.data.poison && version === 1) return yield* Effect.die(new Error('cannot project this'));
          yield* sql`insert into ${target.table('mended')} (n) values (${event.data.n})`;
        }
      }),
  });

/** A model with a plain index: a rebuild builds it on staging at the end, and it goes live with the table. */
const indexedProjection = defineProjection({
  name: 'indexed',
  version: 1,
  mode: 'async',
  events: { IndexedThing: Schema.Struct({ n: Schema.Number, tag: Schema.String }) },
  tables: [
    {
      name: 'indexed',
      ddl: (t) => `create table ${t} (n integer primary key, tag text not null);
        create index indexed_by_tag on ${t} (tag)`,
    },
  ],
  apply: (events, target) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      for (const event of events)
        yield* sql`insert into ${target.table('indexed')} (n, tag) values (${event.data.n}, ${event.data.tag})`;
    }),
});

const projections = [
  usersProjection,
  signupsByDayProjection,
  fragileProjection,
  countedProjection,
  contendedProjection,
  reshapedV1,
  indexedProjection,
  commitsProjection,
  mendedProjection(1),
];

describe.each(databaseKinds)('projections on %s', (kind) => {
  layer(projectionsLayer(kind, projections), { timeout: 120_000, excludeTestServices: true })((it) => {
    it.effect('the inline users model shows a registration as soon as the command returns', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const { userId } = yield* register('Grace@Example.com', 'Grace', new Date('2026-11-20T09:00:00Z'));
        const rows = yield* sql`select email, first_name, last_name from rm.users where id = ${userId}::uuid`;
        expect(rows).toEqual([{ email: 'grace@example.com', first_name: 'Grace', last_name: 'Tester' }]);
      }),
    );

    it.effect('the async runner applies events from its checkpoint and stores the checkpoint', () =>
      Effect.gen(function* () {
        yield* catchUpToLatest(signupsByDayProjection);
        const before = yield* signupsOn('2026-11-19');
        yield* register(`a-${crypto.randomUUID()}@example.com`, 'A', new Date('2026-11-19T10:00:00Z'));
        yield* register(`b-${crypto.randomUUID()}@example.com`, 'B', new Date('2026-11-19T11:00:00Z'));
        expect(yield* catchUpToLatest(signupsByDayProjection)).toBe(2);
        expect(yield* catchUpToLatest(signupsByDayProjection)).toBe(0);
        expect((yield* signupsOn('2026-11-19')) - before).toBe(2);
        const checkpoint = yield* readCheckpoint(signupsByDayProjection.name);
        expect(checkpoint.globalPosition > 0n).toBe(true);
      }),
    );

    it.effect("a model's checkpoint moves past the other types' events it has read through", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        yield* catchUpToLatest(signupsByDayProjection);
        const others = yield* appendThings(
          'other',
          'OtherThing',
          [1, 2, 3].map((n) => ({ n })),
        );
        const [last] = yield* sql<{ tx: string; pos: string }>`
          select transaction_id::text as tx, global_position::text as pos from mm_events
          where event_id = ${others[2]!.eventId}::uuid`;
        const through = { transactionId: BigInt(last!.tx), globalPosition: BigInt(last!.pos) };
        // No sign-up among them: nothing applied, and the next read starts after them. The horizon is the
        // server's oldest open transaction (another suite's, on a shared server): waited for, not assumed.
        const moved = yield* Effect.gen(function* () {
          expect(yield* catchUp(signupsByDayProjection)).toBe(0);
          return yield* readCheckpoint(signupsByDayProjection.name);
        }).pipe(
          Effect.filterOrFail(
            (at) =>
              at.transactionId > through.transactionId ||
              (at.transactionId === through.transactionId && at.globalPosition >= through.globalPosition),
            () => new Error('the checkpoint has not moved past the other events'),
          ),
          Effect.retry(Schedule.spaced('20 millis').pipe(Schedule.upTo('20 seconds'))),
        );
        expect(moved).toEqual(through);
        // Nothing new: the checkpoint stays where it is.
        expect(yield* catchUp(signupsByDayProjection)).toBe(0);
        expect(yield* readCheckpoint(signupsByDayProjection.name)).toEqual(through);
      }),
    );

    it.effect(
      "the running model tells its observer each batch's checkpoint once the batch is committed",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          yield* catchUpToLatest(signupsByDayProjection);
          const told: Checkpoint[] = [];
          const covered = yield* Deferred.make<void>();
          const { userId } = yield* register(
            `observed-${crypto.randomUUID()}@example.com`,
            'Observed',
            new Date('2026-11-18T10:00:00Z'),
          );
          const [stored] = yield* sql<{ tx: string; pos: string }>`
          select transaction_id::text as tx, global_position::text as pos from mm_events
          where stream_id = ${userStream(userId).id}`;
          const registered = { transactionId: BigInt(stored!.tx), globalPosition: BigInt(stored!.pos) };
          const runner = yield* Effect.fork(
            runProjection(signupsByDayProjection, {
              owner: `observer-${crypto.randomUUID()}`,
              onApplied: (through) => {
                told.push(through);
                if (
                  through.transactionId > registered.transactionId ||
                  (through.transactionId === registered.transactionId &&
                    through.globalPosition >= registered.globalPosition)
                )
                  Deferred.unsafeDone(covered, Effect.void);
              },
            }).pipe(Effect.scoped),
          );
          yield* Deferred.await(covered).pipe(Effect.timeout('20 seconds'));
          yield* Fiber.interrupt(runner);
          // Told the checkpoint the model stored, with the sign-up in the model.
          expect(told.at(-1)).toEqual(yield* readCheckpoint(signupsByDayProjection.name));
          expect(yield* signupsOn('2026-11-18')).toBeGreaterThanOrEqual(1);
        }),
    );

    it.effect('a checkpoint compare-and-set from a stale position fails instead of writing twice', () =>
      Effect.gen(function* () {
        const current = yield* readCheckpoint(signupsByDayProjection.name);
        const stale = { transactionId: current.transactionId, globalPosition: current.globalPosition - 1n };
        const result = yield* advanceCheckpoint(signupsByDayProjection.name, stale, current).pipe(
          Effect.either,
        );
        expect(Either.isLeft(result) && result.left._tag).toBe('CheckpointMismatch');
        const fromStart = yield* advanceCheckpoint(
          signupsByDayProjection.name,
          Checkpoint.start,
          current,
        ).pipe(Effect.either);
        expect(Either.isLeft(fromStart)).toBe(true);
      }),
    );

    it.effect('a replayed projection equals the live one', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        for (let i = 0; i < 25; i++) {
          yield* register(
            `user${i}-${crypto.randomUUID()}@example.com`,
            `User${i}`,
            new Date(Date.UTC(2026, 10, 1 + (i % 5))),
          );
        }
        yield* catchUpToLatest(signupsByDayProjection);
        const snapshot = () =>
          Effect.all([
            sql`select * from rm.users order by id`,
            sql`select day::text, signups from rm.signups_by_day order by day`,
          ]);
        const live = yield* snapshot();
        expect(live[0].length).toBeGreaterThanOrEqual(25);
        const usersReport = yield* rebuildProjection(usersProjection);
        const statsReport = yield* rebuildProjection(signupsByDayProjection);
        expect(usersReport.events).toBe(live[0].length);
        expect(statsReport.events).toBe(live[0].length);
        yield* catchUpToLatest(signupsByDayProjection);
        expect(yield* snapshot()).toEqual(live);
        const staging =
          yield* sql`select schema_name from information_schema.schemata where schema_name like 'mm_rebuild_%'`;
        expect(staging).toEqual([]);
      }),
    );

    it.effect("a new version that changes a table's shape rebuilds into a live table of the new shape", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        yield* appendThings(
          'reshaped',
          'ReshapedThing',
          [1, 2, 3].map((n) => ({ n })),
        );
        yield* catchUpToLatest(reshapedV1);
        expect(yield* sql`select * from rm.reshaped order by n`).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
        const report = yield* rebuildProjection(reshapedV2);
        expect(report.events).toBe(3);
        expect(yield* sql`select * from rm.reshaped order by n`).toEqual([
          { n: 1, doubled: 2 },
          { n: 2, doubled: 4 },
          { n: 3, doubled: 6 },
        ]);
      }),
    );

    it.effect('a rebuild swaps its staging table in, with the plain indexes it built at the end', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        yield* appendThings(
          'indexed',
          'IndexedThing',
          ['a', 'b', 'a'].map((tag, n) => ({ n, tag })),
        );
        // Waits until the events are safe to read (no older transaction still running on the server).
        yield* catchUpToLatest(indexedProjection);
        expect((yield* rebuildProjection(indexedProjection)).events).toBe(3);
        expect(yield* sql`select n, tag from rm.indexed order by n`).toEqual([
          { n: 0, tag: 'a' },
          { n: 1, tag: 'b' },
          { n: 2, tag: 'a' },
        ]);
        const indexes = yield* sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = 'rm' and tablename = 'indexed' order by indexname`;
        expect(indexes.map((i) => i.name)).toEqual(['indexed_by_tag', 'indexed_pkey']);
        const staging =
          yield* sql`select 1 from pg_namespace where nspname = ${stagingSchema(indexedProjection)}`;
        expect(staging).toEqual([]);
        // Its text columns compress with lz4 where the server has it (the live table keeps the setting).
        const [server] = yield* sql<{ lz4: boolean }>`select coalesce('lz4' = any(enumvals), false) as lz4
          from pg_settings where name = 'default_toast_compression'`;
        const compression = yield* sql<{ column: string; method: string }>`
          select attname as column, attcompression::text as method from pg_attribute
          where attrelid = 'rm.indexed'::regclass and attnum > 0 and not attisdropped order by attnum`;
        expect(compression).toEqual([
          { column: 'n', method: '' },
          { column: 'tag', method: server?.lz4 ? 'l' : '' },
        ]);
        if (kind === 'postgres') expect(server?.lz4).toBe(true);
      }),
    );

    it.effect(
      'a rebuilt table is swapped in vacuumed and analyzed: its rows counted, its pages all visible',
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          yield* appendThings(
            'ready',
            'IndexedThing',
            Array.from({ length: 40 }, (_, i) => ({ n: 1000 + i, tag: i % 2 === 0 ? 'even' : 'odd' })),
          );
          yield* catchUpToLatest(indexedProjection);
          const { events } = yield* rebuildProjection(indexedProjection);
          expect(events).toBeGreaterThanOrEqual(40);
          const [{ count } = { count: 0 }] = yield* sql<{
            count: number;
          }>`select count(*)::int as count from rm.indexed`;
          expect(count).toBe(events);
          // A table never vacuumed nor analyzed counts -1 rows and no page all visible; the planner then
          // guesses, and each first read of a row looks its transaction up.
          const [table] = yield* sql<{ rows: number; visible: number; pages: number }>`
          select reltuples::float8 as rows, relallvisible as visible, relpages as pages
          from pg_class where oid = 'rm.indexed'::regclass`;
          expect(table).toEqual({ rows: count, visible: table!.pages, pages: expect.any(Number) });
          expect(table!.pages).toBeGreaterThan(0);
          const analyzed = yield* sql<{ column: string }>`
          select attname as column from pg_stats where schemaname = 'rm' and tablename = 'indexed' order by attname`;
          expect(analyzed.map((a) => a.column)).toEqual(['n', 'tag']);
        }),
    );

    it.effect(
      "a rebuild's staging commits do not wait for the disk; the live model's and the session's still do",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          yield* appendThings(
            'commits',
            'CommittedThing',
            [1, 2, 3].map((n) => ({ n })),
          );
          // Live, the runner's transaction waits for the disk as every other write does.
          yield* catchUpToLatest(commitsProjection);
          expect(yield* sql`select n, waits from rm.commits order by n`).toEqual(
            [1, 2, 3].map((n) => ({ n, waits: 'on' })),
          );
          // Rebuilt, the pass into staging does not: the swap's own commit flushes it.
          expect((yield* rebuildProjection(commitsProjection)).events).toBe(3);
          expect(yield* sql`select n, waits from rm.commits order by n`).toEqual(
            [1, 2, 3].map((n) => ({ n, waits: 'off' })),
          );
          // The setting lasted only for those transactions.
          expect(yield* sql`select current_setting('synchronous_commit') as waits`).toEqual([
            { waits: 'on' },
          ]);
          expect(
            yield* stagingTransaction(sql`select current_setting('synchronous_commit') as waits`),
          ).toEqual([{ waits: 'off' }]);
          expect(yield* sql`select current_setting('synchronous_commit') as waits`).toEqual([
            { waits: 'on' },
          ]);
        }),
    );

    it.effect('only one instance holds a projection lease until it goes stale', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        expect(yield* tryAcquireLease('signups-by-day', 'instance-a')).toBe(true);
        expect(yield* tryAcquireLease('signups-by-day', 'instance-b')).toBe(false);
        expect(yield* tryAcquireLease('signups-by-day', 'instance-a')).toBe(true);
        yield* sql`update mm_projection_leases set heartbeat_at = now() - interval '5 minutes'
          where projection = 'signups-by-day'`;
        expect(yield* tryAcquireLease('signups-by-day', 'instance-b')).toBe(true);
        yield* releaseLease('signups-by-day', 'instance-b');
        expect(yield* tryAcquireLease('signups-by-day', 'instance-a')).toBe(true);
      }),
    );

    it.effect('a poison event is parked and the others still flow', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const store = yield* EventStore;
        const meta = {
          userId: null,
          correlationId: 'c',
          causationId: null,
          recordedAt: new Date().toISOString(),
        };
        const events = [{ n: 1 }, { n: 2, poison: true }, { n: 3 }].map((data) => ({
          eventId: crypto.randomUUID(),
          type: 'FragileThing',
          schemaVersion: 1,
          data,
          metadata: meta,
        }));
        yield* store.append(`fragile-${crypto.randomUUID()}`, 'fragile', events, ExpectedVersion.noStream);
        expect(yield* catchUpToLatest(fragileProjection)).toBe(3);
        expect(yield* sql`select n from rm.fragile order by n`).toEqual([{ n: 1 }, { n: 3 }]);
        const parked = yield* sql<{
          event_id: string;
        }>`select event_id::text from mm_parked_events where projection = 'fragile'`;
        expect(parked.map((p) => p.event_id)).toEqual([events[1]!.eventId]);
      }),
    );

    it.effect('a rebuild forgets the parked rows of events it applied and keeps those it parks again', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const events = yield* appendThings('mended', 'MendedThing', [
          { n: 1 },
          { n: 2, poison: true },
          { n: 'three' },
          { n: 4 },
        ]);
        expect(yield* catchUpToLatest(mendedProjection(1))).toBe(4);
        const parked = sql<{ event_id: string; error: string }>`
          select event_id::text, error from mm_parked_events where projection = 'mended' order by global_position`;
        const before = yield* parked;
        expect(before.map((p) => p.event_id)).toEqual([events[1]!.eventId, events[2]!.eventId]);

        // The fix, rebuilt: the poison event is in the model now; the one that does not decode is parked
        // still, with its first reason.
        expect((yield* rebuildProjection(mendedProjection(2))).events).toBe(4);
        expect(yield* sql`select n from rm.mended order by n`).toEqual([{ n: 1 }, { n: 2 }, { n: 4 }]);
        expect(yield* parked).toEqual([before[1]]);
      }),
    );

    it.effect(
      'a deadlock is not poison: the batch rolls back, nothing is parked, a later catch-up applies it',
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const store = yield* EventStore;
          const events = [1, 2, 3].map((n) => ({
            eventId: crypto.randomUUID(),
            type: 'ContendedThing',
            schemaVersion: 1,
            data: { n },
            metadata: metadata(),
          }));
          const appended = yield* store.append(
            `contended-${crypto.randomUUID()}`,
            'contended',
            events,
            ExpectedVersion.noStream,
          );
          // The attempts must see the events: readable once every older transaction on the server has
          // ended, other suites' on the same server included (an attempt before that reads nothing).
          const last = Checkpoint.of(appended.events[appended.events.length - 1]!);
          yield* store.safeHead.pipe(
            Effect.repeat({
              until: (head) => head !== null && !Checkpoint.isAfter(last, head),
              schedule: Schedule.spaced('20 millis'),
            }),
            Effect.timeout('20 seconds'),
          );
          // Two attempts meet the deadlock: neither parks event 2 nor applies events 1 and 3 without it.
          deadlocksLeft = 2;
          for (const attempt of [1, 2]) {
            const failed = yield* catchUp(contendedProjection).pipe(Effect.flip);
            expect(failed._tag, `attempt ${attempt}`).toBe('SqlError');
            expect(yield* readCheckpoint(contendedProjection.name)).toEqual(Checkpoint.start);
            expect(yield* sql`select n from rm.contended`).toEqual([]);
          }
          expect(yield* catchUpToLatest(contendedProjection)).toBe(3);
          expect(yield* sql`select n from rm.contended order by n`).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
          expect(yield* sql`select event_id from mm_parked_events where projection = 'contended'`).toEqual(
            [],
          );
        }),
    );

    it.effect('an event that does not decode is parked with its reason and the others still apply', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const events = yield* appendThings('counted', 'ThingCounted', [{ n: 1 }, { n: 'two' }, { n: 3 }]);
        expect(yield* catchUpToLatest(countedProjection)).toBe(3);
        expect(yield* sql`select n from rm.counted order by n`).toEqual([{ n: 1 }, { n: 3 }]);
        const parked = yield* sql<{
          event_id: string;
          error: string;
        }>`select event_id::text, error from mm_parked_events where projection = 'counted'`;
        expect(parked.map((p) => p.event_id)).toEqual([events[1]!.eventId]);
        expect(parked[0]!.error).toContain('ThingCounted');
        expect(parked[0]!.error).toContain('Expected number, actual "two"');
      }),
    );

    it.effect(
      'inline: an event that does not decode is parked in the append transaction, the others apply',
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const store = yield* EventStore;
          const inline = yield* InlineProjections;
          const [good, bad] = [crypto.randomUUID(), crypto.randomUUID()];
          const registered = (data: object) => ({
            eventId: crypto.randomUUID(),
            type: 'UserRegistered',
            schemaVersion: 1,
            data,
            metadata: metadata(),
          });
          const events = [
            registered({
              userId: good,
              email: `${good}@example.com`,
              firstName: 'Good',
              lastName: 'Event',
              passwordHash: 'hash',
              registeredAt: '2026-11-18T10:00:00.000Z',
            }),
            // No email and no password hash: not a UserRegistered the contracts know.
            registered({ userId: bad, firstName: 'Bad', registeredAt: '2026-11-18T10:00:00.000Z' }),
          ];
          yield* sql.withTransaction(
            Effect.gen(function* () {
              const result = yield* store.append(`test-${good}`, 'test', events, ExpectedVersion.noStream);
              yield* inline.apply(result.events);
            }),
          );
          const users = yield* sql<{
            id: string;
          }>`select id::text from rm.users where id in (${good}::uuid, ${bad}::uuid)`;
          expect(users.map((u) => u.id)).toEqual([good]);
          const parked = yield* sql<{ error: string }>`select error from mm_parked_events
          where projection = 'users' and event_id = ${events[1]!.eventId}::uuid`;
          expect(parked.length).toBe(1);
          expect(parked[0]!.error).toContain('email');
        }),
    );
  });
});

// Two connections are needed to see one applier wait for the other: PostgreSQL only (PGlite has one).
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('checkpoint lock on %s', (kind) => {
  layer(projectionsLayer(kind, [signupsByDayProjection]), { timeout: 120_000, excludeTestServices: true })(
    (it) => {
      it.effect('a second applier waits for the first and reads the checkpoint the first committed', () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const name = `lock-${crypto.randomUUID()}`;
          /** One applier holds the checkpoint and moves it to `to`; a second one, meanwhile, must wait. */
          const takeTurns = (to: Checkpoint) =>
            Effect.gen(function* () {
              const locked = yield* Deferred.make<void>();
              const release = yield* Deferred.make<void>();
              const first = yield* sql
                .withTransaction(
                  Effect.gen(function* () {
                    const from = yield* lockCheckpoint(name);
                    yield* Deferred.succeed(locked, undefined);
                    yield* Deferred.await(release);
                    yield* advanceCheckpoint(name, from, to);
                  }),
                )
                .pipe(Effect.fork);
              yield* Deferred.await(locked);
              const second = yield* sql.withTransaction(lockCheckpoint(name)).pipe(Effect.fork);
              // The second is waiting on the checkpoint's lock (a condition, not a sleep).
              const waiting = sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'
                  and query like '%mm_checkpoints%'`;
              yield* waiting.pipe(
                Effect.filterOrFail(
                  (rows) => rows[0]!.n === 1,
                  () => new Error('the second applier is not waiting'),
                ),
                Effect.retry(Schedule.spaced('10 millis').pipe(Schedule.upTo('10 seconds'))),
              );
              yield* Deferred.succeed(release, undefined);
              yield* Fiber.join(first);
              return yield* Fiber.join(second);
            });
          // The read model's first batch (the first applier makes the checkpoint's row), then a later one.
          expect(yield* takeTurns({ transactionId: 5n, globalPosition: 7n })).toEqual({
            transactionId: 5n,
            globalPosition: 7n,
          });
          expect(yield* takeTurns({ transactionId: 6n, globalPosition: 9n })).toEqual({
            transactionId: 6n,
            globalPosition: 9n,
          });
        }),
      );

      it.effect(
        "moving past other types' events, a checkpoint stops before a transaction still writing one of its own",
        () =>
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient;
            yield* catchUpToLatest(signupsByDayProjection);
            const written = yield* Deferred.make<bigint>();
            const release = yield* Deferred.make<void>();
            // A sign-up whose transaction stays open while later events of another type commit.
            const signUp = yield* sql
              .withTransaction(
                Effect.gen(function* () {
                  yield* register(
                    `held-${crypto.randomUUID()}@example.com`,
                    'Held',
                    new Date('2026-11-17T10:00:00Z'),
                  );
                  const [own] = yield* sql<{ tx: string }>`select pg_current_xact_id()::text as tx`;
                  yield* Deferred.succeed(written, BigInt(own!.tx));
                  yield* Deferred.await(release);
                }),
              )
              .pipe(Effect.fork);
            const held = yield* Deferred.await(written);
            yield* appendThings('other', 'OtherThing', [{ n: 1 }, { n: 2 }]);
            const before = yield* signupsOn('2026-11-17');
            expect(yield* catchUp(signupsByDayProjection)).toBe(0);
            expect((yield* readCheckpoint(signupsByDayProjection.name)).transactionId < held).toBe(true);
            yield* Deferred.succeed(release, undefined);
            yield* Fiber.join(signUp);
            // Once committed, the sign-up is read and applied: the checkpoint had not passed it.
            expect(yield* catchUpToLatest(signupsByDayProjection)).toBe(1);
            expect((yield* signupsOn('2026-11-17')) - before).toBe(1);
          }),
      );
    },
  );
});

// A reader needs a connection of its own to wait on the swap's lock: PostgreSQL only (PGlite has one).
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('blue-green swap on %s', (kind) => {
  layer(projectionsLayer(kind, [signupsByDayProjection]), { timeout: 120_000, excludeTestServices: true })(
    (it) => {
      it.effect(
        'a reader waiting on the swap reads the new table in full, never an error or half of it',
        () =>
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient;
            const staging = stagingSchema(indexedProjection);
            yield* createTables(indexedProjection, 'rm');
            yield* sql`insert into rm.indexed (n, tag) values (1, 'old'), (2, 'old')`;
            const read = sql<{ n: number; tag: string }>`select n, tag from rm.indexed order by n`;
            // A prepared statement the reader used before the swap, used again after it.
            expect(yield* read).toEqual([
              { n: 1, tag: 'old' },
              { n: 2, tag: 'old' },
            ]);
            yield* createTables(indexedProjection, staging, { deferIndexes: true });
            yield* sql`insert into ${sql(`${staging}.indexed`)} (n, tag) values (3, 'new'), (4, 'new'), (5, 'new')`;

            const swapped = yield* Deferred.make<void>();
            const release = yield* Deferred.make<void>();
            const swap = yield* sql
              .withTransaction(
                Effect.gen(function* () {
                  yield* sql`lock table rm.indexed in access exclusive mode`;
                  yield* swapContents(indexedProjection, staging);
                  yield* Deferred.succeed(swapped, undefined);
                  yield* Deferred.await(release);
                }),
              )
              .pipe(Effect.fork);
            yield* Deferred.await(swapped);
            const reader = yield* Effect.fork(read);
            // The reader is waiting on the live table's lock (a condition, not a sleep).
            yield* sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like '%rm.indexed%'`.pipe(
              Effect.filterOrFail(
                (rows) => rows[0]!.n === 1,
                () => new Error('the reader is not waiting'),
              ),
              Effect.retry(Schedule.spaced('10 millis').pipe(Schedule.upTo('10 seconds'))),
            );
            yield* Deferred.succeed(release, undefined);
            yield* Fiber.join(swap);
            const expected = [3, 4, 5].map((n) => ({ n, tag: 'new' }));
            expect(yield* Fiber.join(reader)).toEqual(expected);
            expect(yield* read).toEqual(expected);
            yield* sql.unsafe(`drop schema if exists "${staging}" cascade`);
          }),
      );
    },
  );
});
