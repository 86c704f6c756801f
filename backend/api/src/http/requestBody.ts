import { type HttpApp, HttpServerRequest, HttpServerResponse } from '@effect/platform';
import {
  BODY_LIMITS_BY_PATH,
  BODY_TOO_DEEP,
  BODY_TOO_LARGE,
  MAX_BODY_BYTES,
  MAX_JSON_DEPTH,
} from '@market-muse/contracts/requests';
import { Effect, Option } from 'effect';

// Every request body is read here, before any route sees it: at most its route's limit (MAX_BODY_BYTES, more
// only where a route names it), and, for JSON, at most MAX_JSON_DEPTH levels deep. The read stops at the
// limit, so a 100 MB body costs 1 MiB of memory; the depth is checked on the text before anything parses
// it, so a deeply nested body never reaches a recursive parser or formatter. The framework's own read of
// the body later returns this same text (the platform caches it per request).

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The body limit of a path, in bytes. */
export const bodyLimitOf = (path: string) => BODY_LIMITS_BY_PATH[path] ?? MAX_BODY_BYTES;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, by counting brackets outside strings
 * (one pass, no parse). A malformed text is left for the parser to refuse.
 */
export const nestedDeeperThan = (text: string, max: number) => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
};

const refuse = (status: number, message: string) =>
  HttpServerResponse.text(message, {
    status,
    contentType: 'text/plain; charset=utf-8',
    // The rest of an unread body is not worth receiving: the connection closes after this answer.
    headers: { connection: 'close' },
  });

const isReadPastLimit = (error: unknown) =>
  (error as { cause?: { message?: string } }).cause?.message === 'maxBytes exceeded';

/** The server middleware that reads every body within its limits (413 over the size, 400 too deep). */
export const boundedRequestBodies = (app: HttpApp.Default): HttpApp.Default =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    if (!METHODS_WITH_BODY.has(request.method)) return yield* app;
    const limit = bodyLimitOf(new URL(request.url, 'http://localhost').pathname);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) return refuse(413, BODY_TOO_LARGE);
    const read = yield* Effect.either(
      request.text.pipe(HttpServerRequest.withMaxBodySize(Option.some(limit))),
    );
    if (read._tag === 'Left') {
      return isReadPastLimit(read.left)
        ? refuse(413, BODY_TOO_LARGE)
        : refuse(400, 'The request body could not be read');
    }
    const type = request.headers['content-type']?.toLowerCase() ?? 'application/json';
    if (type.includes('json') && nestedDeeperThan(read.right, MAX_JSON_DEPTH))
      return refuse(400, BODY_TOO_DEEP);
    return yield* app;
  });
