import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import {
  Checkpoint,
  EventStore,
  ExpectedVersion,
  type NewEvent,
  resetCheckpoint,
} from '@market-muse/eventstore';
import { RELAY_NAME } from '@market-muse/kafka';
import { Deferred, Effect, Fiber, Layer } from 'effect';
import { relayedEverything } from '../src/relay.ts';
import { databaseKinds, storeLayer } from './layers.ts';

// Whether the relay has published everything is read in the store's reading order, not by the largest
// position. Two appends at once are ordered by their transactions' ids, and the one whose transaction took
// its id first may take its positions last: here the first event by position is the last one read. Two
// transactions open at once need a server (the embedded database has one connection).

const note = (text: string): NewEvent => ({
  eventId: crypto.randomUUID(),
  type: 'NoteWritten',
  schemaVersion: 1,
  data: { text },
  metadata: { userId: null, correlationId: crypto.randomUUID(), causationId: null, recordedAt: '' },
});

describe.skipIf(!databaseKinds.includes('postgres'))('the relay has published everything', () => {
  // Built only when the suite runs: without a server, the suite is skipped.
  layer(
    Layer.suspend(() => storeLayer('postgres')),
    { timeout: 60_000, excludeTestServices: true },
  )((it) => {
    it.effect('when its checkpoint is the last event in reading order, not the largest position', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const store = yield* EventStore;
        // An empty store has nothing left to publish.
        expect(yield* relayedEverything).toBe(true);

        const hasId = yield* Deferred.make<void>();
        const mayAppend = yield* Deferred.make<void>();
        const early = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`select pg_current_xact_id()`;
              yield* Deferred.succeed(hasId, undefined);
              yield* Deferred.await(mayAppend);
              return yield* store.append('note-early', 'note', [note('early id')], ExpectedVersion.noStream);
            }),
          )
          .pipe(Effect.fork);
        yield* Deferred.await(hasId);
        const late = yield* store.append('note-late', 'note', [note('late id')], ExpectedVersion.noStream);
        yield* Deferred.succeed(mayAppend, undefined);
        const first = (yield* Fiber.join(early)).events[0]!;
        const second = late.events[0]!;
        // The early transaction's event has the larger position and is read first.
        expect(first.globalPosition).toBeGreaterThan(second.globalPosition);
        expect(first.transactionId).toBeLessThan(second.transactionId);

        yield* resetCheckpoint(RELAY_NAME, Checkpoint.of(first));
        expect(yield* relayedEverything).toBe(false);
        yield* resetCheckpoint(RELAY_NAME, Checkpoint.of(second));
        expect(yield* relayedEverything).toBe(true);
      }),
    );
  });
});
