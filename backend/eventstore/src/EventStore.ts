import { SqlClient, type SqlError } from '@effect/sql';
import { Context, Effect, Layer } from 'effect';
import {
  type AppendResult,
  type Checkpoint,
  type EventMetadata,
  EventTooLarge,
  type ExpectedVersion,
  MAX_EVENT_BYTES,
  type NewEvent,
  type StoredEvent,
  WrongExpectedVersion,
} from './types.ts';
import { makeUpcasterRegistry, type Upcaster, type UpcasterRegistry, upcast } from './upcasters.ts';

export interface ReadAllOptions {
  readonly after: Checkpoint;
  readonly limit: number;
  /** Only these event types (all when absent). The checkpoint still advances past the others. */
  readonly types?: ReadonlyArray<string> | undefined;
  /**
   * 'safe' (default) reads only below the oldest running transaction. 'all-committed' reads every committed
   * event: only correct while writers of the reader's tables are locked out (a rebuild's final catch-up).
   */
  readonly visibility?: 'safe' | 'all-committed' | undefined;
}

/** One stream's part of a multi-stream append. */
export interface StreamAppend {
  readonly streamId: string;
  readonly streamType: string;
  readonly events: ReadonlyArray<NewEvent>;
  /** `no_stream` or `exact` (the kinds a decider's read gives). */
  readonly expected: ExpectedVersion;
}

export interface EventStoreService {
  /**
   * Appends events to one stream in one round trip, enforcing the expected version in SQL. An event over
   * MAX_EVENT_BYTES fails the append with EventTooLarge before anything is sent to the database.
   */
  readonly append: (
    streamId: string,
    streamType: string,
    events: ReadonlyArray<NewEvent>,
    expected: ExpectedVersion,
  ) => Effect.Effect<AppendResult, WrongExpectedVersion | EventTooLarge | SqlError.SqlError>;
  /**
   * Appends to many streams in one round trip (a unit's fan-out: a roadmap's tasks). Each stream is new
   * (`no_stream`) or at an exact version. Run it inside a transaction: when any stream is not as expected it
   * fails with WrongExpectedVersion and the transaction must roll back the others' events (`transact` does,
   * and retries). Results are in the order of `appends`.
   */
  readonly appendMany: (
    appends: ReadonlyArray<StreamAppend>,
  ) => Effect.Effect<ReadonlyArray<AppendResult>, WrongExpectedVersion | EventTooLarge | SqlError.SqlError>;
  readonly readStream: (streamId: string) => Effect.Effect<ReadonlyArray<StoredEvent>, SqlError.SqlError>;
  /** Many streams in one round trip, each in stream order; a stream with no events maps to an empty list. */
  readonly readStreams: (
    streamIds: ReadonlyArray<string>,
  ) => Effect.Effect<ReadonlyMap<string, ReadonlyArray<StoredEvent>>, SqlError.SqlError>;
  /**
   * Reads events committed after a checkpoint, in (transaction id, global position) order, and only from
   * transactions older than every transaction still running: a reader never skips an event that a
   * concurrent transaction commits later with a lower position.
   */
  readonly readAll: (options: ReadAllOptions) => Effect.Effect<ReadonlyArray<StoredEvent>, SqlError.SqlError>;
  /** Every event recorded at or before a time, in global order (point-in-time views, analysts). */
  readonly readAllUntil: (
    until: Date,
    filter: { readonly userId?: string | undefined },
  ) => Effect.Effect<ReadonlyArray<StoredEvent>, SqlError.SqlError>;
  readonly upcasters: UpcasterRegistry;
}

export class EventStore extends Context.Tag('@market-muse/EventStore')<EventStore, EventStoreService>() {}

interface EventRow {
  readonly global_position: string;
  readonly transaction_id: string;
  readonly stream_id: string;
  readonly stream_type: string;
  readonly stream_version: string;
  readonly event_id: string;
  readonly type: string;
  readonly schema_version: number;
  readonly data: Record<string, unknown>;
  readonly metadata: EventMetadata;
  readonly created_at: Date;
}

const eventColumns = `e.global_position::text as global_position, e.transaction_id::text as transaction_id,
  e.stream_id, s.stream_type, e.stream_version::text as stream_version, e.event_id::text as event_id, e.type,
  e.schema_version, e.data, e.metadata, e.created_at`;

