import { EventStore, ExpectedVersion, type NewEvent } from '@market-muse/eventstore';
import { fromDomainRecord, kafkajsTransport } from '@market-muse/kafka';
import { Effect, Fiber } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRelay } from '../../src/relay.ts';
import {
  brokers,
  freshDatabase,
  kafkaEnabled,
  readTopic,
  type StoreRuntime,
  storeRuntime,
  type TopicRecord,
  testKafkaConfig,
  uniqueTag,
} from './support.ts';

// Personal fields reach the domain topic only encrypted with their user's key, and the progress topic not
// at all: once the key is destroyed, nothing on either topic can be read back into them.

describe.skipIf(!kafkaEnabled)('Kafka and erasure', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let runtime: StoreRuntime;
  const config = kafkaEnabled ? testKafkaConfig(brokers(), uniqueTag()) : null!;
  const transport = kafkaEnabled ? kafkajsTransport(config) : null!;
  const userId = crypto.randomUUID();
  const marker = `kfk${crypto.randomUUID().slice(0, 8)}`;
  const markers = [marker, `${marker}@example.com`, `Fn${marker}`];
  let domain: TopicRecord[] = [];
  let progress: TopicRecord[] = [];

  const event = (type: string, data: object): NewEvent => ({
    eventId: crypto.randomUUID(),
    type,
    schemaVersion: 1,
    data,
    metadata: {
      userId,
      correlationId: crypto.randomUUID(),
      causationId: null,
      recordedAt: new Date().toISOString(),
    },
  });

  beforeAll(async () => {
    db = await freshDatabase();
    runtime = storeRuntime(db.url);
    const at = new Date().toISOString();
    const taskId = crypto.randomUUID();
    const events = [
      [
        `user-${userId}`,
        'user',
        event('UserRegistered', {
          userId,
          email: `${marker}@example.com`,
          firstName: `Fn${marker}`,
          lastName: 'Kafka',
          passwordHash: 'hash',
          registeredAt: at,
        }),
      ],
      [
        `task-${taskId}`,
        'task',
        event('TaskCreated', {
          taskId,
          userId,
          roadmapId: null,
          projectId: null,
          title: `Task ${marker}`,
          description: `Do ${marker}`,
          priority: 'medium',
          category: 'marketing',
          estimatedTime: 15,
          dueDate: null,
          phaseIndex: null,
          stepIndex: null,
          origin: 'daily',
          createdAt: at,
        }),
      ],
    ] as const;
    for (const [stream, type, e] of events)
      await runtime.runPromise(
        Effect.flatMap(EventStore, (store) => store.append(stream, type, [e], ExpectedVersion.noStream)),
      );
    const relay = runtime.runFork(
      runRelay(config, { owner: 'erasure-test', transport, batchSize: 100, pollInterval: '200 millis' }).pipe(
        Effect.scoped,
      ),
    );
    domain = await readTopic(config.brokers, config.domainTopic, (records) => records.length >= 2);
    progress = await readTopic(config.brokers, config.progressTopic, (records) => records.length >= 1);
    await runtime.runPromise(Fiber.interrupt(relay));
  }, 120_000);

  afterAll(async () => {
    await transport?.close();
    await runtime?.dispose();
    await db?.drop();
  });

  it('carries personal fields only encrypted on the domain topic, and none on the progress topic', () => {
    expect(domain).toHaveLength(2);
    expect(progress.length).toBeGreaterThan(0);
    for (const record of [...domain, ...progress])
      for (const text of markers)
        expect(`${record.key} ${record.value} ${JSON.stringify(record.headers)}`.includes(text), text).toBe(
          false,
        );
    const registered = JSON.parse(domain.find((r) => r.headers['event-type'] === 'UserRegistered')!.value!);
    expect(registered.email).toBeUndefined();
    expect(registered.$personal).toMatchObject({ $enc: 'A256GCM', sub: userId });
    expect(registered.userId).toBe(userId);
  });

  it('reads back while the key exists, and as erased once it is destroyed', async () => {
    const open = () =>
      runtime.runPromise(Effect.flatMap(EventStore, (store) => store.open(domain.map(fromDomainRecord))));
    const before = await open();
    expect(JSON.stringify(before.map((e) => e.data))).toContain(`Task ${marker}`);
    await runtime.runPromise(Effect.flatMap(EventStore, (store) => store.destroyKey(userId)));
    const after = await open();
    for (const text of markers) expect(JSON.stringify(after.map((e) => e.data)).includes(text)).toBe(false);
    expect(after.find((e) => e.type === 'UserRegistered')!.data).toMatchObject({
      email: '[erased]',
      lastName: '[erased]',
    });
  });
});
