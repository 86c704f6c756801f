import { createHash, randomBytes } from 'node:crypto';
import { SqlClient } from '@effect/sql';
import { PgClient } from '@effect/sql-pg';
import type { AccountSession } from '@market-muse/contracts';
import type { SessionUser } from '@market-muse/contracts/api';
import { Context, Effect, Layer, Option, Schedule, Stream } from 'effect';
import { AppSettings } from '../settings.ts';

export const SESSION_TTL_DAYS = 30;

export const sessionsDdl = `
create table if not exists mm_sessions (
  token_hash text primary key,
  user_id uuid not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index if not exists mm_sessions_user on mm_sessions (user_id);
alter table mm_sessions add column if not exists id uuid not null default gen_random_uuid();
alter table mm_sessions add column if not exists last_seen_at timestamptz;
alter table mm_sessions add column if not exists user_agent text;
create unique index if not exists mm_sessions_id on mm_sessions (id);
`;

/** A browser's description of itself, kept to what the sessions list shows. */
const MAX_USER_AGENT = 300;

/** Only a hash of the token is stored: a leaked table does not yield usable sessions. */
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly created_at: Date;
}

export const toSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  createdAt: row.created_at.toISOString(),
});

export class Sessions extends Context.Tag('@market-muse/Sessions')<
  Sessions,
  {
    readonly create: (
      userId: string,
      userAgent?: string | null,
    ) => Effect.Effect<{ token: string; maxAgeSeconds: number }>;
    /** Drops this process's cached copies of the user (their name changed); others refresh within the cache period. */
    readonly refreshUser: (userId: string) => Effect.Effect<void>;
    /** A token shaped like a session's that opens nothing (never stored), with a session's lifetime. */
    readonly decoy: () => { token: string; maxAgeSeconds: number };
    readonly resolve: (token: string) => Effect.Effect<SessionUser | null>;
    readonly revoke: (token: string) => Effect.Effect<void>;
    /** The user's live sessions, newest first; `current` marks the one `token` belongs to. */
    readonly list: (userId: string, token: string | null) => Effect.Effect<ReadonlyArray<AccountSession>>;
    /** Revokes one of the user's sessions by its public id: false when it is not theirs or not live. */
    readonly revokeById: (userId: string, id: string) => Effect.Effect<boolean>;
    /** Revokes every session of the user except the one `keep` belongs to (null: all of them). */
    readonly revokeAllBut: (userId: string, keep: string | null) => Effect.Effect<void>;
    /** Signs every session of a user out and forgets them (an account deletion), in every process. */
    readonly revokeAll: (userId: string) => Effect.Effect<void>;
    /** When the token's session was signed in (null for an unknown, revoked or expired one). */
    readonly signedInAt: (token: string) => Effect.Effect<Date | null>;
  }
>() {}

/** How long a checked session is trusted without asking the database again (revocation is pushed, not waited for). */
export const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX = 10_000;
/** Channel on which a logout in any API process tells the others to forget that session at once. */
export const SESSION_REVOKED_CHANNEL = 'mm_session_revoked';

/**
 * Sessions, with the check on every request served from memory in the common case: a valid session is
 * cached for at most SESSION_CACHE_TTL_MS (never beyond its expiry). Logout stays immediate: the revoking
 * process drops its entry before answering, and on PostgreSQL it NOTIFYs the hash so every other API
 * process sharing the database drops it too (they LISTEN). Unknown or revoked tokens are never cached, so a
 * guess costs a query each time, as before.
 */
