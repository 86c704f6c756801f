// The dashboard's figures and its milestone rule, from counts any read side can give: the server's inline
// read models (one SQL statement), demo mode's folded log, and the state as of a past date.
import type { Task } from '@market-muse/contracts';
import type { Dashboard } from '@market-muse/contracts/api';

/** Whole percent of `part` in `whole`; 0 of nothing is 0. */
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** What the getting-started milestones read. */
export interface MilestoneFacts {
  /** The profile's creative types, or null with no profile yet. */
  readonly creativeTypes: ReadonlyArray<string> | null;
  readonly goals: number;
  readonly tasks: number;
}

export const MILESTONE_COUNT = 3;

/** The three getting-started milestones: a profile with a creative type, a goal, a task. */
export const milestonesOf = (facts: MilestoneFacts) => {
  const milestones = {
    profileComplete: (facts.creativeTypes?.length ?? 0) > 0,
    hasGoal: facts.goals > 0,
    hasTask: facts.tasks > 0,
  };
  const done = Object.values(milestones).filter(Boolean).length;
  return {
    milestones,
    milestonesDone: done,
    progressPercent: percent(done, MILESTONE_COUNT),
    progressText:
      done === MILESTONE_COUNT ? 'All set! Ready to grow' : `Step ${done + 1} of ${MILESTONE_COUNT}`,
  };
};

export interface DashboardFigures {
  readonly creativeTypes: ReadonlyArray<string> | null;
  readonly goals: { readonly all: number; readonly active: number };
  readonly tasks: {
    readonly all: number;
    readonly completed: number;
    readonly pending: number;
    /** Tasks that count towards the success rate: the completed ones and those due by the user's today. */
    readonly dueSoFar: number;
  };
  /** The active roadmap and its own tasks' counts, if there is one. */
  readonly roadmap: {
    readonly roadmapId: string;
    readonly goalId: string | null;
    readonly all: number;
    readonly completed: number;
  } | null;
  /** The first three tasks in list order. */
  readonly recentTasks: ReadonlyArray<Task>;
}

/**
 * Whether a task counts towards the success rate on the user's today: a completed task does, a pending one
 * once it is due (a plan's later weeks do not lower the rate of someone who did everything due so far).
 */
export const countsTowardsSuccess = (task: Pick<Task, 'status' | 'dueDate'>, today: string) =>
  task.status === 'completed' ||
  (task.status === 'pending' && task.dueDate !== null && task.dueDate <= today);

export const dashboardOf = (figures: DashboardFigures): Dashboard => ({
  ...milestonesOf({
    creativeTypes: figures.creativeTypes,
    goals: figures.goals.all,
    tasks: figures.tasks.all,
  }),
  recentTasks: [...figures.recentTasks],
  roadmapProgress: figures.roadmap
    ? {
        roadmapId: figures.roadmap.roadmapId,
        goalId: figures.roadmap.goalId,
        completedTasks: figures.roadmap.completed,
        totalTasks: figures.roadmap.all,
        percent: percent(figures.roadmap.completed, figures.roadmap.all),
      }
    : null,
  quickStats: {
    activeGoals: figures.goals.active,
    tasksThisWeek: figures.tasks.pending,
    completedTasks: figures.tasks.completed,
    successRate: percent(figures.tasks.completed, figures.tasks.dueSoFar),
  },
});
