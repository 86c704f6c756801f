import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { EventStoreLive, migrateEventStore } from '@market-muse/eventstore';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { Layer } from 'effect';

export const databaseKinds: ReadonlyArray<'embedded' | 'postgres'> =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

/** A fresh database with the event store migrated. */
export const storeLayer = (kind: 'embedded' | 'postgres') =>
  Layer.merge(
    EventStoreLive(eventUpcasters, personalDataPolicy),
    Layer.effectDiscard(migrateEventStore),
  ).pipe(Layer.provideMerge(TestDatabase(kind)));
