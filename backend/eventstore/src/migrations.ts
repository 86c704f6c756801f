import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { applySchema } from './schemaMigration.ts';

/**
 * The event store's tables. Idempotent DDL, applied once per change of its text (`applySchema`): a start
 * that finds it applied takes no lock on the store's tables.
 */
export const eventStoreDdl = `
create table if not exists mm_streams (
  stream_id text primary key,
  stream_type text not null,
  version bigint not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table if not exists mm_events (
  global_position bigint generated always as identity,
  stream_id text not null,
  stream_version bigint not null,
  event_id uuid not null,
  type text not null,
  schema_version integer not null default 1,
  data jsonb not null,
  metadata jsonb not null,
  transaction_id xid8 not null default pg_current_xact_id(),
  created_at timestamptz not null default now(),
  primary key (stream_id, stream_version),
  constraint mm_events_event_id_unique unique (event_id)
);
-- No foreign key to mm_streams: the append statement only inserts events for the stream row it has just
-- created or bumped, so the key check (a lookup and row lock per event, ~40% of a 100-event append) proved
-- nothing. Dropped from stores created before.
alter table mm_events drop constraint if exists mm_events_stream_id_fkey;
create unique index if not exists mm_events_global_position on mm_events (global_position);
create index if not exists mm_events_reader_order on mm_events (transaction_id, global_position);
create index if not exists mm_events_type on mm_events (type);
-- A person's own events (their export, their history) without a scan of everyone's.
create index if not exists mm_events_user on mm_events ((metadata->>'userId'), global_position);
create table if not exists mm_checkpoints (
  projection text primary key,
  transaction_id xid8 not null,
  global_position bigint not null,
  updated_at timestamptz not null default now()
);
create table if not exists mm_projection_leases (
  projection text primary key,
  owner text not null,
  heartbeat_at timestamptz not null
);
create table if not exists mm_projection_versions (
  projection text primary key,
  version integer not null,
  rebuilt_at timestamptz not null default now()
);
create table if not exists mm_parked_events (
  projection text not null,
  event_id uuid not null,
  global_position bigint not null,
  error text not null,
  parked_at timestamptz not null default now(),
  primary key (projection, event_id)
);
-- One key per subject (person) whose events hold personal fields; a destroyed key leaves its row with no key,
-- so a late writer never makes a fresh one and the subject's fields stay erased.
create table if not exists mm_personal_keys (
  subject_id text primary key,
  key bytea,
  created_at timestamptz not null default now(),
  destroyed_at timestamptz
);
-- Keys are stored wrapped by the key-encryption key this names (null: stored before keys were wrapped).
alter table mm_personal_keys add column if not exists kek_id text;
-- Each event carries its stream's type, so readers take it from the row instead of joining every event read
-- to mm_streams (a third of a rebuild's page read on a million events). Null on rows an older version wrote:
-- readers fall back to the stream's row for those.
alter table mm_events add column if not exists stream_type text;
`;

/** Events fill in for one statement of the backfill: short transactions, so readers' safe horizon keeps moving. */
const BACKFILL_SPAN = 20_000n;

/**
 * Copies the stream's type onto events stored before events carried it, a span of positions per
 * transaction: one long update would hold back every reader of the store (they read below the oldest open
 * transaction) until it committed. A start that stops half-way leaves rows the readers' fallback still serves.
 */
const backfillStreamTypes = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const [range] = yield* sql<{ first: string | null; last: string | null }>`
    select min(global_position)::text as first, max(global_position)::text as last from mm_events`;
  if (!range?.first || !range.last) return;
  for (let low = BigInt(range.first); low <= BigInt(range.last); low += BACKFILL_SPAN) {
    yield* sql`update mm_events e set stream_type = s.stream_type from mm_streams s
      where s.stream_id = e.stream_id and e.stream_type is null
        and e.global_position between ${low.toString()}::bigint and ${(low + BACKFILL_SPAN - 1n).toString()}::bigint`;
  }
});

export const migrateEventStore = applySchema('event-store', eventStoreDdl).pipe(
  Effect.flatMap((applied) => (applied ? backfillStreamTypes : Effect.void)),
);
