// The event store as the domain sees it: read streams, append at an expected version, and run a command's
// unit of work (all its appends or none, retried a bounded number of times when another writer got to a
// stream first). The use cases are written against this tag alone; backend/commands provides it over
// PostgreSQL (with the inline read models in the same transaction), demo mode over IndexedDB, and
// @market-muse/domain/testing in memory.
import { MAX_EVENT_BYTES } from '@market-muse/contracts/requests';
import { Context, Data, Effect, FiberRef, Schedule } from 'effect';
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

/**
 * The store could not be read or written (the database, or the browser's storage, failed). When another
 * writer's concurrent change caused it (a unique key taken first, a serialization failure, a deadlock), the
 * adapter says so: nothing was written, the unit of work runs again, and what is left after the retries is
 * answered as a conflict, not as a fault.
 */
export class EventStoreError extends Data.TaggedError('EventStoreError')<{
  readonly cause: unknown;
  readonly concurrentWrite?: boolean;
}> {
  override get message() {
    return `The event store failed: ${this.cause instanceof Error ? this.cause.message : String(this.cause)}`;
  }
}

/**
 * An append refused because one of its events is over MAX_EVENT_BYTES (its data and metadata as JSON, in
 * UTF-8): nothing of the append was written. Every store refuses it the same way, so a change too large
 * to carry is answered alike on the server and in demo mode.
 */
export class EventTooLarge extends Data.TaggedError('EventTooLarge')<{
  readonly streamId: string;
  readonly type: string;
  readonly bytes: number;
}> {
  override get message() {
    return `A ${this.type} event of ${this.bytes} bytes is over the limit of ${MAX_EVENT_BYTES} bytes (stream ${this.streamId})`;
  }
}

/** The length of text in UTF-8 bytes (a surrogate pair is one 4-byte character). */
const utf8Length = (text: string) => {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
};

/** An event's size as a store measures it: its data and metadata as JSON, in UTF-8 bytes. */
export const eventBytes = (data: unknown, metadata: unknown) =>
  utf8Length(JSON.stringify(data)) + utf8Length(JSON.stringify(metadata));

/** Who sent a command and when; becomes every event's metadata. */
export interface CommandContext {
  readonly userId: string | null;
  readonly correlationId: string;
  readonly causationId?: string | null | undefined;
  readonly now: Date;
}

/**
 * The correlation id of the work this fiber does, when something outside the command set one: the API sets
 * an HTTP request's id for the request's lifetime, so every event any command of that request appends can
 * be traced back to the request's log lines. A store gives it precedence over the context's own id.
 */
export const currentCorrelationId = FiberRef.unsafeMake<string | null>(null);

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
  ) => Effect.Effect<void, WrongExpectedVersion | EventTooLarge | EventStoreError>;
  /** Appends to many streams at once, each at its expected version: all of them or none. */
  readonly appendMany: (
    appends: ReadonlyArray<StreamAppend>,
    context: CommandContext,
  ) => Effect.Effect<void, WrongExpectedVersion | EventTooLarge | EventStoreError>;
  /**
   * Runs one command's reads and appends as a unit: they commit together or not at all. On a conflict
   * (a version conflict, and whatever else the store counts as one) the whole unit runs again on fresh
   * state, a bounded number of times (`retryConflicts`).
   */
  readonly unitOfWork: <A, E, R>(
    body: Effect.Effect<A, E, R>,
  ) => Effect.Effect<A, E | WrongExpectedVersion | EventStoreError, R>;
}

export class EventStore extends Context.Tag('@market-muse/domain/EventStore')<
  EventStore,
  EventStoreService
>() {}

/**
 * How often a unit of work runs again after a conflict: up to 7 more attempts, backing off from 10 ms
 * (jittered, about 1.3 s in all), so a burst of writers on one stream takes turns; what still conflicts
 * after that fails, and the caller answers it as a conflict.
 */
export const CONFLICT_RETRIES = Schedule.intersect(
  Schedule.recurs(7),
  Schedule.jittered(Schedule.exponential('10 millis')),
);

/** A version conflict: another writer appended to a stream the unit read. */
export const isVersionConflict = (error: unknown) => error instanceof WrongExpectedVersion;

/**
 * Runs a unit's attempt again on a conflict, per CONFLICT_RETRIES. The store decides what counts as one:
 * a version conflict always; PostgreSQL also its concurrent-write failures.
 */
export const retryConflicts = <A, E, R>(
  attempt: Effect.Effect<A, E, R>,
  isConflict: (error: E) => boolean = isVersionConflict,
) => attempt.pipe(Effect.retry({ while: isConflict, schedule: CONFLICT_RETRIES }));

/** One command's unit of work on whichever store is provided. */
export const unitOfWork = <A, E, R>(body: Effect.Effect<A, E, R>) =>
  Effect.flatMap(EventStore, (store) => store.unitOfWork(body));
