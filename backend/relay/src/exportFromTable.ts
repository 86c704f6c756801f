import { SqlClient } from '@effect/sql';
import type { SqlError } from '@effect/sql/SqlError';
import { PROGRESS_EXPORT_COLUMNS } from '@market-muse/contracts/api';
import {
  csvLine,
  exportRow,
  isProgressEventType,
  ndjsonLine,
  PROGRESS_EVENT_TYPES,
  PROGRESS_STREAM_TYPES,
  type ProgressEventType,
  ROW_READS_PERSONAL_DATA,
} from '@market-muse/domain';
import { type EventMetadata, EventStore, openTypes, type StoredEvent } from '@market-muse/eventstore';
import { Effect, Fiber } from 'effect';
import {
  COLUMN,
  csvLineOf,
  isInJs,
  ndjsonLineOf,
  TIMES_IN_SQL,
  userIdOf,
  type WindowRow,
  windowRows,
} from './exportRowsInSql.ts';
import { pseudonymFor } from './pseudonyms.ts';

// The analysts' export: the progress events of all users between two dates, streamed in batches read by
// keyset (global position), so memory stays flat however many events there are. User ids are pseudonymous
// (a keyed hash); free text (titles) is left out: it may hold personal data.

export interface ExportOptions {
  readonly from: Date;
  /** Exclusive. */
  readonly to: Date;
  readonly types?: ReadonlyArray<string> | undefined;
  readonly format: 'ndjson' | 'csv';
  readonly pseudonymKey: string;
  readonly batchSize?: number;
  /** Receives the output a chunk at a time (one batch); waiting on it is the back-pressure. */
  readonly write: (chunk: string) => Promise<void>;
}

/**
 * Windows read ahead of the one being written, and a window's span of positions. On the million-event set
 * two windows of 10,000 ahead beat one of 5,000 by half at the same load. Once rows were written from
 * fields selected in SQL, the database's share (reading those fields out of each event's data) became
 * most of the time, and four windows ahead beat two: 34,290 and 36,519 → 40,493 and 46,219 rows/s at load
 * 7–8, for about 70 MB more.
 */
const READ_AHEAD = 4;
const WINDOW = 10_000;

/**
 * Rows read only the metadata's user, selected as a column of its own: the rest of the metadata is neither
 * sent nor parsed, and opening and upcasting read data only.
 */
const NO_METADATA: EventMetadata = { userId: null, correlationId: '', causationId: null, recordedAt: '' };

export const unknownExportTypes = (types: ReadonlyArray<string>) => {
  const known: ReadonlyArray<string> = PROGRESS_EVENT_TYPES;
  return types.filter((t) => !known.includes(t));
};

/** Streams the export; answers the number of rows written. */
export const exportProgressEvents = (options: ExportOptions) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    // Progress events only: their stream types are known without a lookup.
    const types = (options.types && options.types.length > 0 ? options.types : PROGRESS_EVENT_TYPES).filter(
      isProgressEventType,
    );
    const batchSize = options.batchSize ?? WINDOW;
    const pseudonyms = new Map<string, string>();
    const pseudonym = (userId: string) => {
      let value = pseudonyms.get(userId);
      if (!value) {
        value = pseudonymFor(options.pseudonymKey, userId);
        // A bounded cache: constant memory whatever the number of users.
        if (pseudonyms.size > 10_000) pseudonyms.clear();
        pseudonyms.set(userId, value);
      }
      return value;
    };
    if (options.format === 'csv')
      yield* Effect.promise(() => options.write(`${PROGRESS_EXPORT_COLUMNS.join(',')}\n`));
    // Windows of global positions up to the last event committed when the export starts: each window is an
    // index range scan (cost bounded by the window, not by the table), and the export is what had been
    // committed at its start. A window holds at most `batchSize` rows, so memory stays flat.
    const [bounds] = yield* sql<{ first: string | null; last: string | null }>`
      select min(global_position)::text as first, max(global_position)::text as last from mm_events`;
    let rows = 0;
    if (!bounds?.first || !bounds.last) return rows;
    const last = BigInt(bounds.last);
    // A row's fields are selected in SQL and its line written from their text (exportRowsInSql.ts): the
    // driver parses no event's data and no time, and no row object is built. The rows that are not
    // (computed from personal fields, or changed by an upcaster) come with their data, read as before: the
    // personal envelope is most of a row's bytes (a roadmap's is 13 KB of its 15) and only the rows of
    // `ROW_READS_PERSONAL_DATA` open it, so the others' envelopes are left out by the query.
    const store = yield* EventStore;
    const allInJs = options.from < TIMES_IN_SQL.from || options.to > TIMES_IN_SQL.to;
    const windowOf = (low: bigint) =>
      windowRows(sql, {
        low,
        high: low + BigInt(batchSize) - 1n,
        from: options.from,
        to: options.to,
        types,
        allInJs,
        upcasters: store.upcasters,
      });
    const lineOf = options.format === 'csv' ? csvLineOf : ndjsonLineOf;
    // The next windows are read on connections of their own while this one is turned into lines and
    // written: the database's share of the work runs beside ours instead of between.
    const step = BigInt(batchSize);
    const ahead: Array<Fiber.RuntimeFiber<ReadonlyArray<WindowRow>, SqlError>> = [];
    let nextLow = BigInt(bounds.first);
    const readAhead = Effect.gen(function* () {
      while (ahead.length < READ_AHEAD && nextLow <= last) {
        ahead.push(yield* Effect.fork(windowOf(nextLow)));
        nextLow += step;
      }
    });
    for (;;) {
      yield* readAhead;
      const reading = ahead.shift();
      if (!reading) break;
      const batch = yield* Fiber.join(reading);
      if (batch.length === 0) continue;
      // Upcast; personal fields (stored encrypted) opened only where a row reads one: rows carry no free text.
      const inJs = batch.filter(isInJs);
      const events =
        inJs.length === 0
          ? []
          : yield* openTypes(
              inJs.map(
                (row): StoredEvent => ({
                  eventId: row[COLUMN.eventId] as string,
                  globalPosition: BigInt(row[COLUMN.position] as string),
                  transactionId: 0n,
                  type: row[COLUMN.type] as string,
                  schemaVersion: Number(row[COLUMN.schemaVersion]),
                  streamType: PROGRESS_STREAM_TYPES[row[COLUMN.type] as ProgressEventType],
                  streamId: row[COLUMN.streamId] as string,
                  streamVersion: 0n,
                  createdAt: row[COLUMN.createdAt] as Date,
                  data: row[COLUMN.data] as Record<string, unknown>,
                  metadata: NO_METADATA,
                }),
              ),
              ROW_READS_PERSONAL_DATA,
            );
      let chunk = '';
      let opened = 0;
      for (const row of batch) {
        if (isInJs(row)) {
          const event = events[opened++]!;
          const userId = String(event.data.userId ?? row[COLUMN.metadataUser] ?? '');
          const line = exportRow(event, userId ? pseudonym(userId) : '', null);
          chunk += options.format === 'csv' ? csvLine(PROGRESS_EXPORT_COLUMNS, line) : ndjsonLine(line);
        } else {
          const userId = userIdOf(row);
          chunk += lineOf(row, userId ? pseudonym(userId) : '');
        }
      }
      yield* Effect.promise(() => options.write(chunk));
      rows += batch.length;
    }
    return rows;
  });
