// How much of a request the server reads, and how large a change it stores. The body limits are checked
// while the body is read, before it is parsed, so a large or deeply nested body costs neither memory nor a
// stack (see backend/api's requestBody.ts); the event limit at every append (the domain's event stores).

/** The most bytes any request body may hold, unless its route names a larger limit. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The largest body POST /api/import/demo reads: a whole demo, within DEMO_IMPORT_LIMITS. */
export const DEMO_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/** Body limits of the routes that need more than MAX_BODY_BYTES, by path. */
export const BODY_LIMITS_BY_PATH: Readonly<Record<string, number>> = {
  '/api/import/demo': DEMO_IMPORT_MAX_BYTES,
};

/** The deepest nesting of arrays and objects a JSON body may have (the demo import needs 10). */
export const MAX_JSON_DEPTH = 32;

/**
 * The largest event a change may store: its data and metadata as JSON, in UTF-8 bytes. Kafka refuses a
 * record over 1 MB by default (`message.max.bytes`), and the relay must be able to publish every stored
 * event with its key and headers, so half of that is the limit. Every event store checks it at append.
 */
export const MAX_EVENT_BYTES = 512 * 1024;

export const BODY_TOO_LARGE = 'The request body is too large';
export const TOO_LARGE_TO_STORE = `This change is too large to store (at most ${MAX_EVENT_BYTES / 1024} KiB of data at once)`;
export const BODY_TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
