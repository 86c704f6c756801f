import { domainTopics, kafkajsTransport } from '@market-muse/kafka';
import { analyticsProjections, replayFromKafka } from '@market-muse/projections';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, describe, expect, it } from 'vitest';
import { relayBatch } from '../../src/relay.ts';
import {
  brokers,
  creatorActivity,
  freshDatabase,
  kafkaEnabled,
  storeRuntime,
  testKafkaConfig,
  uniqueTag,
} from './support.ts';

// A domain topic whose log no longer starts at offset 0 (retention, deleted records): the replay reads from
// the first offset still there and reports how many records were gone, instead of seeking to 0 for ever.

describe.skipIf(!kafkaEnabled)('Kafka replay of a log that no longer starts at 0', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('finishes and reports the records retention removed', async () => {
    const config = { ...testKafkaConfig(brokers(), uniqueTag()), partitions: 1 };
    const db = await freshDatabase();
    cleanups.push(db.drop);
    const runtime = storeRuntime(db.url);
    cleanups.push(() => runtime.dispose());
    const transport = kafkajsTransport(config);
    cleanups.push(() => transport.close());
    await transport.ensureTopics(domainTopics(config));
    await runtime.runPromise(creatorActivity(crypto.randomUUID(), 4));
    const producer = await transport.producer();
    while ((await runtime.runPromise(relayBatch(producer, config))) > 0);
    await producer.close();
    const admin = new Kafka({ brokers: [...config.brokers], logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    await admin.fetchTopicMetadata({ topics: [config.domainTopic] });
    await admin.deleteTopicRecords({
      topic: config.domainTopic,
      partitions: [{ partition: 0, offset: '5' }],
    });
    await admin.disconnect();

    const report = await runtime.runPromise(
      replayFromKafka(analyticsProjections[0]!, config, { transport, stallTimeoutMs: 20_000 }),
    );
    expect(report.missingRecords).toBe(5);
  }, 90_000);
});
