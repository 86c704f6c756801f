import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

// PostgreSQL loads rows fastest through COPY: no statement to parse per batch, no JSON to take apart, no
// conflict check per row (a rebuild's page of new tasks goes in about twice as fast as through an
// upsert from JSON). The SQL client above the driver only sends statements with parameters, so a
// statement of the form `copy <table> (<columns>) from stdin` given exactly one parameter, the rows in
// COPY's text format, is run here as COPY FROM STDIN with that text as its data.

/** A `copy … from stdin` statement (its data comes from the statement's one parameter). */
const COPY_FROM_STDIN = /^\s*copy\s[^;]*\sfrom\s+stdin\s*$/i;

export const isCopyFromStdin = (text: string, values: unknown): values is readonly [string] =>
  COPY_FROM_STDIN.test(text) && Array.isArray(values) && values.length === 1 && typeof values[0] === 'string';

type Callback = (error: Error | null, result?: unknown) => void;

/** Runs `text` as COPY FROM STDIN on `client` with `data` as its rows; answers as a query with no rows. */
export const runCopyFromStdin = (client: pg.PoolClient, text: string, data: string, done?: Callback) => {
  const finished = new Promise<{ rows: []; rowCount: number }>((resolve, reject) => {
    const stream = client.query(copyFrom(text));
    stream.once('error', reject);
    stream.once('finish', () => resolve({ rows: [], rowCount: stream.rowCount }));
    stream.end(data);
  });
  if (done === undefined) return finished;
  finished.then(
    (result) => done(null, result),
    (error: Error) => done(error),
  );
  return undefined;
};

/** A value in COPY's text format: backslash, tab, newline and carriage return escaped. */
const escapeText = (text: string) =>
  /[\\\t\n\r]/.test(text)
    ? text.replaceAll('\\', '\\\\').replaceAll('\t', '\\t').replaceAll('\n', '\\n').replaceAll('\r', '\\r')
    : text;

/** An element of an array literal: quoted, with its quotes and backslashes escaped. */
const arrayElement = (value: unknown): string =>
  value === null || value === undefined
    ? 'NULL'
    : `"${String(typeof value === 'object' ? JSON.stringify(value) : value)
        .replaceAll('\\', '\\\\')
        .replaceAll('"', '\\"')}"`;

/** How a column's values are written: as they are, as JSON, or as an array literal. */
export type CopyColumnKind = 'scalar' | 'json' | 'array';

/** The kind of a column from its SQL type's name (`format_type`). */
export const copyColumnKind = (type: string): CopyColumnKind =>
  type.endsWith('[]') ? 'array' : type === 'json' || type === 'jsonb' ? 'json' : 'scalar';

/**
 * Rows as COPY's text format, one line per row, columns in the order given. Values are as JSON gives them
 * (times as ISO text, dates as yyyy-mm-dd): a missing value is NULL, a JSON column's value is its JSON
 * text, an array column's is an array literal.
 */
export const copyText = (
  columns: ReadonlyArray<{ readonly name: string; readonly kind: CopyColumnKind }>,
  rows: ReadonlyArray<Record<string, unknown>>,
) => {
  const lines: string[] = [];
  for (const row of rows) {
    const fields: string[] = [];
    for (const { name, kind } of columns) {
      const value = row[name];
      if (value === null || value === undefined) fields.push('\\N');
      else if (kind === 'array' && Array.isArray(value))
        fields.push(escapeText(`{${value.map(arrayElement).join(',')}}`));
      else if (typeof value === 'string' && kind !== 'json') fields.push(escapeText(value));
      else if (typeof value === 'object' || kind === 'json') fields.push(escapeText(JSON.stringify(value)));
      else fields.push(String(value as number | boolean));
    }
    lines.push(fields.join('\t'));
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
};
