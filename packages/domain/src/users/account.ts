import { Effect } from 'effect';
import { handle, readState } from '../commandHandling.ts';
import { DomainError } from '../decider.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { emailReservationDecider, normaliseEmail, reservationStreamOf } from './emailReservation.ts';
import { ACCOUNT_MISSING, userDecider, userStream } from './user.ts';

/** Replaces the account's password with a new hash (the caller checked the old password or a reset link). */
export const changePassword = (
  userId: string,
  passwordHash: string,
  via: 'change' | 'reset',
  context: Omit<CommandContext, 'userId'>,
) =>
  unitOfWork(
    handle(
      userDecider,
      userStream(userId),
      { type: 'ChangePassword', passwordHash, via, at: context.now },
      { ...context, userId },
    ),
  );

/** Renames the account (the names already trimmed and checked by the contract). */
export const changeName = (
  userId: string,
  name: { readonly firstName: string; readonly lastName: string },
  context: Omit<CommandContext, 'userId'>,
) =>
  unitOfWork(
    handle(
      userDecider,
      userStream(userId),
      { type: 'ChangeName', firstName: name.firstName, lastName: name.lastName, at: context.now },
      { ...context, userId },
    ),
  );

/** Records that the owner confirmed `email`, when it is still the account's address. */
export const verifyEmail = (userId: string, email: string, context: Omit<CommandContext, 'userId'>) =>
  unitOfWork(
    handle(
      userDecider,
      userStream(userId),
      { type: 'VerifyEmail', email: normaliseEmail(email), at: context.now },
      { ...context, userId },
    ),
  );

/**
 * Moves the account to `email` (confirmed from that address) in one transaction: the new address is
 * reserved (a conflict when another account holds it), the old one released so it is free again, and the
 * account records the change. The reservation streams are named by `emailStream` only.
 */
export const changeEmail = (userId: string, email: string, context: Omit<CommandContext, 'userId'>) =>
  unitOfWork(
    Effect.gen(function* () {
      const ctx = { ...context, userId };
      const next = normaliseEmail(email);
      const { state } = yield* readState(userDecider, userStream(userId).id);
      if (state.status !== 'registered')
        return yield* Effect.fail(new DomainError({ code: 'not_found', message: ACCOUNT_MISSING }));
      if (state.email === next) return { previousEmail: state.email, email: next };
      yield* handle(
        emailReservationDecider,
        yield* reservationStreamOf(next),
        { type: 'ReserveEmail', email: next, userId },
        ctx,
      );
      yield* handle(
        emailReservationDecider,
        yield* reservationStreamOf(state.email),
        { type: 'ReleaseEmail', userId, at: context.now },
        ctx,
      );
      yield* handle(
        userDecider,
        userStream(userId),
        { type: 'ChangeEmail', email: next, at: context.now },
        ctx,
      );
      return { previousEmail: state.email, email: next };
    }),
  );
