import {
  EventBusLive,
  EventStoreLive,
  InlineProjectionsNone,
  migrateEventStore,
  type Upcaster,
} from '@market-muse/eventstore';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { Layer } from 'effect';

/** The databases every storage test runs on: PGlite always, PostgreSQL when a URL is configured. */
export const databaseKinds: ReadonlyArray<'embedded' | 'postgres'> =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

export const storeLayer = (kind: 'embedded' | 'postgres', upcasters: ReadonlyArray<Upcaster> = []) =>
  Layer.mergeAll(
    EventStoreLive(upcasters),
    EventBusLive,
    InlineProjectionsNone,
    Layer.effectDiscard(migrateEventStore),
  ).pipe(Layer.provideMerge(TestDatabase(kind)));
