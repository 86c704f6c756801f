import { describe, expect, it } from '@effect/vitest';
import {
  analyzeContent,
  generateAdvice,
  generateContentSuggestions,
  generateProjectInsights,
  generateStrategy,
} from '@market-muse/advisor';
import type { AdvisorContext } from '@market-muse/contracts';
import {
  type AdvisorResultCommand,
  actionCountsOf,
  advisorResultDecider,
  INSIGHTS_NEED_PROJECT,
  type KeepStrategyActionCommand,
  MAX_ANALYZED_CONTENT,
} from '../src/advisorResults/advisorResults.ts';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';

const at = new Date('2026-11-21T10:00:00Z');
const asked = new Date('2026-11-21T09:59:58Z');
const ctx: AdvisorContext = {
  userId: 'u-1',
  date: '2026-11-21',
  profile: {
    creativeTypes: ['photography'],
    experienceLevel: 'beginner',
    currentProjectName: 'Harbour Light Portraits',
    projectDescription: null,
    projectStage: 'idea',
    targetAudience: 'young families',
    businessGoals: ['find_clients'],
    availableBudget: 'no_budget',
    availableTime: 'minimal',
    biggestChallenges: ['pricing_work'],
    primarySkills: [],
    creativeChallenges: [],
    currentMarketingChannels: [],
    communicationStyle: 'casual',
    learningPreference: 'hands_on',
    availableDays: [],
  },
  project: null,
  goals: [],
  tasks: [],
};
const insights = generateProjectInsights(ctx);
const suggestions = generateContentSuggestions(ctx);
const advice = generateAdvice(ctx, { message: 'How do I price my sessions?', history: [] });
const strategy = generateStrategy(ctx, '30days');
const analysis = analyzeContent(ctx, { content: 'New prints are out! Link in bio.', platform: 'instagram' });
const base = { resultId: 'res-1', userId: 'u-1', at };

