// The fake client screens' tests use: the complete unanswered client with a test's own answers, every
// method a vitest mock so a test can assert what the screen called.
import { vi } from 'vitest';
import type { MarketMuseClient } from '../client.ts';
import { type ClientOverrides, clientWith } from './unanswered.ts';

/**
 * Wraps every method reached through `target` (and its groups) in a vitest mock, made on first use and
 * kept, so `expect(client.tasks.complete).toHaveBeenCalledWith('t1')` sees the screen's calls.
 */
function withMocks<T extends object>(target: T): T {
  const made = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, key) {
      if (!made.has(key)) {
        const value: unknown = Reflect.get(object, key);
        if (typeof value === 'function')
          made.set(
            key,
            vi.fn((...args: unknown[]) => Reflect.apply(value, object, args)),
          );
        else made.set(key, typeof value === 'object' && value !== null ? withMocks(value) : value);
      }
      return made.get(key);
    },
  });
}

/** A client whose every call is a mock; a call the test does not answer stays pending (the loading state). */
export function fakeClient(overrides: ClientOverrides = {}): MarketMuseClient {
  return withMocks(clientWith(overrides));
}
