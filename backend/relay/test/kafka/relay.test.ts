import { SqlClient } from '@effect/sql';
import { EventSchemas } from '@market-muse/contracts';
import { EventStore } from '@market-muse/eventstore';
import { fromDomainRecord, kafkajsTransport } from '@market-muse/kafka';
import { Ajv } from 'ajv';
import { Effect, Fiber, Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncApiDocument } from '../../src/asyncapi.ts';
import { runRelay } from '../../src/relay.ts';
import {
  brokers,
  creatorActivity,
  freshDatabase,
  kafkaEnabled,
  readTopic,
  type StoreRuntime,
  storeRuntime,
  type TopicRecord,
  testKafkaConfig,
  uniqueTag,
} from './support.ts';

// The relay against a real broker and PostgreSQL: every event reaches the domain topic once, in each user's
// order, the progress topic carries only progress events under pseudonyms, and a consumer that knows only
// the AsyncAPI document decodes everything.

describe.skipIf(!kafkaEnabled)('Kafka relay', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let runtime: StoreRuntime;
  const config = kafkaEnabled ? testKafkaConfig(brokers(), uniqueTag()) : null!;
  const transport = kafkaEnabled ? kafkajsTransport(config) : null!;
  let stored: ReadonlyArray<{ event_id: string; type: string; user_id: string; tx: string; pos: string }> =
    [];
  let domain: TopicRecord[] = [];
  let progress: TopicRecord[] = [];
  const users = Array.from({ length: 12 }, () => crypto.randomUUID());

  beforeAll(async () => {
    db = await freshDatabase();
    runtime = storeRuntime(db.url);
    const relay = runtime.runFork(
      runRelay(config, { owner: 'relay-test', transport, batchSize: 100, pollInterval: '200 millis' }).pipe(
        Effect.scoped,
      ),
    );
    // Concurrent writers, the relay publishing meanwhile.
    await Promise.all(users.map((user) => runtime.runPromise(creatorActivity(user, 8))));
    stored = await runtime.runPromise(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ event_id: string; type: string; user_id: string; tx: string; pos: string }>`
          select event_id::text, type, metadata->>'userId' as user_id, transaction_id::text as tx,
            global_position::text as pos
          from mm_events order by transaction_id, global_position`,
      ),
    );
    const ids = new Set(stored.map((e) => e.event_id));
    domain = await readTopic(config.brokers, config.domainTopic, (records) => {
      const seen = new Set(records.map((r) => r.headers['event-id']));
      return [...ids].every((id) => seen.has(id));
    });
    const progressCount = stored.filter((e) => e.type !== 'UserRegistered').length;
    progress = await readTopic(config.brokers, config.progressTopic, (r) => r.length >= progressCount);
    await runtime.runPromise(Fiber.interrupt(relay));
  }, 120_000);

  afterAll(async () => {
    await transport?.close();
    await runtime?.dispose();
    await db?.drop();
  });

  it('publishes every committed event exactly once per event id', () => {
    expect(stored.length).toBe(12 * (1 + 8 * 2) + 12 * 3);
    const counts = new Map<string, number>();
    for (const r of domain) counts.set(r.headers['event-id']!, (counts.get(r.headers['event-id']!) ?? 0) + 1);
    expect(counts.size).toBe(stored.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it("keeps each user's events on one partition, in the store's order", () => {
    const order = new Map(stored.map((e, i) => [e.event_id, i]));
    for (const user of users) {
      const mine = domain.filter((r) => r.key === user);
      expect(mine.length).toBe(stored.filter((e) => e.user_id === user).length);
      expect(new Set(mine.map((r) => r.partition)).size).toBe(1);
      const sorted = [...mine].sort((a, b) => Number(a.offset - b.offset));
      const positions = sorted.map((r) => order.get(r.headers['event-id']!)!);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('carries the event identity, position and metadata in headers', () => {
    const byId = new Map(stored.map((e) => [e.event_id, e]));
    for (const record of domain) {
      const event = byId.get(record.headers['event-id']!)!;
      expect(record.headers['event-type']).toBe(event.type);
      expect(record.headers['global-position']).toBe(event.pos);
      expect(record.headers['transaction-id']).toBe(event.tx);
      expect(record.headers['schema-version']).toBe('1');
      expect(record.headers['user-id']).toBe(event.user_id);
      expect(record.headers['correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(record.headers['stream-id']).toMatch(/^(user|task)-/);
    }
  });

  it('never publishes a password hash', () => {
    const registered = domain.filter((r) => r.headers['event-type'] === 'UserRegistered');
    expect(registered).toHaveLength(12);
    for (const record of registered) {
      expect(JSON.parse(record.value ?? '{}')).toMatchObject({ passwordHash: '' });
      expect(record.value).not.toContain('not-a-hash');
    }
  });

  it('puts only progress events on the progress topic, under pseudonyms', () => {
    const types = new Set(progress.map((r) => r.headers['event-type']));
    expect(types).toEqual(new Set(['TaskCreated', 'TaskCompleted', 'TaskReopened']));
    expect(new Set(progress.map((r) => r.headers['event-id'])).size).toBe(
      stored.filter((e) => e.type !== 'UserRegistered').length,
    );
    for (const record of progress) {
      expect(record.key).toMatch(/^u_[0-9a-f]{24}$/);
      const text = JSON.stringify({ ...record, offset: String(record.offset) });
      for (const user of users) expect(text).not.toContain(user);
      const row = JSON.parse(record.value!) as Record<string, unknown>;
      expect(row.user).toBe(record.key);
      expect(row.title).toBeNull();
    }
  });

  it("is decoded by another team's consumer with the AsyncAPI document alone", async () => {
    // What the other team has: the document served at /api/asyncapi.json, as JSON.
    const document = JSON.parse(JSON.stringify(asyncApiDocument(config))) as {
      channels: Record<string, { address: string; messages: Record<string, unknown> }>;
    };
    expect(document.channels.domainEvents!.address).toBe(config.domainTopic);
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema(document, 'asyncapi');
    const validate = (pointer: string, value: unknown) => {
      const check = ajv.getSchema(`asyncapi#${pointer}`);
      if (!check) throw new Error(`no schema at ${pointer}`);
      const ok = check(value);
      if (!ok) throw new Error(`${pointer}: ${ajv.errorsText(check.errors)}`);
    };
    for (const record of domain) {
      const type = record.headers['event-type']!;
      expect(Object.keys(document.channels.domainEvents!.messages)).toContain(type);
      validate(`/components/messages/${type}/payload`, JSON.parse(record.value!));
      validate('/components/schemas/DomainHeaders', record.headers);
      // And with the contracts' own schema, once its personal fields are opened with the keys (the topic
      // carries them encrypted).
      const [opened] = await runtime.runPromise(
        Effect.flatMap(EventStore, (store) => store.open([fromDomainRecord(record)])),
      );
      const schema = EventSchemas[type as keyof typeof EventSchemas] as Schema.Schema.AnyNoContext;
      expect(() => Schema.decodeUnknownSync(schema)(opened!.data)).not.toThrow();
    }
    for (const record of progress) {
      validate('/components/schemas/ProgressRecord', JSON.parse(record.value!));
      validate('/components/schemas/ProgressHeaders', record.headers);
    }
  });
});
