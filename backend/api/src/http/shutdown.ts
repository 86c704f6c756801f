import { createServer, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { Effect, Layer } from 'effect';

/** How long SIGTERM waits for in-flight requests before cutting the remaining connections. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * The HTTP server with a drain step for graceful shutdown. The platform's own release removes the request
 * handler and then waits on `server.close()`: a request arriving meanwhile on a kept-alive connection would
 * hang with no handler, and idle kept-alive connections hold the close open. So the drain runs first,
 * while the handler is still attached: stop listening, answer what arrives on open connections with
 * `Connection: close`, wait (bounded by the grace period) for the in-flight requests, then close the
 * connections. Requests still running after the grace period are cut: their fibers are interrupted and
 * their transactions roll back.
 */
export const drainableServer = (graceMs: number, options: ServerOptions = {}) => {
  let server: Server | null = null;
  let closing = false;
  const inFlight = new Set<ServerResponse>();
  let onIdle: (() => void) | null = null;

  const create = () => {
    const created = createServer(options);
    created.prependListener('request', (_request, response) => {
      inFlight.add(response);
      if (closing) response.setHeader('connection', 'close');
      response.once('close', () => {
        inFlight.delete(response);
        if (inFlight.size === 0) onIdle?.();
      });
    });
    server = created;
    return created;
  };

  const idle = (timeoutMs: number) =>
    Effect.async<boolean>((resume) => {
      if (inFlight.size === 0) return resume(Effect.succeed(true));
      const timer = setTimeout(() => resume(Effect.succeed(false)), timeoutMs);
      onIdle = () => {
        clearTimeout(timer);
        resume(Effect.succeed(true));
      };
      return Effect.sync(() => clearTimeout(timer));
    });

  const drain = Effect.gen(function* () {
    const current = server;
    if (!current) return;
    closing = true;
    const started = Date.now();
    const pending = inFlight.size;
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
    current.close();
    current.closeIdleConnections();
    yield* Effect.logInfo(
      `Shutting down: no new connections; waiting for ${pending} in-flight request(s) (grace ${graceMs} ms)`,
    );
    const finished = yield* idle(graceMs);
    if (!finished) {
      yield* Effect.logWarning(
        `Shutdown grace period over: cutting ${inFlight.size} request(s) still running (they roll back)`,
      );
    }
    current.closeAllConnections();
    yield* Effect.logInfo(`HTTP server closed after ${Date.now() - started} ms`);
  });

  /** Built after the HTTP app is served, so its release (the drain) runs before the handler is removed. */
  const DrainLive = Layer.scopedDiscard(Effect.addFinalizer(() => drain));
  return { create, DrainLive };
};

export const shutdownGraceFromEnv = (env: NodeJS.ProcessEnv): number => {
  const raw = env.MM_SHUTDOWN_GRACE_MS;
  if (raw === undefined || raw === '') return DEFAULT_SHUTDOWN_GRACE_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`MM_SHUTDOWN_GRACE_MS must be a whole number of milliseconds, got ${raw}`);
  return value;
};
