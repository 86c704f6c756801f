import { Effect, Layer } from 'effect';
import { checkAppends, type LoggedEvent, logEventStore, streamVersions } from '../eventLog.ts';
import { EventStore } from '../eventStore.ts';

/** The event log in memory: what a use-case test gives the domain instead of a database. */
export const inMemoryEventLog = () => {
  const events: LoggedEvent[] = [];
  return {
    events: events as ReadonlyArray<LoggedEvent>,
    read: Effect.sync(() => [...events]),
    commit: (appends: Parameters<typeof checkAppends>[1]) =>
      Effect.suspend(() => {
        const conflict = checkAppends(streamVersions(events), appends);
        if (conflict) return Effect.fail(conflict);
        for (const append of appends) events.push(...append.events);
        return Effect.void;
      }),
  };
};

/** A fresh in-memory EventStore for each test that builds this layer. */
export const InMemoryEventStore = Layer.sync(EventStore, () => logEventStore(inMemoryEventLog()));
