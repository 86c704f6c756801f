import { Context, Effect, Layer, PubSub, type Scope, Stream } from 'effect';
import type { StoredEvent } from './types.ts';

/**
 * In-process signal that events were committed. Async readers still read from the store (the bus carries no
 * guarantee of order or delivery); it only wakes them without polling delay. Across processes the same role
 * is played by Postgres NOTIFY or Kafka.
 */
/** The PostgreSQL channel on which commits are announced to the other processes sharing the database. */
export const EVENTS_CHANNEL = 'mm_events';

export interface EventBusService {
  readonly publish: (events: ReadonlyArray<StoredEvent>) => Effect.Effect<void>;
  readonly subscribe: Effect.Effect<Stream.Stream<ReadonlyArray<StoredEvent>>, never, Scope.Scope>;
}

export class EventBus extends Context.Tag('@market-muse/EventBus')<EventBus, EventBusService>() {}

export const EventBusLive = Layer.scoped(
  EventBus,
  Effect.gen(function* () {
    const hub = yield* Effect.acquireRelease(
      PubSub.sliding<ReadonlyArray<StoredEvent>>(1024),
      PubSub.shutdown,
    );
    return EventBus.of({
      publish: (events) =>
        events.length === 0 ? Effect.void : PubSub.publish(hub, events).pipe(Effect.asVoid),
      subscribe: PubSub.subscribe(hub).pipe(Effect.map((queue) => Stream.fromQueue(queue))),
    });
  }),
);
