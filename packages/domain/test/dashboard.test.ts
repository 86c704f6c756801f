import { describe, expect, it } from 'vitest';
import { countsTowardsSuccess, dashboardOf, milestonesOf, percent } from '../src/dashboard/dashboard.ts';

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

  it('shows the active roadmap, the pending count and the success rate over tasks due so far', () => {
    const dashboard = dashboardOf({
      creativeTypes: ['music'],
      goals: { all: 2, active: 1 },
      tasks: { all: 30, completed: 1, pending: 29, dueSoFar: 3 },
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
      tasksThisWeek: 29,
      completedTasks: 1,
      successRate: 33,
    });
    expect(percent(0, 0)).toBe(0);
  });

  it('counts a task towards the success rate once it is completed or due', () => {
    const today = '2026-11-24';
    expect(countsTowardsSuccess({ status: 'completed', dueDate: '2026-12-30' }, today)).toBe(true);
    expect(countsTowardsSuccess({ status: 'pending', dueDate: '2026-11-24' }, today)).toBe(true);
    expect(countsTowardsSuccess({ status: 'pending', dueDate: '2026-11-25' }, today)).toBe(false);
    expect(countsTowardsSuccess({ status: 'pending', dueDate: null }, today)).toBe(false);
  });
});
