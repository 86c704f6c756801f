import { HttpApiBuilder } from '@effect/platform';
import { type ProfileChanges, saveProfile } from '@market-muse/commands';
import {
  CurrentUser,
  MarketMuseApi,
  NotFound,
  PROFILE_NOT_FOUND,
  type SaveProfileRequest,
} from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { getProfile } from '../store/profiles.ts';
import { contextFor, invalidOnly, orDieReading } from './handlerSupport.ts';

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
