import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { personalDataPolicy } from '@market-muse/contracts';
import { emailStream, registerUser, unkeyedEmailStreamId } from '@market-muse/domain';
import { EventStore, sealStoredEvents } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { keyEmailStreams } from '../src/keyEmailStreams.ts';
import { databaseKinds, storeLayer } from './layers.ts';

describe.each(databaseKinds)('migrating a recorded history on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect(
      'renames unkeyed e-mail streams to keyed ones, once, and sealing keeps every event readable',
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const store = yield* EventStore;
          const email = `legacy-${crypto.randomUUID().slice(0, 8)}@example.com`;
          const { userId } = yield* registerUser(
            { email, firstName: 'Legacy', lastName: 'User', passwordHash: 'hash' },
            { correlationId: crypto.randomUUID(), now: new Date() },
          );
          // The history as the store recorded it before: the address's stream named by its bare SHA-256.
          const keyed = emailStream(email, 'production-key').id;
          const legacy = unkeyedEmailStreamId(email);
          const current = (yield* sql<{ stream_id: string }>`
          select stream_id from mm_events where metadata->>'userId' = ${userId} and type = 'EmailReserved'`)[0]!
            .stream_id;
          yield* sql`update mm_streams set stream_id = ${legacy} where stream_id = ${current}`;
          yield* sql`update mm_events set stream_id = ${legacy} where stream_id = ${current}`;

          expect(yield* keyEmailStreams('production-key')).toBe(1);
          expect(yield* store.readStream(legacy)).toEqual([]);
          const reservation = yield* store.readStream(keyed);
          expect(reservation.map((e) => e.data)).toEqual([{ email, userId }]);
          expect(yield* keyEmailStreams('production-key')).toBe(0);
          // This store wrote in the clear (no policy), as stores did before: sealing encrypts both events in
          // place, and they read back the same.
          expect(yield* sealStoredEvents(personalDataPolicy)).toBe(2);
          expect(yield* sealStoredEvents(personalDataPolicy)).toBe(0);
          expect((yield* store.readStream(keyed)).map((e) => e.data)).toEqual([{ email, userId }]);
          const raw = yield* sql<{
            data: unknown;
          }>`select data from mm_events where metadata->>'userId' = ${userId}`;
          expect(JSON.stringify(raw)).not.toContain(email);
        }),
    );
  });
});
