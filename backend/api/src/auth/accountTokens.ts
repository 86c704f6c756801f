import { createHash, randomBytes } from 'node:crypto';
import { SqlClient } from '@effect/sql';
import { Context, Effect, Layer } from 'effect';
import { AppSettings } from '../settings.ts';

/**
 * The tokens of the links account mails carry. Only a hash is stored, so the table cannot be used to
 * follow a link; a token is used once (consuming it is one conditional update, so two clicks at once
 * cannot both succeed) and expires. `subject` is what the link is about: the email a verification
 * link confirms (a link for an address the account no longer uses confirms nothing).
 */
export const accountTokensDdl = `
create table if not exists mm_account_tokens (
  token_hash text primary key,
  user_id uuid not null,
  purpose text not null,
  subject text not null,
  expires_ms double precision not null,
  used_ms double precision
);
create index if not exists mm_account_tokens_user on mm_account_tokens (user_id, purpose);
`;

export type TokenPurpose = 'reset-password' | 'verify-email' | 'change-email';

export const TOKEN_LIFETIME_MS: Readonly<Record<TokenPurpose, number>> = {
  'reset-password': 60 * 60_000,
  'verify-email': 24 * 60 * 60_000,
  'change-email': 24 * 60 * 60_000,
};

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export class AccountTokens extends Context.Tag('@market-muse/AccountTokens')<
  AccountTokens,
  {
    readonly issue: (userId: string, purpose: TokenPurpose, subject: string) => Effect.Effect<string>;
    /** The user and subject of a valid unused token, now used; null for anything else. */
    readonly consume: (
      token: string,
      purpose: TokenPurpose,
    ) => Effect.Effect<{ readonly userId: string; readonly subject: string } | null>;
    /** Makes every unused token of the user for `purpose` unusable (a password reset ends the others). */
    readonly retire: (userId: string, purpose: TokenPurpose) => Effect.Effect<void>;
    /** Removes every token of the user, used or not (a deleted account: a change link names an address). */
    readonly forgetUser: (userId: string) => Effect.Effect<void>;
  }
>() {}

export const AccountTokensLive = Layer.effect(
  AccountTokens,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const { now } = yield* AppSettings;
    return AccountTokens.of({
      issue: (userId, purpose, subject) =>
        Effect.gen(function* () {
          const token = randomBytes(32).toString('base64url');
          const at = now();
          yield* sql`insert into mm_account_tokens (token_hash, user_id, purpose, subject, expires_ms)
            values (${digest(token)}, ${userId}::uuid, ${purpose}, ${subject}, ${at + TOKEN_LIFETIME_MS[purpose]})`;
          // Spent and expired tokens say nothing any more.
          yield* sql`delete from mm_account_tokens where user_id = ${userId}::uuid and expires_ms < ${at}`;
          return token;
        }).pipe(Effect.orDie),
      consume: (token, purpose) =>
        Effect.gen(function* () {
          const at = now();
          const rows = yield* sql<{ user_id: string; subject: string }>`
            update mm_account_tokens set used_ms = ${at}
            where token_hash = ${digest(token)} and purpose = ${purpose} and used_ms is null and expires_ms > ${at}
            returning user_id::text, subject`;
          const row = rows[0];
          return row ? { userId: row.user_id, subject: row.subject } : null;
        }).pipe(Effect.orDie),
      retire: (userId, purpose) =>
        sql`update mm_account_tokens set used_ms = ${now()}
          where user_id = ${userId}::uuid and purpose = ${purpose} and used_ms is null`.pipe(
          Effect.asVoid,
          Effect.orDie,
        ),
      forgetUser: (userId) =>
        sql`delete from mm_account_tokens where user_id = ${userId}::uuid`.pipe(Effect.asVoid, Effect.orDie),
    });
  }),
);
