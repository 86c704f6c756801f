import { generateCommunityGuide } from '@market-muse/advisor';
import { createAdvisor } from '@market-muse/advisor/model';
import { Advisor } from '@market-muse/domain';
import { Effect, Layer } from 'effect';

/**
 * The domain's advisor on the server: model-backed when configured (OPENAI_API_KEY / OPENAI_BASE_URL),
 * else the local engine; fallbacks and dropped tool calls are logged.
 */
export const AdvisorLive = Layer.sync(Advisor, () => ({
  ...createAdvisor(process.env, {
    onFallback: ({ operation, error }) =>
      Effect.runFork(Effect.logWarning(`Advisor ${operation}: the local engine answered instead`, error)),
    onInvalidToolCall: ({ operation, call }) =>
      Effect.runFork(Effect.logWarning(`Advisor ${operation}: dropped an invalid ${call.name} tool call`)),
  }),
  communityGuide: generateCommunityGuide,
}));
