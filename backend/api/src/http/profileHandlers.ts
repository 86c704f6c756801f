import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi, NotFound, PROFILE_NOT_FOUND } from '@market-muse/contracts/api';
import { profileChanges, saveProfile } from '@market-muse/domain';
import { Effect } from 'effect';
import { getProfile } from '../store/profiles.ts';
import { contextFor, invalidOnly, orDieReading } from './handlerSupport.ts';

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
