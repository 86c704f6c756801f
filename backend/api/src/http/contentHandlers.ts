import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { contentHistory } from '../store/contentHistory.ts';
import { orDieReading } from './handlerSupport.ts';

/** /content: the user's own generated ideas, captions and analyses. */
export const ContentHandlers = HttpApiBuilder.group(MarketMuseApi, 'content', (handlers) =>
  Effect.succeed(
    handlers.handle('history', () =>
      Effect.flatMap(CurrentUser, (user) => orDieReading(contentHistory(user.id))),
    ),
  ),
);
