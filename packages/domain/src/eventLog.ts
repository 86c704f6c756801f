// The EventStore over an append-only log that can write a batch atomically: what demo mode keeps in
// IndexedDB and the tests keep in memory. A unit of work reads the log once, keeps its appends to itself,
// and commits them in one write that first checks that no stream it appended to has moved since it read
// (optimistic concurrency, as on PostgreSQL); a unit that lost the race runs again on fresh state. An event
// over MAX_EVENT_BYTES is refused at its append, as PostgreSQL's store refuses it.
import { MAX_EVENT_BYTES } from '@market-muse/contracts/requests';
import { Effect, FiberRef } from 'effect';
import type { DomainEvent } from './decider.ts';
import {
  type CommandContext,
  type EventStoreError,
  type EventStoreService,
  EventTooLarge,
  type ExpectedVersion,
  eventBytes,
  retryConflicts,
  type StreamAppend,
  type StreamEvent,
  versionMatches,
  WrongExpectedVersion,
} from './eventStore.ts';

/** One event as the log keeps it. */
export interface LoggedEvent {
  readonly streamId: string;
  readonly streamType: string;
  readonly type: string;
  readonly data: unknown;
  /** When the command that appended it ran (its context's `now`), ISO. */
  readonly recordedAt: string;
}

/** An append waiting for its unit's commit, with the version it was decided at. */
export interface PendingAppend {
  readonly streamId: string;
  readonly expected: ExpectedVersion;
  readonly events: ReadonlyArray<LoggedEvent>;
}

export interface EventLog {
  /** Every event, oldest first. */
  readonly read: Effect.Effect<ReadonlyArray<LoggedEvent>, EventStoreError>;
  /**
   * Writes the appends' events in one atomic write, after checking them in order against the log as it is
   * then (`checkAppends`); on a mismatch it writes nothing and fails with WrongExpectedVersion.
   */
  readonly commit: (
    appends: ReadonlyArray<PendingAppend>,
  ) => Effect.Effect<void, WrongExpectedVersion | EventStoreError>;
}

/** How many events each stream of the log holds: its version. */
export const streamVersions = (log: ReadonlyArray<Pick<LoggedEvent, 'streamId'>>) => {
  const versions = new Map<string, bigint>();
  for (const event of log) versions.set(event.streamId, (versions.get(event.streamId) ?? 0n) + 1n);
  return versions;
};

/** The first append (in order) whose expected version the streams do not meet, as the error to fail with. */
export const checkAppends = (
  versions: ReadonlyMap<string, bigint>,
  appends: ReadonlyArray<PendingAppend>,
): WrongExpectedVersion | null => {
  const after = new Map(versions);
  for (const append of appends) {
    const actual = after.get(append.streamId) ?? null;
    if (!versionMatches(append.expected, actual))
      return new WrongExpectedVersion({ streamId: append.streamId, expected: append.expected, actual });
    after.set(append.streamId, (actual ?? 0n) + BigInt(append.events.length));
  }
  return null;
};

interface Unit {
  snapshot: ReadonlyArray<LoggedEvent> | null;
  readonly pending: PendingAppend[];
}

const currentUnit = FiberRef.unsafeMake<Unit | null>(null);

const toLogged = (append: StreamAppend, context: CommandContext): PendingAppend => ({
  streamId: append.stream.id,
  expected: append.expected,
  events: append.events.map((event: DomainEvent) => ({
    streamId: append.stream.id,
    streamType: append.stream.type,
    type: event.type,
    data: event.data,
    recordedAt: context.now.toISOString(),
  })),
});

/** The first event over MAX_EVENT_BYTES, as the error to fail the append with (the log's metadata is its time). */
const tooLarge = (appends: ReadonlyArray<PendingAppend>): EventTooLarge | null => {
  for (const append of appends)
    for (const event of append.events) {
      const bytes = eventBytes(event.data, { recordedAt: event.recordedAt });
      if (bytes > MAX_EVENT_BYTES)
        return new EventTooLarge({ streamId: event.streamId, type: event.type, bytes });
    }
  return null;
};

const streamOf = (events: ReadonlyArray<LoggedEvent>, streamId: string): StreamEvent[] =>
  events
    .filter((e) => e.streamId === streamId)
    .map((e, index) => ({ type: e.type, data: e.data as object, streamVersion: BigInt(index + 1) }));

export const logEventStore = (log: EventLog): EventStoreService => {
  /** What this fiber sees: the unit's snapshot and its own appends, or the log as it is now. */
  const visible = Effect.gen(function* () {
    const unit = yield* FiberRef.get(currentUnit);
    if (!unit) return yield* log.read;
    unit.snapshot ??= yield* log.read;
    return [...unit.snapshot, ...unit.pending.flatMap((append) => append.events)];
  });

  const appendAll = (appends: ReadonlyArray<StreamAppend>, context: CommandContext) =>
    Effect.gen(function* () {
      const pending = appends.map((append) => toLogged(append, context));
      const large = tooLarge(pending);
      if (large) return yield* Effect.fail(large);
      const unit = yield* FiberRef.get(currentUnit);
      if (!unit) return yield* log.commit(pending);
      // Checked now against what the unit read, as PostgreSQL checks at the append; the commit checks again
      // against the log, in case another writer got there since.
      const conflict = checkAppends(streamVersions(yield* visible), pending);
      if (conflict) return yield* Effect.fail(conflict);
      unit.pending.push(...pending);
    });

  return {
    readStream: (streamId) => Effect.map(visible, (events) => streamOf(events, streamId)),
    readStreams: (streamIds) =>
      Effect.map(visible, (events) => {
        const streams = new Map<string, ReadonlyArray<StreamEvent>>();
        for (const id of new Set(streamIds)) {
          const stream = streamOf(events, id);
          if (stream.length > 0) streams.set(id, stream);
        }
        return streams;
      }),
    append: (append, context) => appendAll([append], context),
    appendMany: appendAll,
    unitOfWork: (body) =>
      Effect.flatMap(FiberRef.get(currentUnit), (outer) =>
        // A unit inside a unit joins it: everything commits with the outermost one.
        outer
          ? body
          : retryConflicts(
              Effect.suspend(() => {
                const unit: Unit = { snapshot: null, pending: [] };
                return Effect.locally(body, currentUnit, unit).pipe(
                  Effect.tap(() => (unit.pending.length === 0 ? Effect.void : log.commit(unit.pending))),
                );
              }),
            ),
      ),
  };
};
