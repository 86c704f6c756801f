import { handle } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { normaliseEmail } from './emailReservation.ts';
import { userDecider, userStream } from './user.ts';

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
