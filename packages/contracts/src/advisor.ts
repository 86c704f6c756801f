// The advisor's inputs and results (the contract's result shapes). The local engine and the
// model adapter both answer with these shapes; `source` says which one produced a result.
import { Schema } from 'effect';
import {
  CreativeType,
  ExperienceLevel,
  Goal,
  IsoDate,
  Profile,
  Project,
  RoadmapPhase,
  RoadmapStep,
  Task,
  TaskCategory,
  TaskPriority,
} from './domain.ts';
import { ADVICE_TOPICS, ADVISOR_SOURCES, PLATFORMS, STRATEGY_TIMEFRAMES } from './enums.ts';

export {
  ADVICE_TOPICS,
  ADVISOR_SOURCES,
  PLATFORMS,
  platformLabels,
  STRATEGY_TIMEFRAMES,
  strategyTimeframeLabels,
} from './enums.ts';

/** Which engine produced a result: the local knowledge base or the configured language model. */
export const AdvisorSource = Schema.Literal(...ADVISOR_SOURCES);
export type AdvisorSource = typeof AdvisorSource.Type;

/** Platforms of the content analyser; 'twitter' is X. */
export const Platform = Schema.Literal(...PLATFORMS);
export type Platform = typeof Platform.Type;

export const StrategyTimeframe = Schema.Literal(...STRATEGY_TIMEFRAMES);
export type StrategyTimeframe = typeof StrategyTimeframe.Type;

const NonEmpty = Schema.String.pipe(Schema.minLength(1));
const Minutes = Schema.Number.pipe(Schema.int(), Schema.positive());
const Percent = Schema.Number.pipe(Schema.between(0, 100));

// ---------------------------------------------------------------------------------------------
// Inputs.

/** The profile fields the advisor reads; a full Profile satisfies it. */
export const AdvisorProfile = Profile.pick(
  'creativeTypes',
  'experienceLevel',
  'currentProjectName',
  'projectDescription',
  'projectStage',
  'targetAudience',
  'businessGoals',
  'availableBudget',
  'availableTime',
  'biggestChallenges',
  'primarySkills',
  'creativeChallenges',
  'currentMarketingChannels',
  'communicationStyle',
  'learningPreference',
  'availableDays',
);
export type AdvisorProfile = typeof AdvisorProfile.Type;

/** The project fields the advisor reads; a full Project satisfies it. */
export const AdvisorProject = Project.pick(
  'id',
  'name',
  'description',
  'projectType',
  'targetAudience',
  'uniqueSellingPoint',
  'projectStage',
  'availableBudget',
  'availableTime',
  'biggestChallenges',
);
export type AdvisorProject = typeof AdvisorProject.Type;

export const AdvisorGoal = Goal.pick(
  'id',
  'title',
  'status',
  'deadline',
  'targetValue',
  'currentValue',
  'unit',
);
export type AdvisorGoal = typeof AdvisorGoal.Type;

export const AdvisorTask = Task.from.pick('title', 'status', 'category', 'createdAt', 'completedAt');
export type AdvisorTask = typeof AdvisorTask.Type;

/** Everything a generation may use. `date` (yyyy-mm-dd, the user's today) seeds the daily variety. */
/**
 * The creative's own published posts with numbers: how many, and the weekday (0 Sunday) and hour slots of
 * their planned times in the creative's time zone with their average interactions, the best first.
 */
export const OwnResults = Schema.Struct({
  posts: Schema.Number,
  slots: Schema.Array(
    Schema.Struct({
      weekday: Schema.Number,
      hour: Schema.Number,
      posts: Schema.Number,
      engagement: Schema.Number,
    }),
  ),
});
export type OwnResults = typeof OwnResults.Type;

export const AdvisorContext = Schema.Struct({
  userId: Schema.String,
  date: IsoDate,
  profile: AdvisorProfile,
  project: Schema.NullOr(AdvisorProject),
  goals: Schema.Array(AdvisorGoal),
  tasks: Schema.Array(AdvisorTask),
  /** The user's own post results, when any are recorded (absent: none known). */
  ownResults: Schema.optional(OwnResults),
});
export type AdvisorContext = typeof AdvisorContext.Type;

// ---------------------------------------------------------------------------------------------
// Project insights (POST /api/project-insights).

export const ChannelPriority = Schema.Literal('High', 'Medium', 'Low');
export type ChannelPriority = typeof ChannelPriority.Type;

export const ProjectInsights = Schema.Struct({
  keyInsights: Schema.Array(NonEmpty).pipe(Schema.minItems(3)),
  audienceSegments: Schema.Array(Schema.Struct({ name: NonEmpty, description: NonEmpty })).pipe(
    Schema.minItems(2),
  ),
  recommendedChannels: Schema.Array(
    Schema.Struct({ name: NonEmpty, priority: ChannelPriority, reason: NonEmpty, expectedROI: NonEmpty }),
  ).pipe(Schema.minItems(2)),
  challengeSolutions: Schema.Array(
    Schema.Struct({ challenge: NonEmpty, solution: NonEmpty, timeline: NonEmpty }),
  ).pipe(Schema.minItems(1)),
  source: AdvisorSource,
});
export type ProjectInsights = typeof ProjectInsights.Type;

