import { HttpServerRequest } from '@effect/platform';
import { AdvisorQuota, SESSION_COOKIE, TooManyRequests } from '@market-muse/contracts/api';
import { Effect, Layer } from 'effect';
import { retryAfter } from '../http/cookies.ts';
import { Sessions } from './sessions.ts';

/** Advisor calls a user may make per minute by default, all at once or spread out (MM_ADVISOR_REQUESTS_PER_MINUTE). */
export const DEFAULT_ADVISOR_REQUESTS_PER_MINUTE = 30;

export interface RateLimiter {
  /** Takes one call for `key`: 0 when allowed, else the milliseconds until one will be. */
  readonly take: (key: string, now?: number) => number;
}

/**
 * A token bucket per key: `perMinute` calls at once, refilled at `perMinute` a minute. Per process: with
 * several API processes each keeps its own buckets, which still bounds a user to `perMinute` × processes.
 * Idle buckets (full again) are forgotten, so memory follows the users active in the last minute.
 */
export const makeRateLimiter = (perMinute: number): RateLimiter => {
  const refillPerMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  let sweptAt = 0;
  const sweep = (now: number) => {
    if (now - sweptAt < 60_000) return;
    sweptAt = now;
    for (const [key, bucket] of buckets)
      if (bucket.tokens + (now - bucket.at) * refillPerMs >= perMinute) buckets.delete(key);
  };
  return {
    take: (key, now = Date.now()) => {
      sweep(now);
      const bucket = buckets.get(key) ?? { tokens: perMinute, at: now };
      const tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * refillPerMs);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: now });
        return Math.ceil((1 - tokens) / refillPerMs);
      }
      buckets.set(key, { tokens: tokens - 1, at: now });
      return 0;
    },
  };
};

export const advisorRequestsPerMinuteFromEnv = (env: NodeJS.ProcessEnv): number => {
  const raw = env.MM_ADVISOR_REQUESTS_PER_MINUTE;
  if (raw === undefined || raw === '') return DEFAULT_ADVISOR_REQUESTS_PER_MINUTE;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`MM_ADVISOR_REQUESTS_PER_MINUTE must be a whole number above 0, got ${raw}`);
  return value;
};

/**
 * The advisor routes' quota. It runs before authentication (endpoint middleware wraps the group's), so it
 * finds the user from the session cookie itself (the session check is cached); a request without a valid
 * session passes on and is answered 401 by authentication.
 */
export const AdvisorQuotaLive = (perMinute: number) =>
  Layer.effect(
    AdvisorQuota,
    Effect.gen(function* () {
      const sessions = yield* Sessions;
      const limiter = makeRateLimiter(perMinute);
      return Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest;
        const token = request.cookies[SESSION_COOKIE];
        const user = token ? yield* sessions.resolve(token) : null;
        if (!user) return;
        const wait = limiter.take(user.id);
        if (wait === 0) return;
        const seconds = Math.max(1, Math.ceil(wait / 1000));
        yield* retryAfter(seconds);
        return yield* Effect.fail(
          new TooManyRequests({
            message: `Too many requests to the advisor. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
          }),
        );
      });
    }),
  );
