import { type HttpApp, HttpServerRequest, HttpServerResponse } from '@effect/platform';
import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { type EndOffsets, observeRequest, scrape } from './metrics.ts';

// Probes for load balancers and orchestrators, answered before the API (no session, no body):
// /livez: the process serves requests at all (restart it if not);
// /readyz: it can do its work: migrations ran (the server only listens after them), the database answers,
// and Kafka answers when this process uses it. A replica that is not ready is taken out of rotation.

export interface ReadinessChecks {
  /** Resolves when Kafka answers; absent when Kafka is not configured. */
  readonly kafka?: () => Promise<void>;
  /** The domain topic's end offsets, for the consumers' lag in /metrics; absent without Kafka. */
  readonly endOffsets?: EndOffsets;
}

/** How long a Kafka answer counts: probes every second must not each ask the cluster. */
const KAFKA_CHECK_TTL_MS = 5_000;

export const operationalRoutes = (checks: ReadinessChecks) => {
  let kafkaOkAt = Number.NEGATIVE_INFINITY;
  const kafkaReady = Effect.gen(function* () {
    if (!checks.kafka || Date.now() - kafkaOkAt < KAFKA_CHECK_TTL_MS) return null;
    const ping = checks.kafka;
    return yield* Effect.tryPromise(() => ping()).pipe(
      Effect.timeout('2 seconds'),
      Effect.tap(() => Effect.sync(() => (kafkaOkAt = Date.now()))),
      Effect.as(null),
      Effect.orElseSucceed(() => 'kafka does not answer'),
    );
  });
  const readiness = Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const database = yield* sql`select 1`.pipe(
      Effect.timeout('2 seconds'),
      Effect.as(null),
      Effect.orElseSucceed(() => 'the database does not answer'),
    );
    const problems = [database, yield* kafkaReady].filter((p): p is string => p !== null);
    return problems.length === 0
      ? HttpServerResponse.unsafeJson({ status: 'ready' })
      : HttpServerResponse.unsafeJson({ status: 'not ready', problems }, { status: 503 });
  });
  return <E, R>(app: HttpApp.Default<E, R>) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest;
      const path = request.url.split('?')[0];
      if (request.method === 'GET' || request.method === 'HEAD') {
        if (path === '/livez') return HttpServerResponse.unsafeJson({ status: 'live' });
        if (path === '/readyz') return yield* readiness;
        if (path === '/metrics') {
          const answer = yield* scrape(request.headers.authorization, checks.endOffsets ?? null);
          return HttpServerResponse.text(answer.body, {
            status: answer.status,
            contentType: answer.contentType,
          });
        }
      }
      const started = performance.now();
      const response = yield* app;
      observeRequest(request.method, path ?? '/', response.status, (performance.now() - started) / 1000);
      return response;
    });
};