// ---------------------------------------------------------------------------------------------
// Roadmap and daily tasks.

/** A task as the advisor proposes it; the backend turns it into a Task row. */
export const TaskDraft = Schema.Struct({
  title: NonEmpty,
  description: NonEmpty,
  category: TaskCategory,
  priority: TaskPriority,
  /** Minutes. */
  estimatedTime: Minutes,
});
export type TaskDraft = typeof TaskDraft.Type;

export const PlanStep = Schema.Struct({
  ...RoadmapStep.fields,
  tasks: Schema.Array(TaskDraft).pipe(Schema.minItems(1)),
});
export type PlanStep = typeof PlanStep.Type;

export const PlanPhase = Schema.Struct({
  ...RoadmapPhase.fields,
  steps: Schema.Array(PlanStep).pipe(Schema.minItems(1)),
  /** What done looks like at the end of the phase. */
  milestone: NonEmpty,
});
export type PlanPhase = typeof PlanPhase.Type;

/** A generated 90-day roadmap: the Roadmap row's fields plus its tasks grouped by phase and step. */
export const RoadmapPlan = Schema.Struct({
  title: NonEmpty,
  description: NonEmpty,
  estimatedDuration: NonEmpty,
  totalSteps: Schema.Number.pipe(Schema.int(), Schema.positive()),
  /** Weekly minutes the plan was sized to. */
  weeklyMinutes: Minutes,
  phases: Schema.Array(PlanPhase).pipe(Schema.minItems(1)),
  source: AdvisorSource,
});
export type RoadmapPlan = typeof RoadmapPlan.Type;

/** Today's tasks (POST /api/tasks/generate-daily), from the current phase and sized to the day. */
export const DailyTasks = Schema.Struct({
  date: IsoDate,
  /** Title of the roadmap phase the tasks come from. */
  phase: NonEmpty,
  /** The day's time budget in minutes; the tasks' estimatedTime adds up to at most this. */
  minutesAvailable: Minutes,
  tasks: Schema.Array(TaskDraft).pipe(Schema.minItems(1)),
  source: AdvisorSource,
});
export type DailyTasks = typeof DailyTasks.Type;

// ---------------------------------------------------------------------------------------------
// Content suggestions (POST /api/ai/content-suggestions). The screen shows 5 ideas, 3 captions, 15 hashtags.

