import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from '@effect/platform';
import type { SqlError } from '@effect/sql';
import {
  CONCURRENT_CHANGE,
  Conflict,
  CurrentUser,
  MarketMuseApi,
  type SessionUser,
  Unauthorized,
} from '@market-muse/contracts/api';
import { normaliseEmail, registerUser } from '@market-muse/domain';
import { Effect } from 'effect';
import { accountMails } from '../auth/accountMail.ts';
import { burnVerification, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { Sessions, toSessionUser } from '../auth/sessions.ts';
import { Limits, tooMany } from '../limits/limits.ts';
import {
  accountKey,
  addressKey,
  clientAddress,
  signInPerAccount,
  signInPerAddress,
  signUpNotices,
  signUpPerAddress,
} from '../limits/policies.ts';
import { AppSettings } from '../settings.ts';
import { findUserByEmail, findUserById } from '../store/users.ts';
import { clearSessionCookie, sessionTokenFromRequest, setSessionCookie } from './cookies.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const AuthHandlers = HttpApiBuilder.group(MarketMuseApi, 'auth', (handlers) =>
  Effect.gen(function* () {
    const sessions = yield* Sessions;
    const limits = yield* Limits;
    const settings = yield* AppSettings;
    const mails = yield* accountMails;
    const signUps = signUpPerAddress(settings.signUpsPerHour);

    /**
     * A sign-up with an address an account already uses gets the answer a new account gets: 201, a user of
     * the names typed, and a session cookie of the same shape, which opens nothing. The owner is mailed (a
     * few times an hour at most) that someone tried, with a link to choose a new password.
     */
    const answerTakenAddress = (payload: { email: string; firstName: string; lastName: string }) =>
      Effect.gen(function* () {
        const owner = yield* findUserByEmail(payload.email);
        if (
          owner &&
          (yield* limits.take(yield* accountKey('sign-up-notice', owner.email), signUpNotices)) === 0
        )
          yield* mails.signUpAttempt(owner);
        const decoy = sessions.decoy();
        yield* setSessionCookie(decoy.token, decoy.maxAgeSeconds, settings.secureCookies);
        return {
          id: crypto.randomUUID(),
          email: normaliseEmail(payload.email),
          firstName: payload.firstName,
          lastName: payload.lastName,
          createdAt: new Date().toISOString(),
        } satisfies SessionUser;
      });

    const signIn = (userId: string) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest;
        const session = yield* sessions.create(userId, request.headers['user-agent'] ?? null);
        yield* setSessionCookie(session.token, session.maxAgeSeconds, settings.secureCookies);
      });

    return handlers
      .handle('register', ({ payload }) =>
        Effect.gen(function* () {
          const wait = yield* limits.take(addressKey('sign-up', yield* clientAddress), signUps);
          if (wait > 0) return yield* tooMany(wait, (when) => `Too many new accounts. Try again in ${when}.`);
          // Hashed before anything is looked up, so a taken address costs the same time as a new one.
          const passwordHash = yield* hashPassword(payload.password);
          const registered = yield* registerUser(
            { email: payload.email, firstName: payload.firstName, lastName: payload.lastName, passwordHash },
            { correlationId: crypto.randomUUID(), now: new Date() },
          ).pipe(
            Effect.map(({ userId }) => userId),
            // The address is taken: answered below exactly as a new account, never as a conflict.
            Effect.catchTag('DomainError', (error) =>
              error.code === 'conflict'
                ? Effect.succeed(null)
                : Effect.fail(new Conflict({ message: error.message })),
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
          if (registered === null) return yield* answerTakenAddress(payload);
          const user = yield* findUserById(registered);
          if (!user) return yield* Effect.dieMessage('registered user missing from the read model');
          yield* signIn(registered);
          yield* mails.verification(user);
          return toSessionUser(user);
        }).pipe(dieOnSqlError),
      )
      .handle('login', ({ payload }) =>
        Effect.gen(function* () {
          // Growing delays per account and per client address, never a lock: see limits/policies.ts.
          const account = yield* accountKey('sign-in', payload.email);
          const address = addressKey('sign-in', yield* clientAddress);
          const wait = yield* limits.attempt([
            [account, signInPerAccount],
            [address, signInPerAddress],
          ]);
          if (wait > 0)
            return yield* tooMany(wait, (when) => `Too many sign-in attempts. Try again in ${when}.`);
          const user = yield* findUserByEmail(payload.email);
          const valid = user
            ? yield* verifyPassword(user.password_hash, payload.password)
            : yield* burnVerification(payload.password);
          if (!user || !valid) return yield* Effect.fail(new Unauthorized({ message: INVALID_CREDENTIALS }));
          // A success clears the account's delays; the address keeps only its failures.
          yield* limits.forget(account);
          yield* limits.uncount(address, signInPerAddress);
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
