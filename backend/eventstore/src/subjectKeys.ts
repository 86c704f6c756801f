import type { KeyObject } from 'node:crypto';
import type { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { type KeyEncryptionKeys, unwrapKey, wrapKey } from './keyWrapping.ts';
import { newSubjectKey } from './personalData.ts';

/**
 * The per-person data keys in `mm_personal_keys`, stored wrapped by the KEK (keyWrapping.ts). A destroyed
 * key leaves its row with no key, so a late writer never makes a fresh one and the person stays erased.
 */

interface KeyRow {
  readonly subject_id: string;
  readonly key: string | null;
  readonly kek_id: string | null;
}

const opened = (keks: KeyEncryptionKeys, row: KeyRow) =>
  row.key === null ? null : unwrapKey(keks, row.subject_id, row.kek_id, Buffer.from(row.key, 'base64'));

/**
 * The keys writers encrypt with: each subject's key, made (and stored wrapped) for those who have none
 * yet, in one round trip. A destroyed key maps to null.
 */
export const writeKeysOf = (
  sql: SqlClient.SqlClient,
  keks: KeyEncryptionKeys,
  subjects: ReadonlyArray<string>,
) =>
  Effect.gen(function* () {
    const unique = [...new Set(subjects)];
    const fresh = unique.map((subject) => wrapKey(keks, subject, newSubjectKey()));
    const rows = yield* sql<KeyRow>`
      with created as (
        insert into mm_personal_keys (subject_id, key, kek_id)
        select s, decode(k, 'base64'), ${keks.current.id}
        from unnest(${unique}::text[], ${fresh.map((f) => f.wrapped.toString('base64'))}::text[]) as t(s, k)
        on conflict (subject_id) do nothing
        returning subject_id, encode(key, 'base64') as key, kek_id
      )
      select subject_id, key, kek_id from created
      union all
      select subject_id, encode(key, 'base64'), kek_id from mm_personal_keys
      where subject_id = any(${unique}::text[]) and subject_id not in (select subject_id from created)`;
    // A writer making the same subject's key in a transaction still open when this statement began: the
    // insert waited for it and did nothing, and the statement's snapshot cannot see the key it committed.
    // Read again, now that it has (two first appends of a new person at once).
    const found = new Set(rows.map((row) => row.subject_id));
    const late = unique.filter((subject) => !found.has(subject));
    const again =
      late.length === 0
        ? []
        : yield* sql<KeyRow>`
            select subject_id, encode(key, 'base64') as key, kek_id from mm_personal_keys
            where subject_id = any(${late}::text[])`;
    if (again.length < late.length)
      return yield* Effect.dieMessage(
        `no personal data key could be made for ${late.length - again.length} subject(s)`,
      );
    return yield* Effect.sync(
      () => new Map([...rows, ...again].map((row) => [row.subject_id, opened(keks, row)] as const)),
    );
  });

/** The keys readers decrypt with: those of the subjects that still have one, in one round trip. */
export const readKeysOf = (
  sql: SqlClient.SqlClient,
  keks: KeyEncryptionKeys,
  subjects: ReadonlyArray<string>,
) =>
  Effect.gen(function* () {
    const rows = yield* sql<KeyRow>`
      select subject_id, encode(key, 'base64') as key, kek_id from mm_personal_keys
      where subject_id = any(${[...new Set(subjects)]}::text[]) and key is not null`;
    return yield* Effect.sync(
      () => new Map<string, KeyObject>(rows.map((row) => [row.subject_id, opened(keks, row)!] as const)),
    );
  });

/**
 * Re-wraps every stored key under the current KEK: keys wrapped by a previous KEK (a rotation) and keys
 * stored before keys were wrapped. A batch at a time, each a short transaction under an advisory lock;
 * running it again changes nothing. Answers how many keys it re-wrapped.
 */
export const rewrapKeys = (sql: SqlClient.SqlClient, keks: KeyEncryptionKeys, batchSize = 500) =>
  Effect.gen(function* () {
    let rewrapped = 0;
    for (;;) {
      const count = yield* sql.withTransaction(
        Effect.gen(function* () {
          yield* sql`select pg_advisory_xact_lock(hashtext('mm:rewrap-keys'))`;
          const rows = yield* sql<KeyRow>`
            select subject_id, encode(key, 'base64') as key, kek_id from mm_personal_keys
            where key is not null and kek_id is distinct from ${keks.current.id}
            order by subject_id limit ${batchSize} for update`;
          if (rows.length === 0) return 0;
          const wrapped = yield* Effect.sync(() =>
            rows.map((row) => {
              const key = opened(keks, row)!.export();
              return wrapKey(keks, row.subject_id, key).wrapped.toString('base64');
            }),
          );
          yield* sql`update mm_personal_keys p set key = decode(u.k, 'base64'), kek_id = ${keks.current.id}
            from unnest(${rows.map((r) => r.subject_id)}::text[], ${wrapped}::text[]) as u(s, k)
            where p.subject_id = u.s`;
          return rows.length;
        }),
      );
      rewrapped += count;
      if (count === 0) return rewrapped;
    }
  });
