import { HttpApiBuilder } from '@effect/platform';
import { CURRENT_PASSWORD_WRONG, PASSWORD_WRONG, SAME_EMAIL } from '@market-muse/contracts';
import { BadRequest, CurrentUser, MarketMuseApi, NotFound } from '@market-muse/contracts/api';
import { changePassword, normaliseEmail } from '@market-muse/domain';
import { Effect } from 'effect';
import { accountMails } from '../auth/accountMail.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { Sessions } from '../auth/sessions.ts';
import { Limits, tooMany } from '../limits/limits.ts';
import { signInPerAccount, userKey, verificationMailsPerAccount } from '../limits/policies.ts';
import { AppSettings } from '../settings.ts';
import { findUserById } from '../store/users.ts';
import { accountCommand } from './accountCommands.ts';
import { clearSessionCookie, sessionTokenFromRequest } from './cookies.ts';

export const EMAIL_ALREADY_VERIFIED = 'email: is already confirmed';

/** The signed-in user's row: present, since the session was just checked against it. */
const currentAccount = Effect.gen(function* () {
  const { id } = yield* CurrentUser;
  const user = yield* findUserById(id).pipe(Effect.orDie);
  return user ?? (yield* Effect.dieMessage('signed-in user missing from the read model'));
});

export const AccountHandlers = HttpApiBuilder.group(MarketMuseApi, 'account', (handlers) =>
  Effect.gen(function* () {
    const limits = yield* Limits;
    const sessions = yield* Sessions;
    const settings = yield* AppSettings;
    const mails = yield* accountMails;

    return handlers
      .handle('account', () =>
        Effect.map(currentAccount, (user) => ({
          email: user.email,
          emailVerified: user.email_verified_at !== null,
          firstName: user.first_name,
          lastName: user.last_name,
          createdAt: user.created_at.toISOString(),
        })),
      )
      .handle('changePassword', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* currentAccount;
          // Someone at an unlocked screen guesses the current password at sign-in's pace, not faster.
          const key = userKey('change-password', user.id);
          const wait = yield* limits.attempt([[key, signInPerAccount]]);
          if (wait > 0) return yield* tooMany(wait, (when) => `Too many attempts. Try again in ${when}.`);
          if (!(yield* verifyPassword(user.password_hash, payload.currentPassword)))
            return yield* Effect.fail(new BadRequest({ message: CURRENT_PASSWORD_WRONG }));
          yield* limits.forget(key);
          const passwordHash = yield* hashPassword(payload.newPassword);
          yield* accountCommand(
            changePassword(user.id, passwordHash, 'change', {
              correlationId: crypto.randomUUID(),
              now: new Date(settings.now()),
            }),
            'newPassword',
          );
          yield* sessions.revokeAllBut(user.id, yield* sessionTokenFromRequest);
          yield* mails.passwordChanged(user);
        }),
      )
      .handle('changeEmail', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* currentAccount;
          const key = userKey('change-password', user.id);
          const wait = yield* limits.attempt([[key, signInPerAccount]]);
          if (wait > 0) return yield* tooMany(wait, (when) => `Too many attempts. Try again in ${when}.`);
          if (!(yield* verifyPassword(user.password_hash, payload.password)))
            return yield* Effect.fail(new BadRequest({ message: PASSWORD_WRONG }));
          yield* limits.forget(key);
          const newEmail = normaliseEmail(payload.newEmail);
          if (newEmail === user.email) return yield* Effect.fail(new BadRequest({ message: SAME_EMAIL }));
          // Whether another account holds the address is said only to whoever opens the link there.
          yield* mails.confirmNewEmail(user, newEmail);
          return { message: `We sent a link to ${newEmail}. Your email changes when you open it.` };
        }),
      )
      .handle('resendVerification', () =>
        Effect.gen(function* () {
          const user = yield* currentAccount;
          if (user.email_verified_at !== null)
            return yield* Effect.fail(new BadRequest({ message: EMAIL_ALREADY_VERIFIED }));
          const wait = yield* limits.take(userKey('verify', user.id), verificationMailsPerAccount);
          if (wait > 0)
            return yield* tooMany(wait, (when) => `We sent several links already. Try again in ${when}.`);
          yield* mails.verification(user);
          return { message: `We sent a new link to ${user.email}.` };
        }),
      )
      .handle('sessions', () =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser;
          return yield* sessions.list(id, yield* sessionTokenFromRequest);
        }),
      )
      .handle('signOutSession', ({ path }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser;
          const token = yield* sessionTokenFromRequest;
          const current = (yield* sessions.list(id, token)).find((session) => session.current);
          if (!(yield* sessions.revokeById(id, path.id)))
            return yield* Effect.fail(new NotFound({ message: 'Session not found' }));
          if (current?.id === path.id) yield* clearSessionCookie;
        }),
      )
      .handle('signOutOtherSessions', () =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser;
          yield* sessions.revokeAllBut(id, yield* sessionTokenFromRequest);
        }),
      );
  }),
);
