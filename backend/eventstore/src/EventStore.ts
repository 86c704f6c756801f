import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { SqlClient, type SqlError } from '@effect/sql';
import { Context, Effect, Layer } from 'effect';
import { KeyEncryptionKeysRef } from './keyWrapping.ts';
import { envelopesOf, OFF_THREAD_MIN, openOffThread } from './openingThread.ts';
import {
  noPersonalData,
  openPersonalFields,
  type PersonalDataPolicy,
  sealedSubjectsOf,
  sealPersonalFields,
  subjectOf,
} from './personalData.ts';
import { readKeysOf, writeKeysOf } from './subjectKeys.ts';
import {
  type AppendResult,
  Checkpoint,
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
  /**
   * Events as stored (personal fields encrypted, at the schema version they were written with), neither
   * opened nor upcast: for a reader that passes events on (the Kafka relay), so they leave the database only
   * in the form that is erased with the key; whoever receives them calls `open`.
   */
  readonly sealed?: boolean | undefined;
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
  /**
   * The last event in reader order of a transaction older than every one still running: every event up to
   * it is committed and seen by any later read. A reader of some types that read every one of them after its
   * checkpoint may move the checkpoint here, so its next read does not walk again the other types' events.
   * Read it before those events: that read's horizon is then at or after this one's.
   */
  readonly safeHead: Effect.Effect<Checkpoint | null, SqlError.SqlError>;
  /** Every event recorded at or before a time, in global order (point-in-time views, analysts). */
  readonly readAllUntil: (
    until: Date,
    filter: { readonly userId?: string | undefined },
  ) => Effect.Effect<ReadonlyArray<StoredEvent>, SqlError.SqlError>;
  /**
   * Destroys a subject's key (crypto-shredding): from then on every personal field of theirs reads as its
   * erased value, wherever the event went. Idempotent; a subject without a key gets a destroyed one.
   */
  readonly destroyKey: (subjectId: string) => Effect.Effect<void, SqlError.SqlError>;
  /**
   * Opens events read elsewhere (a Kafka topic, a sealed read): encrypted fields decrypted with their
   * subjects' current keys, or their erased values when a key is gone, then upcast to the current version.
   */
  readonly open: (
    events: ReadonlyArray<StoredEvent>,
  ) => Effect.Effect<ReadonlyArray<StoredEvent>, SqlError.SqlError>;
  /**
   * Events as stored, upcast to the current version with their personal fields left sealed: for a reader
   * that reads no personal field (an analytics model), which then costs no key lookup and no decryption.
   */
  readonly upcastSealed: (events: ReadonlyArray<StoredEvent>) => ReadonlyArray<StoredEvent>;
  /**
   * Seals opened events again, as an append would (a reader that must change an event before passing it
   * on: the relay withholds fields from the topic).
   */
  readonly seal: (
    events: ReadonlyArray<StoredEvent>,
  ) => Effect.Effect<ReadonlyArray<StoredEvent>, SqlError.SqlError>;
  /**
   * One user's events (those recorded with the user in their metadata), in global order, a page at a time
   * after a global position: a person's export reads them in constant memory.
   */
  readonly readUserEvents: (options: {
    readonly userId: string;
    readonly after: bigint;
    readonly limit: number;
  }) => Effect.Effect<ReadonlyArray<StoredEvent>, SqlError.SqlError>;
  readonly upcasters: UpcasterRegistry;
  readonly personalData: PersonalDataPolicy;
}

export class EventStore extends Context.Tag('@market-muse/EventStore')<EventStore, EventStoreService>() {}

/**
 * Events as stored, made current, with personal fields opened only in the events of `types` (the ones whose
 * personal fields the reader reads); the others are upcast with their envelope left sealed. Decrypting is
 * most of what reading a page costs a reader of no personal field, so it pays only for what it reads.
 */
export const openTypes = (events: ReadonlyArray<StoredEvent>, types: ReadonlySet<string>) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const personal = events.filter((e) => types.has(e.type));
    if (personal.length === 0) return store.upcastSealed(events);
    const opened = new Map((yield* store.open(personal)).map((e) => [e.globalPosition, e] as const));
    return store.upcastSealed(events).map((e) => opened.get(e.globalPosition) ?? e);
  });

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
  /** Milliseconds since the epoch (as a number, or its text): cheaper to read than a timestamp's text. */
  readonly created_at_ms: number | string;
}