export const SessionsLive = Layer.scoped(
  Sessions,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const settings = yield* Effect.serviceOption(AppSettings);
    const postgres = Option.isSome(settings) && settings.value.databaseKind === 'postgres';
    const cache = new Map<string, { user: SessionUser; until: number }>();
    if (postgres) {
      const pg = yield* Effect.serviceOption(PgClient.PgClient);
      if (Option.isSome(pg)) {
        yield* pg.value.listen(SESSION_REVOKED_CHANNEL).pipe(
          Stream.runForEach((hash) => Effect.sync(() => cache.delete(hash))),
          Effect.retry({ schedule: Schedule.spaced('1 second') }),
          Effect.forkScoped,
        );
      }
    }
    /** Revokes the given hashes here and, on PostgreSQL, in every other process's cache. */
    const forget = (hashes: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        for (const hash of hashes) {
          cache.delete(hash);
          if (postgres) yield* sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${hash})`;
        }
      });

    return Sessions.of({
      create: (userId, userAgent = null) =>
        Effect.gen(function* () {
          const token = randomBytes(32).toString('base64url');
          const agent = userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null;
          yield* sql`insert into mm_sessions (token_hash, user_id, expires_at, last_seen_at, user_agent)
            values (${digest(token)}, ${userId}::uuid, now() + make_interval(days => ${SESSION_TTL_DAYS}), now(), ${agent})`;
          return { token, maxAgeSeconds: SESSION_TTL_DAYS * 86_400 };
        }).pipe(Effect.orDie),
      refreshUser: (userId) =>
        Effect.sync(() => {
          for (const [hash, entry] of cache) if (entry.user.id === userId) cache.delete(hash);
        }),
      decoy: () => ({
        token: randomBytes(32).toString('base64url'),
        maxAgeSeconds: SESSION_TTL_DAYS * 86_400,
      }),
      resolve: (token) =>
        Effect.gen(function* () {
          const hash = digest(token);
          const now = Date.now();
          const cached = cache.get(hash);
          if (cached && cached.until > now) return cached.user;
          if (cached) cache.delete(hash);
          const rows = yield* sql<UserRow & { expires_at: Date }>`
            select u.id::text, u.email, u.first_name, u.last_name, u.created_at, s.expires_at
            from mm_sessions s join rm.users u on u.id = s.user_id
            where s.token_hash = ${hash} and s.revoked_at is null and s.expires_at > now()`;
          const row = rows[0];
          if (!row) return null;
          const user = toSessionUser(row);
          // Seen now: written at most once per cache period, so the list's "last seen" costs little.
          yield* sql`update mm_sessions set last_seen_at = now() where token_hash = ${hash}`;
          if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
          cache.set(hash, { user, until: Math.min(now + SESSION_CACHE_TTL_MS, row.expires_at.getTime()) });
          return user;
        }).pipe(Effect.orDie),
      revoke: (token) =>
        Effect.gen(function* () {
          const hash = digest(token);
          cache.delete(hash);
          yield* sql`update mm_sessions set revoked_at = now() where token_hash = ${hash} and revoked_at is null`;
          if (postgres) yield* sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${hash})`;
        }).pipe(Effect.orDie),
      list: (userId, token) =>
        Effect.gen(function* () {
          const current = token ? digest(token) : null;
          const rows = yield* sql<{
            id: string;
            token_hash: string;
            created_at: Date;
            last_seen_at: Date | null;
            user_agent: string | null;
          }>`select id::text, token_hash, created_at, last_seen_at, user_agent from mm_sessions
            where user_id = ${userId}::uuid and revoked_at is null and expires_at > now()
            order by created_at desc, id`;
          return rows.map((row) => ({
            id: row.id,
            createdAt: row.created_at.toISOString(),
            lastSeenAt: (row.last_seen_at ?? row.created_at).toISOString(),
            userAgent: row.user_agent,
            current: row.token_hash === current,
          }));
        }).pipe(Effect.orDie),
      revokeById: (userId, id) =>
        Effect.gen(function* () {
          const rows = yield* sql<{ token_hash: string }>`
            update mm_sessions set revoked_at = now()
            where id::text = ${id} and user_id = ${userId}::uuid and revoked_at is null
            returning token_hash`;
          yield* forget(rows.map((row) => row.token_hash));
          return rows.length > 0;
        }).pipe(Effect.orDie),
      revokeAllBut: (userId, keep) =>
        Effect.gen(function* () {
          const kept = keep ? digest(keep) : '';
          const rows = yield* sql<{ token_hash: string }>`
            update mm_sessions set revoked_at = now()
            where user_id = ${userId}::uuid and revoked_at is null and token_hash <> ${kept}
            returning token_hash`;
          yield* forget(rows.map((row) => row.token_hash));
        }).pipe(Effect.orDie),
      revokeAll: (userId) =>
        Effect.gen(function* () {
          // The rows go, not only their validity: a deleted account's devices are not kept.
          const rows = yield* sql<{ token_hash: string }>`
            delete from mm_sessions where user_id = ${userId}::uuid returning token_hash`;
          yield* forget(rows.map((row) => row.token_hash));
        }).pipe(Effect.orDie),
      signedInAt: (token) =>
        sql<{ created_at: Date }>`select created_at from mm_sessions
          where token_hash = ${digest(token)} and revoked_at is null and expires_at > now()`.pipe(
          Effect.map((rows) => rows[0]?.created_at ?? null),
          Effect.orDie,
        ),
    });
  }),
);
