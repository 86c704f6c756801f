import { Effect } from 'effect';
import { handle } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { newId } from '../ids.ts';
import { emailReservationDecider, normaliseEmail, reservationStreamOf } from './emailReservation.ts';
import { userDecider, userStream } from './user.ts';

export interface Registration {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly passwordHash: string;
}

/**
 * Registers a user and reserves the email in one transaction. Two simultaneous sign-ups with one email race
 * on the reservation stream: one appends, the other retries, finds it taken and fails with a conflict.
 */
export const registerUser = (registration: Registration, context: Omit<CommandContext, 'userId'>) =>
  unitOfWork(
    Effect.gen(function* () {
      const userId = newId();
      const email = normaliseEmail(registration.email);
      const ctx = { ...context, userId };
      yield* handle(
        emailReservationDecider,
        yield* reservationStreamOf(email),
        { type: 'ReserveEmail', email, userId },
        ctx,
      );
      yield* handle(
        userDecider,
        userStream(userId),
        {
          type: 'RegisterUser',
          userId,
          email,
          firstName: registration.firstName,
          lastName: registration.lastName,
          passwordHash: registration.passwordHash,
          at: context.now,
        },
        ctx,
      );
      return { userId, email };
    }),
  );
