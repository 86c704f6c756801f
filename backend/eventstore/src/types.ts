import { Data } from 'effect';

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

/** Who and why, recorded on every event. */
export interface EventMetadata {
  readonly userId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly recordedAt: string;
}

/** A domain event as deciders produce it: a plain discriminated union member. */
export interface DomainEvent {
  readonly type: string;
  readonly data: object;
}

export interface NewEvent {
  readonly eventId: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: object;
  readonly metadata: EventMetadata;
}

export interface StoredEvent {
  readonly globalPosition: bigint;
  readonly transactionId: bigint;
  readonly streamId: string;
  readonly streamType: string;
  readonly streamVersion: bigint;
  readonly eventId: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: Record<string, unknown>;
  readonly metadata: EventMetadata;
  readonly createdAt: Date;
}

export interface AppendResult {
  readonly streamId: string;
  /** The stream's version after the append. */
  readonly nextVersion: bigint;
  readonly events: ReadonlyArray<StoredEvent>;
  /** True when every event id had been appended before: a retried append is a no-op. */
  readonly duplicate: boolean;
}

/** Position of an asynchronous reader: (transaction id, global position), compared as a pair. */
export interface Checkpoint {
  readonly transactionId: bigint;
  readonly globalPosition: bigint;
}

export const Checkpoint = {
  start: { transactionId: 0n, globalPosition: 0n } as Checkpoint,
  of: (event: Pick<StoredEvent, 'transactionId' | 'globalPosition'>): Checkpoint => ({
    transactionId: event.transactionId,
    globalPosition: event.globalPosition,
  }),
  /** Whether `a` comes after `b` in reader order: (transaction id, global position), compared as a pair. */
  isAfter: (
    a: Pick<StoredEvent, 'transactionId' | 'globalPosition'>,
    b: Pick<StoredEvent, 'transactionId' | 'globalPosition'>,
  ): boolean =>
    a.transactionId > b.transactionId ||
    (a.transactionId === b.transactionId && a.globalPosition > b.globalPosition),
};

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
 * The largest event an append stores: its data and metadata as JSON, in UTF-8 bytes. Kafka refuses a record
 * over 1 MB by default (`message.max.bytes`), and a relay must be able to publish every stored event with
 * its headers and key, so half of that is the limit. Larger events are refused at append, never stored.
 * The contract states the same limit for every store (`MAX_EVENT_BYTES` of @market-muse/contracts, which
 * this package does not depend on); backend/commands' tests hold the two equal.
 */
export const MAX_EVENT_BYTES = 512 * 1024;

/** An append refused because one of its events is over MAX_EVENT_BYTES; nothing was written. */
export class EventTooLarge extends Data.TaggedError('EventTooLarge')<{
  readonly streamId: string;
  readonly type: string;
  readonly bytes: number;
}> {
  override get message() {
    return `A ${this.type} event of ${this.bytes} bytes is over the limit of ${MAX_EVENT_BYTES} bytes (stream ${this.streamId})`;
  }
}
