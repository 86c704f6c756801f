import { Context, Data, Effect, Layer } from 'effect';
import * as client from 'openid-client';
import type { OidcConfig } from './config.ts';

/** What the provider says about the person who signed in there (ID token and userinfo, checked). */
export interface ProviderClaims {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly givenName: string | null;
  readonly familyName: string | null;
  readonly name: string | null;
}

/** Why a sign-in through the provider did not complete; each is a message on the sign-in screen. */
export type ProviderFailure = 'unavailable' | 'rejected';

export class ProviderError extends Data.TaggedError('ProviderError')<{
  readonly reason: ProviderFailure;
  readonly cause: unknown;
}> {}

export interface ProviderRedirect {
  readonly url: string;
  readonly state: string;
  readonly codeVerifier: string;
  readonly nonce: string;
}

/**
 * The configured OpenID Connect provider, through openid-client: discovery (once it succeeds; a provider down
 * at start is asked again on the next sign-in), the authorisation URL with PKCE, state and nonce, and the
 * code exchange, whose ID token the library validates (signature, issuer, audience, expiry, nonce).
 */
export class SignInProvider extends Context.Tag('@market-muse/SignInProvider')<
  SignInProvider,
  {
    /** The configured provider's name for the button; null when none is configured. */
    readonly displayName: string | null;
    /** How an identity from `issuer` is named: the configured provider's name, else the issuer's host. */
    readonly nameOf: (issuer: string) => string;
    readonly start: (redirectUri: string) => Effect.Effect<ProviderRedirect, ProviderError>;
    readonly finish: (
      callbackUrl: URL,
      expected: { readonly state: string; readonly codeVerifier: string; readonly nonce: string },
    ) => Effect.Effect<ProviderClaims, ProviderError>;
  }
>() {}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
const hostOf = (issuer: string) => (URL.canParse(issuer) ? new URL(issuer).host : issuer);

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Network failures and provider 5xx mean the provider is down; anything else is a refused answer. */
const failure = (cause: unknown): ProviderError => {
  const status = (cause as { status?: unknown }).status;
  const network =
    cause instanceof TypeError ||
    (cause instanceof Error && (cause.name === 'AbortError' || cause.name === 'TimeoutError')) ||
    (typeof status === 'number' && status >= 500);
  return new ProviderError({ reason: network ? 'unavailable' : 'rejected', cause: cause });
};

const configured = (config: OidcConfig) =>
  Effect.gen(function* () {
    const issuer = new URL(config.issuerUrl);
    let discovered: Promise<client.Configuration> | null = null;
    const discover = Effect.tryPromise({
      try: () => {
        discovered ??= client
          .discovery(issuer, config.clientId, config.clientSecret, undefined, {
            timeout: 10,
            // Plain http only for a provider on this machine (development and the tests' own provider).
            execute: LOOPBACK.has(issuer.hostname) ? [client.allowInsecureRequests] : [],
          })
          .catch((error: unknown) => {
            discovered = null;
            throw error;
          });
        return discovered;
      },
      catch: failure,
    });
    return SignInProvider.of({
      displayName: config.displayName,
      nameOf: (other) => (sameIssuer(other, config.issuerUrl) ? config.displayName : hostOf(other)),
      start: (redirectUri) =>
        Effect.gen(function* () {
          const provider = yield* discover;
          const codeVerifier = client.randomPKCECodeVerifier();
          const state = client.randomState();
          const nonce = client.randomNonce();
          const challenge = yield* Effect.promise(() => client.calculatePKCECodeChallenge(codeVerifier));
          const url = client.buildAuthorizationUrl(provider, {
            redirect_uri: redirectUri,
            scope: 'openid email profile',
            code_challenge: challenge,
            code_challenge_method: 'S256',
            state,
            nonce,
          });
          return { url: url.href, state, codeVerifier, nonce };
        }),
      finish: (callbackUrl, expected) =>
        Effect.gen(function* () {
          const provider = yield* discover;
          const tokens = yield* Effect.tryPromise({
            try: () =>
              client.authorizationCodeGrant(provider, callbackUrl, {
                pkceCodeVerifier: expected.codeVerifier,
                expectedState: expected.state,
                expectedNonce: expected.nonce,
                idTokenExpected: true,
              }),
            catch: failure,
          });
          const idToken = tokens.claims();
          if (!idToken)
            return yield* Effect.fail(new ProviderError({ reason: 'rejected', cause: 'no ID token' }));
          // Providers may keep the e-mail and names for the userinfo endpoint rather than the ID token.
          const userInfo = yield* Effect.tryPromise({
            try: () => client.fetchUserInfo(provider, tokens.access_token, idToken.sub),
            catch: failure,
          });
          const claims = { ...userInfo, ...idToken };
          return {
            issuer: provider.serverMetadata().issuer,
            subject: idToken.sub,
            email: text(claims.email)?.toLowerCase() ?? null,
            // Only an explicit true counts: a provider that does not say has not verified the address.
            emailVerified: claims.email_verified === true,
            givenName: text(claims.given_name),
            familyName: text(claims.family_name),
            name: text(claims.name),
          };
        }),
    });
  });

const notConfigured = SignInProvider.of({
  displayName: null,
  nameOf: hostOf,
  start: () => Effect.fail(new ProviderError({ reason: 'unavailable', cause: 'no provider is configured' })),
  finish: () => Effect.fail(new ProviderError({ reason: 'unavailable', cause: 'no provider is configured' })),
});

export const SignInProviderLive = (config: OidcConfig | null) =>
  Layer.effect(SignInProvider, config ? configured(config) : Effect.succeed(notConfigured));
