// The model's output formats (zod, turned into JSON Schema for structured outputs). They mirror
// the contracts in @market-muse/contracts minus what the adapter fills in itself (source, dates,
// measured text properties); every result is validated against the contract afterwards.
import {
  ADVICE_TOPICS,
  PLATFORMS,
  STRATEGY_TIMEFRAMES,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
} from '@market-muse/contracts';
import { z } from 'zod';

const taskDraft = z.object({
  title: z.string(),
  description: z.string(),
  category: z.enum(TASK_CATEGORIES),
  priority: z.enum(TASK_PRIORITIES),
  estimatedTime: z.number().int().min(5).max(600).describe('minutes'),
});

export const modelSchemas = {
  projectInsights: z.object({
    keyInsights: z.array(z.string()).describe('4-8 insights specific to this creative and project'),
    audienceSegments: z
      .array(z.object({ name: z.string(), description: z.string() }))
      .describe('3-4 segments'),
    recommendedChannels: z
      .array(
        z.object({
          name: z.string(),
          priority: z.enum(['High', 'Medium', 'Low']),
          reason: z.string(),
          expectedROI: z.string(),
        }),
      )
      .describe('3-5 channels that fit the budget and weekly time'),
    challengeSolutions: z
      .array(z.object({ challenge: z.string(), solution: z.string(), timeline: z.string() }))
      .describe('one per challenge the user named, or the most likely ones if none'),
  }),
  roadmap: z.object({
    title: z.string(),
    description: z.string(),
    phases: z
      .array(
        z.object({
          title: z.string(),
          description: z.string(),
          startDay: z.number().int().min(1).max(90),
          endDay: z.number().int().min(1).max(90),
          milestone: z.string(),
          steps: z.array(z.object({ title: z.string(), description: z.string(), tasks: z.array(taskDraft) })),
        }),
      )
      .describe('three 30-day phases: days 1-30, 31-60, 61-90'),
  }),
  dailyTasks: z.object({ tasks: z.array(taskDraft).describe('1-5 tasks') }),
  contentSuggestions: z.object({
    postIdeas: z.array(z.string()).describe('at least 8'),
    captions: z.array(z.string()).describe('at least 6'),
    hashtags: z.array(z.string()).describe('at least 15, each starting with #, letters, digits or _ only'),
    aiInsights: z.object({
      bestPostingTimes: z.array(z.string()),
      contentTips: z.array(z.string()),
      engagement: z.array(z.string()),
      trends: z.array(z.string()),
    }),
    templates: z.object({ story: z.string(), question: z.string(), tip: z.string() }),
  }),
  advice: z.object({
    advice: z.string(),
    actionSteps: z.array(z.string()).describe('3-5 concrete steps'),
    topic: z.enum(ADVICE_TOPICS),
  }),
  strategy: z.object({
    title: z.string(),
    timeframe: z.enum(STRATEGY_TIMEFRAMES),
    phases: z.array(
      z.object({
        title: z.string(),
        duration: z.string(),
        actions: z.array(z.string()),
        milestones: z.array(z.string()),
      }),
    ),
    primaryGoal: z.string(),
    estimatedResults: z.array(z.object({ metric: z.string(), estimate: z.string() })),
  }),
  contentAnalysis: z.object({
    platform: z.enum(PLATFORMS),
    sentiment: z.enum(['positive', 'neutral', 'negative']),
    suggestions: z.array(z.string()).describe('3-6 specific improvements'),
    hashtag_suggestions: z.array(z.string()),
    optimal_posting_time: z.string(),
    engagement_reasons: z.array(z.string()),
  }),
} as const;
