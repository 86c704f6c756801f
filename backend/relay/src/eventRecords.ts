import { EventStore, type StoredEvent } from '@market-muse/eventstore';
import { type KafkaConfig, type OutgoingRecord, REDACTED_FIELDS, toDomainRecord } from '@market-muse/kafka';
import { Effect } from 'effect';
import { isProgressEvent, toProgressRecord } from './progressRecords.ts';

/**
 * Every record the relay publishes for one event, built in this one place: the domain record, and the
 * pseudonymous progress row for progress events. Whatever the records must hide or transform is done here
 * so the relay, its size bound and the dead-letter retry all publish the same bytes.
 */
export interface EventRecords {
  readonly domain: OutgoingRecord;
  readonly progress: OutgoingRecord | null;
}

/**
 * The records of each event, in order. `events` are read sealed (personal fields still encrypted), as the
 * domain topic carries them, so the topic forgets them with the user's key; the progress rows are made from
 * the same events opened, since they need the decoded facts (they hold no free text).
 */
export const recordsOf = (events: ReadonlyArray<StoredEvent>, config: Pick<KafkaConfig, 'pseudonymKey'>) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const opened = new Map(
      (yield* store.open(events.filter(isProgressEvent))).map((e) => [e.eventId, e] as const),
    );
    // A field the topic must never carry, not even encrypted (the password hash), sits in the event's
    // envelope with the others: those events are opened, emptied of it and sealed again.
    const withheld = new Map(
      (yield* store.seal(
        (yield* store.open(events.filter((e) => REDACTED_FIELDS[e.type]))).map(withoutRedactedFields),
      )).map((e) => [e.eventId, e] as const),
    );
    return events.map(
      (event): EventRecords => ({
        domain: toDomainRecord(withheld.get(event.eventId) ?? event),
        progress: isProgressEvent(event)
          ? toProgressRecord(opened.get(event.eventId) ?? event, config.pseudonymKey)
          : null,
      }),
    );
  });

const withoutRedactedFields = (event: StoredEvent): StoredEvent => ({
  ...event,
  data: {
    ...event.data,
    ...Object.fromEntries((REDACTED_FIELDS[event.type] ?? []).map((field) => [field, ''])),
  },
});

/** A record's size as the broker counts it, near enough: key, value and headers, plus the batch overhead. */
export const recordBytes = (record: OutgoingRecord) =>
  RECORD_OVERHEAD_BYTES +
  Buffer.byteLength(record.key) +
  Buffer.byteLength(record.value) +
  Object.entries(record.headers).reduce(
    (n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v) + 8,
    0,
  );

/** A record batch's header and the record's own framing, rounded up. */
const RECORD_OVERHEAD_BYTES = 512;

/** The larger of an event's records, the one the topic's limit must admit. */
export const largestRecordBytes = (records: EventRecords) =>
  Math.max(recordBytes(records.domain), records.progress ? recordBytes(records.progress) : 0);
