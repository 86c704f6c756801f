import { SqlClient, type SqlError } from '@effect/sql';
import {
  advanceCheckpoint,
  Checkpoint,
  commitWaiter,
  EventStore,
  isTransientSqlError,
  LEASE_STALE_AFTER_SECONDS,
  lockCheckpoint,
  parkEvent,
  readCheckpoint,
  releaseLease,
  type StoredEvent,
  tryAcquireLease,
} from '@market-muse/eventstore';
import { Cause, Duration, Effect, Option } from 'effect';
import { decodeParking, LIVE_SCHEMA, type Projection, targetFor } from './projection.ts';

export interface RunnerOptions {
  readonly owner: string;
  readonly batchSize?: number;
  /**
   * Catch-up poll behind the commit wake-ups (default one second): it bounds how late a lost wake-up
   * leaves the read model (a LISTEN connection being opened again, a writer that announced nothing).
   */
  readonly pollInterval?: Duration.DurationInput;
  /**
   * Least time between two catch-ups (default 50 ms). A lone commit is applied at once; under a stream of
   * commits the runner takes what arrived meanwhile as one batch instead of one transaction per commit, so a
   * model costs at most twenty transactions a second however fast events come, and a write reaches it well
   * within a tenth of a second (the read models fold a batch in a few statements, so a batch of many events
   * costs little more than one of a single event). Screens that must show a write at once read inline models.
   */
  readonly minInterval?: Duration.DurationInput;
  /**
   * Told the checkpoint each batch reached, once its transaction committed (the read model shows the batch
   * from then on): how an observer, such as the catch-up lag's measurement, learns it without polling.
   */
  readonly onApplied?: (through: Checkpoint) => void;
}

/** The lease is renewed this often while held: well inside LEASE_STALE_AFTER_SECONDS, not on every wake. */
const LEASE_RENEW_MILLIS = (LEASE_STALE_AFTER_SECONDS * 1000) / 3;

const DEFAULT_MIN_INTERVAL: Duration.DurationInput = '50 millis';

/**
 * Applies one batch and moves the checkpoint in the same transaction, holding the checkpoint's row lock
 * throughout (one applier at a time per read model). An event that does not decode, and a poison event (a
 * defect in the projection's code, not a database error), is parked with its reason so the others keep
 * flowing.
 */
export const processBatch = (
  projection: Projection,
  batchSize = 500,
  onApplied?: RunnerOptions['onApplied'],
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const target = targetFor(sql, LIVE_SCHEMA);
    const through = yield* sql.withTransaction(
      Effect.gen(function* () {
        const from = yield* lockCheckpoint(projection.name);
        // Read before the batch, so the batch's horizon is at or after the head's (see below).
        const head = yield* store.safeHead;
        const batch = yield* store.readAll({ after: from, limit: batchSize, types: projection.eventTypes });
        if (batch.length > 0) yield* applyParkingPoison(projection, batch, target);
        const last = batch.length > 0 ? Checkpoint.of(batch[batch.length - 1]!) : from;
        // A batch shorter than its limit read every event of the model's types up to its horizon, the head
        // included: the checkpoint moves past the other types' events up to the head too. Without this, a
        // model of rare events (sign-ups) walked every later event of the store again on each wake-up.
        const to = batch.length < batchSize && head && Checkpoint.isAfter(head, last) ? head : last;
        if (!Checkpoint.isAfter(to, from)) return null;
        yield* advanceCheckpoint(projection.name, from, to);
        return { to, count: batch.length };
      }),
    );
    if (!through) return 0;
    onApplied?.(through.to);
    return through.count;
  });

/** Decodes and applies a batch, parking what does not decode and each poison event (also the Kafka feed). */
export const applyParkingPoison = (
  projection: Projection,
  stored: ReadonlyArray<StoredEvent>,
  target: ReturnType<typeof targetFor>,
  /** The batch's transaction: a replay into staging passes one whose commit does not wait for the disk. */
  transaction?: <A, E, R>(
    effect: Effect.Effect<A, E, R>,
  ) => Effect.Effect<A, E | SqlError.SqlError, R | SqlClient.SqlClient>,
  /** Collects the ids of the events parked (a replay's). */
  parked?: Set<string>,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const inTransaction = transaction ?? sql.withTransaction;
    const batch = yield* decodeParking(projection, stored, parked);
    if (batch.length === 0) return;
    const whole = yield* inTransaction(projection.apply(batch, target)).pipe(Effect.exit);
    if (whole._tag === 'Success') return;
    yield* failIfTransient(whole.cause);
    // Retry one event at a time (each in a savepoint) to find and park the poison ones.
    for (const event of batch) {
      const single = yield* inTransaction(projection.apply([event], target)).pipe(Effect.exit);
      if (single._tag === 'Success') continue;
      yield* failIfTransient(single.cause);
      const failure = single.cause;
      yield* Effect.logError(
        `Projection ${projection.name} parked event ${event.eventId} (${event.type})`,
        failure,
      );
      yield* parkEvent(projection.name, event, String(failure));
      parked?.add(event.eventId);
    }
  });

