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
import { type EventMetadata, openTypes, PERSONAL_ENVELOPE, type StoredEvent } from '@market-muse/eventstore';
import { Effect, Fiber } from 'effect';
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

interface Row {
  readonly global_position: string;
  readonly stream_id: string;
  readonly event_id: string;
  readonly type: ProgressEventType;
  readonly schema_version: number;
  readonly data: Record<string, unknown>;
  /** The metadata's user, the only part of it a row reads. */
  readonly metadata_user: string | null;
  readonly created_at: Date;
}

/**
 * Windows read ahead of the one being written, and a window's span of positions. On the million-event set
 * two windows of 10,000 ahead beat one of 5,000 by half at the same load; more ahead only held more memory.
 */
const READ_AHEAD = 2;
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
    // The personal envelope is most of a row's bytes (a roadmap's is 13 KB of its 15) and only the rows of
    // `ROW_READS_PERSONAL_DATA` open it: the others' envelopes are left out by the query, which spares the
    // database sending them and the driver parsing them. Their rows are the same: they read clear fields.
    const opened = [...ROW_READS_PERSONAL_DATA];
    const windowOf = (low: bigint) =>
      // The stream's type follows from the event's type (`PROGRESS_STREAM_TYPES`): looked up per row by the
      // stream's key, it was 7 of the query's 10 µs a row.
      sql<Row>`select e.global_position::text as global_position, e.stream_id,
          e.event_id::text as event_id, e.type, e.schema_version,
          case when e.type = any(${opened}::text[]) then e.data else e.data - ${PERSONAL_ENVELOPE}::text end as data,
          e.metadata->>'userId' as metadata_user, e.created_at
        from mm_events e
        where e.global_position between ${low.toString()}::bigint and ${(low + BigInt(batchSize) - 1n).toString()}::bigint
          and e.created_at >= ${options.from} and e.created_at < ${options.to}
          and e.type = any(${types}::text[])
        order by e.global_position`;
    // The next windows are read on connections of their own while this one is turned into rows and written:
    // the database's share of the work runs beside ours instead of between.
    const step = BigInt(batchSize);
    const ahead: Array<Fiber.RuntimeFiber<ReadonlyArray<Row>, SqlError>> = [];
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
      const events = yield* openTypes(
        batch.map(
          (row): StoredEvent => ({
            eventId: row.event_id,
            globalPosition: BigInt(row.global_position),
            transactionId: 0n,
            type: row.type,
            schemaVersion: row.schema_version,
            streamType: PROGRESS_STREAM_TYPES[row.type],
            streamId: row.stream_id,
            streamVersion: 0n,
            createdAt: new Date(row.created_at),
            data: row.data,
            metadata: NO_METADATA,
          }),
        ),
        ROW_READS_PERSONAL_DATA,
      );
      let chunk = '';
      for (let i = 0; i < events.length; i++) {
        const event = events[i]!;
        const userId = String(event.data.userId ?? batch[i]!.metadata_user ?? '');
        const line = exportRow(event, userId ? pseudonym(userId) : '', null);
        chunk += options.format === 'csv' ? csvLine(PROGRESS_EXPORT_COLUMNS, line) : ndjsonLine(line);
      }
      yield* Effect.promise(() => options.write(chunk));
      rows += batch.length;
    }
    return rows;
  });
