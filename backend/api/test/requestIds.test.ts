import { HttpApp, HttpServerResponse } from '@effect/platform';
import { SqlClient } from '@effect/sql';
import { DomainHeaders, kafkaConfigFromEnv } from '@market-muse/kafka';
import { kafkaTopicsTagged } from '@market-muse/test-servers/kafka-topics';
import { Effect, HashMap, Logger } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokers, readTopic } from '../../relay/test/kafka/support.ts';
import { requestIds } from '../src/http/requestIds.ts';
import { databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;

// A request's id (a proxy's X-Request-Id, or one the server makes) is answered in the same header and
// becomes the correlation id of every event the request's commands append: in the store and, through the
// relay, on the Kafka records' headers.

const correlationIds = (app: App, userId: string) =>
  app.runtime.runPromise(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql<{ type: string; correlationId: string }>`select type,
        metadata->>'correlationId' as "correlationId" from mm_events
        where metadata->>'userId' = ${userId} order by global_position`,
    ),
  );

const send = (app: App, path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const register = (app: App, requestId?: string) =>
  send(
    app,
    '/api/auth/register',
    {
      email: `rid-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse',
      firstName: 'Rita',
      lastName: 'Request',
    },
    requestId ? { 'x-request-id': requestId } : {},
  );

describe('the request id middleware', () => {
  it('annotates every log line written while the request runs with its id', async () => {
    const lines: Array<{ message: unknown; requestId: unknown }> = [];
    const capture = Logger.make(({ message, annotations }) => {
      lines.push({
        message,
        requestId: HashMap.get(annotations, 'requestId').pipe((o) => (o._tag === 'Some' ? o.value : null)),
      });
    });
    const app = requestIds(
      Effect.gen(function* () {
        yield* Effect.logWarning('inside the handler');
        return HttpServerResponse.text('ok');
      }),
    ).pipe(Effect.provide(Logger.replace(Logger.defaultLogger, capture)));
    const handler = HttpApp.toWebHandler(app);
    const response = await handler(
      new Request('http://localhost/anything', { headers: { 'x-request-id': 'req-logged-0004' } }),
    );
    expect(response.headers.get('x-request-id')).toBe('req-logged-0004');
    expect(lines).toEqual([{ message: ['inside the handler'], requestId: 'req-logged-0004' }]);
  });
});

describe.each(databaseKinds)('request ids on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("carries each request's id into the correlation id of every event its commands append", async () => {
    const registered = await register(app, 'req-register-0001');
    expect(registered.status).toBe(201);
    expect(registered.headers.get('x-request-id')).toBe('req-register-0001');
    const userId = String(((await registered.json()) as { id: string }).id);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;

    const project = await send(
      app,
      '/api/projects',
      { name: 'Harbour prints', projectType: 'book', projectStage: 'idea' },
      { cookie, 'x-request-id': 'req-project-0002' },
    );
    expect(project.status).toBe(201);
    expect(project.headers.get('x-request-id')).toBe('req-project-0002');

    const events = await correlationIds(app, userId);
    const registration = events.filter((e) => e.correlationId === 'req-register-0001');
    const projectEvents = events.filter((e) => e.correlationId === 'req-project-0002');
    expect(registration.map((e) => e.type)).toContain('UserRegistered');
    expect(projectEvents.map((e) => e.type)).toContain('ProjectCreated');
    expect(registration.length + projectEvents.length).toBe(events.length);
  });

  it('makes its own id when none comes, or a malformed one, and never echoes what it refused', async () => {
    const unnamed = await register(app);
    const made = unnamed.headers.get('x-request-id')!;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const userId = String(((await unnamed.json()) as { id: string }).id);
    expect((await correlationIds(app, userId)).map((e) => e.correlationId)).toEqual(
      expect.arrayContaining([made]),
    );
    expect(new Set((await correlationIds(app, userId)).map((e) => e.correlationId))).toEqual(new Set([made]));

    const malformed = await register(app, 'bad id <script>');
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const health = await fetch(`${app.url}/api/health`, { headers: { 'x-request-id': 'x'.repeat(129) } });
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const kafkaConfig = kafkaConfigFromEnv(
  process.env.KAFKA_BROKERS
    ? {
        KAFKA_BROKERS: process.env.KAFKA_BROKERS,
        ...kafkaTopicsTagged(`rid-${crypto.randomUUID().slice(0, 8)}`),
        MM_KAFKA_LOG_LEVEL: 'nothing',
      }
    : {},
);
const ci = process.env.CI === 'true' || process.env.CI === '1';
if (ci && (!kafkaConfig || !databaseKinds.includes('postgres')))
  throw new Error('The request id suite needs KAFKA_BROKERS and DATABASE_URL in CI (.ci/run starts both)');

describe.skipIf(!kafkaConfig || !databaseKinds.includes('postgres'))('request ids on Kafka', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp('postgres', { kafka: kafkaConfig });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("puts the request's id on the domain records' correlation-id header", async () => {
    const registered = await register(app, 'req-kafka-register-0003');
    expect(registered.status).toBe(201);
    const userId = String(((await registered.json()) as { id: string }).id);
    // Read as another team would, once the topic the relay has just created has leaders.
    const records = await readTopic(brokers(), kafkaConfig!.domainTopic, (read) =>
      read.some((r) => r.key === userId && r.headers[DomainHeaders.eventType] === 'UserRegistered'),
    );
    const headers = records.filter((r) => r.key === userId).map((r) => r.headers);
    const registration = headers.find((h) => h[DomainHeaders.eventType] === 'UserRegistered');
    expect(registration?.[DomainHeaders.correlationId]).toBe('req-kafka-register-0003');
  }, 60_000);
});