/**
 * A deadlock, a timeout or a lost connection says nothing about the events: the whole batch fails and
 * rolls back, and is applied again on the next catch-up, rather than parking healthy events as poison.
 */
const failIfTransient = <E>(cause: Cause.Cause<E>) => {
  const failure = Cause.failureOption(cause);
  return Option.isSome(failure) && isSqlError(failure.value) && isTransientSqlError(failure.value)
    ? Effect.failCause(cause)
    : Effect.void;
};

const isSqlError = (error: unknown): error is SqlError.SqlError =>
  typeof error === 'object' && error !== null && (error as { _tag?: unknown })._tag === 'SqlError';

/**
 * Processes batches until the projection has caught up with everything safely readable: a batch shorter
 * than the limit was the end of what could be read, so no empty read is paid to find that out.
 */
export const catchUp = (projection: Projection, batchSize = 500, onApplied?: RunnerOptions['onApplied']) =>
  Effect.gen(function* () {
    let total = 0;
    for (;;) {
      const applied = yield* processBatch(projection, batchSize, onApplied);
      total += applied;
      if (applied < batchSize) return total;
    }
  });

/**
 * Catches up until every event committed before the call is applied. Readable events stop at the oldest
 * transaction open anywhere on the server (other databases included), so this waits on that condition
 * rather than trusting one pass; it fails after `timeout` if the condition never holds.
 */
export const catchUpToLatest = (projection: Projection, timeout: Duration.DurationInput = '30 seconds') =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const latest = yield* sql<{ position: string | null }>`
      select max(global_position)::text as position from mm_events where type = any(${projection.eventTypes as string[]}::text[])`;
    const target = latest[0]?.position ?? null;
    let total = 0;
    for (;;) {
      // Another instance (the background runner) may move the checkpoint under us: its batch counts too.
      total += yield* catchUp(projection).pipe(
        Effect.catchTag('CheckpointMismatch', () => Effect.succeed(0)),
      );
      if (target === null) return total;
      const from = yield* readCheckpoint(projection.name);
      const pending = yield* sql<{ pending: boolean }>`
        select exists (
          select 1 from mm_events
          where global_position <= ${target}::bigint
            and type = any(${projection.eventTypes as string[]}::text[])
            and (transaction_id, global_position) > (${from.transactionId.toString()}::xid8, ${from.globalPosition.toString()}::bigint)
            and not exists (select 1 from mm_parked_events p where p.projection = ${projection.name} and p.event_id = mm_events.event_id)
        ) as pending`;
      if (!pending[0]?.pending) return total;
      yield* Effect.sleep('20 millis');
    }
  }).pipe(
    Effect.timeoutFail({
      duration: timeout,
      onTimeout: () => new Error(`${projection.name} did not catch up`),
    }),
  );

/**
 * Runs an async projection forever: holds its lease (one running instance), wakes when events it handles
 * are committed, in this process or another on the same PostgreSQL (the EventBus), or on a poll, and
 * catches up. Retries after database errors instead of stopping.
 */
export const runProjection = (projection: Projection, options: RunnerOptions) =>
  Effect.gen(function* () {
    const commits = yield* commitWaiter(projection.eventTypes);
    const poll = Duration.decode(options.pollInterval ?? '1 second');
    const minInterval = Duration.toMillis(options.minInterval ?? DEFAULT_MIN_INTERVAL);
    let leaseRenewedAt = Number.NEGATIVE_INFINITY;
    let lastCatchUp = Number.NEGATIVE_INFINITY;
    const loop = Effect.gen(function* () {
      for (;;) {
        const sinceLast = Date.now() - lastCatchUp;
        if (sinceLast < minInterval) yield* Effect.sleep(Duration.millis(minInterval - sinceLast));
        // The lease is taken, then renewed on a heartbeat; the checkpoint's compare-and-set still guards
        // against a second runner between two renewals.
        if (Date.now() - leaseRenewedAt >= LEASE_RENEW_MILLIS) {
          const leased = yield* tryAcquireLease(projection.name, options.owner).pipe(
            Effect.catchAll((error) => logAndContinue(projection, error, false)),
          );
          leaseRenewedAt = leased ? Date.now() : Number.NEGATIVE_INFINITY;
        }
        let applied = 0;
        if (leaseRenewedAt !== Number.NEGATIVE_INFINITY) {
          lastCatchUp = Date.now();
          applied = yield* catchUp(projection, options.batchSize, options.onApplied).pipe(
            Effect.catchAll((error) => logAndContinue(projection, error, 0)),
          );
        }
        yield* commits.wait(poll, applied > 0);
      }
    });
    // The lease is released once the loop has stopped (an interrupted batch rolls back with its
    // transaction): a scope finalizer could run while the loop still runs, and the loop would take the
    // lease again, leaving it held by a stopped process until it goes stale.
    return yield* loop.pipe(
      Effect.ensuring(releaseLease(projection.name, options.owner).pipe(Effect.ignore)),
    );
  });

const logAndContinue = <A>(
  projection: Projection,
  error: SqlError.SqlError | { _tag: string },
  fallback: A,
) =>
  Effect.logWarning(`Projection ${projection.name}: ${error._tag}, retrying`, error).pipe(
    Effect.as(fallback),
  );
