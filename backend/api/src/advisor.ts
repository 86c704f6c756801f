import { type Advisor, createLocalAdvisor } from '@market-muse/advisor';
import { createAdvisor } from '@market-muse/advisor/model';
import { Context, Effect, Layer } from 'effect';

/** The marketing advisor behind every AI route: model-backed when configured, else the local engine. */
export class AdvisorService extends Context.Tag('@market-muse/Advisor')<AdvisorService, Advisor>() {}

/** From the environment (OPENAI_API_KEY / OPENAI_BASE_URL select the model); fallbacks are logged. */
export const AdvisorLive = Layer.sync(AdvisorService, () =>
  createAdvisor(process.env, {
    onFallback: ({ operation, error }) =>
      Effect.runFork(Effect.logWarning(`Advisor ${operation}: the local engine answered instead`, error)),
  }),
);

/** The local engine only (tests, and deployments without a model). */
export const AdvisorLocal = Layer.sync(AdvisorService, createLocalAdvisor);

/** Runs one advisor call; the advisor never rejects, so a rejection is a defect (500). */
export const advise = <A>(call: (advisor: Advisor) => Promise<A>) =>
  Effect.flatMap(AdvisorService, (advisor) => Effect.promise(() => call(advisor)));
