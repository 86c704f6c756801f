import type { EventMetadata, StoredEvent } from '@market-muse/eventstore';
import type { IncomingRecord, OutgoingRecord } from './transport.ts';

// How events look on the domain topic: the relay writes them, the Kafka-fed read models read them back
// (the relay's AsyncAPI document describes them to other teams).

/** Headers of every domain record: the event's identity, position and metadata; the value is its payload. */
export const DomainHeaders = {
  eventId: 'event-id',
  eventType: 'event-type',
  schemaVersion: 'schema-version',
  streamId: 'stream-id',
  streamType: 'stream-type',
  streamVersion: 'stream-version',
  globalPosition: 'global-position',
  transactionId: 'transaction-id',
  userId: 'user-id',
  correlationId: 'correlation-id',
  causationId: 'causation-id',
  recordedAt: 'recorded-at',
  createdAt: 'created-at',
  contentType: 'content-type',
} as const;

/** The user an event belongs to: its key on the domain topic, so one user's events keep their order. */
export const userKeyOf = (event: StoredEvent) =>
  event.metadata.userId ??
  (typeof event.data.userId === 'string' ? event.data.userId : null) ??
  event.streamId;

/**
 * Fields that never leave the database: a credential is of no use to any consumer and a liability on a
 * topic with infinite retention. The field stays, emptied, so the payload still decodes with the contract
 * schema (only inline read models, never fed from Kafka, need it).
 */
export const REDACTED_FIELDS: Readonly<Record<string, ReadonlyArray<string>>> = {
  UserRegistered: ['passwordHash'],
};

const redacted = (event: StoredEvent): Record<string, unknown> => {
  const fields = REDACTED_FIELDS[event.type];
  if (!fields) return event.data;
  const data: Record<string, unknown> = { ...event.data };
  // Always present and empty: a sealed event keeps the field (emptied) in its envelope, not beside it.
  for (const field of fields) data[field] = '';
  return data;
};

export const toDomainRecord = (event: StoredEvent): OutgoingRecord => {
  const headers: Record<string, string> = {
    [DomainHeaders.eventId]: event.eventId,
    [DomainHeaders.eventType]: event.type,
    [DomainHeaders.schemaVersion]: String(event.schemaVersion),
    [DomainHeaders.streamId]: event.streamId,
    [DomainHeaders.streamType]: event.streamType,
    [DomainHeaders.streamVersion]: event.streamVersion.toString(),
    [DomainHeaders.globalPosition]: event.globalPosition.toString(),
    [DomainHeaders.transactionId]: event.transactionId.toString(),
    [DomainHeaders.correlationId]: event.metadata.correlationId,
    [DomainHeaders.recordedAt]: event.metadata.recordedAt,
    [DomainHeaders.createdAt]: event.createdAt.toISOString(),
    [DomainHeaders.contentType]: 'application/json',
  };
  if (event.metadata.userId) headers[DomainHeaders.userId] = event.metadata.userId;
  if (event.metadata.causationId) headers[DomainHeaders.causationId] = event.metadata.causationId;
  return { key: userKeyOf(event), value: JSON.stringify(redacted(event)), headers };
};

export class MalformedRecord extends Error {}

/** The headers an event is read back from, in the order the relay writes them. */
const READ_BACK = [
  DomainHeaders.eventId,
  DomainHeaders.eventType,
  DomainHeaders.schemaVersion,
  DomainHeaders.streamId,
  DomainHeaders.streamType,
  DomainHeaders.streamVersion,
  DomainHeaders.globalPosition,
  DomainHeaders.transactionId,
  DomainHeaders.correlationId,
  DomainHeaders.recordedAt,
  DomainHeaders.createdAt,
  DomainHeaders.userId,
  DomainHeaders.causationId,
] as const;

/** A domain record back into the stored event it was published from (upcast already, not yet decoded). */
export const fromDomainRecord = (record: IncomingRecord): StoredEvent => {
  if (record.value === null) throw new MalformedRecord(`record at offset ${record.offset} has no value`);
  const data = JSON.parse(record.value) as unknown;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new MalformedRecord(`record at offset ${record.offset}: the payload is not a JSON object`);
  const values = record.headerValues
    ? record.headerValues(READ_BACK)
    : READ_BACK.map((name) => record.headers[name]);
  const required = (i: number) => {
    const value = values[i];
    if (value === undefined)
      throw new MalformedRecord(`record at offset ${record.offset} has no ${READ_BACK[i]} header`);
    return value;
  };
  const metadata: EventMetadata = {
    userId: values[11] ?? null,
    correlationId: values[8] ?? '',
    causationId: values[12] ?? null,
    recordedAt: values[9] ?? '',
  };
  return {
    eventId: required(0),
    type: required(1),
    schemaVersion: Number(required(2)),
    streamId: required(3),
    streamType: required(4),
    streamVersion: BigInt(required(5)),
    globalPosition: BigInt(required(6)),
    transactionId: BigInt(required(7)),
    data: data as Record<string, unknown>,
    metadata,
    createdAt: new Date(required(10)),
  };
};
