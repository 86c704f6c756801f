import { BadRequest, NotFound } from '@market-muse/contracts/api';
import { type CommandContext, commandContext } from '@market-muse/domain';
import { Effect } from 'effect';

// What every route handler uses: the context a command runs in, and how command and read failures map to
// HTTP. Each handler file holds its own group only and imports these from here.

/**
 * Maps a command's failures to HTTP: rule violations to 400/404/409 with the decider's message; database
 * errors and conflicts still unresolved after the bounded retries are our faults (500).
 */
export const commandErrors = <A, R>(
  effect: Effect.Effect<A, unknown, R>,
): Effect.Effect<A, BadRequest | NotFound, R> =>
  effect.pipe(
    Effect.catchAll((error) => {
      const tagged = error as { _tag?: string; code?: string; message?: string };
      if (tagged._tag === 'DomainError') {
        const message = tagged.message ?? 'The request was refused';
        if (tagged.code === 'invalid') return Effect.fail(new BadRequest({ message }));
        // Profiles, projects and goals only conflict on a duplicate id: never the sender's fault.
        if (tagged.code === 'conflict') return Effect.die(error);
        // not_found and forbidden look the same from outside: another user's id is answered like a missing one.
        return Effect.fail(new NotFound({ message }));
      }
      if (tagged._tag === 'NotFound' || tagged._tag === 'BadRequest')
        return Effect.fail(error as NotFound | BadRequest);
      return Effect.die(error);
    }),
  );

/** For commands whose only expected failure is a broken rule (400): anything else is our fault. */
export const invalidOnly = <A, R>(effect: Effect.Effect<A, unknown, R>): Effect.Effect<A, BadRequest, R> =>
  commandErrors(effect).pipe(
    Effect.catchIf(
      (error): error is NotFound => error._tag === 'NotFound',
      (error) => Effect.die(error),
    ),
  );

/** Database failures while reading are server faults (500). */
export const orDieReading = <A, R>(effect: Effect.Effect<A, unknown, R>) => Effect.orDie(effect);

/** The context a handler's command runs in: the signed-in user, a fresh correlation id, the time now. */
export const contextFor = (userId: string): CommandContext => commandContext(userId);
