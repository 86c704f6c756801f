import { SqlClient } from '@effect/sql';
import { Duration, Effect, Fiber } from 'effect';

/**
 * A lease not renewed for this long may be taken over by another instance: a standby worker takes over a
 * crashed one's readers within this time. Holders renew every LEASE_RENEW_EVERY, also in the middle of
 * long work (see whileLeased), so only a stopped or cut-off holder loses its lease.
 */
export const LEASE_STALE_AFTER_SECONDS = 8;
export const LEASE_RENEW_EVERY = Duration.seconds(2);

/**
 * One running instance per projection: the lease row is read and written under a transaction-scoped
 * advisory lock, and taken over only when its holder stopped renewing it.
 */
export const tryAcquireLease = (projection: string, owner: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`select pg_advisory_xact_lock(hashtext(${`mm:lease:${projection}`}))`;
        const rows = yield* sql<{ owner: string; stale: boolean }>`
          select owner, heartbeat_at < now() - make_interval(secs => ${LEASE_STALE_AFTER_SECONDS}) as stale
          from mm_projection_leases where projection = ${projection}`;
        const current = rows[0];
        if (current && current.owner !== owner && !current.stale) return false;
        yield* sql`insert into mm_projection_leases (projection, owner, heartbeat_at)
          values (${projection}, ${owner}, now())
          on conflict (projection) do update set owner = excluded.owner, heartbeat_at = excluded.heartbeat_at`;
        return true;
      }),
    );
  });

export const releaseLease = (projection: string, owner: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from mm_projection_leases where projection = ${projection} and owner = ${owner}`;
  });

/** The lease was taken over while its holder was working (it stopped renewing for too long). */
export class LeaseLost extends Error {
  readonly _tag = 'LeaseLost';
}

/**
 * Runs `work` while renewing the lease in the background every LEASE_RENEW_EVERY, so a long backlog never
 * lets it go stale; if another instance took it over meanwhile, `work` is interrupted and this fails with
 * LeaseLost instead of two instances working at once.
 */
export const whileLeased = <A, E, R>(projection: string, owner: string, work: Effect.Effect<A, E, R>) =>
  Effect.scoped(
    Effect.gen(function* () {
      const renewals = yield* Effect.forkScoped(
        Effect.gen(function* () {
          for (;;) {
            yield* Effect.sleep(LEASE_RENEW_EVERY);
            // A failed renewal (database briefly away) is not a loss: the next one decides.
            const held = yield* tryAcquireLease(projection, owner).pipe(Effect.orElseSucceed(() => true));
            if (!held) return yield* Effect.fail(new LeaseLost(`the lease of ${projection} was taken over`));
          }
        }),
      );
      // Joining is interrupted when the work ends first; the renewals stop with the scope.
      return yield* Effect.raceFirst(work, Fiber.join(renewals));
    }),
  );
