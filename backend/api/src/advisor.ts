import type { Advisor } from '@market-muse/advisor';
import { createAdvisor } from '@market-muse/advisor/model';
import { Context, Effect, Layer } from 'effect';

/** The marketing advisor behind every AI route: model-backed when configured, else the local engine. */
export class AdvisorService extends Context.Tag('@market-muse/Advisor')<AdvisorService, Advisor>() {}

/** From the environment (OPENAI_API_KEY / OPENAI_BASE_URL select the model); fallbacks and dropped tool calls are logged. */
export const AdvisorLive = Layer.sync(AdvisorService, () =>
  createAdvisor(process.env, {
    onFallback: ({ operation, error }) =>
      Effect.runFork(Effect.logWarning(`Advisor ${operation}: the local engine answered instead`, error)),
    onInvalidToolCall: ({ operation, call }) =>
      Effect.runFork(Effect.logWarning(`Advisor ${operation}: dropped an invalid ${call.name} tool call`)),
  }),
);
