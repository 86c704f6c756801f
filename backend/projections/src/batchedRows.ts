import { SqlClient, type Statement } from '@effect/sql';
import { type CopyColumnKind, copyColumnKind, copyText } from '@market-muse/eventstore';
import { Effect } from 'effect';

// A batch of events changes rows in memory and writes each changed row once: one read of the rows the
// batch touches, one upsert and one delete, whatever the batch's size (a rebuild's pages hold thousands).
// Rows travel as one JSON array parameter (`json_populate_recordset`), so a statement's size never meets
// PostgreSQL's limit on parameters. As `json`, not `jsonb`: the text is checked once and read straight into
// the columns instead of first being built into a binary document (half the time, for a page of tasks).
// Values are JSON's: times as ISO strings, dates as yyyy-mm-dd. In a rebuild on PostgreSQL, rows the
// staging table does not have yet go in by COPY instead (`HeldRows`).

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
      select row_to_json(t) as row from ${table} t
      where t.${sql(key.column)} = any(${[...new Set(ids)]}::${sql.unsafe(key.type)}[])`;
    for (const { row } of found) rows.set(String(row[key.column]), row);
    return rows;
  });

/** Inserts rows from one JSON array parameter, `onConflict` deciding what a key already there does. */
const insertFromJson = (
  table: Statement.Identifier,
  columns: ReadonlyArray<string>,
  rows: ReadonlyArray<Row>,
  onConflict: (sql: SqlClient.SqlClient) => Statement.Fragment,
) =>
  Effect.gen(function* () {
    if (rows.length === 0) return;
    const sql = yield* SqlClient.SqlClient;
    yield* sql`insert into ${table} (${sql.csv(columns.map((c) => sql`${sql(c)}`))})
      select ${sql.csv(columns.map((c) => sql`r.${sql(c)}`))}
      from json_populate_recordset(null::${table}, ${JSON.stringify(rows)}::json) r
      ${onConflict(sql)}`;
  });

/** Inserts rows, or replaces every column of the row already under the same key. */
export const upsertRows = (
  table: Statement.Identifier,
  key: ReadonlyArray<string>,
  columns: ReadonlyArray<string>,
  rows: ReadonlyArray<Row>,
) =>
  insertFromJson(table, columns, rows, (sql) => {
    const updates = columns.filter((c) => !key.includes(c)).map((c) => sql`${sql(c)} = excluded.${sql(c)}`);
    return sql`on conflict (${sql.csv(key.map((c) => sql`${sql(c)}`))}) do update set ${sql.csv(updates)}`;
  });

/** Deletes the rows whose `key` column is one of `ids`. */
export const deleteRows = (table: Statement.Identifier, key: RowKey, ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (ids.length === 0) return;
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from ${table} where ${sql(key.column)} = any(${[...ids]}::${sql.unsafe(key.type)}[])`;
  });

/**
 * Rows a rebuild holds in memory across its pages, per table, written only when they leave (the least
 * recently touched first, once more than `capacity` are held) or when the rebuild settles them (the end of
 * the pass, or before a statement that changes the tables directly). A task is created one day and
 * completed the same day or the next, a few pages apart: held, it is read and written once instead of
 * inserted, read back and updated. Nothing else reads a staging table while it fills, so rows held back
 * are seen by no one; the live tables are never given one (their readers read after each commit).
 */
export class HeldRows {
  private readonly tables = new Map<string, HeldTable>();
  readonly capacity: number;
  /**
   * Whether rows the table is known not to have go in by COPY (PostgreSQL; the embedded database's socket
   * does not take COPY). In a rebuild most rows are new: a task made, held until it leaves, written once.
   */
  readonly copy: boolean;

  constructor(capacity: number, { copy = false }: { readonly copy?: boolean } = {}) {
    this.capacity = capacity;
    this.copy = copy;
  }

  /** The held rows of one table (made on first use). */
  of(table: Statement.Identifier, key: RowKey, columns: ReadonlyArray<string>): HeldTable {
    const name = tableName(table);
    let held = this.tables.get(name);
    if (!held) {
      held = { table, key, columns, copy: this.copy, rows: new Map(), dirty: new Set(), fresh: new Set() };
      this.tables.set(name, held);
    }
    return held;
  }

  /** Writes every changed row and forgets them all: the tables then hold exactly what the events say. */
  readonly settle = Effect.suspend(() =>
    Effect.forEach([...this.tables.values()], (held) => writeHeld(held, held.rows.size), { discard: true }),
  );
}

interface HeldTable {
  readonly table: Statement.Identifier;
  readonly key: RowKey;
  readonly columns: ReadonlyArray<string>;
  readonly copy: boolean;
  /** In the order last touched (a touched row is moved to the end), so the oldest leave first. */
  readonly rows: Map<string, Row | null>;
  readonly dirty: Set<string>;
  /**
   * Held rows the table does not have: looked for and not found, then set. Only these may go in by COPY,
   * which has no "on conflict" (a row the table has already would fail it); the others are upserted.
   */
  readonly fresh: Set<string>;
  /** The columns' kinds for COPY's text (read from the table at its first COPY). */
  copyColumns?: ReadonlyArray<{ readonly name: string; readonly kind: CopyColumnKind }>;
}

const tableName = (table: Statement.Identifier) => String(table.value);

/** A table's name, schema-qualified as `tableName` gives it, quoted for SQL. */
const quotedTable = (table: Statement.Identifier) =>
  tableName(table)
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');

