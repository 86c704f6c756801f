import type { SqlClient } from '@effect/sql';
import {
  COPIED_FACTS,
  csvCell,
  PROGRESS_STREAM_TYPES,
  type ProgressEventType,
  ROW_READS_PERSONAL_DATA,
  type RowFields,
  rowFieldsOf,
} from '@market-muse/domain';
import { PERSONAL_ENVELOPE, type UpcasterRegistry } from '@market-muse/eventstore';

// The analysts' export's rows selected in SQL: the database reads each field a row copies from its
// event's data (the fields `ROW_FIELDS` names for the event's type, the table `exportRow` reads too) and
// sends it as its JSON text, and the row's line is written from those texts, byte for byte the line
// `exportRow` and `ndjsonLine`/`csvLine` write for the same event, without parsing the event's data or
// building the row object. JSON text is copied where it already reads as `JSON.stringify` writes it and
// parsed where it may not (an escaped string, a number, anything but a string or null). Rows this cannot
// write (a row computed from personal fields, an event an upcaster changes, a time `toISOString` writes
// otherwise than `to_char`) come with their data and time, for `exportRow`.

/** The columns of a window's rows (array mode), in order. */
export const COLUMN = {
  position: 0,
  eventId: 1,
  type: 2,
  schemaVersion: 3,
  /** `created_at` as `toISOString` writes the Date the driver makes of it (both drop microseconds). */
  recordedAt: 4,
  metadataUser: 5,
  /** The rest for rows written by `exportRow` only (null for the others): data, parsed by the driver. */
  data: 6,
  createdAt: 7,
  streamId: 8,
  /** JSON text of the data's fields (null where absent). */
  userId: 9,
  occurredAt: 10,
  entity: 11,
  /** `COPIED_FACTS`, in order, after the entity's fields. */
  copied: 11 + 2,
} as const;

/** The entity is chosen from at most two fields (`RowFields.entity`). */
const ENTITY_FIELDS = 2;

/**
 * A window's rows: position, ids, type and time as text, each field a row reads as JSON text, and, for
 * rows of types read in JavaScript (`inJs`) or of (type, schema version) an upcaster changes, the event's
 * data (without the personal envelope unless the type's row opens it) and time.
 */
export const windowRows = (
  sql: SqlClient.SqlClient,
  window: {
    readonly low: bigint;
    readonly high: bigint;
    readonly from: Date;
    readonly to: Date;
    readonly types: ReadonlyArray<ProgressEventType>;
    /** Every row written by `exportRow`: a time outside the years `to_char` writes as `toISOString` does. */
    readonly allInJs: boolean;
    readonly upcasters: UpcasterRegistry;
  },
) => {
  const fields = window.types.map(rowFieldsOf);
  const column = (read: (f: RowFields) => string | undefined) =>
    fields.map((f) => (f ? (read(f) ?? null) : null));
  const upcast = [...window.upcasters.values()].filter((u) =>
    (window.types as ReadonlyArray<string>).includes(u.type),
  );
  // Only when a selected type has an upcaster: the check would otherwise cost every row a subquery.
  const upcastCheck =
    upcast.length === 0
      ? sql``
      : sql`or exists (select 1 from unnest(${upcast.map((u) => u.type)}::text[], ${upcast.map((u) => u.fromVersion)}::int[]) u(type, version)
          where u.type = e.type and u.version = e.schema_version)`;
  return sql`select e.global_position::text, e.event_id::text, e.type, e.schema_version::text,
      to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), e.metadata->>'userId',
      case when f.in_js ${upcastCheck} then case when f.opened then e.data else e.data - ${PERSONAL_ENVELOPE}::text end end,
      case when f.in_js ${upcastCheck} then e.created_at end,
      case when f.in_js ${upcastCheck} then e.stream_id end,
      (e.data->'userId')::text, (e.data->f.occurred_at)::text, (e.data->f.entity_0)::text, (e.data->f.entity_1)::text,
      (e.data->f.category)::text, (e.data->f.status)::text, (e.data->f.value)::text,
      (e.data->f.target_value)::text, (e.data->f.project_id)::text, (e.data->f.roadmap_id)::text,
      (e.data->f.goal_id)::text
    from mm_events e
    join unnest(${window.types}::text[], ${window.types.map((t) => ROW_READS_PERSONAL_DATA.has(t))}::boolean[],
        ${fields.map((f) => !f || window.allInJs)}::boolean[], ${column((f) => f.occurredAt)}::text[],
        ${column((f) => f.entity[0])}::text[], ${column((f) => f.entity.at(1))}::text[],
        ${column((f) => f[COPIED_FACTS[0]])}::text[], ${column((f) => f[COPIED_FACTS[1]])}::text[],
        ${column((f) => f[COPIED_FACTS[2]])}::text[], ${column((f) => f[COPIED_FACTS[3]])}::text[],
        ${column((f) => f[COPIED_FACTS[4]])}::text[], ${column((f) => f[COPIED_FACTS[5]])}::text[],
        ${column((f) => f[COPIED_FACTS[6]])}::text[])
      as f(type, opened, in_js, occurred_at, entity_0, entity_1, category, status, value, target_value,
        project_id, roadmap_id, goal_id)
      on f.type = e.type
    where e.global_position between ${window.low.toString()}::bigint and ${window.high.toString()}::bigint
      and e.created_at >= ${window.from} and e.created_at < ${window.to}
    order by e.global_position`.values;
};

