import { createLocalAdvisor, generateCommunityGuide } from '@market-muse/advisor';
import type { AdvisorPort } from '@market-muse/domain';
import { type DemoDelays, sleep } from './delays.ts';

/** Demo content is 8 post ideas, 6 captions and all hashtags. */
export const DEMO_CONTENT_LIMITS = { postIdeas: 8, captions: 6 } as const;

/**
 * The domain's advisor in demo mode: the server's local engine, in the browser, after the demo's simulated
 * thinking time. The streamed answer's pace is the adapter's to set (it can be stopped), so it is not here.
 */
export const demoAdvisor = (delays: DemoDelays): AdvisorPort => {
  const local = createLocalAdvisor();
  const after =
    <Args extends unknown[], A>(ms: (d: DemoDelays) => number, ask: (...args: Args) => Promise<A>) =>
    async (...args: Args) => {
      await sleep(ms(delays));
      return ask(...args);
    };
  return {
    projectInsights: after((d) => d.insights, local.projectInsights),
    roadmap: after((d) => d.roadmap, local.roadmap),
    dailyTasks: after((d) => d.daily, local.dailyTasks),
    contentSuggestions: after(
      (d) => d.content,
      async (ctx, options) => {
        const full = await local.contentSuggestions(ctx, options);
        return {
          ...full,
          postIdeas: full.postIdeas.slice(0, DEMO_CONTENT_LIMITS.postIdeas),
          captions: full.captions.slice(0, DEMO_CONTENT_LIMITS.captions),
        };
      },
    ),
    advice: after((d) => d.advice, local.advice),
    adviceStream: local.adviceStream,
    strategy: after((d) => d.strategy, local.strategy),
    analyzeContent: after((d) => d.analysis, local.analyzeContent),
    communityGuide: generateCommunityGuide,
  };
};
