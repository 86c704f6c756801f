// The generated corpus: every generator's prose for every evaluation profile, one entry per unit
// a user reads (a chat answer, an idea, a strategy), with the profile it was written for.
import type { AdvisorContext, ChatMessage, Platform } from '@market-muse/contracts';
import { generateAdvice, greeting } from '../src/advice.ts';
import { analyzeContent } from '../src/analysis.ts';
import { generateCommunityGuide } from '../src/community.ts';
import { generateContentSuggestions } from '../src/content.ts';
import { generateDailyTasks } from '../src/daily.ts';
import { generateProjectInsights } from '../src/insights.ts';
import { generateRoadmap } from '../src/roadmap.ts';
import { generateStrategy } from '../src/strategy.ts';
import type { EvalProfile } from './profiles.ts';
import type { LabelledQuestion } from './questions.ts';

export const GENERATORS = [
  'chat',
  'ideas',
  'captions',
  'strategy',
  'insights',
  'roadmap',
  'daily tasks',
  'analysis',
  'community',
  'greeting',
] as const;
export type Generator = (typeof GENERATORS)[number];

export interface Unit {
  readonly generator: Generator;
  readonly profile: EvalProfile;
  /** The sentences or fragments of the unit, each linted on its own. */
  readonly texts: readonly string[];
  /** False for answers that are not about the work (small talk, "not sure what you mean"). */
  readonly personal: boolean;
}

/** Keys whose values are labels, tags or data rather than prose. */
const NOT_PROSE = new Set([
  'source',
  'hashtags',
  'hashtag_suggestions',
  'date',
  'category',
  'priority',
  'platform',
  'timeframe',
  'creativeType',
  'experience',
  'topic',
  'level',
  'sentiment',
  'id',
  'url',
  'kind',
]);

/** Every prose string in a result. */
export const proseOf = (value: unknown, key = ''): string[] => {
  if (NOT_PROSE.has(key)) return [];
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => proseOf(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => proseOf(v, k));
  return [];
};

const at = '2026-11-24T09:00:00.000Z';

/** The conversation before a labelled question, with the advisor's own answers in between. */
export const historyFor = (ctx: AdvisorContext, before: readonly string[] = []): ChatMessage[] => {
  const history: ChatMessage[] = [];
  for (const message of before) {
    const answer = generateAdvice(ctx, { message, history });
    history.push({ type: 'user', message, timestamp: at });
    history.push({ type: 'ai', message: answer.advice, actionSteps: [...answer.actionSteps], timestamp: at });
  }
  return history;
};

/** Posts a creative might paste into the analyser, on every platform. */
export const SAMPLE_POSTS: readonly (readonly [string, Platform])[] = [
  ['New mugs are available now! Link in bio. I am not making this glaze anymore, so grab one.', 'instagram'],
  ['Kiln disaster today. Half the batch cracked. Still learning.', 'twitter'],
  [
    'After ten years of freelancing I finally raised my rates. Here is what happened, what I told clients, and what I would do differently. Would you have done the same?',
    'linkedin',
  ],
  ['new song out friday 🎶 #newmusic #indie', 'tiktok'],
  ['We are open for bookings this weekend. Message us.', 'facebook'],
];

export const corpusFor = (profile: EvalProfile, questions: readonly LabelledQuestion[]): Unit[] => {
  const { ctx } = profile;
  const units: Unit[] = [];
  const add = (generator: Generator, texts: readonly string[], personal = true) =>
    units.push({ generator, profile, texts, personal });

  for (const item of questions) {
    const a = generateAdvice(ctx, { message: item.q, history: historyFor(ctx, item.after) });
    add('chat', [a.advice, ...a.actionSteps], a.topic !== 'small_talk' && a.topic !== 'unclear');
  }
  const content = generateContentSuggestions(ctx);
  for (const idea of content.postIdeas) add('ideas', [idea]);
  add('captions', [...content.captions, ...proseOf(content.templates), ...proseOf(content.aiInsights)]);
  for (const tf of ['30days', '90days', '6months'] as const)
    add('strategy', proseOf(generateStrategy(ctx, tf)));
  add('insights', proseOf(generateProjectInsights(ctx)));
  add('roadmap', proseOf(generateRoadmap(ctx)));
  add('daily tasks', proseOf(generateDailyTasks(ctx)));
  for (const [content, platform] of SAMPLE_POSTS)
    add('analysis', proseOf(analyzeContent(ctx, { content, platform }).analysis), false);
  add('community', proseOf(generateCommunityGuide(ctx)));
  add('greeting', [greeting(ctx)]);
  return units;
};
