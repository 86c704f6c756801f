import type { Advice } from '@market-muse/contracts';
import { Effect } from 'effect';
import { CONVERSATION_WINDOW } from '../advisorResults/advisorResults.ts';
import { recordAdvisorResult, recordResultFor } from '../advisorResults/record.ts';
import type { CommandContext } from '../eventStore.ts';
import { newId } from '../ids.ts';
import { Advisor } from './advisor.ts';
import { type CommandClock, inTurn } from './commandTurn.ts';
import { AdvisorReads } from './reads.ts';
import { advisorContextNow } from './results.ts';

/** The advisor's context and the request for a chat message: the message and the conversation so far. */
const conversation = (userId: string, message: string, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const { context } = yield* advisorContextNow(userId, contextNow);
    const reads = yield* AdvisorReads;
    const history = yield* reads.chatHistory(userId, CONVERSATION_WINDOW);
    return { context, request: { message: message.trim(), history } };
  });

/** The advisor's answer to a chat message, recorded as one turn of the conversation. */
export const askAdvice = (userId: string, message: string, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const askedAt = contextNow().now;
    const { context, request } = yield* conversation(userId, message, contextNow);
    const advisor = yield* Advisor;
    const result = yield* Effect.promise(() => advisor.advice(context, request));
    yield* inTurn(
      recordResultFor(
        userId,
        { type: 'RecordAdvice', message: request.message, askedAt, result, streamed: false },
        contextNow(),
      ),
    );
    return result;
  });

/**
 * A streamed answer to a chat message: the turn's id (a Stop is recorded under it), the advisor's events,
 * and how to record the final result. The adapter records it before passing the result on, so whoever saw
 * the answer finds it in the history.
 */
export const startAdviceStream = (userId: string, message: string, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const askedAt = contextNow().now;
    const { context, request } = yield* conversation(userId, message, contextNow);
    const advisor = yield* Advisor;
    const turnId = newId();
    const record = (result: Advice, at: CommandContext = contextNow()) =>
      inTurn(
        recordAdvisorResult(
          {
            type: 'RecordAdvice',
            resultId: turnId,
            userId,
            message: request.message,
            askedAt,
            result,
            streamed: true,
            at: at.now,
          },
          at,
        ),
      );
    return { turnId, events: advisor.adviceStream(context, request), record };
  });
