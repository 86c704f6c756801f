import { createHash } from 'node:crypto';
import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';

/**
 * Sign-ins sent to the provider and not back yet: what the callback must check (the nonce the ID token must
 * carry) and prove (the PKCE verifier), kept server side under the hash of the state the browser's cookie
 * holds. Taking one removes it, so a callback URL works once; they expire after ten minutes. One started by
 * 'Connect' on the account page names the signed-in account it links to.
 */
export const pendingSignInsDdl = `
create table if not exists mm_oidc_pending (
  state_hash text primary key,
  code_verifier text not null,
  nonce text not null,
  expires_ms double precision not null
);
alter table mm_oidc_pending add column if not exists user_id uuid;
`;

export const PENDING_LIFETIME_MS = 10 * 60_000;

const digest = (state: string) => createHash('sha256').update(state).digest('base64url');

export interface PendingSignIn {
  readonly codeVerifier: string;
  readonly nonce: string;
  /** The signed-in account that asked to connect the provider; null for a sign-in. */
  readonly userId: string | null;
}

export const keepPendingSignIn = (state: string, pending: PendingSignIn, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    // Abandoned sign-ins say nothing any more.
    yield* sql`delete from mm_oidc_pending where expires_ms < ${now}`;
    yield* sql`insert into mm_oidc_pending (state_hash, code_verifier, nonce, expires_ms, user_id)
      values (${digest(state)}, ${pending.codeVerifier}, ${pending.nonce}, ${now + PENDING_LIFETIME_MS},
        ${pending.userId}::uuid)`;
  });

/** The pending sign-in of `state`, now removed; null when there is none or it expired. */
export const takePendingSignIn = (state: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{
      code_verifier: string;
      nonce: string;
      expires_ms: number;
      user_id: string | null;
    }>`
      delete from mm_oidc_pending where state_hash = ${digest(state)}
      returning code_verifier, nonce, expires_ms, user_id::text`;
    const row = rows[0];
    return row && row.expires_ms > now
      ? { codeVerifier: row.code_verifier, nonce: row.nonce, userId: row.user_id }
      : null;
  });
