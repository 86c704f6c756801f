import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decodeRecordSet, UnreadableRecords } from '../src/recordBatches.ts';

// The direct reader's record batch decoding, checked against batches kafkajs' own encoder writes (an
// implementation independent of the decoder): every record's offset, key, value and headers; records
// below the fetched offset, a batch cut off by the fetch's size, gzip, and the batches of an aborted
// transaction with its marker left out.

const require = createRequire(import.meta.url);
type Encoded = { buffer: Buffer };
const { RecordBatch } = require('kafkajs/src/protocol/recordBatch/v0/index.js') as {
  RecordBatch: (options: {
    firstOffset?: unknown;
    lastOffsetDelta?: number;
    compression?: number;
    transactional?: boolean;
    producerId?: unknown;
    records: ReadonlyArray<unknown>;
  }) => Promise<Encoded>;
};
const Record = require('kafkajs/src/protocol/recordBatch/record/v0/index.js') as (options: {
  offsetDelta: number;
  key: Buffer | null;
  value: Buffer | null;
  headers?: Record<string, Buffer>;
}) => unknown;
const Long = require('kafkajs/src/utils/long.js') as { fromValue: (v: string | number) => unknown };
const GZIP = 1;

const batch = async (
  firstOffset: number,
  values: ReadonlyArray<{ key: string | null; value: string | null; headers?: Record<string, string> }>,
  options: { compression?: number; transactional?: boolean; producerId?: number } = {},
) =>
  (
    await RecordBatch({
      firstOffset: Long.fromValue(firstOffset),
      lastOffsetDelta: values.length - 1,
      ...(options.compression ? { compression: options.compression } : {}),
      ...(options.transactional ? { transactional: true } : {}),
      ...(options.producerId !== undefined ? { producerId: Long.fromValue(options.producerId) } : {}),
      records: values.map((v, i) =>
        Record({
          offsetDelta: i,
          key: v.key === null ? null : Buffer.from(v.key),
          value: v.value === null ? null : Buffer.from(v.value),
          headers: Object.fromEntries(Object.entries(v.headers ?? {}).map(([k, h]) => [k, Buffer.from(h)])),
        }),
      ),
    })
  ).buffer;

const plain = (offset: number) => ({
  key: `user-${offset}`,
  value: JSON.stringify({ offset, text: 'é ✓ 😀' }),
  headers: { 'event-id': `id-${offset}`, 'event-type': offset % 2 ? 'TaskCompleted' : 'UserRegistered' },
});

describe('record sets read directly', () => {
  it('hand over every record with its offset, key, value and headers', async () => {
    const set = Buffer.concat([
      await batch(0, [plain(0), plain(1), plain(2)]),
      await batch(3, [plain(3), { key: null, value: null }]),
    ]);
    const { records, nextOffset } = decodeRecordSet(set, 0n);
    expect(nextOffset).toBe(5n);
    expect(records.map((r) => r.offset)).toEqual([0n, 1n, 2n, 3n, 4n]);
    expect(records[1]!.key).toBe('user-1');
    expect(JSON.parse(records[1]!.value!)).toEqual({ offset: 1, text: 'é ✓ 😀' });
    expect(records[1]!.headers).toEqual({ 'event-id': 'id-1', 'event-type': 'TaskCompleted' });
    expect(records[2]!.header('event-type')).toBe('UserRegistered');
    expect(records[2]!.header('event-id')).toBe('id-2');
    expect(records[2]!.header('missing')).toBeUndefined();
    expect(records[4]!.key).toBeNull();
    expect(records[4]!.value).toBeNull();
    expect(records[4]!.headers).toEqual({});
  });

  it('leave out records below the offset asked for, and a batch the fetch cut off', async () => {
    const whole = Buffer.concat([
      await batch(10, [plain(10), plain(11), plain(12)]),
      await batch(13, [plain(13)]),
    ]);
    const cut = whole.subarray(0, whole.length - 5);
    const { records, nextOffset } = decodeRecordSet(cut, 11n);
    expect(records.map((r) => r.offset)).toEqual([11n, 12n]);
    // The cut batch is fetched again from its first offset.
    expect(nextOffset).toBe(13n);
  });

  it('read gzip batches', async () => {
    const set = await batch(0, [plain(0), plain(1)], { compression: GZIP });
    const { records } = decodeRecordSet(set, 0n);
    expect(records.map((r) => r.header('event-id'))).toEqual(['id-0', 'id-1']);
    expect(JSON.parse(records[1]!.value!).offset).toBe(1);
  });

  it('leave out an aborted transaction and control batches', async () => {
    const aborted = await batch(0, [plain(0), plain(1)], { transactional: true, producerId: 7 });
    const marker = Buffer.from(
      await batch(2, [{ key: null, value: null }], { transactional: true, producerId: 7 }),
    );
    marker.writeInt16BE(marker.readInt16BE(21) | 0x20, 21); // the control flag: an abort marker
    const after = await batch(3, [plain(3)]);
    const { records, nextOffset } = decodeRecordSet(Buffer.concat([aborted, marker, after]), 0n, [
      { producerId: 7n, firstOffset: 0n },
    ]);
    expect(records.map((r) => r.offset)).toEqual([3n]);
    expect(nextOffset).toBe(4n);
    // Without the broker's word that it aborted, the transaction's records are read (it committed).
    expect(decodeRecordSet(Buffer.concat([aborted, marker, after]), 0n).records).toHaveLength(3);
  });

  it('refuse a codec it cannot read, naming it', async () => {
    const set = Buffer.from(await batch(0, [plain(0)]));
    set.writeInt16BE(set.readInt16BE(21) | 2, 21); // snappy
    expect(() => decodeRecordSet(set, 0n)).toThrow(UnreadableRecords);
    expect(() => decodeRecordSet(set, 0n)).toThrow(/snappy/);
  });
});
