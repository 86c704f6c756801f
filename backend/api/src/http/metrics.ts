import { timingSafeEqual } from 'node:crypto';
import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// Prometheus metrics at /metrics, for operators only: the endpoint exists when MM_METRICS_TOKEN is set and
// answers a scrape with `Authorization: Bearer <token>` (404 while unset, 401 without, 403 wrong), so lag
// figures and route names are never public. The store's figures are read from PostgreSQL at each scrape,
// so every replica reports the same shared state and a worker's crash does not reset them.

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpDuration = new Histogram({
  name: 'mm_http_request_duration_seconds',
  help: 'HTTP requests by method, route (ids replaced by :id) and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const lastPosition = new Gauge({
  name: 'mm_event_store_last_position',
  help: 'Global position of the newest appended event (its rate is the append rate)',
  registers: [registry],
});
const lagEvents = new Gauge({
  name: 'mm_reader_lag_events',
  help: 'Events committed after a reader checkpoint (async read models and the kafka-relay), capped at 100000',
  labelNames: ['reader'] as const,
  registers: [registry],
});
const lagSeconds = new Gauge({
  name: 'mm_reader_lag_seconds',
  help: 'Age of the oldest event a reader has not handled yet (0 when caught up)',
  labelNames: ['reader'] as const,
  registers: [registry],
});
const parked = new Gauge({
  name: 'mm_parked_events',
  help: 'Events set aside by a reader (dead letters of the relay, poison events of read models)',
  labelNames: ['reader'] as const,
  registers: [registry],
});
const leaseAge = new Gauge({
  name: 'mm_lease_heartbeat_age_seconds',
  help: 'Seconds since the holder of each reader lease renewed it (over 8 s: taken over)',
  labelNames: ['reader'] as const,
  registers: [registry],
});
const consumerLag = new Gauge({
  name: 'mm_kafka_consumer_lag_records',
  help: 'Records on the domain topic not yet applied by a Kafka-fed read model, per partition',
  labelNames: ['reader', 'partition'] as const,
  registers: [registry],
});

const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f-]{27}|\d+|[A-Za-z0-9_-]{20,})$/i;

/** The route label of a path: API paths with ids as :id, everything else (static files) as one label. */
export const routeOf = (path: string) =>
  path.startsWith('/api/')
    ? path
        .split('/')
        .map((s) => (ID_SEGMENT.test(s) ? ':id' : s))
        .join('/')
    : ['/livez', '/readyz', '/metrics'].includes(path)
      ? path
      : 'static';

export const observeRequest = (method: string, path: string, status: number, seconds: number) =>
  httpDuration.observe({ method, route: routeOf(path), status: String(status) }, seconds);

export type EndOffsets = (topic: string) => Promise<ReadonlyMap<number, bigint>>;

/** Reads the shared state into the gauges. */
const collectStore = (endOffsets: EndOffsets | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const [position] = yield* sql<{
      p: string | null;
    }>`select max(global_position)::text as p from mm_events`;
    lastPosition.set(Number(position?.p ?? 0));
    const readers = yield* sql<{ reader: string; behind: number; age: number | null }>`
      select c.projection as reader,
        (select count(*)::int from (select 1 from mm_events e
          where (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position) limit 100000) x) as behind,
        (select extract(epoch from now() - min(e.created_at))::float8 from mm_events e
          where (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)) as age
      from mm_checkpoints c`;
    lagEvents.reset();
    lagSeconds.reset();
    for (const r of readers) {
      lagEvents.set({ reader: r.reader }, r.behind);
      lagSeconds.set({ reader: r.reader }, r.age ?? 0);
    }
    parked.reset();
    for (const r of yield* sql<{ reader: string; n: number }>`
      select projection as reader, count(*)::int as n from mm_parked_events group by projection`)
      parked.set({ reader: r.reader }, r.n);
    leaseAge.reset();
    for (const r of yield* sql<{ reader: string; age: number }>`
      select projection as reader, extract(epoch from now() - heartbeat_at)::float8 as age from mm_projection_leases`)
      leaseAge.set({ reader: r.reader }, r.age);
    consumerLag.reset();
    if (endOffsets) {
      const offsets = yield* sql<{ reader: string; topic: string; partition: number; next: string }>`
        select projection as reader, topic, partition, next_offset::text as next from mm_kafka_offsets
        where to_regclass('mm_kafka_offsets') is not null`.pipe(Effect.orElseSucceed(() => []));
      const ends = new Map<string, ReadonlyMap<number, bigint>>();
      for (const o of offsets) {
        if (!ends.has(o.topic))
          ends.set(
            o.topic,
            yield* Effect.tryPromise(() => endOffsets(o.topic)).pipe(Effect.orElseSucceed(() => new Map())),
          );
        const end = ends.get(o.topic)!.get(o.partition);
        if (end !== undefined)
          consumerLag.set({ reader: o.reader, partition: String(o.partition) }, Number(end - BigInt(o.next)));
      }
    }
  });

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The answer to GET /metrics: status and body. */
export const scrape = (authorization: string | undefined, endOffsets: EndOffsets | null) =>
  Effect.gen(function* () {
    const token = process.env.MM_METRICS_TOKEN;
    if (!token) return { status: 404, body: 'Not Found', contentType: 'text/plain' };
    const given = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
    if (given === null) return { status: 401, body: 'Unauthorized', contentType: 'text/plain' };
    if (!sameToken(given, token)) return { status: 403, body: 'Forbidden', contentType: 'text/plain' };
    yield* collectStore(endOffsets).pipe(
      Effect.catchAll((e) => Effect.logWarning('metrics: store figures unavailable', e)),
    );
    return {
      status: 200,
      body: yield* Effect.promise(() => registry.metrics()),
      contentType: registry.contentType,
    };
  });
