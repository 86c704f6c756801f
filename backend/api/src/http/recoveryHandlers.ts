import { HttpApiBuilder, HttpServerRequest } from '@effect/platform';
import { LINK_INVALID, RESET_REQUESTED } from '@market-muse/contracts';
import { BadRequest, MarketMuseApi } from '@market-muse/contracts/api';
import { changeEmail, changePassword, verifyEmail } from '@market-muse/domain';
import { Effect } from 'effect';
import { accountMails } from '../auth/accountMail.ts';
import { AccountTokens } from '../auth/accountTokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { Sessions } from '../auth/sessions.ts';
import { Limits, tooMany } from '../limits/limits.ts';
import {
  accountKey,
  addressKey,
  clientAddress,
  resetMailsPerAccount,
  resetRequestsPerAddress,
} from '../limits/policies.ts';
import { AppSettings } from '../settings.ts';
import { findUserByEmail, findUserById } from '../store/users.ts';
import { accountCommand } from './accountCommands.ts';
import { setSessionCookie } from './cookies.ts';

const commandAt = (now: number) => ({ correlationId: crypto.randomUUID(), now: new Date(now) });

export const RecoveryHandlers = HttpApiBuilder.group(MarketMuseApi, 'recovery', (handlers) =>
  Effect.gen(function* () {
    const limits = yield* Limits;
    const tokens = yield* AccountTokens;
    const sessions = yield* Sessions;
    const settings = yield* AppSettings;
    const mails = yield* accountMails;

    return handlers
      .handle('forgotPassword', ({ payload }) =>
        Effect.gen(function* () {
          const address = yield* clientAddress;
          const wait = yield* limits.take(addressKey('reset', address), resetRequestsPerAddress);
          if (wait > 0)
            return yield* tooMany(wait, (when) => `Too many reset requests. Try again in ${when}.`);
          const user = yield* findUserByEmail(payload.email).pipe(Effect.orDie);
          // Past the account's mail limit the answer stays the same: the mails already sent still work.
          if (
            user &&
            (yield* limits.take(yield* accountKey('reset', user.email), resetMailsPerAccount)) === 0
          )
            yield* mails.reset(user);
          return { message: RESET_REQUESTED };
        }),
      )
      .handle('resetPassword', ({ payload }) =>
        Effect.gen(function* () {
          const used = yield* tokens.consume(payload.token, 'reset-password');
          if (!used) return yield* Effect.fail(new BadRequest({ message: LINK_INVALID }));
          const user = yield* findUserById(used.userId).pipe(Effect.orDie);
          if (!user) return yield* Effect.fail(new BadRequest({ message: LINK_INVALID }));
          const passwordHash = yield* hashPassword(payload.password);
          yield* accountCommand(
            changePassword(user.id, passwordHash, 'reset', commandAt(settings.now())),
            'password',
          );
          // Whoever had the old password is out: every session ends, the other links die, the delays go.
          yield* tokens.retire(user.id, 'reset-password');
          yield* sessions.revokeAllBut(user.id, null);
          yield* limits.forget(yield* accountKey('sign-in', user.email));
          const request = yield* HttpServerRequest.HttpServerRequest;
          const session = yield* sessions.create(user.id, request.headers['user-agent'] ?? null);
          yield* setSessionCookie(session.token, session.maxAgeSeconds, settings.secureCookies);
        }),
      )
      .handle('verifyEmail', ({ payload }) =>
        Effect.gen(function* () {
          const used = yield* tokens.consume(payload.token, 'verify-email');
          if (!used) return yield* Effect.fail(new BadRequest({ message: LINK_INVALID }));
          yield* accountCommand(verifyEmail(used.userId, used.subject, commandAt(settings.now())), 'token');
        }),
      )
      .handle('confirmEmailChange', ({ payload }) =>
        Effect.gen(function* () {
          const used = yield* tokens.consume(payload.token, 'change-email');
          if (!used) return yield* Effect.fail(new BadRequest({ message: LINK_INVALID }));
          const moved = yield* accountCommand(
            changeEmail(used.userId, used.subject, commandAt(settings.now())),
            'email',
          );
          const user = yield* findUserById(used.userId).pipe(Effect.orDie);
          if (user && moved.previousEmail !== moved.email)
            yield* mails.emailChanged(user, moved.previousEmail);
        }),
      );
  }),
);
