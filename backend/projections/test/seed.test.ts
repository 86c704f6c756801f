import { SqlClient } from '@effect/sql';
import { describe, expect, it, layer } from '@effect/vitest';
import { CREATIVE_TYPES } from '@market-muse/contracts';
import {
  Checkpoint,
  decodeAll,
  EventStore,
  ExpectedVersion,
  type StoredEvent,
} from '@market-muse/eventstore';
import { Effect } from 'effect';
import {
  decodeAndApply,
  decodeMarketMuseEvent,
  type Projection,
  quoted,
  targetFor,
} from '../src/projection.ts';
import { allProjections } from '../src/readModels/index.ts';
import { createTables, type RebuildOptions, rebuildOptionsFor, rebuildProjections } from '../src/rebuild.ts';
import { catchUpToLatest } from '../src/runner.ts';
import { advisorAnswers } from '../src/seed/advisorResults.ts';
import { seededHistory } from '../src/seed/history.ts';
import { seededRandom } from '../src/seed/random.ts';
import { seedEvents } from '../src/seed/seed.ts';
import { databaseKinds, projectionsLayer } from './layers.ts';

// The seeded data set: deterministic, made of events the contract decodes, and the read models the
// batched rebuild makes of it are the rows that applying its events one at a time makes.

const OPTIONS = { users: 10, days: 16, start: '2026-03-02' } as const;

const history = async (seed: number) => {
  const answers = await advisorAnswers(CREATIVE_TYPES.slice(0, 3), OPTIONS.start);
  return [...seededHistory(OPTIONS, answers, seededRandom(seed))].flat();
};

describe('seeded history', () => {
  it('is the same for the same seed and differs for another', async () => {
    const [a, b, c] = await Promise.all([history(7), history(7), history(8)]);
    expect(JSON.stringify(a)).toEqual(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toEqual(JSON.stringify(c));
  });

  it('has the shape of use: every creator signs up, most go on to tasks done on most days', async () => {
    const writes = await history(7);
    const events = writes.flatMap((w) => w.events);
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect(count('UserRegistered')).toBe(OPTIONS.users);
    expect(count('ProfileSaved')).toBe(OPTIONS.users);
    expect(count('ProjectCreated')).toBeGreaterThan(0);
    expect(count('ProjectCreated')).toBeLessThanOrEqual(OPTIONS.users);
    expect(count('RoadmapGenerated')).toBe(count('ProjectCreated'));
    expect(count('TaskCompleted')).toBeGreaterThan(count('DailyTasksGenerated'));
    for (const type of ['AdviceGiven', 'GoalProgressRecorded', 'PlannedPostScheduled', 'TaskReopened'])
      expect(count(type), type).toBeGreaterThan(0);
    // A stream appears once per user's day, so a day batches with other users' days in one append.
    const days = new Map<string, Set<string>>();
    for (const w of writes) {
      const key = `${w.userId} ${w.at.slice(0, 10)}`;
      const streams = days.get(key) ?? new Set();
      expect(streams.has(w.streamId)).toBe(false);
      streams.add(w.streamId);
      days.set(key, streams);
    }
  });
});

describe.each(databaseKinds)('seeded store on %s', (kind) => {
  layer(projectionsLayer(kind, allProjections), { timeout: 180_000, excludeTestServices: true })((it) => {
    it.effect(
      'its events decode, and batched rebuilds equal event-at-a-time application',
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const store = yield* EventStore;
          // Small pages: the users' days batch across appends, and rebuild pages split mid-day.
          const report = yield* seedEvents({ ...OPTIONS, seed: 3, batchEvents: 97 });
          const stored = yield* store.readAll({
            after: Checkpoint.start,
            limit: 1_000_000,
            visibility: 'all-committed',
          });
          expect(stored).toHaveLength(report.events);
          const { undecodable } = decodeAll(decodeMarketMuseEvent, stored);
          expect(undecodable).toEqual([]);
          // Personal fields were sealed by the append: the stored form holds no address.
          const raw = yield* sql<{
            data: string;
          }>`select data::text from mm_events where type = 'UserRegistered'`;
          expect(raw.length).toBe(OPTIONS.users);
          for (const row of raw) expect(row.data).not.toContain('@example.com');

          // One page holds the whole set: every model folds it in one batch, holding its rows to the end.
          yield* rebuildAndCompare(stored, rebuildOptionsFor(kind));
          // Pages of a few dozen events and a handful of rows held: rows leave the memory mid-pass and are
          // read back from staging by later pages.
          yield* rebuildAndCompare(stored, { ...rebuildOptionsFor(kind), page: 37, heldRows: 5 });

          // A creator deletes their account, and more history is recorded after that: the rows held for them
          // when the deletion comes are forgotten with the rest of theirs, never written after it.
          const deleted = (stored.find((e) => e.type === 'UserRegistered')!.data as { userId: string })
            .userId;
          yield* store.append(
            `user-${deleted}`,
            'user',
            [
              {
                eventId: crypto.randomUUID(),
                type: 'AccountDeleted',
                schemaVersion: 1,
                data: { userId: deleted, deletedAt: '2026-03-20T12:00:00.000Z' },
                metadata: {
                  userId: deleted,
                  correlationId: crypto.randomUUID(),
                  causationId: null,
                  recordedAt: '2026-03-20T12:00:00.000Z',
                },
              },
            ],
            ExpectedVersion.any,
          );
          yield* seedEvents({ ...OPTIONS, users: 3, seed: 4, batchEvents: 97, start: '2026-03-21' });
          const all = yield* store.readAll({
            after: Checkpoint.start,
            limit: 1_000_000,
            visibility: 'all-committed',
          });
          // The models that forget by deleting rows (those that keep counts give the rows a random id).
          const deleting = allProjections.filter((p) =>
            ['tasks', 'goals', 'roadmaps', 'planned-posts', 'advisor-results'].includes(p.name),
          );
          for (const options of [
            { ...rebuildOptionsFor(kind), page: 37, heldRows: 5 },
            { ...rebuildOptionsFor(kind), page: 400, heldRows: 10_000 },
          ]) {
            yield* rebuildAndCompare(all, options, deleting);
            const [left] = yield* sql<{
              n: number;
            }>`select count(*)::int as n from rm.tasks where user_id = ${deleted}::uuid`;
            expect(left!.n).toBe(0);
          }
        }),
      180_000,
    );
  });
});