/** Inserts rows the table does not have by COPY, in the held table's columns. */
const copyRows = (held: HeldTable, rows: ReadonlyArray<Row>) =>
  Effect.gen(function* () {
    if (rows.length === 0) return;
    const sql = yield* SqlClient.SqlClient;
    if (!held.copyColumns) {
      const types = yield* sql<{ name: string; type: string }>`
        select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
        where attrelid = ${quotedTable(held.table)}::regclass and attnum > 0 and not attisdropped`;
      const typeOf = new Map(types.map(({ name, type }) => [name, type]));
      held.copyColumns = held.columns.map((name) => ({
        name,
        kind: copyColumnKind(typeOf.get(name) ?? 'text'),
      }));
    }
    const columns = held.columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', ');
    yield* sql.unsafe(`copy ${quotedTable(held.table)} (${columns}) from stdin`, [
      copyText(held.copyColumns, rows),
    ]);
  });

/** Writes the `count` least recently touched rows that changed, and stops holding them. */
const writeHeld = (held: HeldTable, count: number) =>
  Effect.suspend(() => {
    const kept: Row[] = [];
    const added: Row[] = [];
    const gone: string[] = [];
    let left = count;
    for (const [id, row] of held.rows) {
      if (left-- <= 0) break;
      held.rows.delete(id);
      const fresh = held.fresh.delete(id);
      if (!held.dirty.delete(id)) continue;
      if (row) (held.copy && fresh ? added : kept).push(row);
      // A row made and removed while held was never written: there is nothing to delete.
      else if (!fresh) gone.push(id);
    }
    return Effect.all(
      [
        deleteRows(held.table, held.key, gone),
        upsertRows(held.table, [held.key.column], held.columns, kept),
        copyRows(held, added),
      ],
      { discard: true },
    );
  });

/**
 * Adds rows that are only ever added: a row whose key the table has already, or that comes twice in `rows`,
 * is kept as first written. In a rebuild on PostgreSQL (`held.copy`) the table's keys among them are read
 * once and the others go in by COPY: a page of advisor results is mostly large JSON documents, and an insert
 * from one JSON array parameter parsed each of them twice (the array, then each value into its column).
 * Elsewhere they go in as one insert that skips the keys taken. `key` names the columns that identify a row,
 * the first of them (of type `lookup`) the one the existing keys are found by.
 */
export const addNewRows = (
  table: Statement.Identifier,
  key: { readonly columns: ReadonlyArray<string>; readonly lookup: RowKey['type'] },
  columns: ReadonlyArray<string>,
  rows: ReadonlyArray<Row>,
  held?: HeldRows,
) =>
  Effect.gen(function* () {
    if (rows.length === 0) return;
    if (!held?.copy) return yield* insertFromJson(table, columns, rows, (sql) => sql`on conflict do nothing`);
    const sql = yield* SqlClient.SqlClient;
    const [first] = key.columns;
    if (first === undefined) return yield* Effect.dieMessage('addNewRows needs a key column');
    // Keys compared as text; a uuid as PostgreSQL writes it (lower case).
    const keyOf = (row: Row) =>
      key.columns
        .map((c) => (key.lookup === 'uuid' && c === first ? String(row[c]).toLowerCase() : String(row[c])))
        .join('\u0000');
    const lookups = [...new Set(rows.map((row) => String(row[first])))];
    const existing = yield* sql<Row>`
      select ${sql.csv(key.columns.map((c) => sql`${sql(c)}`))} from ${table}
      where ${sql(first)} = any(${lookups}::${sql.unsafe(key.lookup)}[])`;
    const taken = new Set(existing.map(keyOf));
    const added = rows.filter((row) => {
      const k = keyOf(row);
      if (taken.has(k)) return false;
      taken.add(k);
      return true;
    });
    yield* copyRows(held.of(table, { column: first, type: key.lookup }, columns), added);
  });

/**
 * Rows keyed by id that a batch changes: `get` answers the row as the events so far left it (loaded first
 * with `load`), `set` records its new state (null: gone); `write` saves the changed ones in two statements.
 * Given a rebuild's `held` rows, rows already held are not read again and changed rows stay held instead of
 * being written (see `HeldRows`).
 */
export const rowBatch = (
  table: Statement.Identifier,
  key: RowKey,
  columns: ReadonlyArray<string>,
  held?: HeldRows,
) => {
  const heldTable = held?.of(table, key, columns);
  const rows = heldTable?.rows ?? new Map<string, Row | null>();
  const changed = heldTable?.dirty ?? new Set<string>();
  // Ids this batch looked for in the table and did not find: a held row set under one is fresh.
  const notFound = new Set<string>();
  return {
    load: (ids: ReadonlyArray<string>) =>
      Effect.map(
        loadRows(
          table,
          key,
          ids.filter((id) => !rows.has(id)),
        ),
        (found) => {
          for (const [id, row] of found) if (!rows.has(id)) rows.set(id, row);
          if (heldTable) for (const id of ids) if (!rows.has(id)) notFound.add(id);
        },
      ),
    get: (id: string): Row | null => rows.get(id) ?? null,
    set: (id: string, row: Row | null) => {
      // Moved to the end: the most recently touched row leaves last.
      rows.delete(id);
      rows.set(id, row);
      changed.add(id);
      if (notFound.delete(id)) heldTable?.fresh.add(id);
    },
    write: Effect.suspend(() => {
      if (held && heldTable) {
        const over = rows.size - held.capacity;
        return over > 0 ? writeHeld(heldTable, over) : Effect.void;
      }
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