/**
 * The times `to_char(..., 'YYYY-...')` writes as `toISOString` does: years of four digits, after Christ.
 * An export of a range outside them writes every row with `exportRow`.
 */
export const TIMES_IN_SQL = {
  from: new Date('0001-01-01T00:00:00.000Z'),
  to: new Date('+010000-01-01T00:00:00.000Z'),
} as const;

export type WindowRow = ReadonlyArray<unknown>;

/** A row written by `exportRow`, not from its fields' texts. */
export const isInJs = (row: WindowRow) => row[COLUMN.createdAt] !== null;

const QUOTE = 34;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;

const isNumber = (text: string) => {
  const c = text.charCodeAt(0);
  return c === MINUS || (c >= ZERO && c <= NINE);
};

/** A string's JSON text that `JSON.stringify` would write as it is: PostgreSQL escapes only with '\'. */
const isPlainString = (text: string) => text.charCodeAt(0) === QUOTE && !text.includes('\\');

const absentOrNull = (text: string | null) => text === null || text === 'null';

/** A field's value as `JSON.stringify` writes it (`null` for an absent one, as `?? null` makes it). */
const json = (text: string | null): string => {
  if (text === null) return 'null';
  if (isPlainString(text)) return text;
  if (isNumber(text)) {
    // A number too large for a double is Infinity, which JSON writes as null.
    const n = Number(text);
    return Number.isFinite(n) ? String(n) : 'null';
  }
  return text === 'null' ? text : JSON.stringify(JSON.parse(text));
};

/** A field's value as `csvLine` writes its cell (empty for an absent or null one). */
const csv = (text: string | null): string => {
  if (text === null) return '';
  if (isPlainString(text)) return csvCell(text.slice(1, -1));
  if (isNumber(text)) return String(Number(text));
  // Anything else as `csvLine` writes it: its cell, joined as text.
  return String(csvCell(JSON.parse(text)));
};

/** The user a row names: the event's own `userId` unless absent or null, else its metadata's. */
export const userIdOf = (row: WindowRow): string => {
  const text = row[COLUMN.userId] as string | null;
  if (text === null || text === 'null') return (row[COLUMN.metadataUser] as string | null) ?? '';
  if (isPlainString(text)) return text.slice(1, -1);
  return String(JSON.parse(text));
};

/**
 * The entity a row is about, by `RowFields.entity`: 'user' (the user themself, named by the user column),
 * else the chosen field's JSON text, null where that field is absent (the row then has no entity key).
 */
