// What the API answers for its read models (the dashboard, /progress, /analytics, the operators' figures,
// the daily tasks): plain Effect Schema, no HttpApi, so a browser can decode these answers without the
// server's HTTP toolkit. The route groups in api/ use them as their success schemas.
import { Schema } from 'effect';
import { AdvisorSource } from './advisor.ts';
import { IsoDate, Task } from './domain.ts';

const Count = Schema.Number.pipe(Schema.int(), Schema.nonNegative());
const Percent = Schema.Number.pipe(Schema.int(), Schema.between(0, 100));

/** Dashboard and roadmap-screen figures (Marketing Roadmap), computed on request. */
export const Dashboard = Schema.Struct({
  /** The three milestones: profile complete (at least one creative type), a goal, a task. */
  milestones: Schema.Struct({
    profileComplete: Schema.Boolean,
    hasGoal: Schema.Boolean,
    hasTask: Schema.Boolean,
  }),
  milestonesDone: Count,
  /** round(milestonesDone / 3 × 100). */
  progressPercent: Percent,
  /** 'Step N of 3' (N = the milestone being worked on), or 'All set! Ready to grow' when all three are done. */
  progressText: Schema.String,
  /** The first 3 tasks of GET /api/tasks. */
  recentTasks: Schema.Array(Task),
  /** The active roadmap's tasks: completed / all, rounded; null without an active roadmap. */
  roadmapProgress: Schema.NullOr(
    Schema.Struct({
      roadmapId: Schema.String,
      goalId: Schema.NullOr(Schema.String),
      completedTasks: Count,
      totalTasks: Count,
      percent: Percent,
    }),
  ),
  quickStats: Schema.Struct({
    activeGoals: Count,
    /** Pending tasks due this week (Monday to Sunday of the user's today). */
    tasksThisWeek: Count,
    completedTasks: Count,
    /** Completed / all tasks, rounded percent (0 without tasks). */
    successRate: Percent,
  }),
});
export type Dashboard = typeof Dashboard.Type;

/** The answer of POST /api/tasks/generate-daily ('response has tasks'). */
export const DailyTasksResponse = Schema.Struct({
  /** The user's today (yyyy-mm-dd, in the profile's time zone). */
  date: IsoDate,
  /** Title of the roadmap phase the tasks come from. */
  phase: Schema.String,
  minutesAvailable: Schema.Number,
  /** False when today's tasks had already been generated: the same tasks are answered again. */
  created: Schema.Boolean,
  source: AdvisorSource,
  tasks: Schema.Array(Task),
});
export type DailyTasksResponse = typeof DailyTasksResponse.Type;

/** The operators' analytics: aggregates only (no user ids, emails or names). */
export const OperatorAnalytics = Schema.Struct({
  generatedAt: Schema.String,
  /** How many days back the per-day series reach. */
  days: Count,
  dailyActiveCreators: Schema.Array(Schema.Struct({ day: Schema.String, creators: Count })),
  funnel: Schema.Array(Schema.Struct({ step: Schema.String, creators: Count })),
  /** Net completions (completed minus reopened) per UTC day and task category. */
  tasksCompletedByCategory: Schema.Array(
    Schema.Struct({ day: Schema.String, category: Schema.String, completed: Schema.Number }),
  ),
  timeToFirstTask: Schema.Struct({
    creators: Count,
    medianHours: Schema.NullOr(Schema.Number),
    p90Hours: Schema.NullOr(Schema.Number),
    buckets: Schema.Array(Schema.Struct({ label: Schema.String, creators: Count })),
  }),
});
export type OperatorAnalytics = typeof OperatorAnalytics.Type;

export const GoalProgressSeries = Schema.Struct({
  goalId: Schema.String,
  title: Schema.String,
  targetValue: Schema.NullOr(Schema.Number),
  unit: Schema.NullOr(Schema.String),
  /** The goal's value after each change, oldest first (the first point is when it was set). */
  points: Schema.Array(Schema.Struct({ at: Schema.String, value: Schema.Number })),
});
export type GoalProgressSeries = typeof GoalProgressSeries.Type;

/** The charts of /progress, folded from the user's own events on request. */
export const ProgressOverview = Schema.Struct({
  /** When the user's first event was recorded (the start of the time-travel slider); null without events. */
  since: Schema.NullOr(Schema.String),
  now: Schema.String,
  /** Net tasks completed (completions minus reopenings) per ISO week, keyed by the week's Monday (UTC). */
  tasksPerWeek: Schema.Array(Schema.Struct({ week: Schema.String, completed: Schema.Number })),
  goals: Schema.Array(GoalProgressSeries),
  /** UTC days with at least one event of the user, and how many. */
  activeDays: Schema.Array(Schema.Struct({ day: Schema.String, events: Count })),
  /** The active roadmap's steps done (all of a step's tasks completed) per phase; null without one. */
  roadmap: Schema.NullOr(
    Schema.Struct({
      roadmapId: Schema.String,
      title: Schema.String,
      phases: Schema.Array(Schema.Struct({ phase: Schema.String, done: Count, total: Count })),
    }),
  ),
});
export type ProgressOverview = typeof ProgressOverview.Type;

