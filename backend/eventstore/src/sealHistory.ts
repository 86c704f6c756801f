import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import {
  encryptFields,
  isEncryptedField,
  newSubjectKey,
  type PersonalDataPolicy,
  subjectOf,
} from './personalData.ts';

/**
 * The one exception to append-only: encrypts, in place, the personal fields of events stored before they
 * were encrypted on append. Each batch is a short transaction under an advisory lock (two runs take turns,
 * async readers are never held back for long); an event whose fields are already encrypted is left alone,
 * so running it again changes nothing. Answers how many events it encrypted.
 */
export const sealStoredEvents = (policy: PersonalDataPolicy, batchSize = 500) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const types = Object.keys(policy.fields);
    let after = '0';
    let sealed = 0;
    for (;;) {
      const batch = yield* sql.withTransaction(
        Effect.gen(function* () {
          yield* sql`select pg_advisory_xact_lock(hashtext('mm:seal-history'))`;
          const rows = yield* sql<{
            position: string;
            event_id: string;
            type: string;
            data: Record<string, unknown>;
          }>`
            select global_position::text as position, event_id::text, type, data from mm_events
            where type = any(${types}::text[]) and global_position > ${after}::bigint
            order by global_position limit ${batchSize}`;
          const open = rows.filter((row) =>
            Object.keys(policy.fields[row.type] ?? {}).some(
              (field) => field in row.data && !isEncryptedField(row.data[field]),
            ),
          );
          const subjects = [
            ...new Set(
              open.map((row) => subjectOf(policy, row.type, row.data)).filter((s): s is string => !!s),
            ),
          ];
          const keys = new Map<string, Buffer>();
          if (subjects.length > 0) {
            const fresh = subjects.map(() => newSubjectKey().toString('base64'));
            yield* sql`insert into mm_personal_keys (subject_id, key)
              select s, decode(k, 'base64') from unnest(${subjects}::text[], ${fresh}::text[]) as t(s, k)
              on conflict (subject_id) do nothing`;
            const found = yield* sql<{ subject_id: string; key: string | null }>`
              select subject_id, encode(key, 'base64') as key from mm_personal_keys
              where subject_id = any(${subjects}::text[])`;
            // A destroyed key: the account was deleted, its fields are sealed with a key nobody keeps.
            for (const row of found)
              keys.set(row.subject_id, row.key ? Buffer.from(row.key, 'base64') : newSubjectKey());
          }
          const updates = open.flatMap((row) => {
            const subject = subjectOf(policy, row.type, row.data);
            if (!subject) return [];
            const data = encryptFields(policy, keys.get(subject)!, subject, row.event_id, row.type, row.data);
            return [{ position: row.position, data: JSON.stringify(data) }];
          });
          if (updates.length > 0)
            yield* sql`update mm_events e set data = u.data
              from unnest(${updates.map((u) => u.position)}::bigint[], ${updates.map((u) => u.data)}::jsonb[]) as u(pos, data)
              where e.global_position = u.pos`;
          return { last: rows[rows.length - 1]?.position ?? null, sealed: updates.length };
        }),
      );
      sealed += batch.sealed;
      if (batch.last === null) return sealed;
      after = batch.last;
    }
  });
