// One interface for every advisor function, Promise-based and framework-agnostic, so the
// backend can wrap it in a service and the browser (demo mode) can call it directly.
import {
  Advice,
  type AdviceRequest,
  type AdviceStreamEvent,
  type AdvisorContext,
  type AnalyzeContentRequest,
  ContentAnalysis,
  ContentSuggestions,
  DailyTasks,
  ProjectInsights,
  RoadmapPlan,
  Strategy,
  type StrategyTimeframe,
} from '@market-muse/contracts';
import { Schema } from 'effect';
import { proposing, withProposedActions } from './actions.ts';
import { generateAdvice, streamAdvice } from './advice.ts';
import { analyzeContent } from './analysis.ts';
import { type ContentOptions, generateContentSuggestions } from './content.ts';
import { type DailyTaskOptions, generateDailyTasks } from './daily.ts';
import { generateProjectInsights } from './insights.ts';
import { generateRoadmap } from './roadmap.ts';
import { generateStrategy } from './strategy.ts';

export interface Advisor {
  /** 'model' when a language model is configured (results may still fall back to 'local'). */
  readonly kind: 'local' | 'model';
  projectInsights(ctx: AdvisorContext): Promise<ProjectInsights>;
  roadmap(ctx: AdvisorContext): Promise<RoadmapPlan>;
  dailyTasks(ctx: AdvisorContext, options?: DailyTaskOptions): Promise<DailyTasks>;
  /** `options.recentIdeas`: ideas from the user's last generations, which new ideas avoid. */
  contentSuggestions(ctx: AdvisorContext, options?: ContentOptions): Promise<ContentSuggestions>;
  advice(ctx: AdvisorContext, request: AdviceRequest): Promise<Advice>;
  /** Text deltas, then one final `result` event whose advice supersedes the streamed text. */
  adviceStream(ctx: AdvisorContext, request: AdviceRequest): AsyncIterable<AdviceStreamEvent>;
  strategy(ctx: AdvisorContext, timeframe: StrategyTimeframe): Promise<Strategy>;
  analyzeContent(ctx: AdvisorContext, request: AnalyzeContentRequest): Promise<ContentAnalysis>;
}

/** Decodes a result against its contract; throws a ParseError describing what is wrong. */
export const validated = <A, I>(schema: Schema.Schema<A, I>, value: unknown): A =>
  Schema.decodeUnknownSync(schema)(value);

/** The local engine behind the Advisor interface; every result is checked against its contract. */
export const createLocalAdvisor = (): Advisor => ({
  kind: 'local',
  projectInsights: async (ctx) => validated(ProjectInsights, generateProjectInsights(ctx)),
  roadmap: async (ctx) => validated(RoadmapPlan, generateRoadmap(ctx)),
  dailyTasks: async (ctx, options) => validated(DailyTasks, generateDailyTasks(ctx, options)),
  contentSuggestions: async (ctx, options) =>
    validated(ContentSuggestions, generateContentSuggestions(ctx, options)),
  advice: async (ctx, request) => validated(Advice, withProposedActions(generateAdvice(ctx, request))),
  adviceStream: (ctx, request) => proposing(streamAdvice(ctx, request)),
  strategy: async (ctx, timeframe) => validated(Strategy, generateStrategy(ctx, timeframe)),
  analyzeContent: async (ctx, request) => validated(ContentAnalysis, analyzeContent(ctx, request)),
});
