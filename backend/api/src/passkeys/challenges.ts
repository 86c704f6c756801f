import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';

/**
 * The WebAuthn challenges handed out and not answered yet, kept server side: what they were for (adding a
 * passkey to one account, or signing in) and until when. Taking one removes it, so an answer is checked
 * against it once; abandoned ones expire after five minutes.
 */
export const challengesDdl = `
create table if not exists mm_webauthn_challenges (
  challenge text primary key,
  purpose text not null,
  user_id uuid,
  expires_ms double precision not null
);
`;

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export type ChallengePurpose =
  | { readonly kind: 'register'; readonly userId: string }
  | { readonly kind: 'sign-in' };

export const keepChallenge = (challenge: string, purpose: ChallengePurpose, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from mm_webauthn_challenges where expires_ms < ${now}`;
    const userId = purpose.kind === 'register' ? purpose.userId : null;
    yield* sql`insert into mm_webauthn_challenges (challenge, purpose, user_id, expires_ms)
      values (${challenge}, ${purpose.kind}, ${userId}::uuid, ${now + CHALLENGE_LIFETIME_MS})`;
  });

/**
 * Takes the challenge an answer signed, now removed: true only when it was handed out for `purpose` (for
 * this account, when adding a passkey) and has not expired.
 */
export const takeChallenge = (challenge: string, purpose: ChallengePurpose, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ purpose: string; user_id: string | null; expires_ms: number }>`
      delete from mm_webauthn_challenges where challenge = ${challenge}
      returning purpose, user_id::text, expires_ms`;
    const row = rows[0];
    if (!row || Number(row.expires_ms) <= now || row.purpose !== purpose.kind) return false;
    return purpose.kind === 'sign-in' || row.user_id === purpose.userId;
  });

/** A deleted account's pending challenges. */
export const forgetChallengesOf = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from mm_webauthn_challenges where user_id = ${userId}::uuid`;
  });
