import { Context, Effect, Layer } from 'effect';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;

export interface LoginThrottleService {
  /** Milliseconds until this email may try again, or 0 when it may try now. */
  readonly retryAfter: (email: string, now?: number) => Effect.Effect<number>;
  readonly recordFailure: (email: string, now?: number) => Effect.Effect<void>;
  readonly recordSuccess: (email: string) => Effect.Effect<void>;
}

/**
 * Slows password guessing against one account: after MAX_FAILED_LOGINS failures within the window, that
 * email is refused until the oldest failure leaves the window. Per process: replicas each keep their own
 * count, which still bounds guessing to MAX_FAILED_LOGINS × replicas per window.
 */
export class LoginThrottle extends Context.Tag('@market-muse/LoginThrottle')<
  LoginThrottle,
  LoginThrottleService
>() {}

export const makeLoginThrottle = (
  max = MAX_FAILED_LOGINS,
  windowMs = FAILED_LOGIN_WINDOW_MS,
): LoginThrottleService => {
  const failures = new Map<string, number[]>();
  const key = (email: string) => email.trim().toLowerCase();
  const recent = (email: string, now: number) => {
    const kept = (failures.get(key(email)) ?? []).filter((at) => now - at < windowMs);
    if (kept.length === 0) failures.delete(key(email));
    else failures.set(key(email), kept);
    return kept;
  };
  return {
    retryAfter: (email, now = Date.now()) =>
      Effect.sync(() => {
        const kept = recent(email, now);
        return kept.length >= max ? windowMs - (now - kept[kept.length - max]!) : 0;
      }),
    recordFailure: (email, now = Date.now()) =>
      Effect.sync(() => {
        failures.set(key(email), [...recent(email, now), now]);
      }),
    recordSuccess: (email) => Effect.sync(() => void failures.delete(key(email))),
  };
};

export const LoginThrottleLive = Layer.sync(LoginThrottle, () => makeLoginThrottle());
