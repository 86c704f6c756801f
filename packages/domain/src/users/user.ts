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
  | { readonly type: 'DeleteAccount'; readonly userId: string; readonly at: Date };

export type UserState =
  | { readonly status: 'new' }
  | { readonly status: 'registered'; readonly email: string }
  | { readonly status: 'deleted' };

export const ACCOUNT_NOT_FOUND = 'Account not found';

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
        return { status: 'registered', email: event.data.email };
      case 'AccountDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
};
