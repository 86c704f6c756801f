import { Layer } from 'effect';
import { EventBusLive } from '../src/EventBus.ts';
import { EventStoreLive } from '../src/EventStore.ts';
import { InlineProjectionsNone } from '../src/InlineProjections.ts';
import { migrateEventStore } from '../src/migrations.ts';
import { noPersonalData, type PersonalDataPolicy } from '../src/personalData.ts';
import { TestDatabase } from '../src/testing/database.ts';
import type { Upcaster } from '../src/upcasters.ts';

/** The databases every storage test runs on: PGlite always, PostgreSQL when a URL is configured. */
export const databaseKinds: ReadonlyArray<'embedded' | 'postgres'> =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

export const storeLayer = (
  kind: 'embedded' | 'postgres',
  upcasters: ReadonlyArray<Upcaster> = [],
  personalData: PersonalDataPolicy = noPersonalData,
) =>
  Layer.mergeAll(
    EventStoreLive(upcasters, personalData),
    EventBusLive,
    InlineProjectionsNone,
    Layer.effectDiscard(migrateEventStore),
  ).pipe(Layer.provideMerge(TestDatabase(kind)));
