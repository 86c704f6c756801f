// Every generation, for many kinds of creatives and situations, decodes against its contract.
import {
  Advice,
  type AdvisorContext,
  ContentAnalysis,
  ContentSuggestions,
  CREATIVE_TYPES,
  DailyTasks,
  PLATFORMS,
  PROFILE_BUDGETS,
  PROFILE_TIMES,
  PROJECT_STAGES,
  ProjectInsights,
  RoadmapPlan,
  STRATEGY_TIMEFRAMES,
  Strategy,
} from '@market-muse/contracts';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import {
  analyzeContent,
  generateAdvice,
  generateContentSuggestions,
  generateDailyTasks,
  generateProjectInsights,
  generateRoadmap,
  generateStrategy,
} from '../src/index.ts';
import { musician, photographer, withProject } from './fixtures.ts';

const valid = <A, I>(schema: Schema.Schema<A, I>, value: unknown) => {
  const result = Schema.decodeUnknownEither(schema)(value);
  if (result._tag === 'Left') throw new Error(String(result.left));
  return result.right;
};

/** A grid of contexts: every creative type at every stage, with budgets, times and experience rotating. */
const contexts: AdvisorContext[] = CREATIVE_TYPES.flatMap((type, i) =>
  PROJECT_STAGES.map((stage, j) => ({
    ...withProject(photographer, {
      projectStage: stage,
      uniqueSellingPoint: (i + j) % 3 === 0 ? null : photographer.project!.uniqueSellingPoint,
    }),
    userId: `grid-${type}-${stage}`,
    profile: {
      ...photographer.profile,
      creativeTypes: [type],
      experienceLevel: (['beginner', 'intermediate', 'advanced'] as const)[(i + j) % 3]!,
      availableBudget: PROFILE_BUDGETS[(i + j) % PROFILE_BUDGETS.length]!,
      availableTime: PROFILE_TIMES[(i * 2 + j) % PROFILE_TIMES.length]!,
      communicationStyle: (['professional', 'casual', 'creative'] as const)[j % 3]!,
      learningPreference: (['hands_on', 'theory_first', 'mixed'] as const)[i % 3]!,
    },
  })),
);

/** A brand-new user: nothing filled in but the required shape, and no project. */
const empty: AdvisorContext = {
  ...photographer,
  userId: 'empty',
  project: null,
  profile: {
    ...photographer.profile,
    creativeTypes: [],
    experienceLevel: null,
    currentProjectName: null,
    targetAudience: null,
    projectStage: null,
    businessGoals: [],
    availableBudget: null,
    availableTime: null,
    biggestChallenges: [],
    communicationStyle: null,
    learningPreference: null,
  },
};

describe('every generation matches its contract', () => {
  it.each([
    ['photographer', photographer],
    ['musician', musician],
    ['empty profile', empty],
  ])('%s', (_, ctx) => {
    valid(ProjectInsights, generateProjectInsights(ctx));
    valid(RoadmapPlan, generateRoadmap(ctx));
    valid(DailyTasks, generateDailyTasks(ctx));
    valid(ContentSuggestions, generateContentSuggestions(ctx));
    valid(Advice, generateAdvice(ctx, { message: 'How do I price my work?', history: [] }));
    for (const timeframe of STRATEGY_TIMEFRAMES) valid(Strategy, generateStrategy(ctx, timeframe));
    for (const platform of PLATFORMS)
      valid(
        ContentAnalysis,
        analyzeContent(ctx, { content: 'New work is out! What do you think?', platform }),
      );
  });

  it(`holds across ${contexts.length} creative type x stage combinations`, () => {
    for (const ctx of contexts) {
      valid(ProjectInsights, generateProjectInsights(ctx));
      const plan = valid(RoadmapPlan, generateRoadmap(ctx));
      expect(plan.phases).toHaveLength(3);
      valid(DailyTasks, generateDailyTasks(ctx));
      valid(ContentSuggestions, generateContentSuggestions(ctx));
      valid(Advice, generateAdvice(ctx, { message: 'Any tips for engagement?', history: [] }));
      valid(Strategy, generateStrategy(ctx, STRATEGY_TIMEFRAMES[contexts.indexOf(ctx) % 3]!));
    }
  });

  it('leaves no unfilled placeholder in any text', () => {
    for (const ctx of [...contexts, photographer, musician, empty]) {
      const texts = JSON.stringify([
        generateProjectInsights(ctx),
        generateRoadmap(ctx),
        generateDailyTasks(ctx),
        generateContentSuggestions(ctx),
        generateAdvice(ctx, { message: 'content ideas please', history: [] }),
        generateStrategy(ctx, '6months'),
      ]);
      expect(texts).not.toMatch(/\{\w+\}/);
      expect(texts).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('gives the screen at least 8 ideas, 6 captions and 15 hashtags', () => {
    for (const ctx of contexts) {
      const c = generateContentSuggestions(ctx);
      expect(c.postIdeas.length).toBeGreaterThanOrEqual(8);
      expect(c.captions.length).toBeGreaterThanOrEqual(6);
      expect(new Set(c.hashtags).size).toBe(c.hashtags.length);
      expect(c.hashtags.length).toBeGreaterThanOrEqual(15);
    }
  });
});

describe('determinism', () => {
  it('gives the same output for the same inputs', () => {
    for (const ctx of [photographer, musician, ...contexts.slice(0, 10)]) {
      expect(generateProjectInsights(ctx)).toEqual(generateProjectInsights(structuredClone(ctx)));
      expect(generateRoadmap(ctx)).toEqual(generateRoadmap(structuredClone(ctx)));
      expect(generateDailyTasks(ctx)).toEqual(generateDailyTasks(structuredClone(ctx)));
      expect(generateContentSuggestions(ctx)).toEqual(generateContentSuggestions(structuredClone(ctx)));
      const request = { message: 'How can I grow on Instagram?', history: [] };
      expect(generateAdvice(ctx, request)).toEqual(generateAdvice(structuredClone(ctx), request));
      expect(generateStrategy(ctx, '90days')).toEqual(generateStrategy(structuredClone(ctx), '90days'));
      const post = { content: 'Fresh prints today. Link in bio!', platform: 'instagram' as const };
      expect(analyzeContent(ctx, post)).toEqual(analyzeContent(structuredClone(ctx), post));
    }
  });

  it('varies content ideas between days but keeps the roadmap stable', () => {
    const tomorrow = { ...photographer, date: '2026-11-22' };
    expect(generateContentSuggestions(tomorrow).postIdeas).not.toEqual(
      generateContentSuggestions(photographer).postIdeas,
    );
    expect(generateRoadmap(tomorrow)).toEqual(generateRoadmap(photographer));
  });
});