export const makeEventStore = (upcasters: ReadonlyArray<Upcaster> = []) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const registry = makeUpcasterRegistry(upcasters);

    const toStored = (row: EventRow): StoredEvent => {
      const current = upcast(registry, row.type, row.schema_version, row.data);
      return {
        globalPosition: BigInt(row.global_position),
        transactionId: BigInt(row.transaction_id),
        streamId: row.stream_id,
        streamType: row.stream_type,
        streamVersion: BigInt(row.stream_version),
        eventId: row.event_id,
        type: row.type,
        schemaVersion: current.schemaVersion,
        data: current.data,
        metadata: row.metadata,
        createdAt: row.created_at,
      };
    };

    const append: EventStoreService['append'] = (streamId, streamType, events, expected) =>
      Effect.gen(function* () {
        if (events.length === 0) {
          return yield* Effect.dieMessage('append needs at least one event');
        }
        const count = events.length;
        const ids = events.map((e) => e.eventId);
        const serialised = yield* serialise(streamId, events);
        const params = {
          types: events.map((e) => e.type),
          versions: events.map((e) => e.schemaVersion),
          data: serialised.map((e) => e.data),
          metadata: serialised.map((e) => e.metadata),
        };
        // Creating the stream (any / no stream / exact 0) is an upsert whose update branch only runs when
        // allowed; extending an existing stream is a guarded update. Either way the stream row serialises
        // writers of one stream, and a retried append whose first event id exists is answered as a duplicate.
        const creates = expected.kind === 'any' || expected.kind === 'no_stream' || isExactZero(expected);
        const exact = expected.kind === 'exact' ? expected.version.toString() : null;
        const bump = creates
          ? sql`insert into mm_streams as s (stream_id, stream_type, version)
              select ${streamId}, ${streamType}, ${count} where not exists (select 1 from existing)
              on conflict (stream_id) do update set version = s.version + ${count}, updated_at = now()
              where ${expected.kind === 'any'}
              returning s.version`
          : sql`update mm_streams s set version = s.version + ${count}, updated_at = now()
              where s.stream_id = ${streamId} and (${exact}::bigint is null or s.version = ${exact}::bigint)
                and not exists (select 1 from existing)
              returning s.version`;
        const rows = yield* sql<{
          global_position: string;
          transaction_id: string;
          stream_version: string;
          event_id: string;
          created_at: Date;
          duplicate: boolean;
        }>`
          with existing as (
            select 1 from mm_events where event_id = ${ids[0]}::uuid
          ),
          bumped as (${bump}),
          inserted as (
            insert into mm_events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
            select ${streamId}, b.version - ${count} + e.ord, e.id, e.type, e.schema_version, e.data, e.metadata
            from bumped b,
              unnest(${ids}::uuid[], ${params.types}::text[], ${params.versions}::int[],
                     ${params.data}::jsonb[], ${params.metadata}::jsonb[])
                with ordinality as e(id, type, schema_version, data, metadata, ord)
            returning global_position, transaction_id, stream_version, event_id, created_at
          )
          select global_position::text, transaction_id::text, stream_version::text, event_id::text, created_at,
            false as duplicate
          from inserted
          union all
          select global_position::text, transaction_id::text, stream_version::text, event_id::text, created_at,
            true as duplicate
          from mm_events where event_id = any(${ids}::uuid[]) and exists (select 1 from existing)`.pipe(
          Effect.catchTag(
            'SqlError',
            (error): Effect.Effect<never, WrongExpectedVersion | SqlError.SqlError> =>
              isUniqueViolation(error)
                ? // A concurrent twin of this append won the race on the event id: a conflict, and the
                  // retried command will find its events already there.
                  Effect.fail(new WrongExpectedVersion({ streamId, expected, actual: null }))
                : Effect.fail(error),
          ),
        );
        if (rows.length === 0) {
          const current = yield* sql<{ version: string }>`
            select version::text from mm_streams where stream_id = ${streamId}`;
          return yield* Effect.fail(
            new WrongExpectedVersion({
              streamId,
              expected,
              actual: current[0] ? BigInt(current[0].version) : null,
            }),
          );
        }
        // In stream order, compared as numbers (the columns arrive as text: '10' sorts before '9').
        const ordered = [...rows].sort((a, b) =>
          BigInt(a.stream_version) < BigInt(b.stream_version) ? -1 : 1,
        );
        const byId = new Map(events.map((e) => [e.eventId, e]));
        const stored = ordered.map((row) => storedEvent(row, streamId, streamType, byId.get(row.event_id)));
        const last = stored[stored.length - 1]!;
        return {
          streamId,
          nextVersion: last.streamVersion,
          events: stored,
          duplicate: ordered[0]!.duplicate,
        } satisfies AppendResult;
      });

    const appendMany: EventStoreService['appendMany'] = (appends) =>
      Effect.gen(function* () {
        if (appends.length === 0) return [];
        if (appends.some((a) => a.events.length === 0))
          return yield* Effect.dieMessage('appendMany needs at least one event per stream');
        const expectedOf = (a: StreamAppend) => {
          if (a.expected.kind === 'no_stream') return '0';
          if (a.expected.kind === 'exact') return a.expected.version.toString();
          throw new Error(`appendMany takes no_stream or exact versions, not ${a.expected.kind}`);
        };
        const expected = yield* Effect.try(() => appends.map(expectedOf)).pipe(Effect.orDie);
        const serialised = yield* Effect.forEach(appends, (a) => serialise(a.streamId, a.events));
        const events = appends.flatMap((a, n) =>
          a.events.map((e, i) => ({ streamId: a.streamId, ord: i + 1, e, json: serialised[n]![i]! })),
        );
        // New streams are inserted (a taken id inserts nothing), existing ones bumped only at their expected
        // version; events are written for the streams that passed, in input order. Fewer streams than asked
        // for means a conflict, and the caller's transaction rolls back what was written.
        const rows = yield* sql<{
          global_position: string;
          transaction_id: string;
          stream_id: string;
          stream_version: string;
          event_id: string;
          created_at: Date;
        }>`
          with input as (
            select * from unnest(${appends.map((a) => a.streamId)}::text[], ${appends.map((a) => a.streamType)}::text[],
              ${appends.map((a) => a.events.length)}::int[], ${expected}::bigint[]) as i(stream_id, stream_type, count, expected)
          ),
          created as (
            insert into mm_streams as s (stream_id, stream_type, version)
            select stream_id, stream_type, count from input where expected = 0
            on conflict (stream_id) do nothing
            returning s.stream_id, s.version
          ),
          bumped as (
            update mm_streams s set version = s.version + i.count, updated_at = now()
            from input i where s.stream_id = i.stream_id and i.expected > 0 and s.version = i.expected
            returning s.stream_id, s.version
          ),
          written as (select stream_id, version from created union all select stream_id, version from bumped),
          inserted as (
            insert into mm_events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
            select e.stream_id, w.version - i.count + e.ord, e.id, e.type, e.schema_version, e.data, e.metadata
            from unnest(${events.map((x) => x.streamId)}::text[], ${events.map((x) => x.ord)}::int[],
                   ${events.map((x) => x.e.eventId)}::uuid[], ${events.map((x) => x.e.type)}::text[],
                   ${events.map((x) => x.e.schemaVersion)}::int[], ${events.map((x) => x.json.data)}::jsonb[],
                   ${events.map((x) => x.json.metadata)}::jsonb[])
                 with ordinality as e(stream_id, ord, id, type, schema_version, data, metadata, n)
              join written w using (stream_id)
              join input i using (stream_id)
            order by e.n
            returning global_position, transaction_id, stream_id, stream_version, event_id, created_at
          )
          select global_position::text, transaction_id::text, stream_id, stream_version::text, event_id::text,
            created_at
          from inserted`.pipe(
          Effect.catchTag(
            'SqlError',
            (error): Effect.Effect<never, WrongExpectedVersion | SqlError.SqlError> =>
              isUniqueViolation(error)
                ? Effect.fail(
                    new WrongExpectedVersion({
                      streamId: appends[0]!.streamId,
                      expected: appends[0]!.expected,
                      actual: null,
                    }),
                  )
                : Effect.fail(error),
          ),
        );
        if (rows.length !== events.length) {
          const written = new Set(rows.map((r) => r.stream_id));
          const missed = appends.find((a) => !written.has(a.streamId))!;
          const current = yield* sql<{ version: string }>`
            select version::text from mm_streams where stream_id = ${missed.streamId}`;
          return yield* Effect.fail(
            new WrongExpectedVersion({
              streamId: missed.streamId,
              expected: missed.expected,
              actual: current[0] ? BigInt(current[0].version) : null,
            }),
          );
        }
        const byId = new Map(rows.map((r) => [r.event_id, r]));
        return appends.map((a): AppendResult => {
          const stored = a.events.map((source) =>
            storedEvent(byId.get(source.eventId)!, a.streamId, a.streamType, source),
          );
          return {
            streamId: a.streamId,
            nextVersion: stored[stored.length - 1]!.streamVersion,
            events: stored,
            duplicate: false,
          };
        });
      });

    const readStreams: EventStoreService['readStreams'] = (streamIds) =>
      streamIds.length === 0
        ? Effect.succeed(new Map())
        : sql<EventRow>`select ${sql.unsafe(eventColumns)} from mm_events e join mm_streams s using (stream_id)
            where e.stream_id = any(${streamIds as string[]}::text[]) order by e.stream_id, e.stream_version`.pipe(
            Effect.map((rows) => {
              const streams = new Map<string, StoredEvent[]>(streamIds.map((id) => [id, []]));
              for (const row of rows) streams.get(row.stream_id)?.push(toStored(row));
              return streams;
            }),
          );

    const readStream: EventStoreService['readStream'] = (streamId) =>
      sql<EventRow>`select ${sql.unsafe(eventColumns)} from mm_events e join mm_streams s using (stream_id)
        where e.stream_id = ${streamId} order by e.stream_version`.pipe(
        Effect.map((rows) => rows.map(toStored)),
      );

    const readAll: EventStoreService['readAll'] = ({ after, limit, types, visibility = 'safe' }) =>
      sql<EventRow>`select ${sql.unsafe(eventColumns)} from mm_events e join mm_streams s using (stream_id)
        where (e.transaction_id, e.global_position) > (${after.transactionId.toString()}::xid8, ${after.globalPosition.toString()}::bigint)
          ${visibility === 'safe' ? sql`and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())` : sql``}
          ${types ? sql`and e.type = any(${types as string[]}::text[])` : sql``}
        order by e.transaction_id, e.global_position
        limit ${limit}`.pipe(Effect.map((rows) => rows.map(toStored)));

    const readAllUntil: EventStoreService['readAllUntil'] = (until, filter) =>
      sql<EventRow>`select ${sql.unsafe(eventColumns)} from mm_events e join mm_streams s using (stream_id)
        where e.created_at <= ${until}
          ${filter.userId ? sql`and e.metadata->>'userId' = ${filter.userId}` : sql``}
        order by e.global_position`.pipe(Effect.map((rows) => rows.map(toStored)));

    return EventStore.of({
      append,
      appendMany,
      readStream,
      readStreams,
      readAll,
      readAllUntil,
      upcasters: registry,
    });
  });

