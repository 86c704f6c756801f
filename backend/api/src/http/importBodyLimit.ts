import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from '@effect/platform';
import { Effect, Option } from 'effect';

/**
 * The largest body POST /api/import/demo reads: the import's own limits (DEMO_IMPORT_LIMITS) fit well
 * within it. Anything larger is refused before it is read, so a forged body cannot fill the memory.
 */
export const DEMO_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
export const BODY_TOO_LARGE = 'The request body is too large';

const tooLarge = () =>
  HttpServerResponse.text(BODY_TOO_LARGE, { status: 413, contentType: 'text/plain; charset=utf-8' });

/**
 * Caps the import's body: by its declared length at once (413), and while reading for a body sent without
 * one (the read stops at the cap; textErrors answers 413 then too).
 */
export const ImportBodyLimitLive = HttpApiBuilder.middleware((app) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    if (!request.url.startsWith('/api/import/')) return app;
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    if (declared > DEMO_IMPORT_MAX_BYTES) return Effect.succeed(tooLarge());
    return app.pipe(HttpServerRequest.withMaxBodySize(Option.some(DEMO_IMPORT_MAX_BYTES)));
  }),
);
