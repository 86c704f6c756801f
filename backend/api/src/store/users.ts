import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';

export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly password_hash: string;
  readonly created_at: Date;
  readonly email_verified_at: Date | null;
}

/** Reads of the users read model (rm.users, kept inline with the user streams). */
export const findUserByEmail = (email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<UserRecord>`
      select id::text, email, first_name, last_name, password_hash, created_at, email_verified_at from rm.users
      where email = ${email.trim().toLowerCase()}`;
    return rows[0] ?? null;
  });

export const findUserById = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<UserRecord>`
      select id::text, email, first_name, last_name, password_hash, created_at, email_verified_at
      from rm.users where id = ${id}::uuid`;
    return rows[0] ?? null;
  });
