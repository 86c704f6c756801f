import type { UserEvent } from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';

/** The password hash of an account created through a provider: no password verifies against it. */
export const NO_PASSWORD = '';

export const userStream = (userId: string) => ({ id: `user-${userId}`, type: 'user' });

export type UserCommand =
  | {
      readonly type: 'RegisterUser';
      readonly userId: string;
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly passwordHash: string;
      readonly at: Date;
    }
  | {
      readonly type: 'ChangePassword';
      readonly passwordHash: string;
      readonly via: 'change' | 'reset';
      readonly at: Date;
    }
  | { readonly type: 'VerifyEmail'; readonly email: string; readonly at: Date }
  | { readonly type: 'ChangeEmail'; readonly email: string; readonly at: Date }
  | { readonly type: 'ChangeName'; readonly firstName: string; readonly lastName: string; readonly at: Date }
  | { readonly type: 'DeleteAccount'; readonly userId: string; readonly at: Date }
  | {
      readonly type: 'LinkIdentity';
      readonly identityId: string;
      readonly issuer: string;
      readonly subject: string;
      readonly email: string;
      readonly at: Date;
    }
  | { readonly type: 'UnlinkIdentity'; readonly identityId: string; readonly at: Date }
  | { readonly type: 'AddPasskey'; readonly passkeyId: string; readonly name: string; readonly at: Date }
  | { readonly type: 'RemovePasskey'; readonly passkeyId: string; readonly at: Date };

/** A provider account that signs in to this one. */
export interface LinkedIdentity {
  readonly identityId: string;
  readonly issuer: string;
  readonly subject: string;
}

export type UserState =
  | { readonly status: 'new' }
  | {
      readonly status: 'registered';
      readonly userId: string;
      readonly email: string;
      readonly verifiedEmail: string | null;
      readonly firstName: string;
      readonly lastName: string;
      /** False for an account created through a provider, until a password is set (a reset link). */
      readonly hasPassword: boolean;
      readonly identities: ReadonlyArray<LinkedIdentity>;
      /** The ids of the passkeys that sign in to the account. */
      readonly passkeys: ReadonlyArray<string>;
    }
  | { readonly status: 'deleted' };

export const ACCOUNT_MISSING = 'This account does not exist';
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const EMAIL_NO_LONGER_CURRENT = 'This link is for an email address the account no longer uses';
export const IDENTITY_NOT_FOUND = 'This sign-in provider is not connected to your account';
export const LAST_WAY_TO_SIGN_IN =
  'This provider is your only way to sign in. Set a password first (Forgot password on the sign-in screen mails you a link), then disconnect it.';

export const PASSKEY_NOT_FOUND = 'This passkey is not on your account';
export const LAST_PASSKEY =
  'This passkey is your only way to sign in. Set a password first (Forgot password on the sign-in screen mails you a link), then remove it.';
/** Enough for every device a person owns, few enough that the account page stays a short list. */
export const MAX_PASSKEYS = 20;
export const TOO_MANY_PASSKEYS = `You can keep up to ${MAX_PASSKEYS} passkeys. Remove one you no longer use first.`;