export const ContentSuggestions = Schema.Struct({
  postIdeas: Schema.Array(NonEmpty).pipe(Schema.minItems(8)),
  captions: Schema.Array(NonEmpty).pipe(Schema.minItems(6)),
  /** With the leading '#'. */
  hashtags: Schema.Array(Schema.String.pipe(Schema.pattern(/^#\w+$/))).pipe(Schema.minItems(15)),
  aiInsights: Schema.Struct({
    bestPostingTimes: Schema.Array(NonEmpty).pipe(Schema.minItems(1)),
    contentTips: Schema.Array(NonEmpty).pipe(Schema.minItems(1)),
    engagement: Schema.Array(NonEmpty).pipe(Schema.minItems(1)),
    trends: Schema.Array(NonEmpty).pipe(Schema.minItems(1)),
  }),
  templates: Schema.Struct({ story: NonEmpty, question: NonEmpty, tip: NonEmpty }),
  source: AdvisorSource,
});
export type ContentSuggestions = typeof ContentSuggestions.Type;

// ---------------------------------------------------------------------------------------------
// Chat advice (POST /api/ai/personalized-advice).

export const ChatMessage = Schema.Struct({
  type: Schema.Literal('user', 'ai'),
  message: Schema.String,
  actionSteps: Schema.optional(Schema.Array(Schema.String)),
  timestamp: Schema.String,
  /** An answer the user stopped: the message is what was shown before Stop. */
  stopped: Schema.optional(Schema.Boolean),
});
export type ChatMessage = typeof ChatMessage.Type;

export const AdviceRequest = Schema.Struct({
  message: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(4000)),
  /** The conversation so far, oldest first. */
  history: Schema.Array(ChatMessage),
});
export type AdviceRequest = typeof AdviceRequest.Type;

export const AdviceTopic = Schema.Literal(...ADVICE_TOPICS);
export type AdviceTopic = typeof AdviceTopic.Type;

/**
 * What an answer proposes the user do, for the user to confirm on screen: add a task, plan a post, create a
 * goal. The local engine proposes its action steps as tasks; a model proposes them as tool calls.
 */
export const ProposedAction = Schema.Union(
  Schema.Struct({ kind: Schema.Literal('add_task'), task: TaskDraft }),
  Schema.Struct({ kind: Schema.Literal('plan_post'), idea: NonEmpty, platform: Schema.NullOr(Platform) }),
  Schema.Struct({
    kind: Schema.Literal('create_goal'),
    title: NonEmpty,
    targetValue: Schema.NullOr(Schema.Number),
    unit: Schema.NullOr(Schema.String),
  }),
);
export type ProposedAction = typeof ProposedAction.Type;

export const Advice = Schema.Struct({
  advice: NonEmpty,
  actionSteps: Schema.Array(NonEmpty),
  topic: AdviceTopic,
  source: AdvisorSource,
  /** Absent in answers recorded before answers proposed actions. */
  proposedActions: Schema.optional(Schema.Array(ProposedAction)),
});
export type Advice = typeof Advice.Type;

/** One event of a streamed answer: text deltas, then the full validated result (whose text wins). */
export type AdviceStreamEvent =
  | { readonly type: 'delta'; readonly text: string }
  | { readonly type: 'result'; readonly result: Advice };

// ---------------------------------------------------------------------------------------------
// Strategy (POST /api/ai/marketing-strategy).

export const StrategyPhase = Schema.Struct({
  title: NonEmpty,
  /** Human span, e.g. 'Week 1' or 'Days 31-60'. */
  duration: NonEmpty,
  actions: Schema.Array(NonEmpty).pipe(Schema.minItems(1)),
  milestones: Schema.Array(NonEmpty).pipe(Schema.minItems(1)),
});
export type StrategyPhase = typeof StrategyPhase.Type;

export const Strategy = Schema.Struct({
  strategy: Schema.Struct({
    title: NonEmpty,
    timeframe: StrategyTimeframe,
    phases: Schema.Array(StrategyPhase).pipe(Schema.minItems(1)),
  }),
  creativeType: CreativeType,
  experience: ExperienceLevel,
  primaryGoal: NonEmpty,
  /** Estimates by the end of the timeframe, e.g. { metric: 'Posts published', estimate: '24' }. */
  estimatedResults: Schema.Array(Schema.Struct({ metric: NonEmpty, estimate: NonEmpty })).pipe(
    Schema.minItems(1),
  ),
  source: AdvisorSource,
});
export type Strategy = typeof Strategy.Type;

/** One action of a strategy: its phase and its place in the phase, both from 0. */
export const StrategyActionRef = Schema.Struct({
  phase: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  action: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
});
export type StrategyActionRef = typeof StrategyActionRef.Type;

/** A strategy as it is kept: recorded under an id, with the actions the user ticked (kept). */
export const SavedStrategy = Schema.Struct({
  ...Strategy.fields,
  id: Schema.String,
  createdAt: Schema.String,
  keptActions: Schema.Array(StrategyActionRef),
});
export type SavedStrategy = typeof SavedStrategy.Type;

// ---------------------------------------------------------------------------------------------
// Content analysis (POST /api/ai/analyze-content); keys inside `analysis` are the product's snake_case.

export const AnalyzeContentRequest = Schema.Struct({
  content: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(70000)),
  platform: Platform,
});
export type AnalyzeContentRequest = typeof AnalyzeContentRequest.Type;

export const Sentiment = Schema.Literal('positive', 'neutral', 'negative');
export type Sentiment = typeof Sentiment.Type;

export const ContentAnalysis = Schema.Struct({
  platform: Platform,
  analysis: Schema.Struct({
    /** 0-100, from the measured properties below. */
    score: Percent,
    sentiment: Sentiment,
    readability: Schema.Struct({
      /** Flesch reading ease; 60+ is plain English, the target for social copy. */
      flesch_reading_ease: Schema.Number,
      flesch_kincaid_grade: Schema.Number,
      level: NonEmpty,
      words: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
      sentences: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
    }),
    engagement_prediction: Schema.Struct({
      level: Schema.Literal('low', 'medium', 'high'),
      score: Percent,
      reasons: Schema.Array(NonEmpty),
    }),
    suggestions: Schema.Array(NonEmpty),
    optimal_posting_time: NonEmpty,
    hashtag_suggestions: Schema.Array(Schema.String.pipe(Schema.pattern(/^#\w+$/))),
    caption_length: Schema.Struct({
      /** Characters as the platform counts them (X weighs URLs as 23, emoji and CJK as 2). */
      characters: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
      limit: Schema.Number.pipe(Schema.int(), Schema.positive()),
      /** Characters shown before 'more'. */
      visible: Schema.Number.pipe(Schema.int(), Schema.positive()),
      within_limit: Schema.Boolean,
      recommended: Schema.Struct({ min: Schema.Number, max: Schema.Number }),
      hashtags: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
      recommended_hashtags: Schema.Struct({ min: Schema.Number, max: Schema.Number }),
    }),
    call_to_action: Schema.Struct({
      present: Schema.Boolean,
      phrases: Schema.Array(Schema.String),
      suggestion: Schema.NullOr(Schema.String),
    }),
  }),
  source: AdvisorSource,
});
export type ContentAnalysis = typeof ContentAnalysis.Type;
