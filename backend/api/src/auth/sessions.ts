import { createHash, randomBytes } from 'node:crypto';
import { SqlClient } from '@effect/sql';
import type { SessionUser } from '@market-muse/contracts/api';
import { Context, Effect, Layer } from 'effect';

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
`;

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
    readonly create: (userId: string) => Effect.Effect<{ token: string; maxAgeSeconds: number }>;
    readonly resolve: (token: string) => Effect.Effect<SessionUser | null>;
    readonly revoke: (token: string) => Effect.Effect<void>;
  }
>() {}

export const SessionsLive = Layer.effect(
  Sessions,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    return Sessions.of({
      create: (userId) =>
        Effect.gen(function* () {
          const token = randomBytes(32).toString('base64url');
          yield* sql`insert into mm_sessions (token_hash, user_id, expires_at)
            values (${digest(token)}, ${userId}::uuid, now() + make_interval(days => ${SESSION_TTL_DAYS}))`;
          return { token, maxAgeSeconds: SESSION_TTL_DAYS * 86_400 };
        }).pipe(Effect.orDie),
      resolve: (token) =>
        Effect.gen(function* () {
          const rows = yield* sql<UserRow>`
            select u.id::text, u.email, u.first_name, u.last_name, u.created_at
            from mm_sessions s join rm.users u on u.id = s.user_id
            where s.token_hash = ${digest(token)} and s.revoked_at is null and s.expires_at > now()`;
          return rows[0] ? toSessionUser(rows[0]) : null;
        }).pipe(Effect.orDie),
      revoke: (token) =>
        sql`update mm_sessions set revoked_at = now() where token_hash = ${digest(token)} and revoked_at is null`.pipe(
          Effect.asVoid,
          Effect.orDie,
        ),
    });
  }),
);
