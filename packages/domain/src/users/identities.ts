import { Effect } from 'effect';
import { handle } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { newId } from '../ids.ts';
import { emailReservationDecider, emailStreamOf, normaliseEmail } from './emailReservation.ts';
import { NO_PASSWORD, userDecider, userStream } from './user.ts';

/** A person as an OpenID Connect provider vouches for them. */
export interface ProviderIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string;
}

/** Links the provider identity to the account (nothing new when it is linked already). */
export const linkIdentity = (
  userId: string,
  identity: ProviderIdentity,
  context: Omit<CommandContext, 'userId'>,
) =>
  unitOfWork(
    handle(
      userDecider,
      userStream(userId),
      {
        type: 'LinkIdentity',
        identityId: newId(),
        ...identity,
        email: normaliseEmail(identity.email),
        at: context.now,
      },
      { ...context, userId },
    ),
  );

/** Disconnects a provider, unless it is the account's last way to sign in. */
export const unlinkIdentity = (userId: string, identityId: string, context: Omit<CommandContext, 'userId'>) =>
  unitOfWork(
    handle(
      userDecider,
      userStream(userId),
      { type: 'UnlinkIdentity', identityId, at: context.now },
      { ...context, userId },
    ),
  );

export interface ProviderRegistration extends ProviderIdentity {
  readonly firstName: string;
  readonly lastName: string;
  /** The provider vouched for the e-mail (`email_verified`): the account's address starts verified. */
  readonly emailVerified: boolean;
}

/**
 * Creates an account for a person who signed in through a provider, in one transaction: the e-mail is
 * reserved (a conflict when an account holds it), the account has no password, and the identity is linked.
 */
export const registerThroughProvider = (
  registration: ProviderRegistration,
  context: Omit<CommandContext, 'userId'>,
) =>
  unitOfWork(
    Effect.gen(function* () {
      const userId = newId();
      const email = normaliseEmail(registration.email);
      const ctx = { ...context, userId };
      const at = context.now;
      yield* handle(
        emailReservationDecider,
        yield* emailStreamOf(email),
        { type: 'ReserveEmail', email, userId },
        ctx,
      );
      const stream = userStream(userId);
      yield* handle(
        userDecider,
        stream,
        {
          type: 'RegisterUser',
          userId,
          email,
          firstName: registration.firstName,
          lastName: registration.lastName,
          passwordHash: NO_PASSWORD,
          at,
        },
        ctx,
      );
      const { issuer, subject } = registration;
      yield* handle(
        userDecider,
        stream,
        { type: 'LinkIdentity', identityId: newId(), issuer, subject, email, at },
        ctx,
      );
      if (registration.emailVerified)
        yield* handle(userDecider, stream, { type: 'VerifyEmail', email, at }, ctx);
      return { userId, email };
    }),
  );
