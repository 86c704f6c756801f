import { HttpApiBuilder, HttpServerRequest } from '@effect/platform';
import { PASSKEY_SIGN_IN_FAILED, type Passkey } from '@market-muse/contracts';
import {
  BadRequest,
  CONCURRENT_CHANGE,
  Conflict,
  CurrentUser,
  MarketMuseApi,
  NotFound,
  Unauthorized,
} from '@market-muse/contracts/api';
import { addPasskey, PASSKEY_NOT_FOUND, removePasskey } from '@market-muse/domain';
import { Effect } from 'effect';
import { accountMails } from '../auth/accountMail.ts';
import { Sessions, toSessionUser } from '../auth/sessions.ts';
import { Limits, tooMany } from '../limits/limits.ts';
import {
  addressKey,
  clientAddress,
  passkeyChangesPerUser,
  passkeyListsPerUser,
  passkeyOptionsPerUser,
  passkeySignInPerAddress,
  userKey,
} from '../limits/policies.ts';
import { keepChallenge, takeChallenge } from '../passkeys/challenges.ts';
import {
  findPasskeyByCredential,
  forgetPasskey,
  keepPasskey,
  type PasskeyRecord,
  passkeyOf,
  passkeysOf,
  recordPasskeyUse,
  renamePasskey,
} from '../passkeys/credentials.ts';
import {
  authenticationOptions,
  challengeOf,
  registrationOptions,
  relyingParty,
  verifyAuthentication,
  verifyRegistration,
} from '../passkeys/webauthn.ts';
import { AppSettings } from '../settings.ts';
import { findUserById } from '../store/users.ts';
import { setSessionCookie } from './cookies.ts';

export const PASSKEY_NOT_VERIFIED =
  'credential: The passkey could not be added: the request expired or was already used. Try again.';
export const PASSKEY_ALREADY_ADDED = 'credential: This passkey is already on an account';

const view = (passkey: PasskeyRecord): Passkey => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: new Date(passkey.createdMs).toISOString(),
  lastUsedAt: passkey.lastUsedMs === null ? null : new Date(passkey.lastUsedMs).toISOString(),
});

const tooManyTries = (wait: number) => tooMany(wait, (when) => `Too many attempts. Try again in ${when}.`);

/** Signing in with a passkey: no session needed; one answer for every failure, so nothing is learned. */
export const PasskeySignInHandlers = HttpApiBuilder.group(MarketMuseApi, 'passkeySignIn', (handlers) =>
  Effect.gen(function* () {
    const sessions = yield* Sessions;
    const limits = yield* Limits;
    const settings = yield* AppSettings;
    const rp = relyingParty(settings.publicUrl);
    const limited = (scope: string) =>
      Effect.flatMap(clientAddress, (address) =>
        limits.take(addressKey(scope, address), passkeySignInPerAddress),
      );
    const refused = Effect.fail(new Unauthorized({ message: PASSKEY_SIGN_IN_FAILED }));

    return handlers
      .handle('passkeySignInOptions', () =>
        Effect.gen(function* () {
          const wait = yield* limited('passkey-options');
          if (wait > 0) return yield* tooManyTries(wait);
          const options = yield* authenticationOptions(rp);
          yield* keepChallenge(options.challenge, { kind: 'sign-in' }, settings.now());
          return options as unknown as Record<string, unknown>;
        }).pipe(Effect.orDieWith((error) => error)),
      )
      .handle('passkeySignIn', ({ payload }) =>
        Effect.gen(function* () {
          const wait = yield* limited('passkey-sign-in');
          if (wait > 0) return yield* tooManyTries(wait);
          const challenge = challengeOf(payload.credential);
          // The challenge is used up whatever follows: an answer is checked once.
          if (!challenge || !(yield* takeChallenge(challenge, { kind: 'sign-in' }, settings.now())))
            return yield* refused;
          const passkey = yield* findPasskeyByCredential(payload.credential.id);
          if (!passkey) return yield* refused;
          const counter = yield* verifyAuthentication(rp, payload.credential, challenge, passkey).pipe(
            Effect.tapError((error) => Effect.logInfo('A passkey sign-in did not verify', error.cause)),
            Effect.catchTag('WebAuthnRefused', () => refused),
          );
          if (!(yield* recordPasskeyUse(passkey, counter, settings.now()))) return yield* refused;
          const user = yield* findUserById(passkey.userId);
          if (!user) return yield* refused;
          const request = yield* HttpServerRequest.HttpServerRequest;
          const session = yield* sessions.create(user.id, request.headers['user-agent'] ?? null);
          yield* setSessionCookie(session.token, session.maxAgeSeconds, settings.secureCookies);
          return toSessionUser(user);
        }).pipe(Effect.catchTag('SqlError', Effect.die)),
      );
  }),
);

