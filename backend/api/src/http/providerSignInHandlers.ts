import { HttpApiBuilder, HttpApp, HttpServerRequest, HttpServerResponse } from '@effect/platform';
import {
  PROVIDER_CONNECTED_PATH,
  PROVIDER_LINKED_PATH,
  type ProviderConnectError,
  type ProviderSignInError,
} from '@market-muse/contracts';
import { MarketMuseApi } from '@market-muse/contracts/api';
import { linkIdentity, registerThroughProvider } from '@market-muse/domain';
import { Effect } from 'effect';
import { accountMails } from '../auth/accountMail.ts';
import { Sessions } from '../auth/sessions.ts';
import { namesFrom } from '../oidc/names.ts';
import { keepPendingSignIn, PENDING_LIFETIME_MS, takePendingSignIn } from '../oidc/pendingSignIns.ts';
import { type ProviderClaims, SignInProvider } from '../oidc/provider.ts';
import { AppSettings } from '../settings.ts';
import { findIdentity } from '../store/identities.ts';
import { findUserByEmail, findUserById } from '../store/users.ts';
import { sessionTokenFromRequest, setSessionCookie } from './cookies.ts';

/** The browser's half of the state: only this browser can finish the sign-in it started. */
const STATE_COOKIE = 'mm_oidc_state';
const STATE_COOKIE_PATH = '/api/auth/login';
export const CALLBACK_PATH = '/api/auth/login/callback';

const to = (location: string) => HttpServerResponse.redirect(location, { status: 302 });
const toLogin = (error: ProviderSignInError) => to(`/login?error=${error}`);
const toAccount = (error: ProviderConnectError) => to(`/account?connect-error=${error}`);

export const stateCookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  HttpApp.appendPreResponseHandler((request, response) =>
    HttpServerResponse.setCookie(response, STATE_COOKIE, value, {
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level navigation from another site.
      sameSite: 'lax',
      path: STATE_COOKIE_PATH,
      maxAge: `${maxAgeSeconds} seconds`,
      secure: secure || request.headers['x-forwarded-proto'] === 'https',
    }).pipe(Effect.orDie),
  );

/**
 * Sends the browser to the provider: the PKCE verifier and nonce kept under the state's hash (with the
 * account that pressed 'Connect', if one did), the state in this browser's cookie. A provider that cannot
 * be reached sends it back to where it came from, saying so.
 */
export const startProviderFlow = (userId: string | null) =>
  Effect.gen(function* () {
    const provider = yield* SignInProvider;
    const settings = yield* AppSettings;
    const started = yield* provider.start(`${settings.publicUrl}${CALLBACK_PATH}`);
    yield* keepPendingSignIn(started.state, { ...started, userId }, settings.now());
    yield* stateCookie(started.state, PENDING_LIFETIME_MS / 1000, settings.secureCookies);
    return to(started.url);
  }).pipe(
    Effect.catchTag('ProviderError', (error) =>
      Effect.as(
        Effect.logWarning('OpenID Connect sign-in could not start', error.cause),
        userId ? toAccount('unavailable') : toLogin('unavailable'),
      ),
    ),
    Effect.orDie,
  );

