// Demo mode's EventStore: the domain's log-based store over the IndexedDB log, so the demo runs the
// server's own use cases (the same reads, decisions and appends at expected versions) in the browser.
import { EventStoreError, type EventStoreService, logEventStore } from '@market-muse/domain';
import { Effect } from 'effect';
import type { LocalStore } from './store.ts';

export const localEventStore = (store: () => Promise<LocalStore>): EventStoreService =>
  logEventStore({
    read: Effect.tryPromise({
      try: async () => (await store()).readAll(),
      catch: (cause) => new EventStoreError({ cause }),
    }),
    commit: (appends) =>
      Effect.tryPromise({
        try: async () => (await store()).commit(appends),
        catch: (cause) => new EventStoreError({ cause }),
      }).pipe(Effect.flatMap((conflict) => (conflict ? Effect.fail(conflict) : Effect.void))),
  });
