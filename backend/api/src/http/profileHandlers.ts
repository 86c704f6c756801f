import { HttpApiBuilder } from '@effect/platform';
import { type CommandContext, commandContext, type ProfileChanges, saveProfile } from '@market-muse/commands';
import {
  BadRequest,
  CurrentUser,
  MarketMuseApi,
  NotFound,
  PROFILE_NOT_FOUND,
  type SaveProfileRequest,
} from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { getProfile } from '../store/profiles.ts';

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

export const contextFor = (userId: string): CommandContext => commandContext(userId);

/** The request's fields as decider changes: absent stays absent, a lone creativeType becomes the list. */
export const profileChanges = (payload: SaveProfileRequest): ProfileChanges => {
  const { creativeType, ...fields } = payload;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) changes[key] = value;
  if (fields.creativeTypes === undefined && creativeType !== undefined)
    changes.creativeTypes = creativeType === null ? [] : [creativeType];
  return changes as ProfileChanges;
};

export const ProfileHandlers = HttpApiBuilder.group(MarketMuseApi, 'profile', (handlers) =>
  Effect.gen(function* () {
    return handlers
      .handle('get', () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const profile = yield* orDieReading(getProfile(user.id));
          if (!profile) return yield* Effect.fail(new NotFound({ message: PROFILE_NOT_FOUND }));
          return profile;
        }),
      )
      .handle('save', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* invalidOnly(saveProfile(user.id, profileChanges(payload), contextFor(user.id)));
          const profile = yield* orDieReading(getProfile(user.id));
          if (!profile) return yield* Effect.dieMessage('saved profile missing from the read model');
          return profile;
        }),
      );
  }),
);
