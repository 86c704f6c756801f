import type { Dashboard } from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { dateIn, weekOf } from './advisorContext.ts';
import { listGoals } from './goals.ts';
import { getProfile } from './profiles.ts';
import { getActiveRoadmap } from './roadmaps.ts';
import { countTasks, listTasks } from './tasks.ts';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * The dashboard's figures, read from the inline models (profiles, goals, roadmaps, tasks), so they are
 * current right after any command.
 */
export const loadDashboard = (userId: string, now: Date = new Date()) =>
  Effect.gen(function* () {
    const profile = yield* getProfile(userId);
    const goals = yield* listGoals(userId);
    const tasks = yield* listTasks(userId);
    const roadmap = yield* getActiveRoadmap(userId);
    const week = weekOf(dateIn(profile?.timezone, now));
    const counts = yield* countTasks(userId, { dueFrom: week.from, dueTo: week.to });

    const milestones = {
      profileComplete: (profile?.creativeTypes.length ?? 0) > 0,
      hasGoal: goals.length > 0,
      hasTask: tasks.length > 0,
    };
    const done = Object.values(milestones).filter(Boolean).length;
    let roadmapProgress: Dashboard['roadmapProgress'] = null;
    if (roadmap) {
      const own = yield* countTasks(userId, { roadmapId: roadmap.roadmap.id });
      roadmapProgress = {
        roadmapId: roadmap.roadmap.id,
        goalId: roadmap.roadmap.goalId,
        completedTasks: own.completed,
        totalTasks: own.all,
        percent: percent(own.completed, own.all),
      };
    }
    const dashboard: Dashboard = {
      milestones,
      milestonesDone: done,
      progressPercent: percent(done, 3),
      progressText: done === 3 ? 'All set! Ready to grow' : `Step ${done + 1} of 3`,
      recentTasks: tasks.slice(0, 3),
      roadmapProgress,
      quickStats: {
        activeGoals: goals.filter((goal) => goal.status === 'active').length,
        tasksThisWeek: counts.pendingDue,
        completedTasks: counts.completed,
        successRate: percent(counts.completed, counts.all),
      },
    };
    return dashboard;
  });
