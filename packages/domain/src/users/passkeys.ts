import { Effect } from 'effect';
import { handle } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { userDecider, userStream } from './user.ts';

/**
 * Records a passkey on the account and, in the same transaction, `keep`: what stores the credential (its
 * public key and counter live outside the event log). Either both happened or neither.
 */
export const addPasskey = <E, R>(
  userId: string,
  passkey: { readonly passkeyId: string; readonly name: string },
  context: Omit<CommandContext, 'userId'>,
  keep: Effect.Effect<void, E, R>,
) =>
  unitOfWork(
    Effect.gen(function* () {
      yield* handle(
        userDecider,
        userStream(userId),
        { type: 'AddPasskey', ...passkey, at: context.now },
        { ...context, userId },
      );
      yield* keep;
    }),
  );

/**
 * Removes a passkey, unless it is the account's last way to sign in, and `forget`s its credential in the
 * same transaction.
 */
export const removePasskey = <E, R>(
  userId: string,
  passkeyId: string,
  context: Omit<CommandContext, 'userId'>,
  forget: Effect.Effect<void, E, R>,
) =>
  unitOfWork(
    Effect.gen(function* () {
      yield* handle(
        userDecider,
        userStream(userId),
        { type: 'RemovePasskey', passkeyId, at: context.now },
        { ...context, userId },
      );
      yield* forget;
    }),
  );
