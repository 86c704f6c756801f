// The domain's EventStore on PostgreSQL (or PGlite): @market-muse/eventstore's appends and reads, the inline
// read models applied in the append's transaction (read-your-writes), and a command's unit of work as one
// short transaction, retried a bounded number of times when a concurrent writer got there first (a version
// conflict, or a unique key, serialization failure or deadlock the database reports). Committed events are
// announced on the in-process bus after commit, so the asynchronous read models wake without polling.
import { SqlClient, SqlError } from '@effect/sql';
import {
  type CommandContext,
  currentCorrelationId,
  EventStore as DomainEventStore,
  type EventStoreService as DomainEventStoreService,
  EventStoreError,
  EventTooLarge,
  retryConflicts,
  type StreamAppend,
  WrongExpectedVersion,
} from '@market-muse/domain';
import {
  currentSchemaVersion,
  type DomainEvent,
  EventBus,
  EventStore,
  type EventStoreService,
  InlineProjections,
  isConcurrentWriteError,
  type NewEvent,
  type StoredEvent,
  EventTooLarge as StoreEventTooLarge,
  WrongExpectedVersion as StoreWrongExpectedVersion,
} from '@market-muse/eventstore';
import { Effect, FiberRef, Layer } from 'effect';

/** The events a unit of work committed, announced on the bus once its transaction is done. */
const appendedInUnit = FiberRef.unsafeMake<Array<StoredEvent> | null>(null);

const newEvent = (store: EventStoreService, event: DomainEvent, context: CommandContext): NewEvent => ({
  eventId: crypto.randomUUID(),
  type: event.type,
  schemaVersion: currentSchemaVersion(store.upcasters, event.type),
  data: event.data,
  metadata: {
    userId: context.userId,
    correlationId: context.correlationId,
    causationId: context.causationId ?? null,
    recordedAt: context.now.toISOString(),
  },
});

/** The command's context, carrying the correlation id of the request it runs in, if any. */
const inCorrelation = (context: CommandContext) =>
  Effect.map(FiberRef.get(currentCorrelationId), (correlationId) =>
    correlationId ? { ...context, correlationId } : context,
  );

/** A database failure, as the domain's store failure; one a concurrent writer caused says so. */
const storeFailure = (cause: SqlError.SqlError) =>
  new EventStoreError({ cause, concurrentWrite: isConcurrentWriteError(cause) });

/** A database failure is the store's failure; a version conflict and an oversized event stay what they are. */
const storeErrors = <A>(
  effect: Effect.Effect<A, StoreWrongExpectedVersion | StoreEventTooLarge | SqlError.SqlError>,
): Effect.Effect<A, WrongExpectedVersion | EventTooLarge | EventStoreError> =>
  Effect.catchAll(effect, (error) =>
    Effect.fail(
      error instanceof StoreWrongExpectedVersion
        ? new WrongExpectedVersion({
            streamId: error.streamId,
            expected: error.expected,
            actual: error.actual,
          })
        : error instanceof StoreEventTooLarge
          ? new EventTooLarge({ streamId: error.streamId, type: error.type, bytes: error.bytes })
          : storeFailure(error),
    ),
  );

const readErrors = <A>(effect: Effect.Effect<A, SqlError.SqlError>) => Effect.mapError(effect, storeFailure);

/**
 * What makes a unit run again: a version conflict, or a failure another transaction's concurrent write
 * caused, whether met by an append (wrapped as the store's failure) or raw at the transaction's begin or
 * commit (a serialization failure is reported there).
 */
const isConflict = (error: unknown) =>
  error instanceof WrongExpectedVersion ||
  (error instanceof SqlError.SqlError && isConcurrentWriteError(error)) ||
  (error instanceof EventStoreError &&
    (error.concurrentWrite === true ||
      (error.cause instanceof SqlError.SqlError && isConcurrentWriteError(error.cause))));

export const makePostgresEventStore = Effect.gen(function* () {
  const store = yield* EventStore;
  const inline = yield* InlineProjections;
  const sql = yield* SqlClient.SqlClient;
  const bus = yield* EventBus;

  /** Inline projections run in the append's transaction; the unit remembers the events for the bus. */
  const applied = (stored: ReadonlyArray<StoredEvent>) =>
    Effect.gen(function* () {
      if (stored.length === 0) return;
      yield* inline.apply(stored);
      const collected = yield* FiberRef.get(appendedInUnit);
      collected?.push(...stored);
    });

  const appendMany = (appends: ReadonlyArray<StreamAppend>, commanded: CommandContext) =>
    storeErrors(
      Effect.gen(function* () {
        const context = yield* inCorrelation(commanded);
        const results = yield* store.appendMany(
          appends.map((append) => ({
            streamId: append.stream.id,
            streamType: append.stream.type,
            events: append.events.map((event) => newEvent(store, event, context)),
            expected: append.expected,
          })),
        );
        yield* applied(results.flatMap((result) => (result.duplicate ? [] : result.events)));
      }),
    );

  const service: DomainEventStoreService = {
    readStream: (streamId) => readErrors(store.readStream(streamId)),
    readStreams: (streamIds) => readErrors(store.readStreams(streamIds)),
    append: (append, commanded) =>
      storeErrors(
        Effect.gen(function* () {
          const context = yield* inCorrelation(commanded);
          const result = yield* store.append(
            append.stream.id,
            append.stream.type,
            append.events.map((event) => newEvent(store, event, context)),
            append.expected,
          );
          if (!result.duplicate) yield* applied(result.events);
        }),
      ),
    appendMany,
    unitOfWork: <A, E, R>(body: Effect.Effect<A, E, R>) =>
      Effect.gen(function* () {
        const collected: Array<StoredEvent> = [];
        const attempt = Effect.suspend(() => {
          collected.length = 0;
          return sql.withTransaction(body);
        }).pipe(Effect.locally(appendedInUnit, collected));
        const result = yield* retryConflicts(attempt, isConflict).pipe(
          // Beginning or committing the transaction failed: the store's failure, like any other.
          Effect.catchIf(
            (error): error is SqlError.SqlError => error instanceof SqlError.SqlError,
            (cause) => Effect.fail(storeFailure(cause)),
          ),
        );
        yield* bus.publish(collected);
        return result;
      }) as Effect.Effect<A, E | WrongExpectedVersion | EventStoreError, R>,
  };
  return service;
});

/**
 * The domain's EventStore over PostgreSQL. Needs the event store, the inline projections (none in
 * command-only tests), the SQL client and the event bus.
 */
export const PostgresEventStoreLive = Layer.effect(DomainEventStore, makePostgresEventStore);
