import { HttpApp, HttpServerRequest, HttpServerResponse } from '@effect/platform';
import { currentCorrelationId } from '@market-muse/domain';
import { Effect } from 'effect';

// Every request gets an id: the one a proxy in front already gave it (X-Request-Id), or a new one. It is
// answered in the same header, annotates every log line written while the request runs, and becomes the
// correlation id of every event its commands append, so an event in the store or on Kafka leads back to
// the request and its log lines.

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like to be kept (anything else is replaced, never echoed). */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export const requestIdOf = (incoming: string | undefined): string =>
  incoming !== undefined && WELL_FORMED.test(incoming) ? incoming : crypto.randomUUID();

export const requestIds = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const requestId = requestIdOf(request.headers[REQUEST_ID_HEADER]);
    // On every answer, errors included: the server writes some answers after this middleware returns.
    yield* HttpApp.appendPreResponseHandler((_request, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, requestId)),
    );
    return yield* app.pipe(
      Effect.locally(currentCorrelationId, requestId),
      Effect.annotateLogs('requestId', requestId),
    );
  });
