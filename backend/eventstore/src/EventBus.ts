import { Context, Duration, Effect, Layer, PubSub, Queue, type Scope, Stream } from 'effect';
import { type Commit, CommitChannel } from './commitChannel.ts';
import type { StoredEvent } from './types.ts';

/**
 * The process's one stream of "events were committed", which wakes the async readers (the projection
 * runners, the Kafka relay) instead of waiting for their poll. Commits made in this process are published by
 * the command handler once its transaction has committed; commits of the other processes on the same
 * PostgreSQL arrive through the CommitChannel (one LISTEN connection per process, fanned out here). A
 * commit says which event types it wrote, so a reader wakes only for its own. No guarantee of delivery or
 * order: readers still read the store, and a poll bounds how late a lost wake-up leaves them.
 */
export interface EventBusService {
  /** Announces committed events, here and to the other processes. Call it after the commit. */
  readonly publish: (events: ReadonlyArray<StoredEvent>) => Effect.Effect<void>;
  readonly subscribe: Effect.Effect<Stream.Stream<Commit>, never, Scope.Scope>;
}

export class EventBus extends Context.Tag('@market-muse/EventBus')<EventBus, EventBusService>() {}

export const EventBusLive = Layer.scoped(
  EventBus,
  Effect.gen(function* () {
    const channel = yield* CommitChannel;
    const hub = yield* Effect.acquireRelease(PubSub.sliding<Commit>(1024), PubSub.shutdown);
    yield* channel.heard.pipe(
      Stream.runForEach((commit) => PubSub.publish(hub, commit)),
      Effect.forkScoped,
    );
    return EventBus.of({
      publish: (events) => {
        if (events.length === 0) return Effect.void;
        const types = [...new Set(events.map((event) => event.type))];
        return PubSub.publish(hub, { types }).pipe(Effect.zipRight(channel.announce(types)));
      },
      subscribe: PubSub.subscribe(hub).pipe(Effect.map((queue) => Stream.fromQueue(queue))),
    });
  }),
);

/** A reader's wake-ups: see `commitWaiter`. */
export interface CommitWaiter {
  /**
   * Returns at the next commit of the reader's event types, or after `poll`. `found` says whether the
   * reader's last catch-up read anything.
   */
  readonly wait: (poll: Duration.DurationInput, found: boolean) => Effect.Effect<void>;
}

/** The first look again for a commit the reader was woken for but could not read yet; doubled each time. */
const FIRST_RETRY_MILLIS = 20;

/**
 * Subscribes, for the caller's scope, to commits of these event types (of any type when absent). Commits
 * that arrive while the reader works are remembered as one: the next `wait` returns at once.
 *
 * A reader reads only below the oldest transaction still open anywhere on the server (the safe reading
 * rule), so it can be woken for a commit it cannot read yet. Woken, it found nothing: it looks again after
 * 20 ms, then 40, 80 and so on, rather than a whole poll later, until it finds something or the interval
 * reaches the poll's.
 */
export const commitWaiter = (types?: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const bus = yield* EventBus;
    const wanted = types ? new Set(types) : null;
    const rung = yield* Queue.sliding<void>(1);
    const commits = yield* bus.subscribe;
    yield* commits.pipe(
      Stream.filter(
        (commit) => wanted === null || commit.types === null || commit.types.some((type) => wanted.has(type)),
      ),
      Stream.runForEach(() => Queue.offer(rung, undefined)),
      Effect.forkScoped,
    );
    // A commit was announced that no catch-up has found since; the next look for it, in milliseconds.
    let owed = false;
    let retry = FIRST_RETRY_MILLIS;
    return {
      wait: (poll, found) =>
        Effect.suspend(() => {
          const pollMillis = Duration.toMillis(Duration.decode(poll));
          if (found) owed = false;
          let timeout = pollMillis;
          if (owed && retry < pollMillis) {
            timeout = retry;
            retry *= 2;
          } else owed = false;
          return Queue.take(rung).pipe(
            Effect.timeout(Duration.millis(timeout)),
            Effect.match({
              onFailure: () => undefined,
              onSuccess: () => {
                owed = true;
                retry = FIRST_RETRY_MILLIS;
              },
            }),
          );
        }),
    } satisfies CommitWaiter;
  });
