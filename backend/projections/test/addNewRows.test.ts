import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { Effect } from 'effect';
import { addNewRows, HeldRows } from '../src/batchedRows.ts';
import { databaseKinds, projectionsLayer } from './layers.ts';

const COLUMNS = ['turn_id', 'position', 'message', 'steps', 'stopped', 'sent_at'];
const KEY = { columns: ['turn_id', 'position'], lookup: 'uuid' } as const;

/** A table keyed by two columns, with a JSON column, a flag and a time: what a chat turn's rows hold. */
const freshTable = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const name = `added_${crypto.randomUUID().replaceAll('-', '')}`;
  yield* sql.unsafe(`create table ${name} (
    turn_id uuid not null, position smallint not null, message text not null, steps jsonb,
    stopped boolean not null, sent_at timestamptz not null, primary key (turn_id, position))`);
  return sql(name);
});

const row = (turn: string, position: number, message: string) => ({
  turn_id: turn,
  position,
  message,
  steps: position === 1 ? [{ step: `tab\there, "quoted"\nand a \\ backslash` }] : null,
  stopped: false,
  sent_at: '2026-11-20T09:00:00.000Z',
});

// Both ways rows go in: one insert that skips taken keys, and COPY in a rebuild on PostgreSQL (PGlite's socket
// does not take COPY).
const ways = (kind: 'embedded' | 'postgres'): ReadonlyArray<readonly [string, () => HeldRows | undefined]> =>
  kind === 'postgres'
    ? [
        ['one insert', () => undefined],
        ['COPY', () => new HeldRows(10, { copy: true })],
      ]
    : [['one insert', () => undefined]];

describe.each(databaseKinds)('rows only ever added, on %s', (kind) => {
  layer(projectionsLayer(kind, []), { timeout: 120_000, excludeTestServices: true })((it) => {
    for (const [way, held] of ways(kind)) {
      it.effect(`${way}: a key already there, or twice in the rows, is kept as first written`, () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const table = yield* freshTable;
          const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
          yield* addNewRows(table, KEY, COLUMNS, [row(a, 0, 'first question')], held());
          yield* addNewRows(
            table,
            KEY,
            COLUMNS,
            [
              row(a, 0, 'asked again'),
              row(a, 1, 'the answer'),
              // Upper case: the same uuid as PostgreSQL writes it.
              row(a.toUpperCase(), 1, 'the answer again'),
              row(b, 0, 'another question'),
              row(b, 0, 'that question twice'),
            ],
            held(),
          );
          const rows = yield* sql<{ turn_id: string; position: number; message: string; steps: unknown }>`
            select turn_id::text, position, message, steps from ${table} order by message`;
          expect(rows).toEqual([
            { turn_id: b, position: 0, message: 'another question', steps: null },
            { turn_id: a, position: 0, message: 'first question', steps: null },
            {
              turn_id: a,
              position: 1,
              message: 'the answer',
              steps: [{ step: 'tab\there, "quoted"\nand a \\ backslash' }],
            },
          ]);
        }),
      );
    }
  });
});
