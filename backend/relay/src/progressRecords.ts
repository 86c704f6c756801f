import { type ExportRow, exportRow, PROGRESS_EVENT_TYPES } from '@market-muse/domain';
import type { StoredEvent } from '@market-muse/eventstore';
import type { OutgoingRecord } from '@market-muse/kafka';
import { pseudonymFor } from './pseudonyms.ts';

// How progress events look on the progress topic: the analysts' export rows, one per event, with nothing
// that names a user (documented in the AsyncAPI document, `asyncapi.ts`).

/** Headers of progress records: nothing that names a user or a stream (stream ids hold user ids). */
export const ProgressHeaders = {
  eventId: 'event-id',
  eventType: 'event-type',
  schemaVersion: 'schema-version',
  globalPosition: 'global-position',
  contentType: 'content-type',
} as const;

const progressTypes: ReadonlyArray<string> = PROGRESS_EVENT_TYPES;
export const isProgressEvent = (event: Pick<StoredEvent, 'type'>) => progressTypes.includes(event.type);

/**
 * The analysts' row of a progress event: the export's columns, the user as a keyed-hash pseudonym, no free
 * text, and an entity that is the user itself (a profile save, a daily generation) pseudonymised too.
 */
export const pseudonymousProgressRow = (event: StoredEvent, pseudonymKey: string): ExportRow => {
  // The user as the table-based export finds it, so both exports name a user alike.
  const userId = String(event.data.userId ?? event.metadata.userId ?? '');
  const pseudonym = userId ? pseudonymFor(pseudonymKey, userId) : '';
  const row = exportRow(event, pseudonym, null);
  return userId && row.entity_id === userId ? { ...row, entity_id: pseudonym } : row;
};

export const toProgressRecord = (event: StoredEvent, pseudonymKey: string): OutgoingRecord => {
  const row = pseudonymousProgressRow(event, pseudonymKey);
  return {
    key: String(row.user || event.eventId),
    value: JSON.stringify(row),
    headers: {
      [ProgressHeaders.eventId]: event.eventId,
      [ProgressHeaders.eventType]: event.type,
      [ProgressHeaders.schemaVersion]: String(event.schemaVersion),
      [ProgressHeaders.globalPosition]: event.globalPosition.toString(),
      [ProgressHeaders.contentType]: 'application/json',
    },
  };
};
