// A unit of work retries a bounded number of times when a concurrent writer got there first (a version
// conflict, or a unique key or serialization failure from the database), and never for anything else.
import { SqlError } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { WrongExpectedVersion } from '@market-muse/eventstore';
import { Effect, Either } from 'effect';
import { transact } from '../src/commandHandler.ts';
import { storeLayer } from './layers.ts';

const sqlError = (code: string) =>
  new SqlError.SqlError({ cause: { code }, message: 'Failed to execute statement' });

/** Runs `transact` over a body that fails with `error` the first `failures` times; counts the attempts. */
const attempts = (error: unknown, failures = Number.POSITIVE_INFINITY) =>
  Effect.gen(function* () {
    let count = 0;
    const result = yield* Effect.either(
      transact(Effect.suspend(() => (++count <= failures ? Effect.fail(error) : Effect.succeed('done')))),
    );
    return { count, result };
  });

describe('transact', () => {
  layer(storeLayer('embedded'), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('runs a conflicting unit again on fresh state, then succeeds', () =>
      Effect.gen(function* () {
        const conflict = new WrongExpectedVersion({
          streamId: 's',
          expected: { kind: 'no_stream' },
          actual: 1n,
        });
        const { count, result } = yield* attempts(conflict, 3);
        expect(count).toBe(4);
        expect(Either.getOrThrow(result)).toBe('done');
      }),
    );

    it.effect('gives up after eight attempts, failing with the conflict (answered 409 by the API)', () =>
      Effect.gen(function* () {
        const conflict = new WrongExpectedVersion({
          streamId: 's',
          expected: { kind: 'no_stream' },
          actual: 1n,
        });
        const { count, result } = yield* attempts(conflict);
        expect(count).toBe(8);
        expect(Either.isLeft(result) && (result.left as { _tag: string })._tag).toBe('WrongExpectedVersion');
      }),
    );

    it.effect("retries a concurrent writer's unique key, serialization failure or deadlock", () =>
      Effect.gen(function* () {
        for (const code of ['23505', '40001', '40P01'])
          expect((yield* attempts(sqlError(code), 1)).count).toBe(2);
      }),
    );

    it.effect('does not retry any other failure', () =>
      Effect.gen(function* () {
        expect((yield* attempts(sqlError('22P02'))).count).toBe(1);
        expect((yield* attempts(new Error('a rule was broken'))).count).toBe(1);
      }),
    );
  });
});