// The time travels as milliseconds since the epoch, truncated as a Date holds it: the driver's parsing of a
// timestamp's text was a twentieth of a rebuild's reading.
// The stream's row is read only for events stored before each event carried its stream's type.
const eventColumns = `e.global_position::text as global_position, e.transaction_id::text as transaction_id,
  e.stream_id, coalesce(e.stream_type, (select s.stream_type from mm_streams s where s.stream_id = e.stream_id))
  as stream_type, e.stream_version::text as stream_version, e.event_id::text as event_id, e.type,
  e.schema_version, e.data, e.metadata, floor(extract(epoch from e.created_at) * 1000)::float8 as created_at_ms`;

export const makeEventStore = (
  upcasters: ReadonlyArray<Upcaster> = [],
  personalData: PersonalDataPolicy = noPersonalData,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const registry = makeUpcasterRegistry(upcasters);

    const keks = yield* KeyEncryptionKeysRef;

    // Writers keep the keys they used, so an append by someone already met costs no extra round trip: a
    // unit of work's appends (and a busy person's next ones) find the key here. Bounded, oldest first out,
    // so a long-running server does not hold every person's key. A key never changes until destroyed, and
    // an event a writer encrypts with a key destroyed meanwhile by another process is simply erased
    // already. Readers never cache keys, so a destroyed key stops decrypting everywhere at once.
    const writeKeys = new Map<string, KeyObject>();
    const keysFor = (subjects: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const missing = subjects.filter((s) => !writeKeys.has(s));
        if (missing.length > 0) {
          const found = yield* writeKeysOf(sql, keks, missing);
          for (const [subject, key] of found) {
            // A destroyed key: encrypt with one nobody keeps, so what a late writer records is erased at once.
            writeKeys.set(subject, key ?? createSecretKey(randomBytes(32)));
            if (writeKeys.size > WRITE_KEYS_KEPT) writeKeys.delete(writeKeys.keys().next().value!);
          }
        }
        return new Map(subjects.map((s) => [s, writeKeys.get(s)!] as const));
      });

    /** The events with their personal fields sealed in one envelope each, under their subject's key. */
    const protect = <E extends Pick<NewEvent, 'eventId' | 'type' | 'data'>>(events: ReadonlyArray<E>) =>
      Effect.gen(function* () {
        const subjects = events.map((e) => subjectOf(personalData, e.type, e.data));
        if (subjects.every((s) => s === null)) return events;
        const keys = yield* keysFor([...new Set(subjects.filter((s): s is string => s !== null))]);
        return events.map((e, i): E => {
          const subject = subjects[i];
          if (!subject) return e;
          return {
            ...e,
            data: sealPersonalFields(personalData, keys.get(subject)!, subject, e.eventId, e.type, e.data),
          };
        });
      });

    const upcastSealed: EventStoreService['upcastSealed'] = (stored) =>
      stored.map((event): StoredEvent => {
        const current = upcast(registry, event.type, event.schemaVersion, event.data);
        return current.schemaVersion === event.schemaVersion
          ? event
          : { ...event, schemaVersion: current.schemaVersion, data: current.data };
      });

    const destroyKey: EventStoreService['destroyKey'] = (subjectId) =>
      sql`insert into mm_personal_keys (subject_id, key, destroyed_at) values (${subjectId}, null, now())
          on conflict (subject_id) do update set key = null, kek_id = null,
            destroyed_at = coalesce(mm_personal_keys.destroyed_at, now())`.pipe(
        Effect.tap(() => Effect.sync(() => writeKeys.delete(subjectId))),
        Effect.asVoid,
      );

    /**
     * Events as stored, made current: personal fields opened with their subjects' current keys (or their
     * erased values), then upcast, so an upcaster sees the fields it moves as a reader would.
     */
    const open: EventStoreService['open'] = (stored) =>
      Effect.gen(function* () {
        const subjects = stored.flatMap((event) => sealedSubjectsOf(event.data));
        const keys =
          subjects.length > 0 ? yield* readKeysOf(sql, keks, subjects) : new Map<string, KeyObject>();
        const opened =
          subjects.length >= OFF_THREAD_MIN ? yield* openOffThread(keys, envelopesOf(stored)) : null;
        return stored.map((event): StoredEvent => {
          const data = openPersonalFields(
            personalData,
            (s) => keys.get(s),
            event.eventId,
            event.type,
            event.data,
            opened ?? undefined,
          );
          const current = upcast(registry, event.type, event.schemaVersion, data);
          return { ...event, schemaVersion: current.schemaVersion, data: current.data };
        });
      });

    const readRows = (rows: ReadonlyArray<EventRow>) => open(rows.map(toStored));

    /** A row as stored: personal fields sealed, at the schema version it was written with. */
    const toStored = (row: EventRow): StoredEvent => ({
      globalPosition: BigInt(row.global_position),
      transactionId: BigInt(row.transaction_id),
      streamId: row.stream_id,
      streamType: row.stream_type,
      streamVersion: BigInt(row.stream_version),
      eventId: row.event_id,
      type: row.type,
      schemaVersion: row.schema_version,
      data: row.data,
      metadata: row.metadata,
      createdAt: new Date(Number(row.created_at_ms)),
    });

    const append: EventStoreService['append'] = (streamId, streamType, events, expected) =>
      Effect.gen(function* () {
        if (events.length === 0) {
          return yield* Effect.dieMessage('append needs at least one event');
        }
        const count = events.length;
        const ids = events.map((e) => e.eventId);
        const serialised = yield* serialise(streamId, yield* protect(events));
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
              returning s.version, s.stream_type`
          : sql`update mm_streams s set version = s.version + ${count}, updated_at = now()
              where s.stream_id = ${streamId} and (${exact}::bigint is null or s.version = ${exact}::bigint)
                and not exists (select 1 from existing)
              returning s.version, s.stream_type`;
        // The events written (or, for a duplicate, found) come back as one row of comma-separated lists in
        // stream order, not a row each: the driver parses one row instead of a hundred (each with a date).
        // An append's events share one transaction and so one transaction id and time.
        const [written] = yield* sql<{
          positions: string | null;
          versions: string;
          event_ids: string;
          transaction_id: string;
          created_at: Date;
          duplicate: boolean;
        }>`
          with existing as (
            select 1 from mm_events where event_id = ${ids[0]}::uuid
          ),
          bumped as (${bump}),
          inserted as (
            insert into mm_events (stream_id, stream_type, stream_version, event_id, type, schema_version, data, metadata)
            select ${streamId}, b.stream_type, b.version - ${count} + e.ord, e.id, e.type, e.schema_version, e.data, e.metadata
            from bumped b,
              unnest(${ids}::uuid[], ${params.types}::text[], ${params.versions}::int[],
                     ${params.data}::jsonb[], ${params.metadata}::jsonb[])
                with ordinality as e(id, type, schema_version, data, metadata, ord)
            returning global_position, transaction_id, stream_version, event_id, created_at
          ),
          found as (
            select global_position, transaction_id, stream_version, event_id, created_at, false as duplicate
            from inserted
            union all
            select global_position, transaction_id, stream_version, event_id, created_at, true as duplicate
            from mm_events where event_id = any(${ids}::uuid[]) and exists (select 1 from existing)
          )
          select string_agg(global_position::text, ',' order by stream_version) as positions,
            string_agg(stream_version::text, ',' order by stream_version) as versions,
            string_agg(event_id::text, ',' order by stream_version) as event_ids,
            min(transaction_id::text) as transaction_id, min(created_at) as created_at,
            bool_or(duplicate) as duplicate
          from found`.pipe(
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
        if (!written?.positions) {
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
        const positions = written.positions.split(',');
        const versions = written.versions.split(',');
        const eventIds = written.event_ids.split(',');
        const byId = new Map(events.map((e) => [e.eventId, e]));
        const stored = positions.map((position, i) =>
          storedEvent(
            {
              global_position: position,
              transaction_id: written.transaction_id,
              stream_version: versions[i]!,
              event_id: eventIds[i]!,
              created_at: written.created_at,
            },
            streamId,
            streamType,
            byId.get(eventIds[i]!),
          ),
        );
        return {
          streamId,
          nextVersion: stored[stored.length - 1]!.streamVersion,
          events: stored,
          duplicate: written.duplicate,
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
        const protectedEvents = yield* protect(appends.flatMap((a) => a.events));
        let offset = 0;
        const serialised = yield* Effect.forEach(appends, (a) => {
          const own = protectedEvents.slice(offset, offset + a.events.length);
          offset += a.events.length;
          return serialise(a.streamId, own);
        });
        const events = appends.flatMap((a, n) =>
          a.events.map((e, i) => ({ streamId: a.streamId, ord: i + 1, e, json: serialised[n]![i]! })),
        );
        // New streams are inserted (a taken id inserts nothing), existing ones bumped only at their expected
        // version; events are written for the streams that passed, in input order. Fewer streams than asked
        // for means a conflict, and the caller's transaction rolls back what was written.
        // Answered as one row of lists, as append is.
        const [answer] = yield* sql<{
          count: string;
          positions: string | null;
          versions: string;
          event_ids: string;
          transaction_id: string;
          created_at: Date;
          written_streams: string | null;
        }>`
          with input as (
            select * from unnest(${appends.map((a) => a.streamId)}::text[], ${appends.map((a) => a.streamType)}::text[],
              ${appends.map((a) => a.events.length)}::int[], ${expected}::bigint[]) as i(stream_id, stream_type, count, expected)
          ),
          created as (
            insert into mm_streams as s (stream_id, stream_type, version)
            select stream_id, stream_type, count from input where expected = 0
            on conflict (stream_id) do nothing
            returning s.stream_id, s.stream_type, s.version
          ),
          bumped as (
            update mm_streams s set version = s.version + i.count, updated_at = now()
            from input i where s.stream_id = i.stream_id and i.expected > 0 and s.version = i.expected
            returning s.stream_id, s.stream_type, s.version
          ),
          written as (
            select stream_id, stream_type, version from created
            union all select stream_id, stream_type, version from bumped
          ),
          inserted as (
            insert into mm_events (stream_id, stream_type, stream_version, event_id, type, schema_version, data, metadata)
            select e.stream_id, w.stream_type, w.version - i.count + e.ord, e.id, e.type, e.schema_version, e.data, e.metadata
            from unnest(${events.map((x) => x.streamId)}::text[], ${events.map((x) => x.ord)}::int[],
                   ${events.map((x) => x.e.eventId)}::uuid[], ${events.map((x) => x.e.type)}::text[],
                   ${events.map((x) => x.e.schemaVersion)}::int[], ${events.map((x) => x.json.data)}::jsonb[],
                   ${events.map((x) => x.json.metadata)}::jsonb[])
                 with ordinality as e(stream_id, ord, id, type, schema_version, data, metadata, n)
              join written w using (stream_id)
              join input i using (stream_id)
            order by e.n
            returning global_position, transaction_id, stream_version, event_id, created_at
          )
          select count(*)::text as count,
            string_agg(global_position::text, ',' order by global_position) as positions,
            string_agg(stream_version::text, ',' order by global_position) as versions,
            string_agg(event_id::text, ',' order by global_position) as event_ids,
            min(transaction_id::text) as transaction_id, min(created_at) as created_at,
            (select string_agg(stream_id, ',') from written) as written_streams
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
        if (!answer?.positions || Number(answer.count) !== events.length) {
          const written = new Set(answer?.written_streams?.split(',') ?? []);
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
        const positions = answer.positions.split(',');
        const versions = answer.versions.split(',');
        const byId = new Map(
          answer.event_ids.split(',').map((eventId, i) => [
            eventId,
            {
              global_position: positions[i]!,
              transaction_id: answer.transaction_id,
              stream_version: versions[i]!,
              event_id: eventId,
              created_at: answer.created_at,
            },
          ]),
        );
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
        : sql<EventRow>`select ${sql.unsafe(eventColumns)} from mm_events e
            where e.stream_id = any(${streamIds as string[]}::text[]) order by e.stream_id, e.stream_version`.pipe(
            Effect.flatMap(readRows),
            Effect.map((rows) => {
              const streams = new Map<string, StoredEvent[]>(streamIds.map((id) => [id, []]));
              for (const event of rows) streams.get(event.streamId)?.push(event);
              return streams;
            }),
          );

    const readStream: EventStoreService['readStream'] = (streamId) =>
      sql<EventRow>`select ${sql.unsafe(eventColumns)} from mm_events e
        where e.stream_id = ${streamId} order by e.stream_version`.pipe(Effect.flatMap(readRows));

    const readAll: EventStoreService['readAll'] = ({
      after,
      limit,
      types,
      visibility = 'safe',
      sealed = false,
    }) =>
      sql<EventRow>`select ${sql.unsafe(eventColumns)} from mm_events e
        where (e.transaction_id, e.global_position) > (${after.transactionId.toString()}::xid8, ${after.globalPosition.toString()}::bigint)
          ${visibility === 'safe' ? sql`and e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())` : sql``}
          ${types ? sql`and e.type = any(${types as string[]}::text[])` : sql``}
        order by e.transaction_id, e.global_position
        limit ${limit}`.pipe(
        Effect.flatMap((rows) => (sealed ? Effect.succeed(rows.map(toStored)) : readRows(rows))),
      );

    // The output's names differ from the columns': ordered by a column's name, the text would be sorted.
    const safeHead: EventStoreService['safeHead'] = sql<{ tx: string; pos: string }>`
      select transaction_id::text as tx, global_position::text as pos from mm_events
      where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      order by transaction_id desc, global_position desc limit 1`.pipe(
      Effect.map(([row]) =>
        row ? Checkpoint.of({ transactionId: BigInt(row.tx), globalPosition: BigInt(row.pos) }) : null,
      ),
    );

    const readAllUntil: EventStoreService['readAllUntil'] = (until, filter) =>
      sql<EventRow>`select ${sql.unsafe(eventColumns)} from mm_events e
        where e.created_at <= ${until}
          ${filter.userId ? sql`and e.metadata->>'userId' = ${filter.userId}` : sql``}
        order by e.global_position`.pipe(Effect.flatMap(readRows));

    // A page walks the (user, position) index from `after` and stops at `limit`. The planner guesses a
    // person holds a few hundred events (it knows users in general, not this one) and would rather gather
    // every event of theirs after `after` and sort them: for the long history an export reads, each page
    // then costs the whole rest of it. Bitmap scans and sorts are off for this one statement's transaction.
    const readUserEvents: EventStoreService['readUserEvents'] = ({ userId, after, limit }) =>
      sql
        .withTransaction(
          Effect.zipRight(
            sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`,
            sql<EventRow>`select ${sql.unsafe(eventColumns)}
              from (select * from mm_events
                    where metadata->>'userId' = ${userId} and global_position > ${after.toString()}::bigint
                    order by metadata->>'userId', global_position limit ${limit}) e
              order by e.global_position`,
          ),
        )
        .pipe(Effect.flatMap(readRows));

    return EventStore.of({
      readUserEvents,
      append,
      appendMany,
      readStream,
      readStreams,
      readAll,
      safeHead,
      readAllUntil,
      destroyKey,
      open,
      upcastSealed,
      seal: protect,
      upcasters: registry,
      personalData,
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
    // A unit of work gives its events one metadata object: written out once, not once per event.
    let lastMetadata: unknown = null;
    let metadataJson = '';
    for (const event of events) {
      const data = JSON.stringify(event.data);
      if (event.metadata !== lastMetadata) {
        lastMetadata = event.metadata;
        metadataJson = JSON.stringify(event.metadata);
      }
      const metadata = metadataJson;
      const bytes = Buffer.byteLength(data) + Buffer.byteLength(metadata);
      if (bytes > MAX_EVENT_BYTES)
        return Effect.fail(new EventTooLarge({ streamId, type: event.type, bytes }));
      out.push({ data, metadata });
    }
    return Effect.succeed(out);
  });

/** How many people's keys a writer keeps (a few hundred kilobytes at most). */
const WRITE_KEYS_KEPT = 4096;

const isExactZero = (expected: ExpectedVersion) => expected.kind === 'exact' && expected.version === 0n;

const isUniqueViolation = (error: SqlError.SqlError) =>
  (error.cause as { code?: string } | undefined)?.code === '23505';

export const EventStoreLive = (
  upcasters: ReadonlyArray<Upcaster> = [],
  personalData: PersonalDataPolicy = noPersonalData,
) => Layer.effect(EventStore, makeEventStore(upcasters, personalData));
