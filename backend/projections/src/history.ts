import { emailStreamOf, foldHistory, type HistorySection, historySections } from '@market-muse/domain';
import { decodeAll, EventStore } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { decodeMarketMuseEvent } from './projection.ts';

/**
 * One user's state as of a past time, from the events alone (analysts and support), folded by the
 * domain's history sections. Events are decoded with the contracts' schemas first; one that does not
 * decode is left out of the view (and logged), never cast.
 */

/** One user's state as of `at`: every event the user caused up to then, folded (no read model used). */
export const stateAsOf = <Sections extends ReadonlyArray<HistorySection> = typeof historySections>(
  userId: string,
  at: Date,
  sections: Sections = historySections as unknown as Sections,
) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const { decoded, undecodable } = decodeAll(
      decodeMarketMuseEvent,
      yield* store.readAllUntil(at, { userId }),
    );
    for (const failure of undecodable) {
      yield* Effect.logWarning(
        `History of ${userId} leaves out an event that does not decode`,
        failure.message,
      );
    }
    return foldHistory(userId, at, decoded, sections);
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id as given, or the id an email was reserved for (from the email's reservation event). */
export const resolveUserId = (userIdOrEmail: string) =>
  Effect.gen(function* () {
    const input = userIdOrEmail.trim();
    if (UUID.test(input)) return input.toLowerCase();
    if (!input.includes('@')) return null;
    const store = yield* EventStore;
    const reservation = yield* store.readStream((yield* emailStreamOf(input)).id);
    let userId: string | null = null;
    for (const event of decodeAll(decodeMarketMuseEvent, reservation).decoded) {
      if (event.type === 'EmailReserved') userId = event.data.userId;
      if (event.type === 'EmailReleased') userId = null;
    }
    return userId;
  });
