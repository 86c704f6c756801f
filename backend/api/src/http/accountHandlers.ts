import { HttpApiBuilder, HttpServerResponse } from '@effect/platform';
import { NodeStream } from '@effect/platform-node';
import {
  ACCOUNT_DELETION_FRESH_MINUTES,
  ACCOUNT_DELETION_NEEDS_PASSWORD,
  ACCOUNT_DELETION_WRONG_PASSWORD,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_WRONG,
  SAME_EMAIL,
} from '@market-muse/contracts';
import {
  BadRequest,
  CONCURRENT_CHANGE,
  Conflict,
  CurrentUser,
  MarketMuseApi,
  NotFound,
} from '@market-muse/contracts/api';
import { changeName, changePassword, deleteAccount, normaliseEmail } from '@market-muse/domain';
import { EventStore } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { accountArchive } from '../account/exportArchive.ts';
import { accountMails } from '../auth/accountMail.ts';
import { AccountTokens } from '../auth/accountTokens.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { Sessions } from '../auth/sessions.ts';
import { Limits, tooMany } from '../limits/limits.ts';
import {
  accountKeySuffixes,
  signInPerAccount,
  userKey,
  verificationMailsPerAccount,
} from '../limits/policies.ts';
import { forgetChallengesOf } from '../passkeys/challenges.ts';
import { forgetPasskeysOf } from '../passkeys/credentials.ts';
import { ConnectedAccounts } from '../publishing/connectedAccounts.ts';
import { AppSettings } from '../settings.ts';
import { findUserById, type UserRecord } from '../store/users.ts';
import { accountCommand } from './accountCommands.ts';
import { clearSessionCookie, sessionTokenFromRequest } from './cookies.ts';

export const EMAIL_ALREADY_VERIFIED = 'email: is already confirmed';

const accountOf = (user: UserRecord) => ({
  email: user.email,
  emailVerified: user.email_verified_at !== null,
  firstName: user.first_name,
  lastName: user.last_name,
  createdAt: user.created_at.toISOString(),
});

/** The signed-in user's row: present, since the session was just checked against it. */
const currentAccount = Effect.gen(function* () {
  const { id } = yield* CurrentUser;
  const user = yield* findUserById(id).pipe(Effect.orDie);
  return user ?? (yield* Effect.dieMessage('signed-in user missing from the read model'));
});

/**
 * The signed-in account: its state, password, e-mail and devices; and the person's own data, the whole of it
 * to download or all of it erased.
 */
export const AccountHandlers = HttpApiBuilder.group(MarketMuseApi, 'account', (handlers) =>
  Effect.gen(function* () {
    const limits = yield* Limits;
    const sessions = yield* Sessions;
    const settings = yield* AppSettings;
    const mails = yield* accountMails;
    const tokens = yield* AccountTokens;
    const connections = yield* ConnectedAccounts;
    const store = yield* EventStore;

    /** The password, or a session signed in within the last minutes: who holds an open laptop cannot erase. */
    const confirmIdentity = (userId: string, password: string | undefined) =>
      Effect.gen(function* () {
        if (password === undefined) {
          const token = yield* sessionTokenFromRequest;
          const signedInAt = token ? yield* sessions.signedInAt(token) : null;
          const fresh =
            signedInAt !== null &&
            settings.now() - signedInAt.getTime() < ACCOUNT_DELETION_FRESH_MINUTES * 60_000;
          if (!fresh) return yield* Effect.fail(new BadRequest({ message: ACCOUNT_DELETION_NEEDS_PASSWORD }));
          return;
        }
        const user = yield* Effect.orDie(findUserById(userId));
        if (!user || !(yield* verifyPassword(user.password_hash, password)))
          return yield* Effect.fail(new BadRequest({ message: ACCOUNT_DELETION_WRONG_PASSWORD }));
      });

    return handlers
      .handle('account', () => Effect.map(currentAccount, accountOf))
      .handle('changeName', ({ payload }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser;
          yield* accountCommand(
            changeName(id, payload, { correlationId: crypto.randomUUID(), now: new Date(settings.now()) }),
            'firstName',
          );
          // The sessions' cached user carries the name the shell greets with.
          yield* sessions.refreshUser(id);
          return accountOf(yield* currentAccount);
        }),
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
      )
      .handle('exportAccount', () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const archive = yield* Effect.orDie(accountArchive(user.id));
          const day = new Date(settings.now()).toISOString().slice(0, 10);
          return HttpServerResponse.stream(
            NodeStream.fromReadable(
              () => archive,
              (error) => error,
            ),
            {
              contentType: 'application/zip',
              headers: { 'content-disposition': `attachment; filename="market-muse-${day}.zip"` },
            },
          );
        }),
      )
      .handle('deleteAccount', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* confirmIdentity(user.id, payload.password);
          const row = yield* findUserById(user.id).pipe(Effect.orDie);
          // One transaction: the deletion event, the address released, the key destroyed, every session
          // signed out. The inline read models forget the user in it too; the async ones follow.
          yield* deleteAccount(
            user.id,
            { correlationId: crypto.randomUUID(), now: new Date(settings.now()) },
            // The account's own tables go with it: its devices, its unused links (one names a new address)
            // the abuse counters keyed by its id or its address, its connected accounts' passwords and its
            // passkeys.
            Effect.all([
              store.destroyKey(user.id),
              sessions.revokeAll(user.id),
              tokens.forgetUser(user.id),
              connections.forgetUser(user.id),
              forgetPasskeysOf(user.id),
              forgetChallengesOf(user.id),
              Effect.flatMap(accountKeySuffixes(user.id, row?.email ?? null), limits.forgetEndingWith),
            ]),
          ).pipe(
            Effect.catchTag('DomainError', (error) => Effect.fail(new Conflict({ message: error.message }))),
            Effect.catchTag('WrongExpectedVersion', () =>
              Effect.fail(new Conflict({ message: CONCURRENT_CHANGE })),
            ),
            Effect.catchTag('EventStoreError', (error) =>
              error.concurrentWrite
                ? Effect.fail(new Conflict({ message: CONCURRENT_CHANGE }))
                : Effect.die(error),
            ),
            Effect.catchAll((error) => Effect.die(error)),
          );
          yield* clearSessionCookie;
        }),
      );
  }),
);
