import { HttpServerRequest } from '@effect/platform';
import { AdvisorQuota, SESSION_COOKIE } from '@market-muse/contracts/api';
import { Effect, Layer } from 'effect';
import { Limits, tooMany } from '../limits/limits.ts';
import { advisorPerUser, userKey } from '../limits/policies.ts';
import { Sessions } from './sessions.ts';

/** Advisor calls a user may make per minute by default, all at once or spread out (MM_ADVISOR_REQUESTS_PER_MINUTE). */
export const DEFAULT_ADVISOR_REQUESTS_PER_MINUTE = 30;

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
      const limits = yield* Limits;
      const rule = advisorPerUser(perMinute);
      return Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest;
        const token = request.cookies[SESSION_COOKIE];
        const user = token ? yield* sessions.resolve(token) : null;
        if (!user) return;
        const wait = yield* limits.take(userKey('advisor', user.id), rule);
        if (wait > 0)
          return yield* tooMany(wait, (when) => `Too many requests to the advisor. Try again in ${when}.`);
      });
    }),
  );
