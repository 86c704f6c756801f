import { PostgresEventStoreLive } from '@market-muse/commands';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { EventBusLive, EventStoreLive, migrateEventStore } from '@market-muse/eventstore';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { Effect, Layer } from 'effect';
import { InlineProjectionsLive } from '../src/inline.ts';
import type { Projection } from '../src/projection.ts';
import { ensureProjections } from '../src/rebuild.ts';

export const databaseKinds: ReadonlyArray<'embedded' | 'postgres'> =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

/**
 * A fresh database with the event store, the projections' tables, the inline projections wired, and the
 * domain's EventStore over them (the use cases' commands).
 */
export const projectionsLayer = (kind: 'embedded' | 'postgres', projections: ReadonlyArray<Projection>) => {
  const setup = Layer.effectDiscard(Effect.andThen(migrateEventStore, ensureProjections(projections))).pipe(
    Layer.provide(EventStoreLive(eventUpcasters, personalDataPolicy)),
  );
  return PostgresEventStoreLive.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        EventStoreLive(eventUpcasters, personalDataPolicy),
        EventBusLive,
        InlineProjectionsLive(projections),
        setup,
      ),
    ),
    Layer.provideMerge(TestDatabase(kind)),
  );
};
