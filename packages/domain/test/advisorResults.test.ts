import { describe, it } from '@effect/vitest';
import {
  analyzeContent,
  generateAdvice,
  generateContentSuggestions,
  generateProjectInsights,
  generateStrategy,
} from '@market-muse/advisor';
import type { AdvisorContext } from '@market-muse/contracts';
import {
  actionCountsOf,
  advisorResultDecider,
  INSIGHTS_NEED_PROJECT,
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
  const recordInsights = {
    ...base,
    type: 'RecordProjectInsights' as const,
    projectId: null,
    projectName: ' Harbour Light Portraits ',
    result: insights,
  };
  it('records insights for the current project', () =>
    spec
      .given([])
      .when(recordInsights)
      .thenEmits([
        {
          type: 'ProjectInsightsGenerated',
          data: {
            resultId: 'res-1',
            userId: 'u-1',
            projectId: null,
            projectName: 'Harbour Light Portraits',
            result: insights,
            generatedAt: at.toISOString(),
          },
        },
      ]));
  it('insights need a current project name', () => {
    for (const projectName of [null, '   '])
      spec
        .given([])
        .when({ ...recordInsights, projectName })
        .thenThrows({ code: 'invalid', message: INSIGHTS_NEED_PROJECT, field: 'currentProjectName' });
  });
  it('records content suggestions for a content type', () =>
    spec
      .given([])
      .when({ ...base, type: 'RecordContentSuggestions', contentType: 'social_media', result: suggestions })
      .thenEmits([
        {
          type: 'ContentSuggestionsGenerated',
          data: {
            resultId: 'res-1',
            userId: 'u-1',
            contentType: 'social_media',
            result: suggestions,
            generatedAt: at.toISOString(),
          },
        },
      ]));
  it('content suggestions need a content type', () =>
    spec
      .given([])
      .when({ ...base, type: 'RecordContentSuggestions', contentType: ' ', result: suggestions })
      .thenThrows({ code: 'invalid', field: 'contentType' }));
  const recordAdvice = {
    ...base,
    type: 'RecordAdvice' as const,
    message: ' How do I price my sessions? ',
    askedAt: asked,
    result: advice,
    streamed: false,
  };
  it('records a chat turn: the question and the answer', () =>
    spec
      .given([])
      .when(recordAdvice)
      .thenEmits([
        {
          type: 'AdviceGiven',
          data: {
            resultId: 'res-1',
            userId: 'u-1',
            message: 'How do I price my sessions?',
            askedAt: asked.toISOString(),
            result: advice,
            answeredAt: at.toISOString(),
            streamed: false,
          },
        },
      ]));
  it('a chat turn needs a message of at most 4000 characters', () => {
    spec
      .given([])
      .when({ ...recordAdvice, message: ' \n ' })
      .thenThrows({ code: 'invalid', field: 'context' });
    spec
      .given([])
      .when({ ...recordAdvice, message: 'x'.repeat(4001) })
      .thenThrows({ code: 'invalid', field: 'context' });
  });
  const turnId = '0b9f5a52-3c1e-4d6b-9a2f-5e8c7d1a4b30';
  const stop = {
    ...base,
    resultId: turnId,
    type: 'RecordStoppedAdvice' as const,
    message: ' How do I price my sessions? ',
    shown: 'Start from your costs: ',
  };
  it('records a stopped answer with exactly what was shown', () =>
    spec
      .given([])
      .when(stop)
      .thenEmits([
        {
          type: 'AdviceStopped',
          data: {
            resultId: turnId,
            userId: 'u-1',
            message: 'How do I price my sessions?',
            shown: 'Start from your costs: ',
            stoppedAt: at.toISOString(),
          },
        },
      ]));
  it('an answer stopped before anything showed is recorded empty', () =>
    spec
      .given([])
      .when({ ...stop, shown: '' })
      .thenEmits([
        {
          type: 'AdviceStopped',
          data: {
            resultId: turnId,
            userId: 'u-1',
            message: 'How do I price my sessions?',
            shown: '',
            stoppedAt: at.toISOString(),
          },
        },
      ]));
  it('a stopped answer needs its question, a turn id of ours and at most 20000 shown characters', () => {
    spec
      .given([])
      .when({ ...stop, message: '  ' })
      .thenThrows({ code: 'invalid', field: 'context' });
    spec
      .given([])
      .when({ ...stop, resultId: 'turn-1' })
      .thenThrows({ code: 'invalid', field: 'turnId' });
    spec
      .given([])
      .when({ ...stop, shown: 'x'.repeat(20_001) })
      .thenThrows({ code: 'invalid', field: 'shown' });
  });
  it('records a strategy', () =>
    spec
      .given([])
      .when({ ...base, type: 'RecordStrategy', timeframe: '30days', result: strategy })
      .thenEmits([
        {
          type: 'StrategyGenerated',
          data: {
            resultId: 'res-1',
            userId: 'u-1',
            timeframe: '30days',
            result: strategy,
            generatedAt: at.toISOString(),
          },
        },
      ]));
  const tick = {
    ...base,
    type: 'KeepStrategyAction' as const,
    phase: 0,
    action: 1,
    kept: true,
    strategy: { userId: 'u-1', actionCounts: actionCountsOf(strategy) },
  };
  it('ticks and unticks an action of the user’s strategy', () => {
    spec
      .given([])
      .when(tick)
      .thenEmits([
        {
          type: 'StrategyActionKept',
          data: {
            resultId: 'res-1',
            userId: 'u-1',
            phase: 0,
            action: 1,
            kept: true,
            keptAt: at.toISOString(),
          },
        },
      ]);
    spec
      .given([])
      .when({ ...tick, kept: false })
      .thenEmits([
        {
          type: 'StrategyActionKept',
          data: {
            resultId: 'res-1',
            userId: 'u-1',
            phase: 0,
            action: 1,
            kept: false,
            keptAt: at.toISOString(),
          },
        },
      ]);
  });
  it('a tick needs a strategy of the user and an action it has', () => {
    spec
      .given([])
      .when({ ...tick, strategy: null })
      .thenThrows({ code: 'not_found', message: 'Strategy not found' });
    spec
      .given([])
      .when({ ...tick, strategy: { ...tick.strategy, userId: 'u-2' } })
      .thenThrows({ code: 'not_found', message: 'Strategy not found' });
    const phases = strategy.strategy.phases.length;
    spec
      .given([])
      .when({ ...tick, phase: phases })
      .thenThrows({ code: 'invalid', field: 'phase' });
    const actions = strategy.strategy.phases[0]!.actions.length;
    spec
      .given([])
      .when({ ...tick, action: actions })
      .thenThrows({ code: 'invalid', field: 'action' });
  });
  const recordAnalysis = {
    ...base,
    type: 'RecordContentAnalysis' as const,
    platform: 'instagram' as const,
    content: 'New prints are out! Link in bio.',
    result: analysis,
  };
  it('records a content analysis', () =>
    spec
      .given([])
      .when(recordAnalysis)
      .thenEmits([
        {
          type: 'ContentAnalyzed',
          data: {
            resultId: 'res-1',
            userId: 'u-1',
            platform: 'instagram',
            content: 'New prints are out! Link in bio.',
            result: analysis,
            analyzedAt: at.toISOString(),
          },
        },
      ]));
  it('an analysis needs content of at most 10000 characters', () => {
    spec
      .given([])
      .when({ ...recordAnalysis, content: '  ' })
      .thenThrows({ code: 'invalid', message: 'content: Content is required' });
    spec
      .given([])
      .when({ ...recordAnalysis, content: 'x'.repeat(MAX_ANALYZED_CONTENT + 1) })
      .thenThrows({ code: 'invalid', message: 'content: Content must be at most 10000 characters' });
  });
});
