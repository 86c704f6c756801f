import { createSecretKey, randomBytes } from 'node:crypto';
import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { KeyEncryptionKeysRef } from './keyWrapping.ts';
import { isSealed, type PersonalDataPolicy, sealPersonalFields, subjectOf } from './personalData.ts';
import { writeKeysOf } from './subjectKeys.ts';

/**
 * The one exception to append-only: seals, in place, the personal fields of events stored before they
 * were encrypted on append (one envelope per event, as appends write them). Each batch is a short transaction under an advisory lock (two runs take turns,
 * async readers are never held back for long); an event whose fields are already encrypted is left alone,
 * so running it again changes nothing. Answers how many events it encrypted.
 */
export const sealStoredEvents = (policy: PersonalDataPolicy, batchSize = 500) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const keks = yield* KeyEncryptionKeysRef;
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
          const open = rows.filter((row) => !isSealed(policy, row.type, row.data));
          const subjects = open
            .map((row) => subjectOf(policy, row.type, row.data))
            .filter((s): s is string => !!s);
          const keys = subjects.length > 0 ? yield* writeKeysOf(sql, keks, subjects) : new Map();
          const updates = open.flatMap((row) => {
            const subject = subjectOf(policy, row.type, row.data);
            if (!subject) return [];
            // A destroyed key: the account was deleted, its fields are sealed with a key nobody keeps.
            const key = keys.get(subject) ?? createSecretKey(randomBytes(32));
            const data = sealPersonalFields(policy, key, subject, row.event_id, row.type, row.data);
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