/** The ways into the account besides the one being removed: a password, a provider, a passkey. */
const waysToSignIn = (state: Extract<UserState, { status: 'registered' }>) =>
  (state.hasPassword ? 1 : 0) + state.identities.length + state.passkeys.length;

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'new' }),
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'new') fail('conflict', 'This account is already registered');
        return [
          {
            type: 'UserRegistered',
            data: {
              userId: command.userId,
              email: command.email,
              firstName: command.firstName,
              lastName: command.lastName,
              passwordHash: command.passwordHash,
              registeredAt: command.at.toISOString(),
            },
          },
        ];
      case 'ChangePassword':
        if (state.status !== 'registered') return fail('not_found', ACCOUNT_MISSING);
        return [
          {
            type: 'PasswordChanged',
            data: {
              userId: state.userId,
              passwordHash: command.passwordHash,
              via: command.via,
              changedAt: command.at.toISOString(),
            },
          },
        ];
      case 'ChangeEmail':
        if (state.status !== 'registered') return fail('not_found', ACCOUNT_MISSING);
        if (state.email === command.email) return [];
        return [
          {
            type: 'EmailChanged',
            data: {
              userId: state.userId,
              previousEmail: state.email,
              email: command.email,
              changedAt: command.at.toISOString(),
            },
          },
        ];
      case 'ChangeName':
        if (state.status !== 'registered') return fail('not_found', ACCOUNT_MISSING);
        // Saving the same name again is not a change.
        if (state.firstName === command.firstName && state.lastName === command.lastName) return [];
        return [
          {
            type: 'NameChanged',
            data: {
              userId: state.userId,
              firstName: command.firstName,
              lastName: command.lastName,
              changedAt: command.at.toISOString(),
            },
          },
        ];
      case 'VerifyEmail':
        if (state.status !== 'registered') return fail('not_found', ACCOUNT_MISSING);
        if (state.email !== command.email) return fail('conflict', EMAIL_NO_LONGER_CURRENT);
        // Confirming twice changes nothing: the second click of a link is not a new fact.
        if (state.verifiedEmail === command.email) return [];
        return [
          {
            type: 'EmailVerified',
            data: { userId: state.userId, email: command.email, verifiedAt: command.at.toISOString() },
          },
        ];
      case 'LinkIdentity': {
        if (state.status !== 'registered') return fail('not_found', ACCOUNT_MISSING);
        const same = (i: LinkedIdentity) => i.issuer === command.issuer && i.subject === command.subject;
        // Signing in through a provider already linked is not a new fact.
        if (state.identities.some(same)) return [];
        return [
          {
            type: 'IdentityLinked',
            data: {
              userId: state.userId,
              identityId: command.identityId,
              issuer: command.issuer,
              subject: command.subject,
              email: command.email,
              linkedAt: command.at.toISOString(),
            },
          },
        ];
      }
      case 'UnlinkIdentity': {
        if (state.status !== 'registered') return fail('not_found', ACCOUNT_MISSING);
        if (!state.identities.some((i) => i.identityId === command.identityId))
          return fail('not_found', IDENTITY_NOT_FOUND);
        // The account must keep a way in: a password, another provider or a passkey.
        if (waysToSignIn(state) === 1) return fail('conflict', LAST_WAY_TO_SIGN_IN);
        return [
          {
            type: 'IdentityUnlinked',
            data: {
              userId: state.userId,
              identityId: command.identityId,
              unlinkedAt: command.at.toISOString(),
            },
          },
        ];
      }
      case 'AddPasskey':
        if (state.status !== 'registered') return fail('not_found', ACCOUNT_MISSING);
        if (state.passkeys.includes(command.passkeyId)) return [];
        if (state.passkeys.length >= MAX_PASSKEYS) return fail('conflict', TOO_MANY_PASSKEYS);
        return [
          {
            type: 'PasskeyAdded',
            data: {
              userId: state.userId,
              passkeyId: command.passkeyId,
              name: command.name,
              addedAt: command.at.toISOString(),
            },
          },
        ];
      case 'RemovePasskey':
        if (state.status !== 'registered') return fail('not_found', ACCOUNT_MISSING);
        if (!state.passkeys.includes(command.passkeyId)) return fail('not_found', PASSKEY_NOT_FOUND);
        if (waysToSignIn(state) === 1) return fail('conflict', LAST_PASSKEY);
        return [
          {
            type: 'PasskeyRemoved',
            data: { userId: state.userId, passkeyId: command.passkeyId, removedAt: command.at.toISOString() },
          },
        ];
      case 'DeleteAccount':
        if (state.status !== 'registered') fail('not_found', ACCOUNT_NOT_FOUND);
        return [
          { type: 'AccountDeleted', data: { userId: command.userId, deletedAt: command.at.toISOString() } },
        ];
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered':
        return {
          status: 'registered',
          userId: event.data.userId,
          email: event.data.email,
          verifiedEmail: null,
          firstName: event.data.firstName,
          lastName: event.data.lastName,
          hasPassword: event.data.passwordHash !== NO_PASSWORD,
          identities: [],
          passkeys: [],
        };
      case 'NameChanged':
        return state.status === 'registered'
          ? { ...state, firstName: event.data.firstName, lastName: event.data.lastName }
          : state;
      case 'PasswordChanged':
        return state.status === 'registered' ? { ...state, hasPassword: true } : state;
      case 'IdentityLinked':
        return state.status === 'registered'
          ? {
              ...state,
              identities: [
                ...state.identities,
                { identityId: event.data.identityId, issuer: event.data.issuer, subject: event.data.subject },
              ],
            }
          : state;
      case 'IdentityUnlinked':
        return state.status === 'registered'
          ? { ...state, identities: state.identities.filter((i) => i.identityId !== event.data.identityId) }
          : state;
      case 'PasskeyAdded':
        return state.status === 'registered'
          ? { ...state, passkeys: [...state.passkeys, event.data.passkeyId] }
          : state;
      case 'PasskeyRemoved':
        return state.status === 'registered'
          ? { ...state, passkeys: state.passkeys.filter((id) => id !== event.data.passkeyId) }
          : state;
      case 'EmailVerified':
        return state.status === 'registered' ? { ...state, verifiedEmail: event.data.email } : state;
      case 'EmailChanged':
        // Confirmed from the new address: it is verified by the change itself.
        return state.status === 'registered'
          ? { ...state, email: event.data.email, verifiedEmail: event.data.email }
          : state;
      case 'AccountDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
};
