import { DEMO_IMPORT_MAX_BYTES, MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../requests/limits.ts';

// The generated OpenAPI document, corrected where the generator and the server disagree:
// - a body that fails to decode is answered by the server as text/plain naming the field (backend/api's
//   textErrors.ts), not as the framework's JSON HttpApiDecodeError;
// - an event stream's schema describes one event (what schemathesis and SSE clients check), not the whole
//   body as one string;
// - a body that may be null may also be left out (the server reads a missing body as null), so it is not
//   required; every other body is;
// - a 413 says what the limits are, and a 429 says the Retry-After header comes with it.
// Applied as the API's OpenApi.Transform, so /api/openapi.json, the docs page and any client generator see
// the same truthful document.

type Json = Record<string, unknown>;

const TEXT_ERROR = {
  'text/plain': { schema: { type: 'string', description: 'What is wrong, in words the screens show' } },
};
/** One server-sent event as a client parses it (the event names are in the operation's description). */
const SSE_EVENT = {
  type: 'object',
  required: ['data'],
  properties: {
    event: { type: 'string' },
    data: { type: 'string', description: 'JSON' },
    id: { type: 'string' },
    retry: { type: 'integer' },
  },
};
const TOO_LARGE =
  `The body is over its limit (${MAX_BODY_BYTES / 1024 / 1024} MiB; ${DEMO_IMPORT_MAX_BYTES / 1024 / 1024} MiB for ` +
  `the demo import; nested at most ${MAX_JSON_DEPTH} levels deep), or the change it asks for is too large to store`;
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds until a request will be accepted again',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
};
const FRAMEWORK_SCHEMAS = ['HttpApiDecodeError', 'Issue', 'PropertyKey'];

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A JSON media type whose schema allows null at the top. */
const acceptsNull = (media: unknown) => {
  const schema = isObject(media) ? media.schema : undefined;
  if (!isObject(schema)) return false;
  return (
    schema.type === 'null' ||
    (Array.isArray(schema.anyOf) && schema.anyOf.some((s) => isObject(s) && s.type === 'null'))
  );
};

// biome-ignore lint/suspicious/noExplicitAny: OpenApi.Transform's own signature
export const truthfulOpenApi = (spec: Record<string, any>): Record<string, any> => {
  for (const item of Object.values((spec.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const response of Object.values(operation.responses as Record<string, Json>)) {
        const stream = isObject(response.content) ? response.content['text/event-stream'] : undefined;
        if (isObject(stream)) stream.schema = SSE_EVENT;
      }
      const bad = operation.responses['400'];
      if (isObject(bad)) {
        bad.description = 'The request was refused: the body names the field and the rule';
        bad.content = TEXT_ERROR;
      }
      const tooLarge = operation.responses['413'];
      if (isObject(tooLarge)) tooLarge.description = TOO_LARGE;
      const tooMany = operation.responses['429'];
      if (isObject(tooMany)) tooMany.headers = RETRY_AFTER;
      const body = operation.requestBody;
      if (isObject(body)) body.required = !acceptsNull((body.content as Json)?.['application/json']);
    }
  }
  // The framework's decode-error schemas are no longer referenced by anything.
  const text = JSON.stringify(spec.paths);
  const schemas = spec.components?.schemas as Json | undefined;
  if (schemas) {
    for (const name of FRAMEWORK_SCHEMAS) {
      if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
    }
  }
  return spec;
};
