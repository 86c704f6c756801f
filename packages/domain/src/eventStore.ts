// The event store as the domain sees it: read streams, append at an expected version, and run a command's
// unit of work (all its appends or none, retried a bounded number of times when another writer got to a
// stream first). The use cases are written against this tag alone; backend/commands provides it over
// PostgreSQL (with the inline read models in the same transaction), demo mode over IndexedDB, and
// @market-muse/domain/testing in memory.
import { Context, Data, Effect, Schedule } from 'effect';
import type { DomainEvent } from './decider.ts';
import { newId } from './ids.ts';

/** A stream: its id, and the type every stream of its aggregate shares. */
export interface StreamName {
  readonly id: string;
  readonly type: string;
}

/** Expected stream version for an append. */
export type ExpectedVersion =
  | { readonly kind: 'any' }
  | { readonly kind: 'no_stream' }
  | { readonly kind: 'stream_exists' }
  | { readonly kind: 'exact'; readonly version: bigint };

export const ExpectedVersion = {
  any: { kind: 'any' } as ExpectedVersion,
  noStream: { kind: 'no_stream' } as ExpectedVersion,
  streamExists: { kind: 'stream_exists' } as ExpectedVersion,
  exact: (version: bigint | number): ExpectedVersion => ({ kind: 'exact', version: BigInt(version) }),
};

/** Whether a stream at `actual` (null: no stream) may be appended to when `expected` was asked for. */
export const versionMatches = (expected: ExpectedVersion, actual: bigint | null) => {
  switch (expected.kind) {
    case 'any':
      return true;
    case 'no_stream':
      return actual === null;
    case 'stream_exists':
      return actual !== null;
    case 'exact':
      return (actual ?? 0n) === expected.version;
  }
};

/** What a person is told when their command lost a race even after the retries (answered as a conflict). */
export const CHANGED_MEANWHILE = 'This was changed at the same time by another request. Please try again.';

/** Another writer appended to the stream first. The unit of work retries; after that, the caller sees it. */
export class WrongExpectedVersion extends Data.TaggedError('WrongExpectedVersion')<{
  readonly streamId: string;
  readonly expected: ExpectedVersion;
  readonly actual: bigint | null;
}> {
  override get message() {
    const expected = this.expected.kind === 'exact' ? String(this.expected.version) : this.expected.kind;
    return `Stream ${this.streamId}: expected version ${expected}, found ${this.actual ?? 'no stream'}`;
  }
}

/** The store could not be read or written (the database, or the browser's storage, failed). */
export class EventStoreError extends Data.TaggedError('EventStoreError')<{
  readonly cause: unknown;
}> {
  override get message() {
    return `The event store failed: ${this.cause instanceof Error ? this.cause.message : String(this.cause)}`;
  }
}

/** Who sent a command and when; becomes every event's metadata. */
export interface CommandContext {
  readonly userId: string | null;
  readonly correlationId: string;
  readonly causationId?: string | null | undefined;
  readonly now: Date;
}

export const commandContext = (userId: string | null, now = new Date()): CommandContext => ({
  userId,
  correlationId: newId(),
  causationId: null,
  now,
});

/** A stream's event as it is read back: its type, payload and place in the stream (1, 2, ...). */
export interface StreamEvent {
  readonly type: string;
  readonly data: object;
  readonly streamVersion: bigint;
}

export interface StreamAppend {
  readonly stream: StreamName;
  readonly events: ReadonlyArray<DomainEvent>;
  readonly expected: ExpectedVersion;
}

export interface EventStoreService {
  /** One stream's events, oldest first (none for a stream never appended to). */
  readonly readStream: (streamId: string) => Effect.Effect<ReadonlyArray<StreamEvent>, EventStoreError>;
  /** Several streams at once (one round trip where the store can); streams with no events are absent. */
  readonly readStreams: (
    streamIds: ReadonlyArray<string>,
  ) => Effect.Effect<ReadonlyMap<string, ReadonlyArray<StreamEvent>>, EventStoreError>;
  /** Appends one stream's events if it is at the expected version; the context becomes their metadata. */
  readonly append: (
    append: StreamAppend,
    context: CommandContext,
  ) => Effect.Effect<void, WrongExpectedVersion | EventStoreError>;
  /** Appends to many streams at once, each at its expected version: all of them or none. */
  readonly appendMany: (
    appends: ReadonlyArray<StreamAppend>,
    context: CommandContext,
  ) => Effect.Effect<void, WrongExpectedVersion | EventStoreError>;
  /**
   * Runs one command's reads and appends as a unit: they commit together or not at all. On a version
   * conflict the whole unit runs again on fresh state (a bounded number of times, `retryConflicts`).
   */
  readonly unitOfWork: <A, E, R>(
    body: Effect.Effect<A, E, R>,
  ) => Effect.Effect<A, E | WrongExpectedVersion | EventStoreError, R>;
}

export class EventStore extends Context.Tag('@market-muse/domain/EventStore')<
  EventStore,
  EventStoreService
>() {}

/** How often a unit of work runs again after a version conflict: four more times, 5 ms apart and growing. */
export const retryConflicts = <A, E, R>(attempt: Effect.Effect<A, E, R>) =>
  attempt.pipe(
    Effect.retry({
      while: (error) => error instanceof WrongExpectedVersion,
      schedule: Schedule.intersect(Schedule.recurs(4), Schedule.jittered(Schedule.exponential('5 millis'))),
    }),
  );

/** One command's unit of work on whichever store is provided. */
export const unitOfWork = <A, E, R>(body: Effect.Effect<A, E, R>) =>
  Effect.flatMap(EventStore, (store) => store.unitOfWork(body));
