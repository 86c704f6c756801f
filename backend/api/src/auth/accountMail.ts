import { Effect } from 'effect';
import { Mailer } from '../mail/mailer.ts';
import {
  confirmNewEmailMail,
  emailChangedMail,
  passkeyAddedMail,
  passwordChangedMail,
  providerConnectedMail,
  resetPasswordMail,
  signUpAttemptMail,
  verifyEmailMail,
} from '../mail/templates.ts';
import { AppSettings } from '../settings.ts';
import { AccountTokens } from './accountTokens.ts';

interface Recipient {
  readonly id: string;
  readonly email: string;
  readonly first_name: string | null;
}

/**
 * The account mails, each issued with its link's token. They run apart from the request (forked): the
 * answer does not wait for a mail server, and does not take longer when an account exists than when not.
 */
export const accountMails = Effect.gen(function* () {
  const mailer = yield* Mailer;
  const tokens = yield* AccountTokens;
  const { publicUrl } = yield* AppSettings;
  const page = (path: string, token?: string) =>
    `${publicUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const apart = <R>(effect: Effect.Effect<void, never, R>) =>
    Effect.asVoid(Effect.forkDaemon(effect.pipe(Effect.catchAllCause(Effect.logError))));

  return {
    reset: (user: Recipient) =>
      apart(
        Effect.gen(function* () {
          const token = yield* tokens.issue(user.id, 'reset-password', user.email);
          yield* mailer.send(resetPasswordMail(user.email, user.first_name, page('/reset-password', token)));
        }),
      ),
    verification: (user: Recipient) =>
      apart(
        Effect.gen(function* () {
          const token = yield* tokens.issue(user.id, 'verify-email', user.email);
          yield* mailer.send(verifyEmailMail(user.email, user.first_name, page('/verify-email', token)));
        }),
      ),
    /** Someone tried to sign up with the owner's address: the mail carries a reset link (valid 1 hour). */
    signUpAttempt: (user: Recipient) =>
      apart(
        Effect.gen(function* () {
          const token = yield* tokens.issue(user.id, 'reset-password', user.email);
          yield* mailer.send(
            signUpAttemptMail(user.email, user.first_name, page('/login'), page('/reset-password', token)),
          );
        }),
      ),
    confirmNewEmail: (user: Recipient, newEmail: string) =>
      apart(
        Effect.gen(function* () {
          const token = yield* tokens.issue(user.id, 'change-email', newEmail);
          yield* mailer.send(confirmNewEmailMail(newEmail, user.first_name, page('/confirm-email', token)));
        }),
      ),
    emailChanged: (user: Recipient, previousEmail: string) =>
      apart(
        mailer.send(emailChangedMail(previousEmail, user.first_name, user.email, page('/forgot-password'))),
      ),
    passwordChanged: (user: Recipient) =>
      apart(mailer.send(passwordChangedMail(user.email, user.first_name, page('/forgot-password')))),
    providerConnected: (user: Recipient, providerName: string) =>
      apart(mailer.send(providerConnectedMail(user.email, user.first_name, providerName, page('/account')))),
    passkeyAdded: (user: Recipient, passkeyName: string) =>
      apart(mailer.send(passkeyAddedMail(user.email, user.first_name, passkeyName, page('/account')))),
  };
});
