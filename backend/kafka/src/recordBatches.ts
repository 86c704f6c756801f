import * as zlib from 'node:zlib';
import { gunzipSync } from 'node:zlib';
import type { IncomingRecord } from './transport.ts';

// Kafka's record batches (message format 2, the only one Kafka 4 keeps) read straight from a fetch
// response, without a client library's decoder: a record is found by its lengths, and its key, value and
// headers become strings only when asked for. A replay reads the whole domain topic to apply a share of
// it; the records it skips by their type header then cost a few varints each instead of a dozen strings,
// a headers object and a copy of their payload.

export class UnreadableRecords extends Error {}

/** A record of a fetch response; key, value and headers are decoded on first use (then kept). */
export class LazyRecord implements IncomingRecord {
  #key: string | null | undefined;
  #value: string | null | undefined;
  #headers: Readonly<Record<string, string>> | undefined;

  private readonly buffer: Buffer;
  private readonly baseOffset: bigint;
  private readonly offsetDelta: number;
  private readonly keyStart: number;
  private readonly keyLength: number;
  private readonly valueStart: number;
  private readonly valueLength: number;
  /** Where the header count starts. */
  private readonly headersStart: number;

  constructor(
    buffer: Buffer,
    baseOffset: bigint,
    offsetDelta: number,
    keyStart: number,
    keyLength: number,
    valueStart: number,
    valueLength: number,
    headersStart: number,
  ) {
    this.buffer = buffer;
    this.baseOffset = baseOffset;
    this.offsetDelta = offsetDelta;
    this.keyStart = keyStart;
    this.keyLength = keyLength;
    this.valueStart = valueStart;
    this.valueLength = valueLength;
    this.headersStart = headersStart;
  }

  get offset(): bigint {
    return this.baseOffset + BigInt(this.offsetDelta);
  }

