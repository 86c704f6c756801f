import { Effect } from 'effect';
import { handle, readState } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { emailReservationDecider, reservationStreamOf } from './emailReservation.ts';
import { userDecider, userStream } from './user.ts';

/**
 * Deletes an account in one unit: `AccountDeleted` on the user's stream, the address released (so it can
 * register again), then `forget`, which destroys what the store keeps to read the user's personal fields
 * (their key), in the same transaction: either all of it happened or none.
 */
export const deleteAccount = <E, R>(
  userId: string,
  context: Omit<CommandContext, 'userId'>,
  forget: Effect.Effect<void, E, R>,
) =>
  unitOfWork(
    Effect.gen(function* () {
      const ctx = { ...context, userId };
      const stream = userStream(userId);
      const { state } = yield* readState(userDecider, stream.id);
      yield* handle(userDecider, stream, { type: 'DeleteAccount', userId, at: context.now }, ctx);
      if (state.status === 'registered')
        yield* handle(
          emailReservationDecider,
          yield* reservationStreamOf(state.email),
          { type: 'ReleaseEmail', userId, at: context.now },
          ctx,
        );
      yield* forget;
    }),
  );
