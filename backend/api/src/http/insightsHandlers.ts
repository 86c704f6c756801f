import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import { generateInsights } from '@market-muse/domain';
import { Effect } from 'effect';
import { contextFor, useCaseInvalidOnly } from './handlerSupport.ts';

export const InsightsHandlers = HttpApiBuilder.group(MarketMuseApi, 'insights', (handlers) =>
  handlers.handle('generate', () =>
    Effect.flatMap(CurrentUser, (user) =>
      useCaseInvalidOnly(generateInsights(user.id, () => contextFor(user.id))),
    ),
  ),
);
