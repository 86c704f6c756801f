import { createRequire } from 'node:module';
import type { StoredEvent } from '@market-muse/eventstore';
import { describe, expect, it } from 'vitest';
import { DomainHeaders, fromDomainRecord, MalformedRecord, toDomainRecord } from '../src/domainRecords.ts';
import { decodeRecordSet } from '../src/recordBatches.ts';
import type { IncomingRecord, OutgoingRecord } from '../src/transport.ts';

// The domain topic's record format: what the relay writes is what the Kafka-fed read models read back.

const event = (overrides: Partial<StoredEvent> = {}): StoredEvent => ({
  eventId: '6f1c5a52-8a0e-4d3e-9a55-0c1d2e3f4a5b',
  type: 'TaskCompleted',
  schemaVersion: 1,
  streamId: 'task-1',
  streamType: 'task',
  streamVersion: 2n,
  globalPosition: 41n,
  transactionId: 900n,
  data: { taskId: 'task-1', userId: 'user-7', completedAt: '2026-11-02T10:00:00.000Z' },
  metadata: {
    userId: 'user-7',
    correlationId: 'c0ffee00-0000-4000-8000-000000000001',
    causationId: null,
    recordedAt: '2026-11-02T10:00:00.000Z',
  },
  createdAt: new Date('2026-11-02T10:00:01.000Z'),
  ...overrides,
});

const require = createRequire(import.meta.url);
const { RecordBatch } = require('kafkajs/src/protocol/recordBatch/v0/index.js') as {
  RecordBatch: (options: { records: ReadonlyArray<unknown> }) => Promise<{ buffer: Buffer }>;
};
const Record = require('kafkajs/src/protocol/recordBatch/record/v0/index.js') as (options: {
  offsetDelta: number;
  key: Buffer | null;
  value: Buffer;
  headers: Record<string, Buffer>;
}) => unknown;

/** Records as kafkajs' own encoder writes them in a batch, the bytes the direct reader decodes. */
const encodedBatch = async (records: ReadonlyArray<OutgoingRecord>) =>
  (
    await RecordBatch({
      records: records.map((r, i) =>
        Record({
          offsetDelta: i,
          key: r.key === null ? null : Buffer.from(r.key),
          value: Buffer.from(r.value),
          headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, Buffer.from(v)])),
        }),
      ),
    })
  ).buffer;

const received = (record: OutgoingRecord, offset = 0n): IncomingRecord => ({
  offset,
  key: record.key,
  value: record.value,
  headers: record.headers,
});

describe('domain records', () => {
  it('read back into the event they were written from', () => {
    const original = event();
    expect(fromDomainRecord(received(toDomainRecord(original)))).toEqual(original);
  });

  it("are keyed by the event's user, so one user's events keep their order", () => {
    expect(toDomainRecord(event()).key).toBe('user-7');
    const system = event({ metadata: { ...event().metadata, userId: null }, data: {} });
    expect(toDomainRecord(system).key).toBe('task-1');
  });

  it('never carry a password hash, and the payload keeps its shape', () => {
    const registered = event({
      type: 'UserRegistered',
      data: { userId: 'user-7', email: 'a@example.com', passwordHash: 'secret-hash' },
    });
    const record = toDomainRecord(registered);
    expect(record.value).not.toContain('secret-hash');
    expect(JSON.parse(record.value)).toEqual({ userId: 'user-7', email: 'a@example.com', passwordHash: '' });
  });

  it('refuse a record the relay did not write', () => {
    const record = received(toDomainRecord(event()), 12n);
    const { [DomainHeaders.eventId]: _missing, ...headers } = record.headers;
    expect(() => fromDomainRecord({ ...record, headers })).toThrow(MalformedRecord);
    expect(() => fromDomainRecord({ ...record, value: '[1, 2]' })).toThrow(MalformedRecord);
    expect(() => fromDomainRecord({ ...record, value: null })).toThrow(MalformedRecord);
  });

  it('read back the same from a record read directly, whatever the order of its headers', async () => {
    const original = event({ metadata: { ...event().metadata, causationId: 'cause-1' } });
    const record = toDomainRecord(original);
    const reversed = Object.fromEntries(Object.entries(record.headers).reverse());
    const { [DomainHeaders.globalPosition]: _missing, ...incomplete } = record.headers;
    const { records } = decodeRecordSet(
      await encodedBatch([
        { ...record, headers: record.headers },
        { ...record, headers: reversed },
        { ...record, headers: incomplete },
      ]),
      0n,
    );
    // The direct reader's records read their headers in one walk (`headerValues`), not as an object.
    expect(records[0]!.headerValues).toBeTypeOf('function');
    expect(fromDomainRecord(records[0]!)).toEqual(original);
    expect(fromDomainRecord(records[1]!)).toEqual(original);
    expect(() => fromDomainRecord(records[2]!)).toThrow(MalformedRecord);
  });
});
