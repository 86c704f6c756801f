import { createHash } from 'node:crypto';
import type pg from 'pg';
import { isCopyFromStdin, runCopyFromStdin } from './copyFromStdin.ts';

/** Statements with more parameters than this vary by row count (multi-row inserts): not worth keeping. */
const MAX_PARAMETERS = 64;
const MAX_TEXT_LENGTH = 16_384;
/** Distinct statements a process names at most (each connection keeps the ones it ran). */
const MAX_NAMED = 2_000;

const names = new Map<string, string>();

/** A stable name per statement text; null once the budget of names is spent (the rest run unnamed). */
const nameFor = (text: string): string | null => {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMED) return null;
  const name = `mm_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
};

type Callback = (error: Error | null, result?: unknown) => void;
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Makes a pooled connection prepare each parameterised statement once: the driver sends it as a named
 * statement, so PostgreSQL parses and plans it on first use per connection and only binds and executes it
 * after that (an append or a read-model upsert otherwise spends longer being planned than run).
 * A `copy … from stdin` statement with its rows as its one parameter runs as COPY (copyFromStdin.ts).
 * `forgetEarlier`: the session may hold statements an earlier connection prepared (PGlite's socket server
 * keeps one session for every socket), so the first query deallocates them before it runs.
 */
export const prepareStatementsOn = (
  client: pg.PoolClient,
  { forgetEarlier = false }: { readonly forgetEarlier?: boolean } = {},
) => {
  const query = client.query.bind(client) as Query;
  const run: Query = (config, values, callback) => {
    if (typeof config === 'string' && isCopyFromStdin(config, values))
      return runCopyFromStdin(client, config, values[0], callback as Callback | undefined);
    if (
      typeof config === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      values.length <= MAX_PARAMETERS &&
      config.length <= MAX_TEXT_LENGTH
    ) {
      const name = nameFor(config);
      if (name !== null) return query({ name, text: config, values }, callback);
    }
    return query(config, values, callback);
  };
  let pendingReset = forgetEarlier;
  (client as unknown as { query: Query }).query = (config, values, callback) => {
    if (!pendingReset) return run(config, values, callback);
    pendingReset = false;
    // Chained, not queued behind it: pg is dropping queries sent while one runs.
    const done = (typeof values === 'function' ? values : callback) as Callback | undefined;
    const args = typeof values === 'function' ? undefined : values;
    const reset = query('deallocate all') as Promise<unknown>;
    if (done === undefined) return reset.then(() => run(config, args));
    reset.then(
      () => run(config, args, done),
      (error: Error) => done(error),
    );
    return undefined;
  };
};
