import { randomBytes } from 'node:crypto';
import { SqlClient } from '@effect/sql';
import { describe, expect, it, layer } from '@effect/vitest';
import { Effect } from 'effect';
import { makeEventStore } from '../src/EventStore.ts';
import {
  DEV_KEY_ENCRYPTION_KEY,
  type KeyEncryptionKeys,
  KeyEncryptionKeysRef,
  keyEncryptionKey,
  keyEncryptionKeysFromEnv,
} from '../src/keyWrapping.ts';
import { ERASED, type PersonalDataPolicy } from '../src/personalData.ts';
import { rewrapKeys } from '../src/subjectKeys.ts';
import { ExpectedVersion, type NewEvent } from '../src/types.ts';
import { databaseKinds, storeLayer } from './layers.ts';

const policy: PersonalDataPolicy = { fields: { Registered: { email: ERASED } } };

const registered = (userId: string, email: string): NewEvent => ({
  eventId: crypto.randomUUID(),
  type: 'Registered',
  schemaVersion: 1,
  data: { userId, email },
  metadata: { userId, correlationId: 'c', causationId: null, recordedAt: '' },
});

const kek = () => keyEncryptionKey(randomBytes(32).toString('base64'));
const storeWith = (keks: KeyEncryptionKeys) =>
  makeEventStore([], policy).pipe(Effect.provideService(KeyEncryptionKeysRef, keks));

const keyRow = (subject: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const [row] = yield* sql<{ key: string; kek_id: string | null }>`
      select encode(key, 'base64') as key, kek_id from mm_personal_keys where subject_id = ${subject}`;
    return row!;
  });

describe('key-encryption keys from the environment', () => {
  it('takes a 32-byte key, falls back to the development key, and refuses that in production', () => {
    const key = randomBytes(32).toString('base64');
    expect(keyEncryptionKeysFromEnv({ MM_KEY_ENCRYPTION_KEY: key }).current.id).toBe(
      keyEncryptionKey(key).id,
    );
    expect(keyEncryptionKeysFromEnv({}).current.id).toBe(keyEncryptionKey(DEV_KEY_ENCRYPTION_KEY).id);
    expect(() => keyEncryptionKeysFromEnv({ NODE_ENV: 'production' })).toThrow(/MM_KEY_ENCRYPTION_KEY/);
    expect(() => keyEncryptionKeysFromEnv({ MM_KEY_ENCRYPTION_KEY: 'short' })).toThrow(/32 bytes/);
    const previous = randomBytes(32).toString('base64');
    expect(
      keyEncryptionKeysFromEnv({
        MM_KEY_ENCRYPTION_KEY: key,
        MM_PREVIOUS_KEY_ENCRYPTION_KEYS: `${previous},`,
      }).previous.map((k) => k.id),
    ).toEqual([keyEncryptionKey(previous).id]);
  });
});

describe.each(databaseKinds)('personal data keys wrapped on %s', (kind) => {
  layer(storeLayer(kind, [], policy), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('stores each key wrapped by the KEK, never as the key itself, and names the KEK', () =>
      Effect.gen(function* () {
        const first = kek();
        const store = yield* storeWith({ current: first, previous: [] });
        const userId = crypto.randomUUID();
        yield* store.append(
          `user-${userId}`,
          'user',
          [registered(userId, 'w@example.com')],
          ExpectedVersion.noStream,
        );
        const row = yield* keyRow(userId);
        expect(row.kek_id).toBe(first.id);
        // Nonce, wrapped key and tag: not a bare 32-byte key.
        expect(Buffer.from(row.key, 'base64').length).toBe(60);
        // Another process holding another KEK stops rather than reading everyone as erased.
        const stranger = yield* storeWith({ current: kek(), previous: [] });
        const failure = yield* stranger.readStream(`user-${userId}`).pipe(Effect.sandbox, Effect.flip);
        expect(String(failure)).toContain(first.id);
        expect(String(failure)).toContain('MM_KEY_ENCRYPTION_KEY');
      }),
    );
  });
  layer(storeLayer(kind, [], policy), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect(
      'rotates: re-wraps every key under the new KEK (and keys stored before wrapping), then reads without the old one',
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const old = kek();
          const fresh = kek();
          const before = yield* storeWith({ current: old, previous: [] });
          const a = crypto.randomUUID();
          const b = crypto.randomUUID();
          yield* before.append(
            `user-${a}`,
            'user',
            [registered(a, 'a@example.com')],
            ExpectedVersion.noStream,
          );
          // A key stored before keys were wrapped: the bare 32 bytes, no KEK named.
          yield* sql`insert into mm_personal_keys (subject_id, key) values (${b}, ${randomBytes(32)})`;
          yield* before.append(
            `user-${b}`,
            'user',
            [registered(b, 'b@example.com')],
            ExpectedVersion.noStream,
          );
          const during = { current: fresh, previous: [old] };
          const rewrapped = yield* rewrapKeys(sql, during, 1);
          expect(rewrapped).toBeGreaterThanOrEqual(2);
          expect(yield* rewrapKeys(sql, during)).toBe(0);
          expect((yield* keyRow(a)).kek_id).toBe(fresh.id);
          expect((yield* keyRow(b)).kek_id).toBe(fresh.id);
          const after = yield* storeWith({ current: fresh, previous: [] });
          expect((yield* after.readStream(`user-${a}`))[0]!.data).toEqual({
            userId: a,
            email: 'a@example.com',
          });
          expect((yield* after.readStream(`user-${b}`))[0]!.data).toEqual({
            userId: b,
            email: 'b@example.com',
          });
          // A destroyed key stays destroyed through a rotation.
          yield* after.destroyKey(a);
          yield* rewrapKeys(sql, during);
          expect((yield* after.readStream(`user-${a}`))[0]!.data).toEqual({ userId: a, email: ERASED });
        }),
    );
  });
});
