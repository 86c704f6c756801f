import { SqlClient } from '@effect/sql';
import { describe, expect, it, layer } from '@effect/vitest';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { PROGRESS_EXPORT_COLUMNS } from '@market-muse/contracts/api';
import {
  COPIED_FACTS,
  csvLine,
  exportRow,
  ndjsonLine,
  PROGRESS_EVENT_TYPES,
  PROGRESS_STREAM_TYPES,
  type ProgressEventType,
  ROW_READS_PERSONAL_DATA,
} from '@market-muse/domain';
import {
  Checkpoint,
  EventStore,
  EventStoreLive,
  ExpectedVersion,
  migrateEventStore,
} from '@market-muse/eventstore';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { appendCreator, scriptedCreator } from '@market-muse/projections/testing';
import { Effect, Layer } from 'effect';
import { exportProgressEvents } from '../src/exportFromTable.ts';
import { isInJs, TIMES_IN_SQL, windowRows } from '../src/exportRowsInSql.ts';
import { pseudonymFor } from '../src/pseudonyms.ts';
import { databaseKinds } from './layers.ts';

// The analysts' export writes most rows from fields selected in SQL, the others with `exportRow`: on both
// databases, every line is the one `exportRow` writes for the same event, opened and upcast by the store,
// for every progress type, an upcast event, a saved profile, strings that JSON and CSV escape and numbers
// that JavaScript writes otherwise than PostgreSQL.

const KEY = 'test-pseudonym-key';

/** TaskCompleted events of version 1 are upcast to 2 here, so they are read by `exportRow`. */
const upcasters = [
  ...eventUpcasters,
  {
    type: 'TaskCompleted',
    fromVersion: 1,
    upcast: (data: Record<string, unknown>) => ({
      ...data,
      completedAt: `upcast ${String(data.completedAt)}`,
    }),
  },
];

const storeWithUpcaster = (kind: 'embedded' | 'postgres') =>
  Layer.merge(EventStoreLive(upcasters, personalDataPolicy), Layer.effectDiscard(migrateEventStore)).pipe(
    Layer.provideMerge(TestDatabase(kind)),
  );

/** Text a CSV cell quotes or neutralises and JSON escapes. */
const AWKWARD = 'a "quoted", comma\nnew line\r\tand \u0001 control, back\\slash, é, 🎉';

const userId = crypto.randomUUID();
const id = () => crypto.randomUUID();

/** One event of every progress type, with awkward values where a row copies them. */
const events: ReadonlyArray<{
  readonly type: ProgressEventType;
  readonly schemaVersion?: number;
  readonly data: Record<string, unknown>;
}> = [
  { type: 'ProjectCreated', data: { userId, projectId: AWKWARD, name: AWKWARD, createdAt: '2026-01-01' } },
  { type: 'ActiveProjectChanged', data: { userId, projectId: '=1+2', changedAt: '@now' } },
  {
    type: 'GoalSet',
    data: {
      userId,
      goalId: id(),
      projectId: null,
      title: AWKWARD,
      status: 'active',
      currentValue: 12.5,
      targetValue: 0.1,
      setAt: '2026-01-02T00:00:00.000Z',
    },
  },
  { type: 'GoalSet', data: { userId, goalId: id(), status: true, currentValue: -3, targetValue: null } },
  {
    type: 'GoalUpdated',
    data: { userId, goalId: '-negative', title: 'x', targetValue: 1e21, updatedAt: 'u' },
  },
  {
    type: 'GoalStatusChanged',
    data: { userId, goalId: id(), status: { nested: [1, 'two'] }, changedAt: 'c' },
  },
  { type: 'GoalProgressRecorded', data: { userId, goalId: id(), currentValue: 1e-7, recordedAt: 'r' } },
  { type: 'GoalProgressRecorded', data: { goalId: id(), currentValue: 0, recordedAt: 'no user of its own' } },
  {
    type: 'RoadmapGenerated',
    data: { userId, roadmapId: id(), goalId: null, projectId: id(), title: AWKWARD, generatedAt: 'g' },
  },
  { type: 'RoadmapGenerated', data: { userId, roadmapId: id(), goalId: 'user', generatedAt: 'g' } },
  { type: 'RoadmapSuperseded', data: { userId, supersededAt: 's' } },
  {
    type: 'TaskCreated',
    data: {
      userId,
      taskId: id(),
      title: AWKWARD,
      category: AWKWARD,
      projectId: id(),
      roadmapId: null,
      createdAt: 'c',
    },
  },
  {
    type: 'TaskCompleted',
    data: { userId, taskId: id(), projectId: null, roadmapId: null, completedAt: 'old' },
  },
  {
    type: 'TaskCompleted',
    schemaVersion: 2,
    data: { userId, taskId: id(), projectId: null, roadmapId: id(), completedAt: 'current' },
  },
  {
    type: 'TaskReopened',
    data: { userId: 42, taskId: id(), projectId: null, roadmapId: null, reopenedAt: 'r' },
  },
  {
    type: 'TaskDiscarded',
    data: { userId, taskId: '+1', projectId: null, roadmapId: null, discardedAt: 'd' },
  },
  { type: 'DailyTasksGenerated', data: { userId, date: '2026-01-03', roadmapId: null, generatedAt: 'g' } },
  { type: 'DailyTasksGenerated', data: { userId, date: '2026-01-04', roadmapId: id(), generatedAt: 'g' } },
];

