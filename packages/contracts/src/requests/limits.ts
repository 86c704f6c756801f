// How much of a request the server reads. Checked while the body is read, before it is parsed, so a large
// or deeply nested body costs neither memory nor a stack: see backend/api's requestBody.ts.

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

export const BODY_TOO_LARGE = 'The request body is too large';
export const BODY_TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
