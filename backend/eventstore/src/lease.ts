import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';

/** A lease not renewed for this long may be taken over by another instance. */
export const LEASE_STALE_AFTER_SECONDS = 30;

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
