import type { MarketMuseEvent } from '@market-muse/contracts';
import { progressAsOf as foldProgressAsOf } from '@market-muse/domain';
import { decodeAll, EventStore, type RecordedEvent } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { decodeMarketMuseEvent } from '../projection.ts';

// A creative's own history (/progress), read on request: the user's events from the store, decoded, for
// the domain's pure folds (overview, as-of, timeline, export rows, content performance), which demo mode
// runs over its local log too.

type Recorded = RecordedEvent<MarketMuseEvent>;

/** Every event the user caused up to `until`, decoded, in global order (undecodable ones left out). */
export const userEvents = (userId: string, until: Date = new Date()) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const { decoded, undecodable } = decodeAll(
      decodeMarketMuseEvent,
      yield* store.readAllUntil(until, { userId }),
    );
    for (const failure of undecodable) {
      yield* Effect.logWarning(
        `History of ${userId} leaves out an event that does not decode`,
        failure.message,
      );
    }
    return decoded as ReadonlyArray<Recorded>;
  });

/** The user's state as of `at` beside the state now, with what changed since. */
export const progressAsOf = (userId: string, at: Date, now: Date = new Date()) =>
  Effect.map(userEvents(userId, now), (events) => foldProgressAsOf(userId, events, at, now));
