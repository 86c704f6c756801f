import { HttpApiBuilder } from '@effect/platform';
import { SqlClient } from '@effect/sql';
import { MarketMuseApi } from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { AppSettings } from '../settings.ts';

export const SystemHandlers = HttpApiBuilder.group(MarketMuseApi, 'system', (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const settings = yield* AppSettings;
    return handlers.handle('health', () =>
      sql`select 1`.pipe(Effect.as({ status: 'ok' as const, database: settings.databaseKind }), Effect.orDie),
    );
  }),
);
