import type { UserEvent } from '@market-muse/contracts';
import { Context, Effect } from 'effect';
import { type Decider, fail } from '../decider.ts';
import { EventStore } from '../eventStore.ts';
import { hmacSha256Hex, sha256Hex } from '../ids.ts';

/** Emails are unique across users: each one owns a stream, and only its first reservation can be appended. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The documented development key of the e-mail streams' keyed hash; production refuses it. */
export const DEV_EMAIL_STREAM_KEY = 'market-muse-dev-email-stream-key';

/**
 * The server secret of the e-mail streams' ids (a keyed hash, so the id of a stream does not give its
 * address away to anyone holding a dictionary of addresses). The development key unless one is provided.
 */
export class EmailStreamKey extends Context.Reference<EmailStreamKey>()(
  '@market-muse/domain/EmailStreamKey',
  {
    defaultValue: () => DEV_EMAIL_STREAM_KEY,
  },
) {}

/**
 * The key from the environment (MM_EMAIL_STREAM_KEY). Production (NODE_ENV=production) refuses to run on the
 * development key: a published key turns the stream ids back into a dictionary lookup.
 */
export const emailStreamKeyFromEnv = (env: Readonly<Record<string, string | undefined>>) => {
  const key = env.MM_EMAIL_STREAM_KEY;
  if (key) return key;
  if (env.NODE_ENV === 'production')
    throw new Error('MM_EMAIL_STREAM_KEY must be set in production (the e-mail streams are keyed with it)');
  return DEV_EMAIL_STREAM_KEY;
};

export const emailStream = (email: string, key: string) => ({
  id: `email-${hmacSha256Hex(key, normaliseEmail(email))}`,
  type: 'email',
});

/** The stream id an address had before ids were keyed (a bare SHA-256): only the migration reads it. */
export const unkeyedEmailStreamId = (email: string) => `email-${sha256Hex(normaliseEmail(email))}`;

/** The address's stream under the configured key. */
export const emailStreamOf = (email: string) => Effect.map(EmailStreamKey, (key) => emailStream(email, key));

/**
 * The stream that holds the address's reservations, which every reservation and release must use: its
 * keyed stream, or, in a history recorded before ids were keyed and not yet migrated (`npm run
 * seal-history`), the stream under the bare digest while it still holds them. Releasing on the keyed
 * stream there would release nothing, and the migration would bring the old reservation back.
 */
export const reservationStreamOf = (email: string) =>
  Effect.gen(function* () {
    const keyed = yield* emailStreamOf(email);
    const store = yield* EventStore;
    const streams = yield* store.readStreams([keyed.id, unkeyedEmailStreamId(email)]);
    if ((streams.get(keyed.id)?.length ?? 0) > 0) return keyed;
    const legacy = unkeyedEmailStreamId(email);
    return (streams.get(legacy)?.length ?? 0) > 0 ? { id: legacy, type: keyed.type } : keyed;
  });

export const EMAIL_TAKEN = 'An account with this email already exists';

export type EmailCommand =
  | { readonly type: 'ReserveEmail'; readonly email: string; readonly userId: string }
  | { readonly type: 'ReleaseEmail'; readonly userId: string; readonly at: Date };
export type EmailState = { readonly reservedBy: string | null };

export const emailReservationDecider: Decider<EmailCommand, UserEvent, EmailState> = {
  initialState: () => ({ reservedBy: null }),
  decide: (command, state) => {
    switch (command.type) {
      case 'ReserveEmail':
        if (state.reservedBy !== null) fail('conflict', EMAIL_TAKEN, 'email');
        return [
          { type: 'EmailReserved', data: { email: normaliseEmail(command.email), userId: command.userId } },
        ];
      case 'ReleaseEmail':
        // Only its own account frees an address; releasing a free one is nothing to record.
        if (state.reservedBy !== command.userId) return [];
        return [
          { type: 'EmailReleased', data: { userId: command.userId, releasedAt: command.at.toISOString() } },
        ];
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
