import type {
  ChatMessage,
  ContentAnalysis,
  ContentSuggestions,
  Profile,
  SavedStrategy,
  Strategy,
} from '@market-muse/contracts';

export const profile = {
  creativeTypes: ['photography'],
  creativeType: 'photography',
  onboardingCompleted: true,
} as unknown as Profile;

export const history: ChatMessage[] = [
  { type: 'user', message: 'Earlier question', timestamp: '2026-11-01T10:00:00Z' },
  { type: 'ai', message: 'Earlier answer', actionSteps: ['Earlier step'], timestamp: '2026-11-01T10:00:01Z' },
];

const n = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

export const suggestions: ContentSuggestions = {
  postIdeas: n('Idea', 8),
  captions: n('Caption', 6),
  hashtags: Array.from({ length: 20 }, (_, i) => `#tag${i + 1}`),
  aiInsights: {
    bestPostingTimes: ['Tuesday 9-11am'],
    contentTips: ['Show your process'],
    engagement: ['Reply within an hour'],
    trends: ['Behind the scenes reels'],
  },
  templates: { story: 's', question: 'q', tip: 't' },
  source: 'local',
};

export const strategy = (timeframe: Strategy['strategy']['timeframe']): SavedStrategy => ({
  id: `strategy-${timeframe}`,
  createdAt: '2026-11-24T10:00:00.000Z',
  keptActions: [],
  strategy: {
    title: `Plan ${timeframe}`,
    timeframe,
    phases: [
      {
        title: 'Foundation',
        duration: 'Week 1',
        actions: ['Update your bio', 'Pick 3 pillars'],
        milestones: ['Bio live'],
      },
      {
        title: 'Momentum',
        duration: 'Weeks 2-4',
        actions: ['Post 3 times a week'],
        milestones: ['12 posts'],
      },
    ],
  },
  creativeType: 'photography',
  experience: 'beginner',
  primaryGoal: 'Grow your following',
  estimatedResults: [{ metric: 'Posts published', estimate: '12' }],
  source: 'model',
});

export const analysis = (content: string, over = false): ContentAnalysis => ({
  platform: 'twitter',
  analysis: {
    score: 64,
    sentiment: 'positive',
    readability: {
      flesch_reading_ease: 72,
      flesch_kincaid_grade: 6.2,
      level: 'easy',
      words: 60,
      sentences: 4,
    },
    engagement_prediction: { level: 'medium', score: 55, reasons: ['Has a question'] },
    suggestions: ['Add a call to action'],
    optimal_posting_time: 'Friday 9:00',
    hashtag_suggestions: ['#photography'],
    caption_length: {
      characters: content.length,
      limit: 280,
      visible: 280,
      within_limit: !over,
      recommended: { min: 71, max: 100 },
      hashtags: 0,
      recommended_hashtags: { min: 1, max: 2 },
    },
    call_to_action: {
      present: false,
      phrases: [],
      suggestion: 'Ask followers to share their favourite shot.',
    },
  },
  source: 'local',
});
