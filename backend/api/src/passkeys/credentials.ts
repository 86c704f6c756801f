import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';

/**
 * The passkeys' credentials: the public key that checks a sign-in's signature and the authenticator's
 * signature counter, which moves on every sign-in (so they live in a table of their own, not in events; the
 * user stream records only that a passkey was added or removed). Every read and write names the owner,
 * except finding the passkey a sign-in presents, which is how its owner is learned.
 */
export const passkeysDdl = `
create table if not exists mm_passkeys (
  id uuid primary key,
  user_id uuid not null,
  credential_id text not null unique,
  public_key text not null,
  counter double precision not null,
  transports text not null,
  name text not null,
  created_ms double precision not null,
  last_used_ms double precision
);
create index if not exists mm_passkeys_user on mm_passkeys (user_id, created_ms);
`;

export interface PasskeyRecord {
  readonly id: string;
  readonly userId: string;
  readonly credentialId: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: ReadonlyArray<string>;
  readonly name: string;
  readonly createdMs: number;
  readonly lastUsedMs: number | null;
}

interface Row {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_ms: number;
  last_used_ms: number | null;
}

const COLUMNS =
  'id::text, user_id::text, credential_id, public_key, counter, transports, name, created_ms, last_used_ms';

const record = (row: Row): PasskeyRecord => ({
  id: row.id,
  userId: row.user_id,
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  name: row.name,
  createdMs: Number(row.created_ms),
  lastUsedMs: row.last_used_ms === null ? null : Number(row.last_used_ms),
});

/** The passkey a sign-in presents, whoever owns it; null when no account has it. */
export const findPasskeyByCredential = (credentialId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<Row>`select ${sql.unsafe(COLUMNS)} from mm_passkeys
      where credential_id = ${credentialId}`;
    return rows[0] ? record(rows[0]) : null;
  });

/** The owner's passkeys, oldest first. */
export const passkeysOf = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<Row>`select ${sql.unsafe(COLUMNS)} from mm_passkeys
      where user_id = ${userId}::uuid order by created_ms, id`;
    return rows.map(record);
  });

export const passkeyOf = (userId: string, id: string) =>
  Effect.map(passkeysOf(userId), (passkeys) => passkeys.find((passkey) => passkey.id === id) ?? null);

export const keepPasskey = (passkey: Omit<PasskeyRecord, 'lastUsedMs'>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`insert into mm_passkeys
      (id, user_id, credential_id, public_key, counter, transports, name, created_ms)
      values (${passkey.id}::uuid, ${passkey.userId}::uuid, ${passkey.credentialId}, ${passkey.publicKey},
        ${passkey.counter}, ${JSON.stringify(passkey.transports)}, ${passkey.name}, ${passkey.createdMs})`;
  });

/** Renames one of the owner's passkeys; false when it is not theirs. */
export const renamePasskey = (userId: string, id: string, name: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql`update mm_passkeys set name = ${name}
      where user_id = ${userId}::uuid and id::text = ${id} returning id`;
    return rows.length > 0;
  });

/**
 * Records a sign-in: the authenticator's new counter and when it signed in. Conditional on the counter read
 * before the check, so two sign-ins that presented the same counter cannot both pass.
 */
export const recordPasskeyUse = (passkey: PasskeyRecord, counter: number, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql`update mm_passkeys set counter = ${counter}, last_used_ms = ${now}
      where id = ${passkey.id}::uuid and counter = ${passkey.counter} returning id`;
    return rows.length > 0;
  });

export const forgetPasskey = (userId: string, id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from mm_passkeys where user_id = ${userId}::uuid and id::text = ${id}`;
  });

/** A deleted account's passkeys. */
export const forgetPasskeysOf = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from mm_passkeys where user_id = ${userId}::uuid`;
  });
