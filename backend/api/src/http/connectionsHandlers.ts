import { HttpApiBuilder } from '@effect/platform';
import {
  BLUESKY_NOT_CONNECTED,
  BLUESKY_REFUSED,
  BLUESKY_SERVICE_NOT_PUBLIC,
  BLUESKY_UNREACHABLE,
  DEFAULT_BLUESKY_SERVICE,
} from '@market-muse/contracts';
import {
  BadRequest,
  CurrentUser,
  MarketMuseApi,
  NotFound,
  ServiceUnavailable,
} from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { Limits, tooMany } from '../limits/limits.ts';
import { connectionTriesPerUser, userKey } from '../limits/policies.ts';
import { ConnectedAccounts } from '../publishing/connectedAccounts.ts';

/** The signed-in user's connected social accounts: only ever their own row. */
export const ConnectionsHandlers = HttpApiBuilder.group(MarketMuseApi, 'connections', (handlers) =>
  Effect.gen(function* () {
    const connections = yield* ConnectedAccounts;
    const limits = yield* Limits;
    return handlers
      .handle('connections', () =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser;
          const account = yield* connections.get(id);
          return account ? [account] : [];
        }),
      )
      .handle('connectBluesky', ({ payload }) =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser;
          const wait = yield* limits.take(userKey('connect-account', id), connectionTriesPerUser);
          if (wait > 0) return yield* tooMany(wait, (when) => `Too many tries. Try again in ${when}.`);
          return yield* connections
            .connect(id, {
              service: (payload.service?.trim() || DEFAULT_BLUESKY_SERVICE).replace(/\/+$/, ''),
              identifier: payload.identifier.trim().replace(/^@/, ''),
              appPassword: payload.appPassword.trim(),
            })
            .pipe(
              Effect.mapError((error) =>
                error.kind === 'rejected'
                  ? new BadRequest({ message: BLUESKY_REFUSED })
                  : error.kind === 'address'
                    ? new BadRequest({ message: BLUESKY_SERVICE_NOT_PUBLIC })
                    : new ServiceUnavailable({ message: BLUESKY_UNREACHABLE }),
              ),
            );
        }),
      )
      .handle('disconnectBluesky', () =>
        Effect.gen(function* () {
          const { id } = yield* CurrentUser;
          if (!(yield* connections.disconnect(id)))
            return yield* Effect.fail(new NotFound({ message: BLUESKY_NOT_CONNECTED }));
        }),
      );
  }),
);
