// How long a client may take to send its request. A client that sends its headers or its body a byte at a
// time (slowloris) would otherwise hold a connection, and a slot of the server's, for as long as it likes.
// Node cuts a connection whose headers or request are not complete in time (408, then closed); it checks
// every `checkIntervalMs`. Answers are not limited: a streamed answer (the advisor's event stream) runs as
// long as it needs once the request is in.

export interface RequestTimeouts {
  /** The whole header block must arrive within this (MM_HEADERS_TIMEOUT_MS). */
  readonly headersMs: number;
  /** The whole request, headers and body, must arrive within this (MM_REQUEST_TIMEOUT_MS). */
  readonly requestMs: number;
  /** How often Node checks the two (at most this late). */
  readonly checkIntervalMs: number;
}

/** 10 s for headers, 30 s for a whole request: an 8 MiB demo import needs about 280 KB/s. */
export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  checkIntervalMs: 1_000,
};

const milliseconds = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of milliseconds, got ${raw}`);
  return value;
};

export const requestTimeoutsFromEnv = (env: NodeJS.ProcessEnv): RequestTimeouts => {
  const headersMs = milliseconds(env, 'MM_HEADERS_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUTS.headersMs);
  const requestMs = milliseconds(env, 'MM_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUTS.requestMs);
  // Node requires the headers' limit to be at most the whole request's.
  if (headersMs > requestMs) throw new Error('MM_HEADERS_TIMEOUT_MS must not be above MM_REQUEST_TIMEOUT_MS');
  return { headersMs, requestMs, checkIntervalMs: DEFAULT_REQUEST_TIMEOUTS.checkIntervalMs };
};

/** The options of `http.createServer` that apply them. */
export const serverTimeoutOptions = (timeouts: RequestTimeouts) => ({
  headersTimeout: timeouts.headersMs,
  requestTimeout: timeouts.requestMs,
  connectionsCheckingInterval: Math.min(timeouts.checkIntervalMs, timeouts.headersMs),
});
