import { BadRequest, CONCURRENT_CHANGE, Conflict } from '@market-muse/contracts/api';
import type { DomainError, EventStoreError, EventTooLarge, WrongExpectedVersion } from '@market-muse/domain';
import { Effect } from 'effect';

/**
 * An account command's failures: a broken rule is the client's (400, under `field`); a change that kept
 * conflicting after the retries is a 409; anything else (the store's trouble, an event over the limit)
 * cannot come from what an account page sends, so it is a server fault.
 */
export const accountCommand = <A, R>(
  effect: Effect.Effect<A, DomainError | WrongExpectedVersion | EventStoreError | EventTooLarge, R>,
  field: string,
): Effect.Effect<A, BadRequest | Conflict, R> =>
  Effect.catchTags(effect, {
    DomainError: (error) =>
      error.code === 'not_found'
        ? Effect.die(error)
        : Effect.fail(new BadRequest({ message: `${field}: ${error.message}` })),
    WrongExpectedVersion: () => Effect.fail(new Conflict({ message: CONCURRENT_CHANGE })),
    EventStoreError: (error) =>
      error.concurrentWrite ? Effect.fail(new Conflict({ message: CONCURRENT_CHANGE })) : Effect.die(error),
    EventTooLarge: (error) => Effect.die(error),
  });
