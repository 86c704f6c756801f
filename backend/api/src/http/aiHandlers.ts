import { HttpApiBuilder, HttpServerResponse } from '@effect/platform';
import type { Advice } from '@market-muse/contracts';
import { CurrentUser, MarketMuseApi } from '@market-muse/contracts/api';
import {
  type AdvisorRecording,
  actionCountsOf,
  CONVERSATION_WINDOW,
  type EventStore,
  keepStrategyAction,
  newId,
  recordAdvisorResult,
  recordResultFor,
  recordStoppedAdvice,
  STRATEGY_NOT_FOUND,
} from '@market-muse/domain';
import { Effect, Stream } from 'effect';
import { AdvisorService } from '../advisor.ts';
import { loadAdvisorContext } from '../store/advisorContext.ts';
import { chatHistory } from '../store/advisorResults.ts';
import { recentPostIdeas } from '../store/contentHistory.ts';
import { findStrategy } from '../store/strategies.ts';
import { adviceEvents } from './adviceStream.ts';
import { commandErrors, contextFor, invalidOnly, orDieReading } from './handlerSupport.ts';

/** Records one advisor result for the user (a broken rule is a 400; the routes check those first). */
const record = (userId: string, recording: AdvisorRecording) =>
  invalidOnly(recordResultFor(userId, recording, contextFor(userId)));

export const AiHandlers = HttpApiBuilder.group(MarketMuseApi, 'ai', (handlers) =>
  Effect.gen(function* () {
    const advisor = yield* AdvisorService;

    /** The advisor context and the conversation so far, for a chat message. */
    const conversation = (userId: string, message: string) =>
      Effect.gen(function* () {
        const { context } = yield* orDieReading(loadAdvisorContext(userId));
        const history = yield* orDieReading(chatHistory(userId, CONVERSATION_WINDOW));
        return { context, request: { message: message.trim(), history } };
      });
    const recordTurn = (userId: string, message: string, askedAt: Date, result: Advice, streamed: boolean) =>
      record(userId, { type: 'RecordAdvice', message, askedAt, result, streamed });

    return handlers
      .handle('contentSuggestions', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { context } = yield* orDieReading(loadAdvisorContext(user.id));
          // Regenerating gives new ideas: the advisor avoids what the user saw in recent generations.
          const recentIdeas = yield* orDieReading(recentPostIdeas(user.id));
          const result = yield* Effect.promise(() => advisor.contentSuggestions(context, { recentIdeas }));
          yield* record(user.id, {
            type: 'RecordContentSuggestions',
            contentType: payload.contentType,
            result,
          });
          return result;
        }),
      )
      .handle('advice', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const askedAt = new Date();
          const { context, request } = yield* conversation(user.id, payload.context);
          const result = yield* Effect.promise(() => advisor.advice(context, request));
          yield* recordTurn(user.id, request.message, askedAt, result, false);
          return result;
        }),
      )
      .handle('adviceStream', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const askedAt = new Date();
          const { context, request } = yield* conversation(user.id, payload.context);
          // The response body runs after the handler returns: it keeps the services it needs to record.
          const services = yield* Effect.context<EventStore>();
          const encoder = new TextEncoder();
          const turnId = newId();
          const body = adviceEvents(turnId, advisor.adviceStream(context, request), (result) =>
            // Recorded before the result is sent: a client that saw it finds it in the history.
            invalidOnly(
              recordAdvisorResult(
                {
                  type: 'RecordAdvice',
                  resultId: turnId,
                  userId: user.id,
                  message: request.message,
                  askedAt,
                  result,
                  streamed: true,
                  at: new Date(),
                },
                contextFor(user.id),
              ),
            ),
          ).pipe(
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
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { context } = yield* orDieReading(loadAdvisorContext(user.id));
          const result = yield* Effect.promise(() => advisor.strategy(context, payload.timeframe));
          const [event] = yield* record(user.id, {
            type: 'RecordStrategy',
            timeframe: payload.timeframe,
            result,
          });
          return {
            ...result,
            id: event?.data.resultId ?? '',
            createdAt:
              event?.type === 'StrategyGenerated' ? event.data.generatedAt : new Date().toISOString(),
            keptActions: [],
          };
        }),
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
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { context } = yield* orDieReading(loadAdvisorContext(user.id));
          const result = yield* Effect.promise(() =>
            advisor.analyzeContent(context, { content: payload.content, platform: payload.platform }),
          );
          yield* record(user.id, {
            type: 'RecordContentAnalysis',
            platform: payload.platform,
            content: payload.content,
            result,
          });
          return result;
        }),
      );
  }),
);
