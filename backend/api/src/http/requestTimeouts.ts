// How long a client may take to send its request, and how long an idle connection stays open between two.
//
// A client that sends its headers or its body a byte at a time (slowloris) would otherwise hold a
// connection, and a slot of the server's, for as long as it likes. Node cuts a connection whose headers or
// request are not complete in time (408, then closed); it checks every `checkIntervalMs`. Answers are not
// limited: a streamed answer (the advisor's event stream) runs as long as it needs once the request is in.
//
// An idle kept-alive connection is the other way round: the server should be the last to give up on it. A
// client only learns that the server closed its end when it sends the next request there, and that request
// is reset. Node's default of 5 s (plus a 1 s grace) sits right in the pauses of someone reading a page, of
// a client library's pool, or of a test whose process is busy for a second: the client sends just as the
// server closes, and gets ECONNRESET. Browsers retry such a request, most HTTP clients do not. So the server
// keeps idle connections longer than the clients and proxies that reuse them (60 s is the usual idle limit
// of load balancers and of nginx's upstream pools), and they close first.

export interface RequestTimeouts {
  /** The whole header block must arrive within this (MM_HEADERS_TIMEOUT_MS). */
  readonly headersMs: number;
  /** The whole request, headers and body, must arrive within this (MM_REQUEST_TIMEOUT_MS). */
  readonly requestMs: number;
  /** How often Node checks the two (at most this late). */
  readonly checkIntervalMs: number;
  /** How long a kept-alive connection may sit idle before the server closes it (MM_KEEP_ALIVE_TIMEOUT_MS). */
  readonly keepAliveMs: number;
}

/**
 * 10 s for headers, 30 s for a whole request: an 8 MiB demo import needs about 280 KB/s. 65 s for an idle
 * connection: past the 60 s after which proxies and client pools drop theirs.
 */
export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  checkIntervalMs: 1_000,
  keepAliveMs: 65_000,
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
  const keepAliveMs = milliseconds(env, 'MM_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUTS.keepAliveMs);
  // Node requires the headers' limit to be at most the whole request's.
  if (headersMs > requestMs) throw new Error('MM_HEADERS_TIMEOUT_MS must not be above MM_REQUEST_TIMEOUT_MS');
  return { headersMs, requestMs, checkIntervalMs: DEFAULT_REQUEST_TIMEOUTS.checkIntervalMs, keepAliveMs };
};

/** The options of `http.createServer` that apply them. */
export const serverTimeoutOptions = (timeouts: RequestTimeouts) => ({
  headersTimeout: timeouts.headersMs,
  requestTimeout: timeouts.requestMs,
  connectionsCheckingInterval: Math.min(timeouts.checkIntervalMs, timeouts.headersMs),
  keepAliveTimeout: timeouts.keepAliveMs,
});
