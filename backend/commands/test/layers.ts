import {
  EventBusLive,
  EventStoreLive,
  InlineProjectionsNone,
  migrateEventStore,
  type Upcaster,
} from '@market-muse/eventstore';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { Layer } from 'effect';
import { PostgresEventStoreLive } from '../src/postgresEventStore.ts';

/** The databases every storage test runs on: PGlite always, PostgreSQL when a URL is configured. */
export const databaseKinds: ReadonlyArray<'embedded' | 'postgres'> =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

/** The domain's EventStore on PostgreSQL, over the store's own services (kept in the context for tests). */
export const storeLayer = (kind: 'embedded' | 'postgres', upcasters: ReadonlyArray<Upcaster> = []) =>
  PostgresEventStoreLive.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        EventStoreLive(upcasters),
        EventBusLive,
        InlineProjectionsNone,
        Layer.effectDiscard(migrateEventStore),
      ),
    ),
    Layer.provideMerge(TestDatabase(kind)),
  );