/** A published post's latest numbers on /analytics; engagement is likes + comments + shares + saves + quotes. */
export const PostResultRow = Schema.Struct({
  postId: Schema.String,
  platform: Schema.String,
  text: Schema.String,
  scheduledAt: Schema.String,
  url: Schema.NullOr(Schema.String),
  likes: Schema.NullOr(Count),
  comments: Schema.NullOr(Count),
  shares: Schema.NullOr(Count),
  saves: Schema.NullOr(Count),
  reach: Schema.NullOr(Count),
  quotes: Schema.NullOr(Count),
  engagement: Count,
  source: Schema.Literal('manual', 'fetched'),
  recordedAt: Schema.String,
});
export type PostResultRow = typeof PostResultRow.Type;

export const ResultSlot = Schema.Struct({
  weekday: Schema.Number,
  hour: Schema.Number,
  posts: Count,
  engagement: Schema.Number,
});
export type ResultSlot = typeof ResultSlot.Type;

/** /analytics: how the user's content does, folded from their own advisor and calendar events. */
export const ContentPerformance = Schema.Struct({
  /** Each analysed post's score (0-100), oldest first. */
  scores: Schema.Array(Schema.Struct({ at: Schema.String, platform: Schema.String, score: Schema.Number })),
  /** Hashtags in generated content ideas and in planned posts, most used first (at most 10). */
  topics: Schema.Array(Schema.Struct({ topic: Schema.String, generated: Count, planned: Count })),
  /**
   * Formats, most used first: the content types ideas were generated for, and the platforms posts were
   * analysed for or planned on.
   */
  formats: Schema.Array(Schema.Struct({ format: Schema.String, generated: Count, planned: Count })),
  /**
   * Posts on the content calendar per ISO week, keyed by the week's Monday (UTC): planned (by the week
   * they are scheduled for) and published (by the week they were published in); deleted posts left out.
   * The server always has the calendar; null is for clients without one (the page then says so).
   */
  calendar: Schema.NullOr(
    Schema.Array(Schema.Struct({ week: Schema.String, planned: Count, published: Count })),
  ),
  /** Each published post's latest numbers (typed or fetched), the best first by engagement. */
  results: Schema.Array(PostResultRow),
  /**
   * Posts with numbers per weekday (0 Sunday … 6 Saturday) and hour of their planned time in the
   * creative's time zone, with their average engagement; the best first.
   */
  resultsBySlot: Schema.Array(ResultSlot),
});
export type ContentPerformance = typeof ContentPerformance.Type;

/** The dashboard numbers, goals, roadmaps and projects as they were at `asOf`, and what changed since. */
export const ProgressAsOf = Schema.Struct({
  asOf: Schema.String,
  dashboard: Schema.Struct({
    milestones: Schema.Struct({
      profileComplete: Schema.Boolean,
      hasGoal: Schema.Boolean,
      hasTask: Schema.Boolean,
    }),
    progressPercent: Percent,
    activeGoals: Count,
    totalTasks: Count,
    completedTasks: Count,
    successRate: Percent,
  }),
  goals: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      status: Schema.String,
      currentValue: Schema.Number,
      targetValue: Schema.NullOr(Schema.Number),
      unit: Schema.NullOr(Schema.String),
    }),
  ),
  roadmaps: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      status: Schema.String,
      totalSteps: Count,
    }),
  ),
  projects: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, isActive: Schema.Boolean })),
  /** Differences between then and now (now minus then). */
  changesSince: Schema.Struct({
    events: Count,
    tasksCompleted: Schema.Number,
    goalsSet: Schema.Number,
    projectsCreated: Schema.Number,
    roadmapsGenerated: Schema.Number,
  }),
});
export type ProgressAsOf = typeof ProgressAsOf.Type;

export const TimelineItem = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  at: Schema.String,
  /** The event in plain words ("Completed 'Reply to today's comments'"). */
  text: Schema.String,
});
export type TimelineItem = typeof TimelineItem.Type;

export const TimelinePage = Schema.Struct({
  items: Schema.Array(TimelineItem),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: Schema.NullOr(Schema.String),
});
export type TimelinePage = typeof TimelinePage.Type;
