import { type BatchSource, domainTopics, kafkajsTransport, type RecordBatch } from '@market-muse/kafka';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokers, kafkaEnabled, readTopic, testKafkaConfig, uniqueTag } from './support.ts';

// The replay's reader: a topic's partitions read directly (no consumer group) hand over the same records
// as a kafkajs consumer, in offset order per partition, never two batches of one partition at once; a
// seek and a retry move the partition; records written after it started still come; and a start below
// the log's start moves to it, saying so in the batch.

const asRecords = (batches: ReadonlyArray<RecordBatch>) =>
  batches.flatMap((b) =>
    b.records.map((r) => ({
      partition: b.partition,
      offset: r.offset,
      key: r.key,
      value: r.value,
      headers: { ...r.headers },
    })),
  );

/** The partition holding the most records (the keys need not spread over every partition). */
const fullest = (ends: ReadonlyMap<number, bigint>) =>
  [...ends].sort(([, a], [, b]) => (b > a ? 1 : -1))[0]![0];

/** Takes batches until every partition reached `ends`, settling each with 'commit'. */
const readTo = async (source: BatchSource, ends: ReadonlyMap<number, bigint>) => {
  const batches: RecordBatch[] = [];
  const reached = new Map<number, bigint>();
  const deadline = Date.now() + 30_000;
  while ([...ends].some(([p, end]) => (reached.get(p) ?? 0n) < end)) {
    if (Date.now() > deadline) throw new Error('the reader stopped delivering');
    const batch = await source.next(1_000);
    if (!batch) continue;
    batches.push(batch);
    const next = batch.records[batch.records.length - 1]!.offset + 1n;
    reached.set(batch.partition, next);
    await source.done({ kind: 'commit', nextOffset: next }, batch);
  }
  return batches;
};

describe.skipIf(!kafkaEnabled)('Partitions read directly', () => {
  const config = kafkaEnabled ? testKafkaConfig(brokers(), uniqueTag()) : null!;
  const transport = kafkaEnabled ? kafkajsTransport(config) : null!;
  const kafka = kafkaEnabled ? new Kafka({ brokers: brokers(), logLevel: logLevel.NOTHING }) : null!;
  const producer = kafkaEnabled ? kafka.producer() : null!;
  const topic = kafkaEnabled ? config.domainTopic : '';

  const send = (from: number, count: number) =>
    producer.send({
      topic,
      messages: Array.from({ length: count }, (_, i) => ({
        key: `user-${(from + i) % 7}`,
        value: JSON.stringify({ n: from + i, text: 'ünïcode ✓' }),
        headers: {
          'event-type': (from + i) % 3 ? 'TaskCompleted' : 'UserRegistered',
          'event-id': `e-${from + i}`,
        },
      })),
    });

  beforeAll(async () => {
    await transport.ensureTopics(domainTopics(config));
    await producer.connect();
    // Many small sends: many record batches per partition, so a fetch brings several.
    for (let i = 0; i < 30; i++) await send(i * 20, 20);
  }, 60_000);

  afterAll(async () => {
    await producer?.disconnect();
    const admin = kafka?.admin();
    if (admin) {
      await admin.connect();
      await admin.deleteTopics({
        topics: [config.domainTopic, config.progressTopic, config.deadLetterTopic],
      });
      await admin.disconnect();
    }
    await transport?.close();
  });

  it('hands over what a kafkajs consumer reads, in offset order, one batch of a partition at a time', async () => {
    const ends = await transport.endOffsets(topic);
    // Everything up to the ends, not 600: a send the producer retried on a busy broker can be in the log twice.
    const total = [...ends.values()].reduce((sum, end) => sum + Number(end), 0);
    const expected = await readTopic(brokers(), topic, (records) => records.length >= total);
    // Small fetches: each partition comes in several batches, two partitions' batches out at once.
    const source = await transport.readPartitions({
      topic,
      from: new Map([...ends.keys()].map((p) => [p, 0n])),
      maxBytesPerPartition: 2_000,
    });
    const out = new Set<number>();
    let together = 0;
    const batches: RecordBatch[] = [];
    const worker = async () => {
      for (;;) {
        const reached = new Map(
          batches.map((b) => [b.partition, b.records[b.records.length - 1]!.offset + 1n]),
        );
        if ([...ends].every(([p, end]) => (reached.get(p) ?? 0n) >= end)) return;
        const batch = await source.next(200);
        if (!batch) continue;
        expect(out.has(batch.partition)).toBe(false);
        out.add(batch.partition);
        together = Math.max(together, out.size);
        batches.push(batch);
        await new Promise((r) => setTimeout(r, 5));
        out.delete(batch.partition);
        await source.done({ kind: 'commit', nextOffset: 0n }, batch);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    await source.close();
    const read = asRecords(batches);
    const inOrder = <R extends { partition: number; offset: bigint }>(records: ReadonlyArray<R>) =>
      [...records].sort((a, b) => a.partition - b.partition || (a.offset < b.offset ? -1 : 1));
    expect(inOrder(read)).toEqual(inOrder(expected));
    for (const partition of ends.keys()) {
      const offsets = read.filter((r) => r.partition === partition).map((r) => r.offset);
      expect(offsets).toEqual(offsets.map((_, i) => offsets[0]! + BigInt(i)));
    }
    expect(batches.length).toBeGreaterThan(ends.size);
    expect(together).toBeGreaterThan(1);
  }, 60_000);

  it('moves a partition on a seek, reads a batch again on a retry, and reads records written meanwhile', async () => {
    const ends = await transport.endOffsets(topic);
    const partition = fullest(ends);
    const source = await transport.readPartitions({
      topic,
      from: new Map([[partition, 0n]]),
      maxBytesPerPartition: 2_000,
    });
    try {
      let batch = (await source.next(10_000))!;
      expect(batch.records[0]!.offset).toBe(0n);
      await source.done({ kind: 'retry' }, batch);
      batch = (await source.next(10_000))!;
      expect(batch.records[0]!.offset).toBe(0n);
      await source.done({ kind: 'seek', offset: 5n }, batch);
      batch = (await source.next(10_000))!;
      expect(batch.records[0]!.offset).toBe(5n);
      const next = batch.records[batch.records.length - 1]!.offset + 1n;
      await source.done({ kind: 'commit', nextOffset: next }, batch);
      await readTo(source, new Map([[partition, ends.get(partition)!]]));
      // Written after the reader caught up: the next fetch finds them.
      await send(10_000, 40);
      const later = await transport.endOffsets(topic);
      const tail = await readTo(source, new Map([[partition, later.get(partition)!]]));
      expect(tail.flatMap((b) => b.records).length).toBe(
        Number(later.get(partition)! - ends.get(partition)!),
      );
    } finally {
      await source.close();
    }
  }, 60_000);

  it('starts at the log start when records below the position are gone, and says so', async () => {
    const ends = await transport.endOffsets(topic);
    const partition = fullest(ends);
    const admin = kafka.admin();
    await admin.connect();
    await admin.fetchTopicMetadata({ topics: [topic] });
    await admin.deleteTopicRecords({ topic, partitions: [{ partition: partition, offset: '7' }] });
    await admin.disconnect();
    const source = await transport.readPartitions({
      topic,
      from: new Map([[partition, 0n]]),
      maxBytesPerPartition: 2_000,
    });
    try {
      const batch = (await source.next(10_000))!;
      expect(batch.logStartOffset).toBe(7n);
      expect(batch.records[0]!.offset).toBe(7n);
    } finally {
      await source.close();
    }
  }, 60_000);
});
