// A unit of work on PostgreSQL retries a bounded number of times when a concurrent writer got there first
// (a version conflict, or a unique key, serialization failure or deadlock from the database, raw at commit
// or wrapped as the store's failure by an append), and never for anything else; an oversized event stays a
// typed EventTooLarge through the adapter.
import { SqlError } from '@effect/sql';
import { describe, expect, it, layer } from '@effect/vitest';
import { MAX_EVENT_BYTES } from '@market-muse/contracts/requests';
import {
  commandContext,
  EventStore,
  EventStoreError,
  EventTooLarge,
  ExpectedVersion,
  WrongExpectedVersion,
} from '@market-muse/domain';
import {
  EventStore as PostgresStore,
  MAX_EVENT_BYTES as STORE_MAX_EVENT_BYTES,
} from '@market-muse/eventstore';
import { Effect, Either } from 'effect';
import { databaseKinds, storeLayer } from './layers.ts';

const sqlError = (code: string) =>
  new SqlError.SqlError({ cause: { code }, message: 'Failed to execute statement' });

/** Runs a unit of work whose body fails with `error` the first `failures` times; counts the attempts. */
const attempts = (error: unknown, failures = Number.POSITIVE_INFINITY) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    let count = 0;
    const result = yield* Effect.either(
      store.unitOfWork(
        Effect.suspend(() => (++count <= failures ? Effect.fail(error) : Effect.succeed('done'))),
      ),
    );
    return { count, result };
  });

const conflict = new WrongExpectedVersion({
  streamId: 's',
  expected: ExpectedVersion.noStream,
  actual: 1n,
});

describe('the unit of work on PostgreSQL', () => {
  layer(storeLayer('embedded'), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('runs a conflicting unit again on fresh state, then succeeds', () =>
      Effect.gen(function* () {
        const { count, result } = yield* attempts(conflict, 3);
        expect(count).toBe(4);
        expect(Either.getOrThrow(result)).toBe('done');
      }),
    );

    it.effect('gives up after eight attempts, failing with the conflict (answered 409 by the API)', () =>
      Effect.gen(function* () {
        const { count, result } = yield* attempts(conflict);
        expect(count).toBe(8);
        expect(Either.isLeft(result) && (result.left as { _tag: string })._tag).toBe('WrongExpectedVersion');
      }),
    );

    it.effect("retries a concurrent writer's unique key, serialization failure or deadlock", () =>
      Effect.gen(function* () {
        for (const code of ['23505', '40001', '40P01']) {
          // Raw, as the transaction's commit reports it.
          expect((yield* attempts(sqlError(code), 1)).count).toBe(2);
          // Wrapped as the store's failure, as an append or a read inside the unit reports it.
          expect((yield* attempts(new EventStoreError({ cause: sqlError(code) }), 1)).count).toBe(2);
        }
      }),
    );

    it.effect('after the retries, a concurrent write is a store failure marked as one (answered 409)', () =>
      Effect.gen(function* () {
        const { count, result } = yield* attempts(sqlError('40001'));
        expect(count).toBe(8);
        const error = Either.isLeft(result) ? result.left : null;
        expect(error).toBeInstanceOf(EventStoreError);
        expect((error as EventStoreError).concurrentWrite).toBe(true);
      }),
    );

    it.effect('does not retry any other failure', () =>
      Effect.gen(function* () {
        expect((yield* attempts(sqlError('22P02'))).count).toBe(1);
        expect((yield* attempts(new EventStoreError({ cause: sqlError('22P02') }))).count).toBe(1);
        expect((yield* attempts(new Error('a rule was broken'))).count).toBe(1);
        const { result } = yield* attempts(sqlError('22P02'));
        expect(Either.isLeft(result) && result.left).toMatchObject({
          _tag: 'EventStoreError',
          concurrentWrite: false,
        });
      }),
    );
  });
});

it('the PostgreSQL store refuses events at the limit the contract states for every store', () => {
  expect(STORE_MAX_EVENT_BYTES).toBe(MAX_EVENT_BYTES);
});

describe.each(databaseKinds)('an oversized event on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('fails the unit with the domain EventTooLarge, writing nothing of it', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const stream = { id: `note-${crypto.randomUUID()}`, type: 'note' };
        const context = commandContext(null);
        const big = { type: 'NoteWritten', data: { text: 'é'.repeat(MAX_EVENT_BYTES / 2) } };
        const refused = yield* store
          .unitOfWork(
            Effect.gen(function* () {
              yield* store.append(
                { stream, events: [{ type: 'NoteWritten', data: {} }], expected: ExpectedVersion.noStream },
                context,
              );
              yield* store.append({ stream, events: [big], expected: ExpectedVersion.exact(1) }, context);
            }),
          )
          .pipe(Effect.flip);
        expect(refused).toBeInstanceOf(EventTooLarge);
        expect(refused).toMatchObject({ streamId: stream.id, type: 'NoteWritten' });
        expect(yield* (yield* PostgresStore).readStream(stream.id)).toEqual([]);
        const many = yield* store
          .appendMany([{ stream, events: [big], expected: ExpectedVersion.noStream }], context)
          .pipe(Effect.flip);
        expect(many).toBeInstanceOf(EventTooLarge);
      }),
    );
  });
});
