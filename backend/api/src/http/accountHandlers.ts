import { HttpApiBuilder, HttpServerResponse } from '@effect/platform';
import { NodeStream } from '@effect/platform-node';
import {
  ACCOUNT_DELETION_FRESH_MINUTES,
  ACCOUNT_DELETION_NEEDS_PASSWORD,
  ACCOUNT_DELETION_WRONG_PASSWORD,
} from '@market-muse/contracts';
import {
  BadRequest,
  CONCURRENT_CHANGE,
  Conflict,
  CurrentUser,
  MarketMuseApi,
} from '@market-muse/contracts/api';
import { deleteAccount } from '@market-muse/domain';
import { EventStore } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { accountArchive } from '../account/exportArchive.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { Sessions } from '../auth/sessions.ts';
import { findUserById } from '../store/users.ts';
import { clearSessionCookie, sessionTokenFromRequest } from './cookies.ts';

/** The signed-in person's own data: the whole of it to download, or all of it erased. */
export const AccountHandlers = HttpApiBuilder.group(MarketMuseApi, 'account', (handlers) =>
  Effect.gen(function* () {
    const sessions = yield* Sessions;
    const store = yield* EventStore;

    /** The password, or a session signed in within the last minutes: who holds an open laptop cannot erase. */
    const confirmIdentity = (userId: string, password: string | undefined) =>
      Effect.gen(function* () {
        if (password === undefined) {
          const token = yield* sessionTokenFromRequest;
          const signedInAt = token ? yield* sessions.signedInAt(token) : null;
          const fresh =
            signedInAt !== null &&
            Date.now() - signedInAt.getTime() < ACCOUNT_DELETION_FRESH_MINUTES * 60_000;
          if (!fresh) return yield* Effect.fail(new BadRequest({ message: ACCOUNT_DELETION_NEEDS_PASSWORD }));
          return;
        }
        const user = yield* Effect.orDie(findUserById(userId));
        if (!user || !(yield* verifyPassword(user.password_hash, password)))
          return yield* Effect.fail(new BadRequest({ message: ACCOUNT_DELETION_WRONG_PASSWORD }));
      });

    return handlers
      .handle('exportAccount', () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const archive = yield* Effect.orDie(accountArchive(user.id));
          const day = new Date().toISOString().slice(0, 10);
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
          // One transaction: the deletion event, the address released, the key destroyed, every session
          // signed out. The inline read models forget the user in it too; the async ones follow.
          yield* deleteAccount(
            user.id,
            { correlationId: crypto.randomUUID(), now: new Date() },
            Effect.zipRight(store.destroyKey(user.id), sessions.revokeAll(user.id)),
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