/**
 * An appended event as readers get it: the database's position, version and time, the rest from what was
 * sent (a duplicate's source may be unknown: an append answered from events already stored).
 */
const storedEvent = (
  row: {
    readonly global_position: string;
    readonly transaction_id: string;
    readonly stream_version: string;
    readonly event_id: string;
    readonly created_at: Date;
  },
  streamId: string,
  streamType: string,
  source: NewEvent | undefined,
): StoredEvent => ({
  globalPosition: BigInt(row.global_position),
  transactionId: BigInt(row.transaction_id),
  streamId,
  streamType,
  streamVersion: BigInt(row.stream_version),
  eventId: row.event_id,
  type: source?.type ?? 'unknown',
  schemaVersion: source?.schemaVersion ?? 1,
  data: (source?.data ?? {}) as Record<string, unknown>,
  metadata: source?.metadata ?? { userId: null, correlationId: '', causationId: null, recordedAt: '' },
  createdAt: row.created_at,
});

/** Each event's data and metadata as JSON, or EventTooLarge for the first event over MAX_EVENT_BYTES. */
const serialise = (streamId: string, events: ReadonlyArray<NewEvent>) =>
  Effect.suspend(() => {
    const out: Array<{ data: string; metadata: string }> = [];
    for (const event of events) {
      const data = JSON.stringify(event.data);
      const metadata = JSON.stringify(event.metadata);
      const bytes = Buffer.byteLength(data) + Buffer.byteLength(metadata);
      if (bytes > MAX_EVENT_BYTES)
        return Effect.fail(new EventTooLarge({ streamId, type: event.type, bytes }));
      out.push({ data, metadata });
    }
    return Effect.succeed(out);
  });

const isExactZero = (expected: ExpectedVersion) => expected.kind === 'exact' && expected.version === 0n;

const isUniqueViolation = (error: SqlError.SqlError) =>
  (error.cause as { code?: string } | undefined)?.code === '23505';

export const EventStoreLive = (upcasters: ReadonlyArray<Upcaster> = []) =>
  Layer.effect(EventStore, makeEventStore(upcasters));