/** The signed-in account's passkeys: add (with a notice mail), list, rename, remove. */
export const PasskeysHandlers = HttpApiBuilder.group(MarketMuseApi, 'passkeys', (handlers) =>
  Effect.gen(function* () {
    const limits = yield* Limits;
    const settings = yield* AppSettings;
    const mails = yield* accountMails;
    const rp = relyingParty(settings.publicUrl);
    const context = () => ({ correlationId: crypto.randomUUID(), now: new Date(settings.now()) });

    /** The signed-in user's id, once the route's per-account limit lets the call through. */
    const limitedUser = (scope: string, rule: typeof passkeyListsPerUser) =>
      Effect.gen(function* () {
        const { id } = yield* CurrentUser;
        const wait = yield* limits.take(userKey(scope, id), rule);
        return wait > 0 ? yield* tooManyTries(wait) : id;
      });

    const currentUser = Effect.gen(function* () {
      const { id } = yield* CurrentUser;
      const user = yield* findUserById(id);
      return user ?? (yield* Effect.dieMessage('signed-in user missing from the read model'));
    });

    return handlers
      .handle('passkeys', () =>
        Effect.gen(function* () {
          const id = yield* limitedUser('passkey-list', passkeyListsPerUser);
          return (yield* passkeysOf(id)).map(view);
        }).pipe(Effect.catchTag('SqlError', Effect.die)),
      )
      .handle('passkeyOptions', () =>
        Effect.gen(function* () {
          const user = yield* currentUser;
          const wait = yield* limits.take(userKey('passkey-options', user.id), passkeyOptionsPerUser);
          if (wait > 0) return yield* tooManyTries(wait);
          const displayName = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
          const options = yield* registrationOptions(
            rp,
            { id: user.id, email: user.email, displayName },
            yield* passkeysOf(user.id),
          );
          yield* keepChallenge(options.challenge, { kind: 'register', userId: user.id }, settings.now());
          return options as unknown as Record<string, unknown>;
        }).pipe(Effect.catchTag('SqlError', Effect.die)),
      )
      .handle('addPasskey', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* currentUser;
          const challenge = challengeOf(payload.credential);
          if (
            !challenge ||
            !(yield* takeChallenge(challenge, { kind: 'register', userId: user.id }, settings.now()))
          )
            return yield* Effect.fail(new BadRequest({ message: PASSKEY_NOT_VERIFIED }));
          const credential = yield* verifyRegistration(rp, payload.credential, challenge).pipe(
            Effect.catchTag('WebAuthnRefused', (error) =>
              Effect.zipRight(
                Effect.logInfo('A new passkey did not verify', error.cause),
                Effect.fail(
                  new BadRequest({ message: 'credential: The passkey could not be verified. Try again.' }),
                ),
              ),
            ),
          );
          if (yield* findPasskeyByCredential(credential.credentialId))
            return yield* Effect.fail(new BadRequest({ message: PASSKEY_ALREADY_ADDED }));
          const passkey = {
            id: crypto.randomUUID(),
            userId: user.id,
            ...credential,
            name: payload.name,
            createdMs: settings.now(),
          };
          yield* addPasskey(
            user.id,
            { passkeyId: passkey.id, name: passkey.name },
            context(),
            keepPasskey(passkey),
          ).pipe(
            Effect.catchTag('DomainError', (error) => Effect.fail(new Conflict({ message: error.message }))),
            Effect.catchTag('WrongExpectedVersion', () =>
              Effect.fail(new Conflict({ message: CONCURRENT_CHANGE })),
            ),
          );
          yield* mails.passkeyAdded(user, passkey.name);
          return view({ ...passkey, lastUsedMs: null });
        }).pipe(
          // The event store's and the database's own failures are server faults (500).
          Effect.catchTags({ EventStoreError: Effect.die, EventTooLarge: Effect.die, SqlError: Effect.die }),
        ),
      )
      .handle('renamePasskey', ({ path, payload }) =>
        Effect.gen(function* () {
          const id = yield* limitedUser('passkey-changes', passkeyChangesPerUser);
          if (!(yield* renamePasskey(id, path.id, payload.name)))
            return yield* Effect.fail(new NotFound({ message: PASSKEY_NOT_FOUND }));
          const passkey = yield* passkeyOf(id, path.id);
          return passkey ? view(passkey) : yield* Effect.fail(new NotFound({ message: PASSKEY_NOT_FOUND }));
        }).pipe(Effect.catchTag('SqlError', Effect.die)),
      )
      .handle('removePasskey', ({ path }) =>
        Effect.gen(function* () {
          const id = yield* limitedUser('passkey-changes', passkeyChangesPerUser);
          yield* removePasskey(id, path.id, context(), forgetPasskey(id, path.id)).pipe(
            Effect.catchTag('DomainError', (error) =>
              Effect.fail(
                error.code === 'conflict'
                  ? new Conflict({ message: error.message })
                  : new NotFound({ message: error.message }),
              ),
            ),
            Effect.catchTag('WrongExpectedVersion', () =>
              Effect.fail(new Conflict({ message: CONCURRENT_CHANGE })),
            ),
          );
        }).pipe(
          Effect.catchTags({ EventStoreError: Effect.die, EventTooLarge: Effect.die, SqlError: Effect.die }),
        ),
      );
  }),
);
