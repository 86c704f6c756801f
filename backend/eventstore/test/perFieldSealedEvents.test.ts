import { readFileSync } from 'node:fs';
import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { Effect } from 'effect';
import { EventStore } from '../src/EventStore.ts';
import { ERASED, type PersonalDataPolicy } from '../src/personalData.ts';
import { sealStoredEvents } from '../src/sealHistory.ts';
import { Checkpoint } from '../src/types.ts';
import { databaseKinds, storeLayer } from './layers.ts';

/**
 * Events recorded by the store when each personal field was its own ciphertext, with their subject's key
 * as it was stored then (not yet wrapped): they must read as before, and erase as before.
 */
const recorded: {
  subject: string;
  key: string;
  events: ReadonlyArray<{ eventId: string; type: string; schemaVersion: number; data: object }>;
  opened: ReadonlyArray<object>;
} = JSON.parse(readFileSync(new URL('./fixtures/perFieldSealedEvents.json', import.meta.url), 'utf8'));

const policy: PersonalDataPolicy = {
  fields: { Registered: { email: ERASED, bio: null }, Noted: { note: ERASED, tags: [] } },
};

const restore = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  yield* sql`insert into mm_personal_keys (subject_id, key) values (${recorded.subject}, decode(${recorded.key}, 'base64'))`;
  for (const [i, e] of recorded.events.entries()) {
    const stream = `recorded-${i}`;
    yield* sql`insert into mm_streams (stream_id, stream_type, version) values (${stream}, 'recorded', 1)`;
    yield* sql`insert into mm_events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
      values (${stream}, 1, ${e.eventId}::uuid, ${e.type}, ${e.schemaVersion}, ${JSON.stringify(e.data)}::jsonb,
        ${JSON.stringify({ userId: recorded.subject, correlationId: 'c', causationId: null, recordedAt: '' })}::jsonb)`;
  }
});

describe.each(databaseKinds)('events sealed one field at a time, as recorded, on %s', (kind) => {
  layer(storeLayer(kind, [], policy), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('read opened with their unwrapped key, are left alone by sealing, and erase with the key', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        yield* restore;
        const read = [...(yield* store.readStream('recorded-0')), ...(yield* store.readStream('recorded-1'))];
        expect(read.map((e) => e.data)).toEqual(recorded.opened);
        const sealed = (yield* store.readAll({
          after: Checkpoint.start,
          limit: 100,
          visibility: 'all-committed',
          sealed: true,
        })).filter((e) => e.streamId.startsWith('recorded-'));
        expect((yield* store.open(sealed)).map((e) => e.data)).toEqual(recorded.opened);
        // Already sealed: the migration does not touch them.
        expect(yield* sealStoredEvents(policy)).toBe(0);
        yield* store.destroyKey(recorded.subject);
        const erased = [
          ...(yield* store.readStream('recorded-0')),
          ...(yield* store.readStream('recorded-1')),
        ];
        expect(erased.map((e) => e.data)).toEqual([
          { userId: recorded.subject, email: ERASED, bio: null, plan: 'free' },
          { userId: recorded.subject, note: ERASED, tags: [] },
        ]);
      }),
    );
  });
});
