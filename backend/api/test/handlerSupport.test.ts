// How command failures become answers, and how one user's commands take turns in a process.
import { SqlError } from '@effect/sql';
import { CONCURRENT_CHANGE, CurrentUser } from '@market-muse/contracts/api';
import {
  DomainError,
  EventStoreError,
  EventTooLarge,
  ExpectedVersion,
  WrongExpectedVersion,
} from '@market-muse/domain';
import { Deferred, Effect, Exit, Fiber } from 'effect';
import { describe, expect, it } from 'vitest';
import { type CommandError, commandErrors } from '../src/http/handlerSupport.ts';

const failureOf = (error: CommandError) =>
  Effect.runPromise(Effect.flip(commandErrors(Effect.fail(error)))).then((e) => [e._tag, e.message]);

const asUser = (id: string) =>
  Effect.provideService(CurrentUser, {
    id,
    email: `${id}@example.com`,
    firstName: null,
    lastName: null,
    createdAt: '',
  });

describe('command failures as answers', () => {
  it('answers a conflict left after the retries with 409, never a 500', async () => {
    expect(
      await failureOf(
        new WrongExpectedVersion({ streamId: 's', expected: ExpectedVersion.exact(1), actual: 2n }),
      ),
    ).toEqual(['Conflict', CONCURRENT_CHANGE]);
    // A unique key another writer took first, still failing after the retries (the adapter marks it).
    const unique = new EventStoreError({
      cause: new SqlError.SqlError({ cause: { code: '23505' }, message: 'Failed to execute statement' }),
      concurrentWrite: true,
    });
    expect(await failureOf(unique)).toEqual(['Conflict', CONCURRENT_CHANGE]);
    expect(
      await failureOf(new DomainError({ code: 'conflict', message: 'This goal already exists' })),
    ).toEqual(['Conflict', 'This goal already exists']);
  });

  it('answers an event over the store limit with 413', async () => {
    const [tag, message] = await failureOf(
      new EventTooLarge({ streamId: 's', type: 'RoadmapGenerated', bytes: 600_000 }),
    );
    expect(tag).toBe('PayloadTooLarge');
    expect(message).toMatch(/^This change is too large to store/);
  });

  it('keeps rule violations as 400 and 404, and anything else a server fault', async () => {
    expect(await failureOf(new DomainError({ code: 'invalid', message: 'title: required' }))).toEqual([
      'BadRequest',
      'title: required',
    ]);
    expect(await failureOf(new DomainError({ code: 'forbidden', message: 'Goal not found' }))).toEqual([
      'NotFound',
      'Goal not found',
    ]);
    const exit = await Effect.runPromiseExit(
      commandErrors(
        Effect.fail(
          new EventStoreError({
            cause: new SqlError.SqlError({ cause: { code: '22P02' }, message: 'x' }),
            concurrentWrite: false,
          }),
        ),
      ),
    );
    expect(Exit.isFailure(exit) && exit.cause._tag).toBe('Die');
  });
});

describe("one user's commands in one process", () => {
  /** A command that waits for `release`, recording when it started and ended. */
  const command = (log: string[], name: string, release: Deferred.Deferred<void>) =>
    Effect.gen(function* () {
      log.push(`${name} starts`);
      yield* Deferred.await(release);
      log.push(`${name} ends`);
    });

  it('take turns, in arrival order; other users do not wait', async () => {
    const log: string[] = [];
    await Effect.runPromise(
      Effect.gen(function* () {
        const first = yield* Deferred.make<void>();
        const second = yield* Deferred.make<void>();
        const other = yield* Deferred.make<void>();
        const a1 = yield* Effect.fork(commandErrors(command(log, 'ada 1', first)).pipe(asUser('ada')));
        yield* Effect.yieldNow();
        const a2 = yield* Effect.fork(commandErrors(command(log, 'ada 2', second)).pipe(asUser('ada')));
        const b = yield* Effect.fork(commandErrors(command(log, 'bob', other)).pipe(asUser('bob')));
        yield* Effect.yieldNow();
        yield* Effect.yieldNow();
        // Bob runs beside Ada's first command; Ada's second waits for her first.
        expect(log).toEqual(['ada 1 starts', 'bob starts']);
        yield* Deferred.succeed(second, undefined);
        yield* Deferred.succeed(other, undefined);
        yield* Fiber.join(b);
        expect(log).not.toContain('ada 2 starts');
        yield* Deferred.succeed(first, undefined);
        yield* Fiber.join(a1);
        yield* Fiber.join(a2);
      }),
    );
    expect(log).toEqual([
      'ada 1 starts',
      'bob starts',
      'bob ends',
      'ada 1 ends',
      'ada 2 starts',
      'ada 2 ends',
    ]);
  });

  it('lets a command run another command of the same user without waiting on itself', async () => {
    const result = await Effect.runPromise(
      commandErrors(commandErrors(Effect.succeed('inner ran'))).pipe(
        asUser('ada'),
        Effect.timeout('2 seconds'),
      ),
    );
    expect(result).toBe('inner ran');
  });
});
