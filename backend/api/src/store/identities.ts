import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';

export interface IdentityRecord {
  readonly id: string;
  readonly user_id: string;
  readonly issuer: string;
  readonly email: string;
  readonly linked_at: Date;
}

/** Reads of the identities read model (rm.user_identities, kept inline with the user streams). */
export const findIdentity = (issuer: string, subject: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<IdentityRecord>`
      select id::text, user_id::text, issuer, email, linked_at from rm.user_identities
      where issuer = ${issuer} and subject = ${subject}`;
    return rows[0] ?? null;
  });

/** The account's linked identities, oldest first. */
export const identitiesOf = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    return yield* sql<IdentityRecord>`
      select id::text, user_id::text, issuer, email, linked_at from rm.user_identities
      where user_id = ${userId}::uuid order by linked_at, id`;
  });