  get key(): string | null {
    if (this.#key === undefined)
      this.#key =
        this.keyLength < 0 ? null : text(this.buffer, this.keyStart, this.keyStart + this.keyLength);
    return this.#key;
  }

  get value(): string | null {
    if (this.#value === undefined)
      this.#value =
        this.valueLength < 0 ? null : text(this.buffer, this.valueStart, this.valueStart + this.valueLength);
    return this.#value;
  }

  get headers(): Readonly<Record<string, string>> {
    if (this.#headers === undefined) {
      // As the kafkajs transport hands them over: the first of repeated names, a null value left out.
      const b = this.buffer;
      const headers: Record<string, string> = {};
      cursor = this.headersStart;
      for (let i = readVarint(b); i > 0; i--) {
        const nameLength = readVarint(b);
        const name = headerName(b, cursor, nameLength);
        cursor += nameLength;
        const valueLength = readVarint(b);
        if (valueLength >= 0) {
          if (headers[name] === undefined) headers[name] = text(b, cursor, cursor + valueLength);
          cursor += valueLength;
        }
      }
      this.#headers = headers;
    }
    return this.#headers;
  }

  /**
   * The values of the headers named (the first of a repeated name), in one walk over the headers and with
   * no object built: a record read back into its event needs nearly all of them. A record's headers come in
   * the order it was written with, so each name is looked for from the one after the last found.
   */
  headerValues(names: ReadonlyArray<string>): Array<string | undefined> {
    const headers = this.#headers;
    if (headers !== undefined) return names.map((name) => headers[name]);
    const values = new Array<string | undefined>(names.length).fill(undefined);
    const b = this.buffer;
    cursor = this.headersStart;
    let next = 0;
    let found = 0;
    for (let i = readVarint(b); i > 0 && found < names.length; i--) {
      const nameLength = readVarint(b);
      const nameStart = cursor;
      cursor += nameLength;
      const valueLength = readVarint(b);
      if (valueLength < 0) continue;
      for (let k = 0; k < names.length; k++) {
        const j = (next + k) % names.length;
        const name = names[j]!;
        if (values[j] === undefined && name.length === nameLength && sameAscii(b, nameStart, name)) {
          values[j] = text(b, cursor, cursor + valueLength);
          next = j + 1;
          found += 1;
          break;
        }
      }
      cursor += valueLength;
    }
    return values;
  }

  /**
   * One header's value, found by comparing its name's bytes: the other headers are never decoded, so
   * skipping a record by its type costs no string but the type's.
   */
  header(name: string): string | undefined {
    if (this.#headers !== undefined || !isAscii(name)) return this.headers[name];
    const b = this.buffer;
    cursor = this.headersStart;
    for (let i = readVarint(b); i > 0; i--) {
      const nameLength = readVarint(b);
      const nameStart = cursor;
      cursor += nameLength;
      const valueLength = readVarint(b);
      if (valueLength < 0) continue;
      if (nameLength === name.length && sameAscii(b, nameStart, name))
        return text(b, cursor, cursor + valueLength);
      cursor += valueLength;
    }
    return undefined;
  }
}

/**
 * Header names seen before, by a hash of their bytes: every record repeats the same dozen names, so each
 * is decoded once instead of once per record (half the strings a record's headers would make).
 */
const knownNames = new Map<number, string>();
const KNOWN_NAMES_MAX = 1_024;

const headerName = (buffer: Buffer, start: number, length: number): string => {
  let hash = 0x811c9dc5 ^ length;
  for (let i = start; i < start + length; i++) hash = Math.imul(hash ^ buffer[i]!, 0x01000193);
  const known = knownNames.get(hash);
  if (known !== undefined && known.length === length && sameAscii(buffer, start, known)) return known;
  const name = text(buffer, start, start + length);
  if (knownNames.size < KNOWN_NAMES_MAX) knownNames.set(hash, name);
  return name;
};

type Utf8Slicing = Buffer & { utf8Slice?: (start: number, end: number) => string };

/**
 * UTF-8 text of a buffer's bytes: Buffer's own slice decoder where Node has it (toString checks its
 * arguments and looks the encoding up on every call, a tenth of a replay's time when every header is read).
 */
const text = (buffer: Buffer, start: number, end: number): string => {
  const b = buffer as Utf8Slicing;
  return b.utf8Slice ? b.utf8Slice(start, end) : buffer.toString('utf8', start, end);
};

const isAscii = (text: string) => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
};

const sameAscii = (buffer: Buffer, start: number, text: string) => {
  for (let i = 0; i < text.length; i++) if (buffer[start + i] !== text.charCodeAt(i)) return false;
  return true;
};

/**
 * Where the varint readers are in the buffer being decoded: one module-wide position (decoding never
 * yields, so no two decodings interleave) instead of a position object allocated per record.
 */
let cursor = 0;

/** A zig-zag varint (Kafka's record fields) at the cursor, moving it past. Lengths fit 32 bits. */
const readVarint = (buffer: Buffer): number => {
  let result = 0;
  let shift = 0;
  for (;;) {
    const byte = buffer[cursor++];
    if (byte === undefined) throw new UnreadableRecords('a record ends inside a varint');
    result |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
    shift += 7;
    if (shift > 28) throw new UnreadableRecords('a record field is longer than 32 bits');
  }
  return (result >>> 1) ^ -(result & 1);
};

/** A zig-zag varlong we only skip (a record's timestamp delta). */
const skipVarlong = (buffer: Buffer) => {
  for (let i = 0; i < 10; i++) {
    const byte = buffer[cursor++];
    if (byte === undefined) throw new UnreadableRecords('a record ends inside a varint');
    if ((byte & 0x80) === 0) return;
  }
  throw new UnreadableRecords('a varlong is longer than 64 bits');
};

const CODECS = ['none', 'gzip', 'snappy', 'lz4', 'zstd'] as const;
// zlib's zstd arrived in Node 22.15; typed loosely so older type definitions still compile.
const zstdDecompressSync = (zlib as unknown as { zstdDecompressSync?: (data: Buffer) => Buffer })
  .zstdDecompressSync;

const decompress = (codec: number, data: Buffer): Buffer => {
  if (codec === 1) return gunzipSync(data);
  if (codec === 4 && zstdDecompressSync) return zstdDecompressSync(data);
  throw new UnreadableRecords(
    `a record batch is compressed with ${CODECS[codec] ?? `codec ${codec}`}: this reader reads uncompressed, gzip and zstd batches (keep the topic's compression.type at producer or one of those)`,
  );
};

/** Transactions the broker says were aborted in a fetched range: their records are not handed over. */
export interface AbortedTransaction {
  readonly producerId: bigint;
  readonly firstOffset: bigint;
}

/** Where record batches begin: base offset (8), length (4); `length` counts the bytes after it. */
const BATCH_PREAMBLE = 12;
/** Bytes from a batch's start to its first record. */
const BATCH_HEADER = 61;
const MAGIC_AT = 16;
const ATTRIBUTES_AT = 21;
const LAST_OFFSET_DELTA_AT = 23;
const PRODUCER_ID_AT = 43;
const RECORD_COUNT_AT = 57;
const TRANSACTIONAL = 0x10;
const CONTROL = 0x20;

export interface DecodedRecords {
  readonly records: ReadonlyArray<LazyRecord>;
  /**
   * The offset after the last whole batch: where the next fetch starts. Above the last record's offset
   * + 1 when the log's last batches held only control records, aborted ones or ones below `fromOffset`.
   */
  readonly nextOffset: bigint;
}

/**
 * The records of a partition's record set (a fetch response's `records` bytes) at or after `fromOffset`,
 * in offset order. A batch cut off at the end (the fetch's size limit) is left for the next fetch;
 * control batches (transaction markers) and the batches of aborted transactions are left out.
 */
export const decodeRecordSet = (
  set: Buffer,
  fromOffset: bigint,
  aborted: ReadonlyArray<AbortedTransaction> = [],
): DecodedRecords => {
  const records: LazyRecord[] = [];
  let nextOffset = fromOffset;
  // Aborted transactions in the order they began; a producer's is open from its first offset to its marker.
  const pendingAborts = [...aborted].sort((a, b) => (a.firstOffset < b.firstOffset ? -1 : 1));
  const abortedProducers = new Set<bigint>();
  let pos = 0;
  while (pos + BATCH_PREAMBLE <= set.length) {
    const baseOffset = set.readBigInt64BE(pos);
    const length = set.readInt32BE(pos + 8);
    const end = pos + BATCH_PREAMBLE + length;
    if (length < BATCH_HEADER - BATCH_PREAMBLE || end > set.length) break;
    const magic = set.readInt8(pos + MAGIC_AT);
    if (magic !== 2)
      throw new UnreadableRecords(
        `a record batch at offset ${baseOffset} has message format ${magic}, not 2`,
      );
    const attributes = set.readInt16BE(pos + ATTRIBUTES_AT);
    const lastOffset = baseOffset + BigInt(set.readInt32BE(pos + LAST_OFFSET_DELTA_AT));
    const producerId = set.readBigInt64BE(pos + PRODUCER_ID_AT);
    const count = set.readInt32BE(pos + RECORD_COUNT_AT);
    while (pendingAborts.length > 0 && pendingAborts[0]!.firstOffset <= lastOffset)
      abortedProducers.add(pendingAborts.shift()!.producerId);
    if (attributes & CONTROL) {
      // An abort or commit marker closes its producer's transaction.
      abortedProducers.delete(producerId);
    } else if (
      !(attributes & TRANSACTIONAL && abortedProducers.has(producerId)) &&
      lastOffset >= fromOffset
    ) {
      const codec = attributes & 0x07;
      const body = codec === 0 ? set : decompress(codec, set.subarray(pos + BATCH_HEADER, end));
      // Records below the offset asked for (a fetch starts at a batch's start) by their delta: no BigInt each.
      const firstDelta = fromOffset > baseOffset ? Number(fromOffset - baseOffset) : 0;
      cursor = codec === 0 ? pos + BATCH_HEADER : 0;
      const bodyEnd = codec === 0 ? end : body.length;
      for (let i = 0; i < count; i++) {
        const recordLength = readVarint(body);
        const recordEnd = cursor + recordLength;
        if (recordEnd > bodyEnd)
          throw new UnreadableRecords(`a record of the batch at ${baseOffset} is cut off`);
        cursor += 1; // attributes
        skipVarlong(body);
        const offsetDelta = readVarint(body);
        const keyLength = readVarint(body);
        const keyStart = cursor;
        cursor += Math.max(keyLength, 0);
        const valueLength = readVarint(body);
        const valueStart = cursor;
        cursor += Math.max(valueLength, 0);
        if (offsetDelta >= firstDelta)
          records.push(
            new LazyRecord(
              body,
              baseOffset,
              offsetDelta,
              keyStart,
              keyLength,
              valueStart,
              valueLength,
              cursor,
            ),
          );
        cursor = recordEnd;
      }
    }
    if (lastOffset + 1n > nextOffset) nextOffset = lastOffset + 1n;
    pos = end;
  }
  return { records, nextOffset };
};

/** One partition's part of a fetch response. */
export interface FetchedPartition {
  readonly partition: number;
  readonly errorCode: number;
  readonly highWatermark: bigint;
  readonly logStartOffset: bigint;
  readonly aborted: ReadonlyArray<AbortedTransaction>;
  /** The partition's record batches, undecoded (a view of the response). */
  readonly recordSet: Buffer;
}

export interface FetchResponse {
  readonly errorCode: number;
  readonly throttleTimeMs: number;
  readonly topics: ReadonlyArray<{
    readonly topic: string;
    readonly partitions: ReadonlyArray<FetchedPartition>;
  }>;
}

/** A Fetch (version 11) response body, past its correlation id; record sets are left as bytes. */
export const decodeFetchResponse = (payload: Buffer): FetchResponse => {
  let pos = 0;
  const int16 = () => {
    const v = payload.readInt16BE(pos);
    pos += 2;
    return v;
  };
  const int32 = () => {
    const v = payload.readInt32BE(pos);
    pos += 4;
    return v;
  };
  const int64 = () => {
    const v = payload.readBigInt64BE(pos);
    pos += 8;
    return v;
  };
  const throttleTimeMs = int32();
  const errorCode = int16();
  int32(); // session id: no fetch sessions are used
  const topics: Array<{ topic: string; partitions: FetchedPartition[] }> = [];
  for (let t = int32(); t > 0; t--) {
    const nameLength = int16();
    const topic = payload.toString('utf8', pos, pos + nameLength);
    pos += nameLength;
    const partitions: FetchedPartition[] = [];
    for (let p = int32(); p > 0; p--) {
      const partition = int32();
      const partitionError = int16();
      const highWatermark = int64();
      int64(); // last stable offset
      const logStartOffset = int64();
      const aborted: AbortedTransaction[] = [];
      for (let a = int32(); a > 0; a--) aborted.push({ producerId: int64(), firstOffset: int64() });
      int32(); // preferred read replica
      const size = int32();
      const recordSet = payload.subarray(pos, pos + Math.max(size, 0));
      pos += Math.max(size, 0);
      partitions.push({
        partition,
        errorCode: partitionError,
        highWatermark,
        logStartOffset,
        aborted,
        recordSet,
      });
    }
    topics.push({ topic, partitions });
  }
  return { errorCode, throttleTimeMs, topics };
};