describe('advisor result decider', () => {
  const spec = DeciderSpecification(advisorResultDecider);
  type Command = AdvisorResultCommand | KeepStrategyActionCommand;
  /** The one event a command records on a fresh stream; every event carries its result's id and user. */
  const records = (command: Command, type: string, data: Record<string, unknown>) =>
    spec
      .given([])
      .when(command)
      .thenMatches((events) =>
        expect(events).toEqual([{ type, data: { resultId: command.resultId, userId: 'u-1', ...data } }]),
      );
  /** The command is refused on a fresh stream, as the route answers it. */
  const refuses = (
    command: Command,
    error: { code: 'invalid' | 'not_found'; message?: string; field?: string },
  ) => spec.given([]).when(command).thenThrows(error);

  const recordInsights = {
    ...base,
    type: 'RecordProjectInsights' as const,
    projectId: null,
    projectName: ' Harbour Light Portraits ',
    result: insights,
  };
  it('records insights for the current project', () =>
    records(recordInsights, 'ProjectInsightsGenerated', {
      projectId: null,
      projectName: 'Harbour Light Portraits',
      result: insights,
      generatedAt: at.toISOString(),
    }));
  it('insights need a current project name', () => {
    for (const projectName of [null, '   '])
      refuses(
        { ...recordInsights, projectName },
        { code: 'invalid', message: INSIGHTS_NEED_PROJECT, field: 'currentProjectName' },
      );
  });
  const recordSuggestions = {
    ...base,
    type: 'RecordContentSuggestions' as const,
    contentType: 'social_media',
    result: suggestions,
  };
  it('records content suggestions for a content type', () =>
    records(recordSuggestions, 'ContentSuggestionsGenerated', {
      contentType: 'social_media',
      result: suggestions,
      generatedAt: at.toISOString(),
    }));
  it('content suggestions need a content type', () =>
    refuses({ ...recordSuggestions, contentType: ' ' }, { code: 'invalid', field: 'contentType' }));
  const recordAdvice = {
    ...base,
    type: 'RecordAdvice' as const,
    message: ' How do I price my sessions? ',
    askedAt: asked,
    result: advice,
    streamed: false,
  };
  it('records a chat turn: the question and the answer', () =>
    records(recordAdvice, 'AdviceGiven', {
      message: 'How do I price my sessions?',
      askedAt: asked.toISOString(),
      result: advice,
      answeredAt: at.toISOString(),
      streamed: false,
    }));
  it('a chat turn needs a message of at most 4000 characters', () => {
    for (const message of [' \n ', 'x'.repeat(4001)])
      refuses({ ...recordAdvice, message }, { code: 'invalid', field: 'context' });
  });
  const turnId = '0b9f5a52-3c1e-4d6b-9a2f-5e8c7d1a4b30';
  const stop = {
    ...base,
    resultId: turnId,
    type: 'RecordStoppedAdvice' as const,
    message: ' How do I price my sessions? ',
    shown: 'Start from your costs: ',
  };
  it('records a stopped answer with exactly what was shown, also when nothing showed yet', () => {
    for (const shown of ['Start from your costs: ', ''])
      records({ ...stop, shown }, 'AdviceStopped', {
        message: 'How do I price my sessions?',
        shown,
        stoppedAt: at.toISOString(),
      });
  });
  it('a stopped answer needs its question, a turn id of ours and at most 20000 shown characters', () => {
    refuses({ ...stop, message: '  ' }, { code: 'invalid', field: 'context' });
    refuses({ ...stop, resultId: 'turn-1' }, { code: 'invalid', field: 'turnId' });
    refuses({ ...stop, shown: 'x'.repeat(20_001) }, { code: 'invalid', field: 'shown' });
  });
  it('records a strategy', () =>
    records({ ...base, type: 'RecordStrategy', timeframe: '30days', result: strategy }, 'StrategyGenerated', {
      timeframe: '30days',
      result: strategy,
      generatedAt: at.toISOString(),
    }));
  const tick = {
    ...base,
    type: 'KeepStrategyAction' as const,
    phase: 0,
    action: 1,
    kept: true,
    strategy: { userId: 'u-1', actionCounts: actionCountsOf(strategy) },
  };
  it('ticks and unticks an action of the user’s strategy', () => {
    for (const kept of [true, false])
      records({ ...tick, kept }, 'StrategyActionKept', {
        phase: 0,
        action: 1,
        kept,
        keptAt: at.toISOString(),
      });
  });
  it('a tick needs a strategy of the user and an action it has', () => {
    const missing = { code: 'not_found', message: 'Strategy not found' } as const;
    refuses({ ...tick, strategy: null }, missing);
    refuses({ ...tick, strategy: { ...tick.strategy, userId: 'u-2' } }, missing);
    refuses({ ...tick, phase: strategy.strategy.phases.length }, { code: 'invalid', field: 'phase' });
    const actions = strategy.strategy.phases[0]!.actions.length;
    refuses({ ...tick, action: actions }, { code: 'invalid', field: 'action' });
  });
  const recordAnalysis = {
    ...base,
    type: 'RecordContentAnalysis' as const,
    platform: 'instagram' as const,
    content: 'New prints are out! Link in bio.',
    result: analysis,
  };
  it('records a content analysis', () =>
    records(recordAnalysis, 'ContentAnalyzed', {
      platform: 'instagram',
      content: 'New prints are out! Link in bio.',
      result: analysis,
      analyzedAt: at.toISOString(),
    }));
  it('an analysis needs content of at most 10000 characters', () => {
    refuses(
      { ...recordAnalysis, content: '  ' },
      { code: 'invalid', message: 'content: Content is required' },
    );
    refuses(
      { ...recordAnalysis, content: 'x'.repeat(MAX_ANALYZED_CONTENT + 1) },
      { code: 'invalid', message: 'content: Content must be at most 10000 characters' },
    );
  });
});
