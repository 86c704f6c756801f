import { HttpApiBuilder } from '@effect/platform';
import {
  CONCURRENT_CHANGE,
  Conflict,
  CurrentUser,
  MarketMuseApi,
  NotFound,
} from '@market-muse/contracts/api';
import { unlinkIdentity } from '@market-muse/domain';
import { Effect } from 'effect';
import { SignInProvider } from '../oidc/provider.ts';
import { AppSettings } from '../settings.ts';
import { identitiesOf } from '../store/identities.ts';
import { startProviderFlow } from './providerSignInHandlers.ts';

export const ConnectedProvidersHandlers = HttpApiBuilder.group(
  MarketMuseApi,
  'connectedProviders',
  (handlers) =>
    Effect.gen(function* () {
      const provider = yield* SignInProvider;
      const settings = yield* AppSettings;
      return handlers
        .handle('connectedProviders', () =>
          Effect.gen(function* () {
            const { id } = yield* CurrentUser;
            const identities = yield* identitiesOf(id);
            return identities.map((identity) => ({
              id: identity.id,
              name: provider.nameOf(identity.issuer),
              email: identity.email,
              connectedAt: identity.linked_at.toISOString(),
            }));
          }).pipe(Effect.orDie),
        )
        .handle('connectProvider', () => Effect.flatMap(CurrentUser, (user) => startProviderFlow(user.id)))
        .handle('disconnectProvider', ({ path }) =>
          Effect.gen(function* () {
            const { id } = yield* CurrentUser;
            yield* unlinkIdentity(id, path.id, {
              correlationId: crypto.randomUUID(),
              now: new Date(settings.now()),
            }).pipe(
              Effect.catchTag('DomainError', (error) =>
                Effect.fail(
                  error.code === 'conflict'
                    ? new Conflict({ message: error.message })
                    : new NotFound({ message: error.message }),
                ),
              ),
              Effect.catchTag('WrongExpectedVersion', () =>
                Effect.fail(new Conflict({ message: CONCURRENT_CHANGE })),
              ),
            );
          }).pipe(
            // The event store's own failures are server faults (500), never a client's error type.
            Effect.catchTags({ EventStoreError: Effect.die, EventTooLarge: Effect.die }),
          ),
        );
    }),
);
