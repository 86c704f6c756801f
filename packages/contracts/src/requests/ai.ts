import { MAX_ADVICE_MESSAGE, MAX_ANALYZED_CONTENT, MAX_STOPPED_ANSWER } from '../enums.ts';

export { MAX_ADVICE_MESSAGE, MAX_ANALYZED_CONTENT, MAX_STOPPED_ANSWER } from '../enums.ts';

import { Schema } from 'effect';
import { PLATFORMS, STRATEGY_TIMEFRAMES } from '../advisor.ts';
import { Body, Id, NonBlankText, OneOf, Text } from './input.ts';

/** Required text: not blank, at most `max` characters (the value keeps its own spacing). */
const RequiredText = (field: string, label: string, max: number) => {
  const required = `${field}: ${label} is required`;
  const tooLong = `${field}: ${label} must be at most ${max} characters`;
  return Schema.propertySignature(NonBlankText(field, max, required, tooLong)).annotations({
    missingMessage: () => required,
  });
};

/** One of `values`; any other value (or none) is refused with one message that lists them. */
const Required = <const V extends string>(field: string, values: readonly V[]) =>
  Schema.propertySignature(OneOf(field, values)).annotations({
    missingMessage: () => `${field}: must be one of ${values.join(', ')}`,
  });

/** POST /api/ai/content-suggestions, e.g. {"contentType": "social_media"}. */
export const ContentSuggestionsBody = Body({
  contentType: RequiredText('contentType', 'Content type', 100),
});
export type ContentSuggestionsBody = typeof ContentSuggestionsBody.Type;

/** POST /api/ai/personalized-advice (and /stream): the user's chat message. */
export const AdviceBody = Body({
  context: RequiredText('context', 'Message', MAX_ADVICE_MESSAGE),
});
export type AdviceBody = typeof AdviceBody.Type;

/**
 * POST /api/ai/chat-history/stopped: the question whose answer the user stopped, exactly the part of the
 * answer that was shown (may be empty), and the turn id the stream named, if it had named one.
 */
export const StoppedAnswerBody = Body({
  context: RequiredText('context', 'Message', MAX_ADVICE_MESSAGE),
  shown: Schema.propertySignature(Text('shown', MAX_STOPPED_ANSWER)).annotations({
    missingMessage: () => 'shown: The shown part of the answer is required',
  }),
  turnId: Schema.optional(Id('turnId')),
});
export type StoppedAnswerBody = typeof StoppedAnswerBody.Type;

/** The most phases and actions per phase a strategy has: far beyond what any plan holds. */
export const STRATEGY_LIMITS = { phases: 20, actions: 50 } as const;

/** A required whole number from 0 to `max`, for a position in a list. */
const Position = (field: string, max: number) => {
  const message = `${field}: must be a whole number from 0 to ${max}`;
  return Schema.propertySignature(
    Schema.Number.annotations({ message: () => message }).pipe(
      Schema.int({ message: () => message }),
      Schema.between(0, max, { message: () => message }),
    ),
  ).annotations({ missingMessage: () => message });
};

/** POST /api/ai/strategies/:id/kept-actions: tick (kept true) or untick one action of a kept strategy. */
export const KeepStrategyActionBody = Body({
  phase: Position('phase', STRATEGY_LIMITS.phases - 1),
  action: Position('action', STRATEGY_LIMITS.actions - 1),
  kept: Schema.propertySignature(
    Schema.Boolean.annotations({ message: () => 'kept: must be true or false' }),
  ).annotations({ missingMessage: () => 'kept: must be true or false' }),
});
export type KeepStrategyActionBody = typeof KeepStrategyActionBody.Type;

/** POST /api/ai/marketing-strategy. */
export const StrategyBody = Body({ timeframe: Required('timeframe', STRATEGY_TIMEFRAMES) });
export type StrategyBody = typeof StrategyBody.Type;

/** POST /api/ai/analyze-content. */
export const AnalyzeContentBody = Body({
  content: RequiredText('content', 'Content', MAX_ANALYZED_CONTENT),
  platform: Required('platform', PLATFORMS),
});
export type AnalyzeContentBody = typeof AnalyzeContentBody.Type;
