import { describe, expect, it } from 'vitest';
import { oidcConfigFromEnv } from '../src/oidc/config.ts';

const complete = {
  OIDC_ISSUER_URL: 'https://id.example.com',
  OIDC_CLIENT_ID: 'market-muse',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_DISPLAY_NAME: 'Replit',
};

describe('the OpenID Connect provider from the environment', () => {
  it('is none when no variable is set (the sign-in screen then shows no provider)', () => {
    expect(oidcConfigFromEnv({})).toBeNull();
    expect(oidcConfigFromEnv({ OIDC_ISSUER_URL: '' })).toBeNull();
  });

  it('is the provider when all four are set', () => {
    expect(oidcConfigFromEnv(complete)).toEqual({
      issuerUrl: 'https://id.example.com',
      clientId: 'market-muse',
      clientSecret: 'secret',
      displayName: 'Replit',
    });
  });

  it('refuses to start with some of them, naming the missing ones, or with an issuer that is not a URL', () => {
    expect(() => oidcConfigFromEnv({ ...complete, OIDC_CLIENT_SECRET: '' })).toThrow(
      /missing OIDC_CLIENT_SECRET/,
    );
    expect(() => oidcConfigFromEnv({ ...complete, OIDC_ISSUER_URL: 'id.example.com' })).toThrow(
      /OIDC_ISSUER_URL must be a URL/,
    );
  });
});
