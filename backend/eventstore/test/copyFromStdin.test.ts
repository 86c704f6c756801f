import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { Effect } from 'effect';
import { it as plainIt } from 'vitest';
import { type CopyColumnKind, copyColumnKind, copyText } from '../src/copyFromStdin.ts';
import { databaseKinds, storeLayer } from './layers.ts';

const COLUMNS: ReadonlyArray<{ name: string; type: string }> = [
  { name: 'id', type: 'uuid' },
  { name: 'title', type: 'text' },
  { name: 'minutes', type: 'integer' },
  { name: 'share', type: 'double precision' },
  { name: 'done', type: 'boolean' },
  { name: 'due', type: 'date' },
  { name: 'at', type: 'timestamp with time zone' },
  { name: 'steps', type: 'jsonb' },
  { name: 'answer', type: 'json' },
  { name: 'tags', type: 'text[]' },
];

const columns = COLUMNS.map(({ name, type }) => ({ name, kind: copyColumnKind(type) }));

/** Values COPY's text format must escape or spell differently from JSON, each in some row. */
const ROWS: ReadonlyArray<Record<string, unknown>> = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Tab\there, newline\nthere, a CR\r, a backslash \\ and \\N spelled out',
    minutes: 45,
    share: 0.125,
    done: true,
    due: '2026-11-28',
    at: '2026-11-28T10:15:00.123Z',
    steps: [{ step: 'Write "the" intro', note: 'tab\tinside\\json' }],
    answer: { text: 'Multi\nline', nothing: null },
    tags: ['plain', 'with "quotes"', 'back\\slash', 'comma, and {braces}', 'NULL', '', null],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    title: '',
    minutes: 0,
    share: -3,
    done: false,
    due: null,
    at: '2026-01-01T00:00:00.000Z',
    steps: [],
    answer: 'just a string',
    tags: [],
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    title: 'Ünïcödé — “smart quotes” and emoji 🎨',
    minutes: null,
    share: null,
    done: null,
    due: '2027-02-28',
    at: '2026-06-30T23:59:59.999Z',
    steps: null,
    answer: null,
    tags: null,
  },
];

const createTable = (name: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql.unsafe(`drop table if exists ${name}`);
    yield* sql.unsafe(
      `create table ${name} (${COLUMNS.map(({ name, type }) => `"${name}" ${type}`).join(', ')}, primary key (id))`,
    );
  });

const readBack = (name: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    return yield* sql<{ row: Record<string, unknown> }>`
      select row_to_json(t)::text as row from ${sql(name)} t order by id`;
  });

// PGlite's socket server does not take COPY's sub-protocol (it ends the session), so only PostgreSQL is
// given COPY; the embedded database gets the same rows through statements.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('COPY FROM STDIN on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('stores every value as the same rows inserted from JSON would be', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const names = COLUMNS.map(({ name }) => `"${name}"`).join(', ');
        yield* createTable('copied_rows');
        yield* createTable('inserted_rows');
        yield* sql.unsafe(`copy copied_rows (${names}) from stdin`, [copyText(columns, ROWS)]);
        yield* sql`insert into inserted_rows select * from json_populate_recordset(null::inserted_rows, ${JSON.stringify(ROWS)}::json)`;
        const copied = yield* readBack('copied_rows');
        expect(copied).toHaveLength(ROWS.length);
        expect(copied).toEqual(yield* readBack('inserted_rows'));
        const [first] = yield* sql<{ title: string; tags: ReadonlyArray<string | null> }>`
          select title, tags from copied_rows where id = ${ROWS[0]!.id as string}`;
        expect(first).toEqual({ title: ROWS[0]!.title, tags: ROWS[0]!.tags });
      }),
    );

    it.effect('runs inside a transaction: rolled back, it leaves nothing', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        yield* createTable('rolled_back_rows');
        const names = COLUMNS.map(({ name }) => `"${name}"`).join(', ');
        const failed = yield* sql
          .withTransaction(
            Effect.andThen(
              sql.unsafe(`copy rolled_back_rows (${names}) from stdin`, [copyText(columns, ROWS)]),
              Effect.fail('abandoned' as const),
            ),
          )
          .pipe(Effect.flip);
        expect(failed).toBe('abandoned');
        expect(yield* readBack('rolled_back_rows')).toEqual([]);
      }),
    );

    it.effect('fails as a statement does, and the connection goes on', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        yield* createTable('refused_rows');
        const names = COLUMNS.map(({ name }) => `"${name}"`).join(', ');
        const twice = copyText(columns, [ROWS[0]!, ROWS[0]!]);
        const error = yield* sql.unsafe(`copy refused_rows (${names}) from stdin`, [twice]).pipe(Effect.flip);
        expect(String((error.cause as Error).message)).toMatch(/duplicate key/);
        expect(yield* readBack('refused_rows')).toEqual([]);
        const [{ n }] = (yield* sql<{ n: number }>`select ${2}::int as n`) as [{ n: number }];
        expect(n).toBe(2);
      }),
    );
  });
});

describe('the kind of a column', () => {
  const cases: ReadonlyArray<[string, CopyColumnKind]> = [
    ['text[]', 'array'],
    ['uuid[]', 'array'],
    ['json', 'json'],
    ['jsonb', 'json'],
    ['timestamp with time zone', 'scalar'],
    ['integer', 'scalar'],
  ];
  plainIt.each(cases)('%s is written as %s', (type, kind) => expect(copyColumnKind(type)).toBe(kind));
});
