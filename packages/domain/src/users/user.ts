import type { UserEvent } from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';

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
  | { readonly type: 'DeleteAccount'; readonly userId: string; readonly at: Date };

export type UserState =
  | { readonly status: 'new' }
  | {
      readonly status: 'registered';
      readonly userId: string;
      readonly email: string;
      readonly verifiedEmail: string | null;
      readonly firstName: string;
      readonly lastName: string;
    }
  | { readonly status: 'deleted' };

export const ACCOUNT_MISSING = 'This account does not exist';
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const EMAIL_NO_LONGER_CURRENT = 'This link is for an email address the account no longer uses';

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
        };
      case 'NameChanged':
        return state.status === 'registered'
          ? { ...state, firstName: event.data.firstName, lastName: event.data.lastName }
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