const entityOf = (fields: RowFields, row: WindowRow): string | null => {
  let text: string | null = null;
  for (let i = 0; i < fields.entity.length && i < ENTITY_FIELDS; i++) {
    text = row[COLUMN.entity + i] as string | null;
    if (!absentOrNull(text)) break;
  }
  if (fields.elseUser && absentOrNull(text)) return '"user"';
  return text;
};

const isUser = (text: string) => text === '"user"' || (text.includes('\\') && JSON.parse(text) === 'user');

/** The per-type parts of a line, written once. */
interface TypeParts {
  readonly fields: RowFields;
  readonly typeJson: string;
  readonly streamTypeJson: string;
  readonly streamTypeCsv: string;
}

const typeParts = new Map<string, TypeParts>();
const partsOf = (type: string): TypeParts => {
  let parts = typeParts.get(type);
  if (!parts) {
    const fields = rowFieldsOf(type);
    if (!fields) throw new Error(`${type} rows are read in JavaScript`);
    const streamType = PROGRESS_STREAM_TYPES[type as ProgressEventType];
    parts = {
      fields,
      typeJson: JSON.stringify(type),
      streamTypeJson: JSON.stringify(streamType),
      streamTypeCsv: csvCell(streamType),
    };
    typeParts.set(type, parts);
  }
  return parts;
};

const text = (row: WindowRow, column: number) => row[column] as string | null;

/**
 * The NDJSON line of `ndjsonLine(exportRow(...))` without a title, keys in `exportRow`'s order. `user` is
 * the user column's value: a pseudonym ('u_' and hex digits) or empty, so it needs no escaping.
 */
export const ndjsonLineOf = (row: WindowRow, user: string): string => {
  const parts = partsOf(row[COLUMN.type] as string);
  const entity = entityOf(parts.fields, row);
  const occurredAt = text(row, COLUMN.occurredAt);
  // An absent field leaves its key out, as JSON.stringify does with undefined.
  const occurred = occurredAt === null ? '' : `"occurred_at":${json(occurredAt)},`;
  const entityKey = entity === null ? '' : `"entity_id":${isUser(entity) ? `"${user}"` : json(entity)},`;
  const c = COLUMN.copied;
  return `{"event_id":"${row[COLUMN.eventId]}","position":"${row[COLUMN.position]}",${occurred}"recorded_at":"${row[COLUMN.recordedAt]}","user":"${user}","type":${parts.typeJson},"schema_version":${row[COLUMN.schemaVersion]},"stream_type":${parts.streamTypeJson},${entityKey}"title":null,"category":${json(text(row, c))},"status":${json(text(row, c + 1))},"value":${json(text(row, c + 2))},"target_value":${json(text(row, c + 3))},"project_id":${json(text(row, c + 4))},"roadmap_id":${json(text(row, c + 5))},"goal_id":${json(text(row, c + 6))}}\n`;
};

/**
 * The CSV line of `csvLine(PROGRESS_EXPORT_COLUMNS, exportRow(...))` without a title. Event ids, positions,
 * times, type names and pseudonyms hold no character a cell quotes or neutralises.
 */
export const csvLineOf = (row: WindowRow, user: string): string => {
  const type = row[COLUMN.type] as string;
  const parts = partsOf(type);
  const entity = entityOf(parts.fields, row);
  const c = COLUMN.copied;
  return `${row[COLUMN.eventId]},${row[COLUMN.position]},${csv(text(row, COLUMN.occurredAt))},${row[COLUMN.recordedAt]},${user},${type},${row[COLUMN.schemaVersion]},${parts.streamTypeCsv},${entity !== null && isUser(entity) ? user : csv(entity)},,${csv(text(row, c))},${csv(text(row, c + 1))},${csv(text(row, c + 2))},${csv(text(row, c + 3))},${csv(text(row, c + 4))},${csv(text(row, c + 5))},${csv(text(row, c + 6))}\n`;
};
