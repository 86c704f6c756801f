import type { UserEvent } from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';
import { sha256Hex } from '../ids.ts';

/** Emails are unique across users: each one owns a stream, and only its first reservation can be appended. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const emailStream = (email: string) => ({
  id: `email-${sha256Hex(normaliseEmail(email))}`,
  type: 'email',
});

export const EMAIL_TAKEN = 'An account with this email already exists';

export type EmailCommand =
  | { readonly type: 'ReserveEmail'; readonly email: string; readonly userId: string }
  | { readonly type: 'ReleaseEmail'; readonly email: string; readonly userId: string };
export type EmailState = { readonly reservedBy: string | null };

export const emailReservationDecider: Decider<EmailCommand, UserEvent, EmailState> = {
  initialState: () => ({ reservedBy: null }),
  decide: (command, state) => {
    const data = { email: normaliseEmail(command.email), userId: command.userId };
    switch (command.type) {
      case 'ReserveEmail':
        if (state.reservedBy !== null) fail('conflict', EMAIL_TAKEN, 'email');
        return [{ type: 'EmailReserved', data }];
      case 'ReleaseEmail':
        // Only its holder gives an address up; releasing a free one changes nothing.
        if (state.reservedBy !== command.userId) return [];
        return [{ type: 'EmailReleased', data }];
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'EmailReserved':
        return { reservedBy: event.data.userId };
      case 'EmailReleased':
        return { reservedBy: null };
      default:
        return state;
    }
  },
};
