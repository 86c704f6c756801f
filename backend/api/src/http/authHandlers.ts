import { HttpApiBuilder, HttpServerResponse } from '@effect/platform';
import type { SqlError } from '@effect/sql';
import {
  CONCURRENT_CHANGE,
  Conflict,
  CurrentUser,
  MarketMuseApi,
  TooManyRequests,
  Unauthorized,
} from '@market-muse/contracts/api';
import { EMAIL_TAKEN, registerUser } from '@market-muse/domain';
import { Effect } from 'effect';
import { LoginThrottle } from '../auth/loginThrottle.ts';
import { burnVerification, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { Sessions, toSessionUser } from '../auth/sessions.ts';
import { AppSettings } from '../settings.ts';
import { findUserByEmail, findUserById } from '../store/users.ts';
import { clearSessionCookie, retryAfter, sessionTokenFromRequest, setSessionCookie } from './cookies.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const AuthHandlers = HttpApiBuilder.group(MarketMuseApi, 'auth', (handlers) =>
  Effect.gen(function* () {
    const sessions = yield* Sessions;
    const throttle = yield* LoginThrottle;
    const settings = yield* AppSettings;

    const signIn = (userId: string) =>
      Effect.gen(function* () {
        const session = yield* sessions.create(userId);
        yield* setSessionCookie(session.token, session.maxAgeSeconds, settings.secureCookies);
      });

    return handlers
      .handle('register', ({ payload }) =>
        Effect.gen(function* () {
          const passwordHash = yield* hashPassword(payload.password);
          const { userId } = yield* registerUser(
            { email: payload.email, firstName: payload.firstName, lastName: payload.lastName, passwordHash },
            { correlationId: crypto.randomUUID(), now: new Date() },
          ).pipe(
            Effect.catchTag('DomainError', (error) =>
              Effect.fail(new Conflict({ message: error.code === 'conflict' ? EMAIL_TAKEN : error.message })),
            ),
            // Still conflicting after the bounded retries (a burst of sign-ups with one email): nothing was written.
            Effect.catchTag('WrongExpectedVersion', () =>
              Effect.fail(new Conflict({ message: CONCURRENT_CHANGE })),
            ),
            Effect.catchTag('EventStoreError', (error) =>
              error.concurrentWrite
                ? Effect.fail(new Conflict({ message: CONCURRENT_CHANGE }))
                : Effect.die(error),
            ),
            // A user's names and email are far below the event size limit.
            Effect.catchTag('EventTooLarge', (error) => Effect.die(error)),
          );
          const user = yield* findUserById(userId);
          if (!user) return yield* Effect.dieMessage('registered user missing from the read model');
          yield* signIn(userId);
          return toSessionUser(user);
        }).pipe(dieOnSqlError),
      )
      .handle('login', ({ payload }) =>
        Effect.gen(function* () {
          const wait = yield* throttle.retryAfter(payload.email);
          if (wait > 0) {
            const minutes = Math.ceil(wait / 60_000);
            yield* retryAfter(Math.ceil(wait / 1000));
            return yield* Effect.fail(
              new TooManyRequests({
                message: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
              }),
            );
          }
          const user = yield* findUserByEmail(payload.email);
          const valid = user
            ? yield* verifyPassword(user.password_hash, payload.password)
            : yield* burnVerification(payload.password);
          if (!user || !valid) {
            yield* throttle.recordFailure(payload.email);
            return yield* Effect.fail(new Unauthorized({ message: INVALID_CREDENTIALS }));
          }
          yield* throttle.recordSuccess(payload.email);
          yield* signIn(user.id);
          return toSessionUser(user);
        }).pipe(dieOnSqlError),
      )
      .handle('logout', () =>
        Effect.gen(function* () {
          const token = yield* sessionTokenFromRequest;
          if (token) yield* sessions.revoke(token);
          yield* clearSessionCookie;
        }),
      )
      .handle('externalLogin', () =>
        // No external identity provider is configured: the browser lands on our own sign-in screen.
        Effect.succeed(HttpServerResponse.redirect('/login', { status: 302 })),
      )
      .handle('user', () => CurrentUser);
  }),
);

/** Database failures are server faults (500), never a client's error type. */
const dieOnSqlError = <A, E, R>(effect: Effect.Effect<A, E | SqlError.SqlError, R>) =>
  Effect.catchIf(
    effect,
    (error): error is SqlError.SqlError => (error as { _tag?: string })._tag === 'SqlError',
    (error) => Effect.die(error),
  ) as Effect.Effect<A, Exclude<E, SqlError.SqlError>, R>;
