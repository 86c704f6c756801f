import { SqlClient, type Statement } from '@effect/sql';
import { Effect } from 'effect';

// A batch of events changes rows in memory and writes each changed row once: one read of the rows the
// batch touches, one upsert and one delete, whatever the batch's size (a rebuild's pages hold thousands).
// Rows travel as one JSON array parameter (`jsonb_populate_recordset`), so a statement's size never meets
// PostgreSQL's limit on parameters. Values are JSON's: times as ISO strings, dates as yyyy-mm-dd.

export type Row = Record<string, unknown>;

/** A table's key column and its SQL type (the ids are compared as that type, so its index serves). */
export interface RowKey {
  readonly column: string;
  readonly type: 'uuid' | 'text';
}

/** The rows of `table` whose `key` column is one of `ids`, by key (as JSON: times and dates as text). */
export const loadRows = (table: Statement.Identifier, key: RowKey, ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const rows = new Map<string, Row>();
    if (ids.length === 0) return rows;
    const sql = yield* SqlClient.SqlClient;
    const found = yield* sql<{ row: Row }>`
      select to_jsonb(t) as row from ${table} t
      where t.${sql(key.column)} = any(${[...new Set(ids)]}::${sql.unsafe(key.type)}[])`;
    for (const { row } of found) rows.set(String(row[key.column]), row);
    return rows;
  });

/** Inserts rows, or replaces every column of the row already under the same key. */
export const upsertRows = (
  table: Statement.Identifier,
  key: ReadonlyArray<string>,
  columns: ReadonlyArray<string>,
  rows: ReadonlyArray<Row>,
) =>
  Effect.gen(function* () {
    if (rows.length === 0) return;
    const sql = yield* SqlClient.SqlClient;
    const updates = columns.filter((c) => !key.includes(c)).map((c) => sql`${sql(c)} = excluded.${sql(c)}`);
    yield* sql`insert into ${table} (${sql.csv(columns.map((c) => sql`${sql(c)}`))})
      select ${sql.csv(columns.map((c) => sql`r.${sql(c)}`))}
      from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb) r
      on conflict (${sql.csv(key.map((c) => sql`${sql(c)}`))}) do update set ${sql.csv(updates)}`;
  });

/** Deletes the rows whose `key` column is one of `ids`. */
export const deleteRows = (table: Statement.Identifier, key: RowKey, ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (ids.length === 0) return;
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from ${table} where ${sql(key.column)} = any(${[...ids]}::${sql.unsafe(key.type)}[])`;
  });

/**
 * Rows keyed by id that a batch changes: `get` answers the row as the events so far left it (loaded first
 * with `load`), `set` records its new state (null: gone); `write` saves the changed ones in two statements.
 */
export const rowBatch = (table: Statement.Identifier, key: RowKey, columns: ReadonlyArray<string>) => {
  const rows = new Map<string, Row | null>();
  const changed = new Set<string>();
  return {
    load: (ids: ReadonlyArray<string>) =>
      Effect.map(loadRows(table, key, ids), (found) => {
        for (const [id, row] of found) if (!rows.has(id)) rows.set(id, row);
      }),
    get: (id: string): Row | null => rows.get(id) ?? null,
    set: (id: string, row: Row | null) => {
      rows.set(id, row);
      changed.add(id);
    },
    write: Effect.suspend(() => {
      const kept: Row[] = [];
      const gone: string[] = [];
      for (const id of changed) {
        const row = rows.get(id);
        if (row) kept.push(row);
        else gone.push(id);
      }
      changed.clear();
      return Effect.andThen(deleteRows(table, key, gone), upsertRows(table, [key.column], columns, kept));
    }),
  };
};