/**
 * Rebuilds every model from the store, then checks that each table holds exactly the rows that applying the
 * model's events one at a time, into a schema of its own, makes.
 */
const rebuildAndCompare = (
  stored: ReadonlyArray<StoredEvent>,
  options?: RebuildOptions,
  compared: ReadonlyArray<Projection> = allProjections,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    // An asynchronous model's rebuild leaves to its runner the events a transaction running anywhere on the
    // server could still land behind (another suite's, on a shared server): those are caught up as the
    // runner would.
    yield* rebuildProjections(allProjections, options);
    for (const projection of allProjections)
      if (projection.mode === 'async') yield* catchUpToLatest(projection);
    for (const projection of compared) {
      const schema = `mm_single_${projection.name.replaceAll('-', '_')}`;
      yield* sql.unsafe(`drop schema if exists "${schema}" cascade`);
      yield* createTables(projection, schema);
      const own = stored.filter((e) => projection.eventTypes.includes(e.type));
      yield* sql.withTransaction(
        Effect.forEach(own, (event) => decodeAndApply(projection, [event], targetFor(sql, schema)), {
          discard: true,
        }),
      );
      for (const table of projection.tables) {
        // Rows only the batched rebuild has, and rows only the single applications have.
        const [difference] = yield* sql<{ extra: number; missing: number }>`select
          (select count(*) from (select * from ${sql.unsafe(quoted('rm', table.name))} except all
            select * from ${sql.unsafe(quoted(schema, table.name))}) d)::int as extra,
          (select count(*) from (select * from ${sql.unsafe(quoted(schema, table.name))} except all
            select * from ${sql.unsafe(quoted('rm', table.name))}) d)::int as missing`;
        expect(difference, `${projection.name}.${table.name}`).toEqual({ extra: 0, missing: 0 });
      }
      const [rows] = yield* sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.unsafe(quoted('rm', projection.tables[0]!.name))}`;
      if (own.some((e) => e.type !== 'AccountDeleted')) expect(rows!.n, projection.name).toBeGreaterThan(0);
      yield* sql.unsafe(`drop schema "${schema}" cascade`);
    }
  });
