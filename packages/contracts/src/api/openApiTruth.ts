// The generated OpenAPI document, corrected where the generator and the server disagree (issue 15):
// a body that fails to decode is answered by the server as text/plain naming the field (backend/api's
// textErrors.ts), not as the framework's JSON HttpApiDecodeError; an event stream's schema describes one
// event (what schemathesis and SSE clients check), not the whole body as one string. Applied as the API's OpenApi.Transform, so
// /api/openapi.json, the docs page and any client generator see the same truthful document.

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
const FRAMEWORK_SCHEMAS = ['HttpApiDecodeError', 'Issue', 'PropertyKey'];

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

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
