import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REQUEST_TIMEOUTS,
  requestTimeoutsFromEnv,
  serverTimeoutOptions,
} from '../src/http/requestTimeouts.ts';

describe('request and connection timeouts from the environment', () => {
  it('keeps idle connections 65 s unless MM_KEEP_ALIVE_TIMEOUT_MS says otherwise', () => {
    expect(requestTimeoutsFromEnv({}).keepAliveMs).toBe(65_000);
    expect(requestTimeoutsFromEnv({ MM_KEEP_ALIVE_TIMEOUT_MS: '120000' }).keepAliveMs).toBe(120_000);
    expect(serverTimeoutOptions(requestTimeoutsFromEnv({ MM_KEEP_ALIVE_TIMEOUT_MS: '90000' }))).toMatchObject(
      {
        keepAliveTimeout: 90_000,
      },
    );
  });

  it('refuses a keep-alive limit that is not a whole number of milliseconds, naming the variable', () => {
    for (const raw of ['0', '-5', '1.5', 'soon'])
      expect(() => requestTimeoutsFromEnv({ MM_KEEP_ALIVE_TIMEOUT_MS: raw })).toThrow(
        `MM_KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds, got ${raw}`,
      );
  });

  it('applies the defaults to the server as Node names them', () => {
    expect(serverTimeoutOptions(DEFAULT_REQUEST_TIMEOUTS)).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      connectionsCheckingInterval: 1_000,
      keepAliveTimeout: 65_000,
    });
  });
});
