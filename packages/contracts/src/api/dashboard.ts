import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { Task } from '../domain.ts';
import { Authentication } from './security.ts';

const Count = Schema.Number.pipe(Schema.int(), Schema.nonNegative());
const Percent = Schema.Number.pipe(Schema.int(), Schema.between(0, 100));

/** Dashboard and roadmap-screen figures (spec §4, §2 Marketing Roadmap), computed on request. */
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

export class DashboardApi extends HttpApiGroup.make('dashboard')
  .add(
    HttpApiEndpoint.get('get', '/api/dashboard')
      .addSuccess(Dashboard)
      .annotate(
        OpenApi.Description,
        'Milestones and progress of the dashboard, recent tasks, roadmap progress and quick stats; always ' +
          'current right after a command.',
      ),
  )
  .middleware(Authentication) {}
