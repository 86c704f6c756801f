import { EventBus, EventStore, ExpectedVersion, readCheckpoint } from '@market-muse/eventstore';
import { progressProjection, runProjection } from '@market-muse/projections';
import { Effect, Fiber } from 'effect';

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Appends a task at a steady rate (as the command side does: commit, then announce) while the progress read
 * model's runner runs, and times each append from its start until the model's checkpoint covers it.
 */
export const measureLag = (options: { readonly seconds: number; readonly perSecond: number }) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const bus = yield* EventBus;
    const userId = crypto.randomUUID();
    const runner = yield* Effect.forkScoped(runProjection(progressProjection, { owner: 'bench-scale-lag' }));
    const pending: Array<{ readonly tx: bigint; readonly pos: bigint; readonly at: number }> = [];
    const lags: number[] = [];
    const watcher = yield* Effect.forkScoped(
      Effect.forever(
        Effect.gen(function* () {
          const checkpoint = yield* readCheckpoint(progressProjection.name);
          const now = performance.now();
          for (let i = pending.length - 1; i >= 0; i--) {
            const p = pending[i]!;
            if (
              p.tx < checkpoint.transactionId ||
              (p.tx === checkpoint.transactionId && p.pos <= checkpoint.globalPosition)
            ) {
              lags.push(now - p.at);
              pending.splice(i, 1);
            }
          }
          yield* Effect.sleep('2 millis');
        }),
      ),
    );
    let inFlight = 0;
    const appendOne = Effect.gen(function* () {
      const taskId = crypto.randomUUID();
      const at = performance.now();
      const now = new Date().toISOString();
      const result = yield* store.append(
        `task-${taskId}`,
        'task',
        [
          {
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
        ],
        ExpectedVersion.noStream,
      );
      yield* bus.publish(result.events);
      const event = result.events[0]!;
      pending.push({ tx: event.transactionId, pos: event.globalPosition, at });
    }).pipe(Effect.ensuring(Effect.sync(() => (inFlight -= 1))));
    const total = Math.round(options.seconds * options.perSecond);
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / options.perSecond;
      const wait = due - performance.now();
      if (wait > 0) yield* Effect.sleep(`${wait} millis`);
      // Each append on its own fiber: a slow commit does not hold back the next one's schedule.
      inFlight += 1;
      yield* Effect.forkScoped(appendOne);
    }
    while (inFlight > 0) yield* Effect.sleep('5 millis');
    const rate = Math.round((total / (performance.now() - started)) * 1000);
    const deadline = performance.now() + 10_000;
    while (pending.length > 0 && performance.now() < deadline) yield* Effect.sleep('10 millis');
    yield* Fiber.interrupt(watcher);
    yield* Fiber.interrupt(runner);
    const sorted = [...lags].sort((a, b) => a - b);
    return {
      samples: lags.length,
      unapplied: pending.length,
      rate,
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
    };
  });
