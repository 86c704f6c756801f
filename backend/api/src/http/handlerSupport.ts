import {
  BadRequest,
  CONCURRENT_CHANGE,
  Conflict,
  CurrentUser,
  NotFound,
  PayloadTooLarge,
} from '@market-muse/contracts/api';
import { TOO_LARGE_TO_STORE } from '@market-muse/contracts/requests';
import {
  type CommandContext,
  CommandTurn,
  commandContext,
  type DomainError,
  type EventStoreError,
  type EventTooLarge,
  type WrongExpectedVersion,
} from '@market-muse/domain';
import { Effect, FiberRef, Option } from 'effect';

// What every route handler uses: the context a command runs in, and how command and read failures map to
// HTTP. Each handler file holds its own group only and imports these from here.

/** What a handler's command may answer besides success. */
export type CommandFailure = BadRequest | NotFound | Conflict | PayloadTooLarge;

/** How a command can fail: a broken rule, the store's typed failures, or an answer its handler chose. */
export type CommandError =
  | DomainError
  | WrongExpectedVersion
  | EventStoreError
  | EventTooLarge
  | CommandFailure;

const changedMeanwhile = () => Effect.fail(new Conflict({ message: CONCURRENT_CHANGE }));

/** The domain's and the store's failures as answers; the answers a handler chose pass through. */
const answered = <A, R>(effect: Effect.Effect<A, CommandError, R>): Effect.Effect<A, CommandFailure, R> =>
  Effect.catchTags(effect, {
    DomainError: (error) => {
      if (error.code === 'invalid') return Effect.fail(new BadRequest({ message: error.message }));
      // An id that exists already: the item was created by a request at the same moment.
      if (error.code === 'conflict') return Effect.fail(new Conflict({ message: error.message }));
      // not_found and forbidden look the same from outside: another user's id is answered like a missing one.
      return Effect.fail(new NotFound({ message: error.message }));
    },
    // Still conflicting after the unit of work's bounded retries: nothing was written.
    WrongExpectedVersion: changedMeanwhile,
    // A concurrent writer's failure left after the retries is a conflict too; any other is our fault (500).
    EventStoreError: (error) => (error.concurrentWrite ? changedMeanwhile() : Effect.die(error)),
    EventTooLarge: () => Effect.fail(new PayloadTooLarge({ message: TOO_LARGE_TO_STORE })),
  });

/**
 * Commands of one user run one at a time in this process, in arrival order: a burst of writes to one item
 * (a double click, a retrying client, twenty tabs) takes turns instead of racing to a version conflict.
 * Across processes the optimistic check and its bounded retries still decide, and what they cannot settle
 * is a 409. Only the command itself waits its turn; reads and advisor calls around it run freely.
 */
const turns = new Map<string, { readonly semaphore: Effect.Semaphore; waiting: number }>();
/** The user whose turn this fiber holds, so a command inside another command does not wait on itself. */
const holding = FiberRef.unsafeMake<string | null>(null);

const inTurn = <A, E, R>(userId: string, effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(FiberRef.get(holding), (held) =>
    held === userId
      ? effect
      : Effect.acquireUseRelease(
          Effect.sync(() => {
            let turn = turns.get(userId);
            if (!turn) {
              turn = { semaphore: Effect.unsafeMakeSemaphore(1), waiting: 0 };
              turns.set(userId, turn);
            }
            turn.waiting++;
            return turn;
          }),
          (turn) => turn.semaphore.withPermits(1)(Effect.locally(effect, holding, userId)),
          (turn) =>
            Effect.sync(() => {
              turn.waiting--;
              if (turn.waiting === 0) turns.delete(userId);
            }),
        ),
  );

/** Runs `effect` in the signed-in user's turn (at once when nobody is signed in, as in sign-up). */
const inUsersTurn = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.serviceOption(CurrentUser), (user) =>
    Option.isSome(user) ? inTurn(user.value.id, effect) : effect,
  );

/**
 * Runs a command in the user's turn and maps its failures to HTTP: rule violations to 400/404/409 with the
 * decider's message, a conflict still unresolved after the bounded retries to 409, an event over the
 * store's size limit to 413. Database errors are our faults (500).
 */
export const commandErrors = <A, R>(
  effect: Effect.Effect<A, CommandError, R>,
): Effect.Effect<A, CommandFailure, R> => answered(inUsersTurn(effect));

/** For commands whose only expected refusal is a broken rule (400): a missing item is our fault. */
export const invalidOnly = <A, R>(
  effect: Effect.Effect<A, CommandError, R>,
): Effect.Effect<A, Exclude<CommandFailure, NotFound>, R> =>
  commandErrors(effect).pipe(Effect.catchTag('NotFound', (error) => Effect.die(error)));

/** For commands on an existing item whose only expected refusal is a missing (or another user's) item. */
export const notFoundOnly = <A, R>(
  effect: Effect.Effect<A, CommandError, R>,
): Effect.Effect<A, Exclude<CommandFailure, BadRequest>, R> =>
  commandErrors(effect).pipe(Effect.catchTag('BadRequest', (error) => Effect.die(error)));

/**
 * For the advisor's use cases, which run their commands in the user's turn themselves: the advisor call
 * between their reads and their commands can take seconds and must not hold up the user's other writes.
 */
const takingTurns = <A, E, R>(useCase: Effect.Effect<A, E, R>) =>
  Effect.provideService(useCase, CommandTurn, { run: inUsersTurn });

/** A use case's failures as answers (as `commandErrors`), its commands each in the user's turn. */
export const useCaseErrors = <A, R>(
  useCase: Effect.Effect<A, CommandError, R>,
): Effect.Effect<A, CommandFailure, Exclude<R, CommandTurn>> => answered(takingTurns(useCase));

/** A use case whose only expected refusal is a broken rule (400), as `invalidOnly`. */
export const useCaseInvalidOnly = <A, R>(useCase: Effect.Effect<A, CommandError, R>) =>
  useCaseErrors(useCase).pipe(Effect.catchTag('NotFound', (error) => Effect.die(error)));

/** A use case that refuses nothing a client sent: only a conflict or the size limit is answered (409, 413). */
export const useCaseConflictsOnly = <A, R>(useCase: Effect.Effect<A, CommandError, R>) =>
  useCaseErrors(useCase).pipe(Effect.catchTags({ BadRequest: Effect.die, NotFound: Effect.die }));

/** Database failures while reading are server faults (500). */
export const orDieReading = <A, R>(effect: Effect.Effect<A, unknown, R>) => Effect.orDie(effect);

/** The context a handler's command runs in: the signed-in user, a fresh correlation id, the time now. */
export const contextFor = (userId: string): CommandContext => commandContext(userId);
