import { HttpApiBuilder, HttpServerResponse } from '@effect/platform';
import { CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import {
  actionCountsOf,
  analyseContent,
  askAdvice,
  type EventStore,
  generateStrategy,
  keepStrategyAction,
  recordStoppedAdvice,
  STRATEGY_NOT_FOUND,
  startAdviceStream,
  suggestContent,
} from '@market-muse/domain';
import { Effect, Stream } from 'effect';
import { chatHistory } from '../store/advisorResults.ts';
import { findStrategy } from '../store/strategies.ts';
import { adviceEvents } from './adviceStream.ts';
import {
  commandErrors,
  contextFor,
  invalidOnly,
  orDieReading,
  useCaseInvalidOnly,
} from './handlerSupport.ts';

export const AiHandlers = HttpApiBuilder.group(MarketMuseApi, 'ai', (handlers) =>
  Effect.succeed(
    handlers
      .handle('contentSuggestions', ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) =>
          useCaseInvalidOnly(suggestContent(user.id, payload.contentType, () => contextFor(user.id))),
        ),
      )
      .handle('advice', ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) =>
          useCaseInvalidOnly(askAdvice(user.id, payload.context, () => contextFor(user.id))),
        ),
      )
      .handle('adviceStream', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { turnId, events, record } = yield* startAdviceStream(user.id, payload.context, () =>
            contextFor(user.id),
          );
          // The response body runs after the handler returns: it keeps the services it needs to record.
          const services = yield* Effect.context<EventStore>();
          const encoder = new TextEncoder();
          const body = adviceEvents(turnId, events, (result) => useCaseInvalidOnly(record(result))).pipe(
            Stream.map((text) => encoder.encode(text)),
            Stream.provideContext(services),
          );
          return HttpServerResponse.stream(body, {
            contentType: 'text/event-stream',
            headers: { 'cache-control': 'no-cache', 'x-accel-buffering': 'no' },
          });
        }),
      )
      .handle('stopAnswer', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const [event] = yield* invalidOnly(
            recordStoppedAdvice(
              {
                userId: user.id,
                message: payload.context,
                shown: payload.shown,
                ...(payload.turnId === undefined ? {} : { turnId: payload.turnId }),
              },
              contextFor(user.id),
            ),
          );
          const stopped = event?.type === 'AdviceStopped' ? event.data : null;
          return {
            type: 'ai' as const,
            message: stopped?.shown ?? payload.shown,
            timestamp: stopped?.stoppedAt ?? new Date().toISOString(),
            stopped: true,
          };
        }),
      )
      .handle('chatHistory', () => Effect.flatMap(CurrentUser, (user) => orDieReading(chatHistory(user.id))))
      .handle('strategy', ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) =>
          useCaseInvalidOnly(generateStrategy(user.id, payload.timeframe, () => contextFor(user.id))),
        ),
      )
      .handle('keepStrategyAction', ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const found = yield* orDieReading(findStrategy(user.id, path.id));
          yield* commandErrors(
            keepStrategyAction(
              {
                resultId: path.id,
                userId: user.id,
                phase: payload.phase,
                action: payload.action,
                kept: payload.kept,
                strategy: found ? { userId: user.id, actionCounts: actionCountsOf(found) } : null,
              },
              contextFor(user.id),
            ),
          );
          // Read-your-writes: the inline model holds the tick once the command returns.
          const saved = yield* orDieReading(findStrategy(user.id, path.id));
          return saved ?? (yield* Effect.die(new Error(STRATEGY_NOT_FOUND)));
        }),
      )
      .handle('analyzeContent', ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) =>
          useCaseInvalidOnly(
            analyseContent(user.id, { content: payload.content, platform: payload.platform }, () =>
              contextFor(user.id),
            ),
          ),
        ),
      ),
  ),
);
