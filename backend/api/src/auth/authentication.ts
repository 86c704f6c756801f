import { Authentication, UNAUTHORIZED_MESSAGE, Unauthorized } from '@market-muse/contracts/api';
import { Effect, Layer, Redacted } from 'effect';
import { Sessions } from './sessions.ts';

/** Resolves the session cookie; a missing, revoked or expired session is a 401 'Unauthorized'. */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const sessions = yield* Sessions;
    return Authentication.of({
      session: (token) =>
        Effect.gen(function* () {
          const value = Redacted.value(token);
          const user = value ? yield* sessions.resolve(value) : null;
          if (!user) return yield* Effect.fail(new Unauthorized({ message: UNAUTHORIZED_MESSAGE }));
          return user;
        }),
    });
  }),
);
