import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { loadDashboard } from '../store/dashboard.ts';
import { orDieReading } from './handlerSupport.ts';

export const DashboardHandlers = HttpApiBuilder.group(MarketMuseApi, 'dashboard', (handlers) =>
  Effect.gen(function* () {
    return handlers.handle('get', () =>
      Effect.flatMap(CurrentUser, (user) => orDieReading(loadDashboard(user.id))),
    );
  }),
);
