import { MAX_ADVICE_MESSAGE, MAX_ANALYZED_CONTENT } from '../enums.ts';

export { MAX_ADVICE_MESSAGE, MAX_ANALYZED_CONTENT } from '../enums.ts';

import { ParseResult, Schema } from 'effect';
import { PLATFORMS, STRATEGY_TIMEFRAMES } from '../advisor.ts';
import { NON_BLANK } from './nonBlank.ts';

/** Required text: not blank, at most `max` characters (the value keeps its own spacing). */
const RequiredText = (field: string, label: string, max: number) =>
  Schema.propertySignature(
    Schema.String.annotations({ message: () => `${field}: must be text` }).pipe(
      Schema.filter((text) => text.trim().length > 0 || `${field}: ${label} is required`, {
        jsonSchema: NON_BLANK,
      }),
      Schema.filter((text) => text.length <= max || `${field}: ${label} must be at most ${max} characters`),
    ),
  ).annotations({ missingMessage: () => `${field}: ${label} is required` });

/** One of `values`; any other value (or none) is refused with one message that lists them. */
const OneOf = <const V extends string>(field: string, values: readonly V[]) => {
  const message = `${field}: must be one of ${values.join(', ')}`;
  return Schema.propertySignature(
    Schema.transformOrFail(Schema.String.annotations({ message: () => message }), Schema.Literal(...values), {
      strict: true,
      decode: (input, _, ast) =>
        (values as readonly string[]).includes(input)
          ? ParseResult.succeed(input as V)
          : ParseResult.fail(new ParseResult.Type(ast, input, message)),
      encode: ParseResult.succeed,
    }),
  ).annotations({ missingMessage: () => message });
};

/** POST /api/ai/content-suggestions, e.g. {"contentType": "social_media"}. */
export const ContentSuggestionsBody = Schema.Struct({
  contentType: RequiredText('contentType', 'Content type', 100),
});
export type ContentSuggestionsBody = typeof ContentSuggestionsBody.Type;

/** POST /api/ai/personalized-advice (and /stream): the user's chat message. */
export const AdviceBody = Schema.Struct({
  context: RequiredText('context', 'Message', MAX_ADVICE_MESSAGE),
});
export type AdviceBody = typeof AdviceBody.Type;

/** POST /api/ai/marketing-strategy. */
export const StrategyBody = Schema.Struct({ timeframe: OneOf('timeframe', STRATEGY_TIMEFRAMES) });
export type StrategyBody = typeof StrategyBody.Type;

/** POST /api/ai/analyze-content. */
export const AnalyzeContentBody = Schema.Struct({
  content: RequiredText('content', 'Content', MAX_ANALYZED_CONTENT),
  platform: OneOf('platform', PLATFORMS),
});
export type AnalyzeContentBody = typeof AnalyzeContentBody.Type;
