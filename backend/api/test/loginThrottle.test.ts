import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { makeLoginThrottle } from '../src/auth/loginThrottle.ts';

const run = <A>(effect: Effect.Effect<A>) => Effect.runSync(effect);

describe('login throttle', () => {
  it('refuses an email after the allowed failures until the oldest leaves the window', () => {
    const throttle = makeLoginThrottle(3, 60_000);
    const start = 1_000_000;
    for (let i = 0; i < 3; i++) run(throttle.recordFailure('Ada@Example.com', start + i * 1000));
    expect(run(throttle.retryAfter('ada@example.com', start + 3000))).toBe(57_000);
    expect(run(throttle.retryAfter('someone@else.com', start + 3000))).toBe(0);
    expect(run(throttle.retryAfter('ada@example.com', start + 60_000))).toBe(0);
  });

  it('forgets failures after a successful sign-in', () => {
    const throttle = makeLoginThrottle(2, 60_000);
    run(throttle.recordFailure('a@b.co', 0));
    run(throttle.recordSuccess('a@b.co'));
    run(throttle.recordFailure('a@b.co', 10));
    expect(run(throttle.retryAfter('a@b.co', 20))).toBe(0);
  });
});
