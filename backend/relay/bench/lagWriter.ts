// The catch-up lag's write load: a task created at a steady rate, each in its own append (commit, then
// announce, as the command side does). On PostgreSQL the bench runs it as a process of its own
// (`node bench/lagWriter.ts --url URL --seconds S --rate R [--warm-up-seconds W]`), as the API is beside
// the worker, so the load's JavaScript does not queue in front of the relay's and the consumers'; it
// prints one JSON line per append. On in-memory PGlite it runs in the bench's process (nothing else can
// open that database).
import { parseArgs } from 'node:util';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import {
  DatabaseLive,
  EventBus,
  EventBusLive,
  EventStore,
  EventStoreLive,
  ExpectedVersion,
  type NewEvent,
} from '@market-muse/eventstore';
import { Effect, Layer, Logger } from 'effect';

/** One append of the load: its event, where it landed, and when it began (wall clock, in milliseconds). */
export interface Appended {
  readonly eventId: string;
  readonly transactionId: string;
  readonly globalPosition: string;
  readonly at: number;
  /** False for the warm-up's appends: applied like the others, left out of the figures. */
  readonly measured: boolean;
}

/** A daily task made now for `userId`, on a stream of its own: the benches' unit of write load. */
export const taskCreatedNow = (userId: string): { readonly streamId: string; readonly event: NewEvent } => {
  const taskId = crypto.randomUUID();
  const now = new Date().toISOString();
  return {
    streamId: `task-${taskId}`,
    event: {
      eventId: crypto.randomUUID(),
      type: 'TaskCreated',
      schemaVersion: 1,
      data: {
        taskId,
        userId,
        roadmapId: null,
        projectId: null,
        title: 'Reply to comments',
        description: 'Answer every comment.',
        priority: 'medium',
        category: 'engagement',
        estimatedTime: 15,
        dueDate: null,
        phaseIndex: null,
        stepIndex: null,
        origin: 'daily',
        createdAt: now,
      },
      metadata: { userId, correlationId: crypto.randomUUID(), causationId: null, recordedAt: now },
    },
  };
};

/** Milliseconds on the wall clock, to the microsecond: comparable between the bench's processes. */
export const wallClock = () => performance.timeOrigin + performance.now();

/**
 * Appends `rate` tasks a second for `warmUpSeconds`, then for `seconds` the measured ones, telling
 * `onAppended` of each; answers the rate achieved. The warm-up is the same load, so the measured appends
 * meet a steady state: the writer's and the readers' first statements, compiled code and connections are
 * behind them (cold, the first half second's appends took three times the steady lag).
 */
export const appendAtRate = (options: {
  readonly seconds: number;
  readonly warmUpSeconds?: number;
  readonly rate: number;
  readonly onAppended: (appended: Appended) => void;
}) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const bus = yield* EventBus;
    const userId = crypto.randomUUID();
    let inFlight = 0;
    const appendOne = (measured: boolean) =>
      Effect.gen(function* () {
        const at = wallClock();
        const { streamId, event: created } = taskCreatedNow(userId);
        const result = yield* store.append(streamId, 'task', [created], ExpectedVersion.noStream);
        yield* bus.publish(result.events);
        const event = result.events[0]!;
        options.onAppended({
          eventId: event.eventId,
          transactionId: event.transactionId.toString(),
          globalPosition: event.globalPosition.toString(),
          at,
          measured,
        });
      }).pipe(
        Effect.tapErrorCause((cause) => Effect.logError('lag writer: an append failed', cause)),
        Effect.ensuring(Effect.sync(() => (inFlight -= 1))),
      );
    const warmUp = Math.round((options.warmUpSeconds ?? 0) * options.rate);
    const total = warmUp + Math.round(options.seconds * options.rate);
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / options.rate;
      const wait = due - performance.now();
      if (wait > 0) yield* Effect.sleep(`${wait} millis`);
      // Each append on its own fiber: a slow commit does not hold back the next one's schedule.
      inFlight += 1;
      yield* Effect.forkScoped(appendOne(i >= warmUp).pipe(Effect.ignore));
    }
    while (inFlight > 0) yield* Effect.sleep('5 millis');
    return Math.round((total / (performance.now() - started)) * 1000);
  });

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      seconds: { type: 'string' },
      'warm-up-seconds': { type: 'string', default: '0' },
      rate: { type: 'string' },
    },
  });
  if (!values.url || !values.seconds || !values.rate) throw new Error('--url, --seconds and --rate');
  const rate = await Effect.runPromise(
    appendAtRate({
      seconds: Number(values.seconds),
      warmUpSeconds: Number(values['warm-up-seconds']),
      rate: Number(values.rate),
      onAppended: (appended) => process.stdout.write(`${JSON.stringify(appended)}\n`),
    }).pipe(
      Effect.scoped,
      Effect.provide(
        Layer.mergeAll(
          EventStoreLive(eventUpcasters, personalDataPolicy),
          EventBusLive,
          // Standard output carries the appends, a JSON line each, to the bench: logs go to standard error.
          Logger.replace(Logger.defaultLogger, Logger.withConsoleError(Logger.logfmtLogger)),
        ).pipe(Layer.provideMerge(DatabaseLive({ kind: 'postgres', url: values.url, poolSize: 8 }))),
      ),
    ),
  );
  process.stdout.write(`${JSON.stringify({ rate })}\n`);
}
