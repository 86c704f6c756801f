import { SqlClient, type SqlError } from '@effect/sql';
import {
  currentSchemaVersion,
  type DomainEvent,
  EventBus,
  EventStore,
  type EventStoreService,
  ExpectedVersion,
  InlineProjections,
  isConcurrentWriteError,
  type NewEvent,
  type StoredEvent,
  WrongExpectedVersion,
} from '@market-muse/eventstore';
import { Effect, FiberRef, Schedule } from 'effect';
import { type Decider, DomainError, fold } from './decider.ts';

/** Who sent a command and when; becomes every event's metadata. */
export interface CommandContext {
  readonly userId: string | null;
  readonly correlationId: string;
  readonly causationId?: string | null | undefined;
  readonly now: Date;
}

export const commandContext = (userId: string | null, now = new Date()): CommandContext => ({
  userId,
  correlationId: crypto.randomUUID(),
  causationId: null,
  now,
});

const appendedInUnit = FiberRef.unsafeMake<Array<StoredEvent> | null>(null);

/**
 * Appends domain events to a stream and applies the inline projections in the same transaction.
 * Must run inside `transact` (or another transaction) so events and read models commit together.
 */
export const appendEvents = (
  streamId: string,
  streamType: string,
  events: ReadonlyArray<DomainEvent>,
  expected: ExpectedVersion,
  context: CommandContext,
) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const inline = yield* InlineProjections;
    const result = yield* store.append(
      streamId,
      streamType,
      events.map((event) => newEvent(store, event, context)),
      expected,
    );
    if (!result.duplicate) {
      yield* inline.apply(result.events);
      const collected = yield* FiberRef.get(appendedInUnit);
      collected?.push(...result.events);
    }
    return result;
  });

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

/** One stream's command in `handleMany`. */
export interface StreamCommand<Command> {
  readonly stream: { readonly id: string; readonly type: string };
  readonly command: Command;
}

/**
 * `handle` for many streams of one decider at once, as a unit's fan-out (a roadmap's tasks): one read of
 * all the streams (none when `fresh`: their ids were just made, so they are new), a decision per stream,
 * one append and one pass of the inline projections over all the events, instead of a read, an append
 * and the projections' statements per stream. A broken rule in any stream fails the whole unit.
 */
export const handleMany = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  items: ReadonlyArray<StreamCommand<Command>>,
  context: CommandContext,
  options: { readonly fresh?: boolean } = {},
) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const inline = yield* InlineProjections;
    const histories = options.fresh
      ? new Map<string, ReadonlyArray<StoredEvent>>()
      : yield* store.readStreams(items.map((item) => item.stream.id));
    const decided: Array<{ events: ReadonlyArray<Event>; state: State; version: bigint }> = [];
    for (const item of items) {
      const { state, version } = stateOf(decider, histories.get(item.stream.id) ?? []);
      const events = yield* decideSafely(decider, item.command, state);
      decided.push({ events, state, version });
    }
    const appends = items.flatMap((item, i) => {
      const { events, version } = decided[i]!;
      return events.length === 0
        ? []
        : [
            {
              streamId: item.stream.id,
              streamType: item.stream.type,
              events: events.map((event) => newEvent(store, event, context)),
              expected: version === 0n ? ExpectedVersion.noStream : ExpectedVersion.exact(version),
            },
          ];
    });
    const results = yield* store.appendMany(appends);
    const stored = results.flatMap((result) => result.events);
    if (stored.length > 0) {
      yield* inline.apply(stored);
      const collected = yield* FiberRef.get(appendedInUnit);
      collected?.push(...stored);
    }
    return decided.map(({ events, state }) => ({ events, state: events.reduce(decider.evolve, state) }));
  });

export const readState = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  streamId: string,
) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    return stateOf(decider, yield* store.readStream(streamId));
  });

/** A stream's history folded by its decider, with the version an append must expect. */
const stateOf = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  history: ReadonlyArray<StoredEvent>,
) => ({
  state: fold(
    decider,
    history.map((e) => ({ type: e.type, data: e.data }) as unknown as Event),
  ),
  version: history.length === 0 ? 0n : history[history.length - 1]!.streamVersion,
  exists: history.length > 0,
});

/** Runs a pure `decide`, turning a thrown DomainError into a typed failure (anything else is a defect). */
export const decideSafely = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  command: Command,
  state: State,
): Effect.Effect<ReadonlyArray<Event>, DomainError> =>
  Effect.suspend(() => {
    try {
      return Effect.succeed(decider.decide(command, state));
    } catch (error) {
      return error instanceof DomainError ? Effect.fail(error) : Effect.die(error);
    }
  });

/**
 * Reads a stream, folds it, decides and appends at the version read: a concurrent writer makes the append
 * fail with WrongExpectedVersion, and `transact` retries the whole unit on fresh state.
 */
export const handle = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  stream: { readonly id: string; readonly type: string },
  command: Command,
  context: CommandContext,
) =>
  Effect.gen(function* () {
    const { state, version } = yield* readState(decider, stream.id);
    const events = yield* decideSafely(decider, command, state);
    if (events.length === 0) return { events, state };
    yield* appendEvents(stream.id, stream.type, events, ExpectedVersion.exact(version), context);
    return { events, state: events.reduce(decider.evolve, state) };
  });

/** A concurrent writer got there first: the whole unit runs again on fresh state. */
const isConflict = (error: unknown) =>
  error instanceof WrongExpectedVersion ||
  ((error as { _tag?: unknown } | null)?._tag === 'SqlError' &&
    isConcurrentWriteError(error as SqlError.SqlError));

/**
 * Retries of a conflicting unit: up to 7 more attempts, backing off from 10 ms (jittered, about 1.3 s in
 * all), so a burst of writers on one stream takes turns; what still conflicts after that fails and the
 * caller answers 409.
 */
export const CONFLICT_RETRIES = Schedule.intersect(
  Schedule.recurs(7),
  Schedule.jittered(Schedule.exponential('10 millis')),
);

/**
 * One command's unit of work: a short transaction, retried a bounded number of times on optimistic
 * concurrency conflicts; committed events are announced on the in-process bus after commit.
 */
export const transact = <A, E, R>(body: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const bus = yield* EventBus;
    const collected: Array<StoredEvent> = [];
    const attempt = Effect.suspend(() => {
      collected.length = 0;
      return sql.withTransaction(body);
    }).pipe(Effect.locally(appendedInUnit, collected));
    const result = yield* attempt.pipe(Effect.retry({ while: isConflict, schedule: CONFLICT_RETRIES }));
    yield* bus.publish(collected);
    return result;
  }) as Effect.Effect<A, E | SqlError.SqlError, R | SqlClient.SqlClient | EventBus>;