const seed = Effect.gen(function* () {
  const store = yield* EventStore;
  const sql = yield* SqlClient.SqlClient;
  yield* appendCreator(scriptedCreator(0, new Date()));
  for (const [i, event] of events.entries())
    yield* store.append(
      `${PROGRESS_STREAM_TYPES[event.type]}-rows-in-sql-${i}`,
      PROGRESS_STREAM_TYPES[event.type],
      [
        {
          eventId: id(),
          type: event.type,
          schemaVersion: event.schemaVersion ?? 1,
          data: event.data,
          metadata: { userId, correlationId: id(), causationId: null, recordedAt: '' },
        },
      ],
      ExpectedVersion.noStream,
    );
  // Numbers JavaScript cannot append as PostgreSQL keeps them: trailing zeros, an exponent, beyond a double.
  yield* sql`update mm_events set data = jsonb_set(data, '{currentValue}', '1.50') where data->>'recordedAt' = 'r'`;
  yield* sql`update mm_events set data = jsonb_set(data, '{targetValue}', '1e400') where data->>'updatedAt' = 'u'`;
  yield* sql`update mm_events set data = jsonb_set(data, '{currentValue}', '-0.0') where data->>'currentValue' = '0'`;
});

const exportText = (format: 'ndjson' | 'csv', from = new Date(Date.now() - 3_600_000)) =>
  Effect.gen(function* () {
    const chunks: string[] = [];
    yield* exportProgressEvents({
      from,
      to: new Date(Date.now() + 3_600_000),
      format,
      pseudonymKey: KEY,
      batchSize: 5,
      write: async (chunk) => {
        chunks.push(chunk);
      },
    });
    return chunks.join('');
  });

/** The lines `exportRow` writes for every progress event, read (opened and upcast) by the store. */
const expectedText = (format: 'ndjson' | 'csv') =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const read = yield* store.readAll({
      after: Checkpoint.start,
      limit: 10_000,
      visibility: 'all-committed',
    });
    const lines = read
      .filter((event) => (PROGRESS_EVENT_TYPES as ReadonlyArray<string>).includes(event.type))
      .map((event) => {
        const user = String((event.data as { userId?: unknown }).userId ?? event.metadata.userId ?? '');
        const row = exportRow(event, user ? pseudonymFor(KEY, user) : '', null);
        return format === 'csv' ? csvLine(PROGRESS_EXPORT_COLUMNS, row) : ndjsonLine(row);
      });
    return `${format === 'csv' ? `${PROGRESS_EXPORT_COLUMNS.join(',')}\n` : ''}${lines.join('')}`;
  });

describe.each(databaseKinds)('the export rows selected in SQL on %s', (kind) => {
  layer(storeWithUpcaster(kind), { timeout: 120_000, excludeTestServices: true })((it) => {
    it.effect('are the lines exportRow writes, for every progress type', () =>
      Effect.gen(function* () {
        yield* seed;
        const sql = yield* SqlClient.SqlClient;
        const store = yield* EventStore;
        // The rows read by exportRow are the saved profile and the upcast TaskCompleted, no other.
        const rows = yield* windowRows(sql, {
          low: 0n,
          high: 1_000_000n,
          from: new Date(Date.now() - 3_600_000),
          to: new Date(Date.now() + 3_600_000),
          types: PROGRESS_EVENT_TYPES,
          allInJs: false,
          upcasters: store.upcasters,
        });
        const inJs = rows.filter(isInJs).map((row) => `${row[2]}@${row[3]}`);
        expect(new Set(inJs)).toEqual(new Set(['ProfileSaved@1', 'TaskCompleted@1']));
        expect(new Set(rows.filter((row) => !isInJs(row)).map((row) => row[2]))).toEqual(
          new Set(PROGRESS_EVENT_TYPES.filter((t) => !ROW_READS_PERSONAL_DATA.has(t))),
        );

        for (const format of ['ndjson', 'csv'] as const) {
          const expected = (yield* expectedText(format)).split('\n');
          const actual = (yield* exportText(format)).split('\n');
          expect(actual).toHaveLength(expected.length);
          for (const [i, line] of actual.entries()) expect(line).toBe(expected[i]);
          // Every row through exportRow: a range reaching before year 1, which to_char writes otherwise.
          const allInJs = yield* exportText(format, new Date(TIMES_IN_SQL.from.getTime() - 1));
          expect(allInJs.split('\n')).toEqual(expected);
        }
      }),
    );
  });
});

describe('the fields rows copy', () => {
  it('are the export columns after the entity, in order', () => {
    const columns = PROGRESS_EXPORT_COLUMNS.slice(PROGRESS_EXPORT_COLUMNS.indexOf('category'));
    expect(COPIED_FACTS.map((f) => f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))).toEqual(columns);
  });
});