export const ProviderSignInHandlers = HttpApiBuilder.group(MarketMuseApi, 'providerSignIn', (handlers) =>
  Effect.gen(function* () {
    const provider = yield* SignInProvider;
    const sessions = yield* Sessions;
    const settings = yield* AppSettings;
    const mails = yield* accountMails;
    const context = () => ({ correlationId: crypto.randomUUID(), now: new Date(settings.now()) });

    const signIn = (userId: string) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest;
        const session = yield* sessions.create(userId, request.headers['user-agent'] ?? null);
        yield* setSessionCookie(session.token, session.maxAgeSeconds, settings.secureCookies);
      });

    /**
     * Who the provider's person is here: the account already linked to them; else the account whose e-mail
     * the provider verified, linked now; else a new account. An unverified address never reaches an account.
     */
    const accountFor = (claims: ProviderClaims) =>
      Effect.gen(function* () {
        const linked = yield* findIdentity(claims.issuer, claims.subject);
        if (linked) return { userId: linked.user_id, landing: '/' };
        if (!claims.email) return 'email-missing' as const;
        const identity = { issuer: claims.issuer, subject: claims.subject, email: claims.email };
        const existing = yield* findUserByEmail(claims.email);
        if (existing) {
          if (!claims.emailVerified) return 'email-unverified' as const;
          yield* linkIdentity(existing.id, identity, context());
          yield* mails.providerConnected(existing, provider.displayName ?? 'A sign-in provider');
          return { userId: existing.id, landing: PROVIDER_CONNECTED_PATH };
        }
        const { userId } = yield* registerThroughProvider(
          { ...identity, ...namesFrom(claims, claims.email), emailVerified: claims.emailVerified },
          context(),
        );
        if (!claims.emailVerified) {
          const user = yield* findUserById(userId);
          if (user) yield* mails.verification(user);
        }
        // Like a sign-up: the home route sends an account without a profile to onboarding.
        return { userId, landing: '/' };
      });

    /**
     * Links the provider's person to the signed-in account that pressed 'Connect', whatever e-mail the
     * provider gives (the owner proved both accounts just now): only when this browser is still signed in to
     * that account, and the person does not already sign in to another one.
     */
    const connectTo = (
      userId: string,
      pending: { readonly codeVerifier: string; readonly nonce: string },
      state: string,
      urlParams: { readonly state?: string | undefined; readonly error?: string | undefined },
      request: HttpServerRequest.HttpServerRequest,
    ) =>
      Effect.gen(function* () {
        if (urlParams.error) return toAccount(urlParams.error === 'access_denied' ? 'cancelled' : 'failed');
        const token = yield* sessionTokenFromRequest;
        const signedIn = token ? yield* sessions.resolve(token) : null;
        if (urlParams.state !== state || signedIn?.id !== userId) return toAccount('expired');
        const claims = yield* provider.finish(new URL(request.url, settings.publicUrl), {
          ...pending,
          state,
        });
        const linked = yield* findIdentity(claims.issuer, claims.subject);
        if (linked)
          return linked.user_id === userId ? to(PROVIDER_LINKED_PATH) : toAccount('linked-elsewhere');
        if (!claims.email) return toAccount('email-missing');
        yield* linkIdentity(
          userId,
          { issuer: claims.issuer, subject: claims.subject, email: claims.email },
          context(),
        );
        const user = yield* findUserById(userId);
        if (user) yield* mails.providerConnected(user, provider.displayName ?? 'A sign-in provider');
        return to(PROVIDER_LINKED_PATH);
      }).pipe(
        Effect.catchTag('ProviderError', (error) =>
          Effect.as(
            Effect.logWarning('Connecting an OpenID Connect provider failed', error.cause),
            toAccount(error.reason === 'unavailable' ? 'unavailable' : 'failed'),
          ),
        ),
        Effect.catchTags({
          DomainError: () => Effect.succeed(toAccount('failed')),
          WrongExpectedVersion: () => Effect.succeed(toAccount('failed')),
        }),
      );

    return handlers
      .handle('providers', () =>
        Effect.succeed(provider.displayName ? [{ id: 'oidc', name: provider.displayName }] : []),
      )
      .handle('externalLogin', () => startProviderFlow(null))
      .handle('externalCallback', ({ urlParams }) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest;
          const cookieState = request.cookies[STATE_COOKIE] ?? null;
          yield* stateCookie('', 0, settings.secureCookies);
          // Whatever the answer, the attempt is used up.
          const pending = cookieState ? yield* takePendingSignIn(cookieState, settings.now()) : null;
          // 'Connect' on /account: linking to the account that started it, answered on /account.
          if (pending?.userId)
            return yield* connectTo(pending.userId, pending, cookieState ?? '', urlParams, request);
          if (urlParams.error) return toLogin(urlParams.error === 'access_denied' ? 'cancelled' : 'failed');
          if (!pending || !cookieState || urlParams.state !== cookieState) return toLogin('expired');
          const claims = yield* provider.finish(new URL(request.url, settings.publicUrl), {
            ...pending,
            state: cookieState,
          });
          const account = yield* accountFor(claims);
          if (typeof account === 'string') return toLogin(account);
          yield* signIn(account.userId);
          return to(account.landing);
        }).pipe(
          Effect.catchTag('ProviderError', (error) =>
            Effect.as(
              Effect.logWarning('OpenID Connect sign-in failed', error.cause),
              toLogin(error.reason === 'unavailable' ? 'unavailable' : 'failed'),
            ),
          ),
          // Two first sign-ins of one person at once: one created or linked the account, the other retries.
          Effect.catchTags({
            DomainError: () => Effect.succeed(toLogin('failed')),
            WrongExpectedVersion: () => Effect.succeed(toLogin('failed')),
          }),
          Effect.orDie,
        ),
      );
  }),
);
