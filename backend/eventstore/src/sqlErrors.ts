import type { SqlError } from '@effect/sql';

/** The SQLSTATE PostgreSQL (and PGlite) gives a failed statement, when the driver passed it on. */
export const sqlState = (error: SqlError.SqlError): string | undefined => {
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Failures of the moment rather than of the statement: a deadlock, a serialization failure, a lock or
 * statement timeout, a lost connection, a server shutting down or out of resources. Retrying the same work
 * later can succeed, so a reader must roll back and retry, never park the event as poison.
 */
export const isTransientSqlError = (error: SqlError.SqlError) => {
  const state = sqlState(error);
  if (state === undefined) return true; // no SQLSTATE: the connection, not the statement, failed
  return (
    state === '40001' || // serialization_failure
    state === '40P01' || // deadlock_detected
    state === '55P03' || // lock_not_available
    state === '57014' || // query_canceled (statement_timeout)
    state.startsWith('08') || // connection exceptions
    state.startsWith('53') || // insufficient resources
    state.startsWith('57P') // operator intervention: shutdown, crash recovery
  );
};

/**
 * Failures another transaction's concurrent write causes: a serialization failure, a deadlock, or a unique
 * key another writer took first (a stream created at the same moment, a read-model row inserted twice).
 * The unit of work that met one should run again on fresh state.
 */
export const isConcurrentWriteError = (error: SqlError.SqlError) => {
  const state = sqlState(error);
  return state === '40001' || state === '40P01' || state === '23505';
};
