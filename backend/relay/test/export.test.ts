import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { PROGRESS_EXPORT_COLUMNS } from '@market-muse/contracts/api';
import { EventStore, ExpectedVersion } from '@market-muse/eventstore';
import { appendCreator, progressEventsOf, scriptedCreator } from '@market-muse/projections/testing';
import { Effect } from 'effect';
import { exportProgressEvents } from '../src/exportFromTable.ts';
import { pseudonymFor } from '../src/pseudonyms.ts';
import { databaseKinds, storeLayer } from './layers.ts';

// The analysts' export of a scripted data set has the expected rows and columns, pseudonymous users and no
// personal data, and its CSV shows every cell as text in a spreadsheet, on both databases.

const BASE = new Date('2026-11-02T08:00:00.000Z');
const CREATORS = 6; // three go all the way, three stop after the profile
const KEY = 'test-pseudonym-key';

const seed = Effect.gen(function* () {
  const creators = Array.from({ length: CREATORS }, (_, i) => scriptedCreator(i, BASE));
  for (const creator of creators) yield* appendCreator(creator);
  return creators;
});

const exportText = (options: Omit<Parameters<typeof exportProgressEvents>[0], 'write' | 'pseudonymKey'>) =>
  Effect.gen(function* () {
    const chunks: string[] = [];
    const rows = yield* exportProgressEvents({
      ...options,
      pseudonymKey: KEY,
      batchSize: 7, // small batches, so the keyset paging is exercised
      write: async (chunk) => {
        chunks.push(chunk);
      },
    });
    return { rows, text: chunks.join('') };
  });

const around = (at: Date) => ({
  from: new Date(at.getTime() - 3_600_000),
  to: new Date(at.getTime() + 3_600_000),
});

describe.each(databaseKinds)('the analysts export on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 120_000, excludeTestServices: true })((it) => {
    it.effect('streams the progress events with stable columns and pseudonymous users', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const creators = yield* seed;
        const now = new Date();
        const expected = creators.reduce((sum, c) => sum + progressEventsOf(c), 0);

        const ndjson = yield* exportText({ ...around(now), format: 'ndjson' });
        const rows = ndjson.text
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(ndjson.rows).toBe(expected);
        expect(rows).toHaveLength(expected);
        for (const row of rows) expect(Object.keys(row)).toEqual([...PROGRESS_EXPORT_COLUMNS]);
        // Global order, every event once.
        const positions = rows.map((r) => BigInt(String(r.position)));
        expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
        expect(new Set(rows.map((r) => r.event_id)).size).toBe(expected);
        // Each creator's rows under their pseudonym; no user id, email, name or free text anywhere.
        for (const creator of creators) {
          const own = rows.filter((r) => r.user === pseudonymFor(KEY, creator.userId));
          expect(own).toHaveLength(progressEventsOf(creator));
          expect(ndjson.text).not.toContain(creator.userId);
          expect(ndjson.text).not.toContain(creator.email);
        }
        expect(ndjson.text).not.toContain('Private');
        expect(rows.every((r) => r.title === null)).toBe(true);
        const completed = rows.filter((r) => r.type === 'TaskCompleted');
        expect(completed).toHaveLength(6);
        expect(completed[0]).toMatchObject({
          stream_type: 'task',
          schema_version: 1,
          occurred_at: expect.any(String),
        });
        expect(
          rows
            .filter((r) => r.type === 'TaskCreated')
            .map((r) => r.category)
            .sort(),
        ).toEqual([
          'content',
          'content',
          'content',
          'content',
          'content',
          'content',
          'networking',
          'networking',
          'networking',
        ]);

        // The same rows as CSV: a header of the columns, then one line each.
        const csv = yield* exportText({ ...around(now), format: 'csv' });
        const lines = csv.text.trimEnd().split('\n');
        expect(lines[0]).toBe(PROGRESS_EXPORT_COLUMNS.join(','));
        expect(lines).toHaveLength(expected + 1);
        for (const line of lines.slice(1))
          expect(line.split(',')).toHaveLength(PROGRESS_EXPORT_COLUMNS.length);

        // --types narrows; --from/--to select by recording time (creator 0 moved to an earlier day).
        const types = yield* exportText({
          ...around(now),
          format: 'ndjson',
          types: ['TaskCompleted', 'TaskReopened'],
        });
        expect(types.rows).toBe(9);
        yield* sql`update mm_events set created_at = '2020-01-01T12:00:00Z'
          where metadata->>'userId' = ${creators[0]!.userId}`;
        expect((yield* exportText({ ...around(now), format: 'ndjson' })).rows).toBe(expected - 10);
        const early = yield* exportText({ ...around(new Date('2020-01-01T12:00:00Z')), format: 'csv' });
        expect(early.rows).toBe(10);
        expect(early.text).toContain(pseudonymFor(KEY, creators[0]!.userId));
      }),
    );

    it.effect('writes a cell that starts like a formula as text', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        // Ids and times are strings the export copies into cells: one that starts like a formula is
        // neutralised like any other.
        const userId = crypto.randomUUID();
        const taskId = `=HYPERLINK("http://evil.example/${crypto.randomUUID()}")`;
        yield* store.append(
          `task-${taskId}`,
          'task',
          [
            {
              eventId: crypto.randomUUID(),
              type: 'TaskCompleted',
              schemaVersion: 1,
              data: { taskId, userId, roadmapId: null, projectId: '-1+1', completedAt: '@now' },
              metadata: { userId, correlationId: crypto.randomUUID(), causationId: null, recordedAt: '' },
            },
          ],
          ExpectedVersion.noStream,
        );
        const csv = yield* exportText({ ...around(new Date()), format: 'csv', types: ['TaskCompleted'] });
        const line = csv.text.split('\n').find((l) => l.includes('evil.example'))!;
        expect(line).toContain(`,"'${taskId.replaceAll('"', '""')}",`);
        expect(line).toContain(`,"'-1+1",`);
        expect(line).toContain(`,"'@now",`);
        const ndjson = yield* exportText({
          ...around(new Date()),
          format: 'ndjson',
          types: ['TaskCompleted'],
        });
        const row = ndjson.text
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((r) => r.entity_id === taskId);
        expect(row).toMatchObject({ project_id: '-1+1', occurred_at: '@now' });
      }),
    );
  });
});
