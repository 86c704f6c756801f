import { SqlClient } from '@effect/sql';
import { EventStore, ExpectedVersion } from '@market-muse/eventstore';
import { kafkajsTransport, topicSettings } from '@market-muse/kafka';
import { Effect, Fiber } from 'effect';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRelayParked } from '../../src/deadLetters.ts';
import { relayBatch, runRelay } from '../../src/relay.ts';
import { retryRelayParked } from '../../src/retryParked.ts';
import {
  brokers,
  creatorActivity,
  freshDatabase,
  kafkaEnabled,
  readTopic,
  type StoreRuntime,
  storeRuntime,
  testKafkaConfig,
  uniqueTag,
  waitFor,
} from './support.ts';

// A poisoned record cannot stop the stream: an event larger than the domain topic accepts is dead-lettered
// and parked with its reason, whether the relay knew the topic's limit or the broker refused it, and every
// other event is published after it.

/** The domain topic's limit in this suite: far below the broker default, so a 200 kB event exceeds it. */
const TOPIC_LIMIT = 60_000;

const bigEvent = (userId: string) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const eventId = crypto.randomUUID();
    yield* store.append(
      `note-${eventId}`,
      'note',
      [
        {
          eventId,
          type: 'TaskCreated',
          schemaVersion: 1,
          data: { userId, description: 'x'.repeat(200_000) },
          metadata: {
            userId,
            correlationId: crypto.randomUUID(),
            causationId: null,
            recordedAt: new Date().toISOString(),
          },
        },
      ],
      ExpectedVersion.noStream,
    );
    return eventId;
  });

describe.skipIf(!kafkaEnabled)('Kafka relay and records too large for the topic', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let runtime: StoreRuntime;
  const config = kafkaEnabled ? testKafkaConfig(brokers(), uniqueTag()) : null!;
  const transport = kafkaEnabled ? kafkajsTransport(config) : null!;

  beforeAll(async () => {
    db = await freshDatabase();
    runtime = storeRuntime(db.url);
    // The topics exist already with a lower limit than the relay's own (as on a managed cluster).
    const admin = new Kafka({ brokers: [...config.brokers], logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    await admin.createTopics({
      waitForLeaders: true,
      topics: [config.domainTopic, config.progressTopic, config.deadLetterTopic].map((topic) => ({
        topic,
        numPartitions: config.partitions,
        replicationFactor: 1,
        configEntries: Object.entries({
          ...topicSettings(config),
          'max.message.bytes': String(TOPIC_LIMIT),
        }).map(([name, value]) => ({ name, value })),
      })),
    });
    await admin.disconnect();
  });

  afterAll(async () => {
    await transport?.close();
    await runtime?.dispose();
    await db?.drop();
  });

  const eventIds = () =>
    runtime.runPromise(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ id: string }>`select event_id::text as id from mm_events`,
      ),
    );

  it('dead-letters and parks the oversized event, and publishes every other one once', async () => {
    const user = crypto.randomUUID();
    await runtime.runPromise(creatorActivity(user, 3));
    const big = await runtime.runPromise(bigEvent(user));
    await runtime.runPromise(creatorActivity(crypto.randomUUID(), 3));
    const relay = runtime.runFork(
      runRelay(config, { owner: 'dead-letter-test', transport, pollInterval: '200 millis' }).pipe(
        Effect.scoped,
      ),
    );
    const others = (await eventIds()).map((r) => r.id).filter((id) => id !== big);
    const domain = await readTopic(config.brokers, config.domainTopic, (records) => {
      const seen = new Set(records.map((r) => r.headers['event-id']));
      return others.every((id) => seen.has(id));
    });
    const letters = await readTopic(config.brokers, config.deadLetterTopic, (r) => r.length >= 1);
    await waitFor(
      'the relay to park the event',
      async () => (await runtime.runPromise(listRelayParked)).length > 0,
    );
    await runtime.runPromise(Fiber.interrupt(relay));

    const published = domain.map((r) => r.headers['event-id']);
    expect(published).not.toContain(big);
    expect(new Set(published).size).toBe(published.length);
    expect(others.every((id) => published.includes(id))).toBe(true);
    expect(letters.map((r) => r.headers['event-id'])).toEqual([big]);
    expect(JSON.parse(letters[0]!.value!)).toMatchObject({ eventId: big, type: 'TaskCreated' });
    const parked = await runtime.runPromise(listRelayParked);
    expect(parked.map((p) => p.event_id)).toEqual([big]);
    expect(parked[0]!.error).toMatch(/larger than the topic accepts \(60000 bytes\)/);
  });

  it('when the broker refuses a record its limit did not announce, sends the batch once more event by event', async () => {
    await runtime.runPromise(creatorActivity(crypto.randomUUID(), 2));
    const big = await runtime.runPromise(bigEvent(crypto.randomUUID()));
    const producer = await transport.producer();
    let sends = 0;
    const counting = {
      ...producer,
      send: (b: Parameters<typeof producer.send>[0]) => {
        sends += 1;
        return producer.send(b);
      },
    };
    // The relay believes the topic takes 1 MB: only the broker's refusal finds the oversized event.
    const published = await runtime.runPromise(
      relayBatch(counting, { ...config, maxRecordBytes: 1_000_000 }),
    );
    // The checkpoint moved past the whole batch, the oversized event included.
    const again = await runtime.runPromise(relayBatch(producer, config));
    await producer.close();
    expect(published).toBeGreaterThan(1);
    expect(again).toBe(0);
    const parked = await runtime.runPromise(listRelayParked);
    expect(parked.find((p) => p.event_id === big)?.error).toMatch(/refused by the broker as too large/);
    // One failed batch, then one send per event and one dead letter: never the batch again and again.
    expect(sends).toBe(1 + published + 1);
  });

  it('publishes the parked events again once the topic accepts them, and unparks them', async () => {
    const parked = (await runtime.runPromise(listRelayParked)).map((p) => p.event_id);
    expect(parked).toHaveLength(2);
    const admin = new Kafka({ brokers: [...config.brokers], logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    await admin.alterConfigs({
      validateOnly: false,
      resources: [config.domainTopic, config.progressTopic].map((name) => ({
        type: 2,
        name,
        configEntries: [
          ...Object.entries(topicSettings(config)).map(([n, value]) => ({ name: n, value })),
          { name: 'max.message.bytes', value: '1048588' },
        ],
      })),
    });
    await admin.disconnect();
    const producer = await transport.producer();
    const outcomes = await runtime.runPromise(retryRelayParked(producer, config));
    await producer.close();
    expect(outcomes.map((o) => [o.eventId, o.published]).sort()).toEqual(
      parked.map((id) => [id, true]).sort(),
    );
    expect(await runtime.runPromise(listRelayParked)).toEqual([]);
    const domain = await readTopic(config.brokers, config.domainTopic, (records) =>
      parked.every((id) => records.some((r) => r.headers['event-id'] === id)),
    );
    expect(parked.every((id) => domain.some((r) => r.headers['event-id'] === id))).toBe(true);
  });
});
