import { EventBusLive, EventStoreLive, migrateEventStore } from '@market-muse/eventstore';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { Effect, Layer } from 'effect';
import { InlineProjectionsLive } from '../src/inline.ts';
import type { Projection } from '../src/projection.ts';
import { ensureProjections } from '../src/rebuild.ts';

export const databaseKinds: ReadonlyArray<'embedded' | 'postgres'> =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

/** A fresh database with the event store, the projections' tables, and the inline projections wired. */
export const projectionsLayer = (kind: 'embedded' | 'postgres', projections: ReadonlyArray<Projection>) => {
  const setup = Layer.effectDiscard(Effect.andThen(migrateEventStore, ensureProjections(projections))).pipe(
    Layer.provide(EventStoreLive()),
  );
  return Layer.mergeAll(EventStoreLive(), EventBusLive, InlineProjectionsLive(projections), setup).pipe(
    Layer.provideMerge(TestDatabase(kind)),
  );
};
