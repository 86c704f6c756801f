import { describe, expect, it } from 'vitest';
import { dashboardOf, milestonesOf, percent } from '../src/dashboard/dashboard.ts';

describe('the dashboard', () => {
  it('counts three getting-started milestones', () => {
    expect(milestonesOf({ creativeTypes: null, goals: 0, tasks: 0 })).toEqual({
      milestones: { profileComplete: false, hasGoal: false, hasTask: false },
      milestonesDone: 0,
      progressPercent: 0,
      progressText: 'Step 1 of 3',
    });
    // A profile without a creative type is not complete yet.
    expect(milestonesOf({ creativeTypes: [], goals: 1, tasks: 0 })).toMatchObject({
      milestonesDone: 1,
      progressPercent: 33,
      progressText: 'Step 2 of 3',
    });
    expect(milestonesOf({ creativeTypes: ['photography'], goals: 2, tasks: 5 })).toMatchObject({
      milestonesDone: 3,
      progressPercent: 100,
      progressText: 'All set! Ready to grow',
    });
  });

  it('shows the active roadmap and the week in whole percents', () => {
    const dashboard = dashboardOf({
      creativeTypes: ['music'],
      goals: { all: 2, active: 1 },
      tasks: { all: 3, completed: 1, pendingThisWeek: 2 },
      roadmap: { roadmapId: 'r', goalId: 'g', all: 3, completed: 2 },
      recentTasks: [],
    });
    expect(dashboard.roadmapProgress).toEqual({
      roadmapId: 'r',
      goalId: 'g',
      completedTasks: 2,
      totalTasks: 3,
      percent: 67,
    });
    expect(dashboard.quickStats).toEqual({
      activeGoals: 1,
      tasksThisWeek: 2,
      completedTasks: 1,
      successRate: 33,
    });
    expect(percent(0, 0)).toBe(0);
  });
});
