import type {
  Advice,
  AdviceRequest,
  AdviceStreamEvent,
  AdvisorContext,
  AnalyzeContentRequest,
  CommunityGuide,
  ContentAnalysis,
  ContentSuggestions,
  DailyTasks,
  ProjectInsights,
  RoadmapPlan,
  Strategy,
  StrategyTimeframe,
} from '@market-muse/contracts';
import { Context } from 'effect';

/**
 * What the use cases ask of the marketing advisor. The server answers with a language model when one is
 * configured (falling back to the local engine), demo mode with the local engine in the browser; the use
 * cases cannot tell which, so asking, recording and answering are written once.
 */
export interface AdvisorPort {
  projectInsights(ctx: AdvisorContext): Promise<ProjectInsights>;
  roadmap(ctx: AdvisorContext): Promise<RoadmapPlan>;
  /** `plan`: the active roadmap's plan, and the day it started; without them the advisor plans afresh. */
  dailyTasks(
    ctx: AdvisorContext,
    options: { readonly plan?: RoadmapPlan; readonly roadmapStartedOn?: string },
  ): Promise<DailyTasks>;
  /** `recentIdeas`: post ideas of the user's last generations, which new ideas avoid. */
  contentSuggestions(
    ctx: AdvisorContext,
    options: { readonly recentIdeas: readonly string[] },
  ): Promise<ContentSuggestions>;
  advice(ctx: AdvisorContext, request: AdviceRequest): Promise<Advice>;
  /** Text deltas, then one final `result` event whose advice supersedes the streamed text. */
  adviceStream(ctx: AdvisorContext, request: AdviceRequest): AsyncIterable<AdviceStreamEvent>;
  strategy(ctx: AdvisorContext, timeframe: StrategyTimeframe): Promise<Strategy>;
  analyzeContent(ctx: AdvisorContext, request: AnalyzeContentRequest): Promise<ContentAnalysis>;
  /** The community guide and the habit it suggests: the local engine's rules, no model involved. */
  communityGuide(ctx: AdvisorContext): CommunityGuide;
}

export class Advisor extends Context.Tag('@market-muse/domain/Advisor')<Advisor, AdvisorPort>() {}
