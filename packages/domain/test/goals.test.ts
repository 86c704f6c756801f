import { describe, expect, it } from '@effect/vitest';
import type { GoalEvent, GoalSet } from '@market-muse/contracts';
import { fold } from '../src/decider.ts';
import { goalDecider, goalProgress, goalView } from '../src/goals/goal.ts';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';

const spec = DeciderSpecification(goalDecider);
const at = new Date('2026-11-21T10:00:00Z');
const iso = at.toISOString();
const details = {
  title: 'Grow my following',
  description: null,
  deadline: '2027-02-01',
  targetValue: 500,
  unit: 'followers',
};
const setGoal = (overrides: Record<string, unknown> = {}) => ({
  type: 'SetGoal' as const,
  goalId: 'g-1',
  userId: 'u-1',
  projectId: null,
  details,
  currentValue: 0,
  businessGoal: null,
  ifAbsent: false,
  at,
  ...overrides,
});
const goalSet: GoalSet = {
  goalId: 'g-1',
  userId: 'u-1',
  projectId: null,
  title: 'Grow my following',
  description: null,
  status: 'active',
  deadline: '2027-02-01',
  targetValue: 500,
  currentValue: 0,
  unit: 'followers',
  businessGoal: null,
  setAt: iso,
};
const given: GoalEvent[] = [{ type: 'GoalSet', data: goalSet }];
const statusChanged = (status: GoalSet['status'], previousStatus: GoalSet['status']): GoalEvent => ({
  type: 'GoalStatusChanged',
  data: { goalId: 'g-1', userId: 'u-1', status, previousStatus, changedAt: iso },
});

describe('goal decider', () => {
  it('sets an active goal, trimming text', () =>
    spec
      .given([])
      .when(setGoal({ details: { ...details, title: ' Grow my following ', unit: ' followers ' } }))
      .thenEmits(given));
  it.each([
    [{ title: '  ' }, 'title', 'title: Goal title is required'],
    [{ targetValue: 0 }, 'targetValue', 'targetValue: must be a positive number'],
    [{ targetValue: Number.POSITIVE_INFINITY }, 'targetValue', 'targetValue: must be a positive number'],
    [{ deadline: 'next tuesday' }, 'deadline', 'deadline: must be a date (yyyy-mm-dd)'],
    [{ deadline: '2027-02-30T25:00:00Z' }, 'deadline', 'deadline: must be a date (yyyy-mm-dd)'],
  ])('refuses details %j', (change, field, message) =>
    spec
      .given([])
      .when(setGoal({ details: { ...details, ...change } }))
      .thenThrows({ code: 'invalid', field, message }),
  );
  it('refuses a negative starting value', () =>
    spec
      .given([])
      .when(setGoal({ currentValue: -1 }))
      .thenThrows({ code: 'invalid', field: 'currentValue' }));
  it('setting an existing goal conflicts, unless only asked to set it if absent', () => {
    spec.given(given).when(setGoal()).thenThrows({ code: 'conflict' });
    spec
      .given(given)
      .when(setGoal({ ifAbsent: true }))
      .thenNothingHappened();
  });

  const update = (changes: Record<string, unknown>, userId = 'u-1') => ({
    type: 'UpdateGoal' as const,
    goalId: 'g-1',
    userId,
    changes,
    at,
  });
  it('updates details as a full snapshot and status as its own fact', () =>
    spec
      .given(given)
      .when(update({ title: 'Reach 1k', targetValue: 1000, status: 'paused' }))
      .thenEmits([
        {
          type: 'GoalUpdated',
          data: {
            goalId: 'g-1',
            userId: 'u-1',
            title: 'Reach 1k',
            description: null,
            deadline: '2027-02-01',
            targetValue: 1000,
            unit: 'followers',
            updatedAt: iso,
          },
        },
        statusChanged('paused', 'active'),
      ]));
  it('an update that changes nothing records nothing', () =>
    spec
      .given(given)
      .when(update({ title: 'Grow my following', status: 'active' }))
      .thenNothingHappened());
  it('refuses an empty title and an unknown status', () => {
    spec
      .given(given)
      .when(update({ title: '' }))
      .thenThrows({ code: 'invalid', field: 'title' });
    spec
      .given(given)
      .when(update({ status: 'someday' }))
      .thenThrows({ code: 'invalid', field: 'status' });
  });
  it("another user's goal and a missing goal are both not found", () => {
    spec
      .given(given)
      .when(update({ title: 'Mine now' }, 'u-2'))
      .thenThrows({ code: 'not_found', message: 'Goal not found' });
    spec
      .given([])
      .when(update({ title: 'x' }))
      .thenThrows({ code: 'not_found', message: 'Goal not found' });
  });

  const progress = (p: { currentValue: number } | { increment: number }, userId = 'u-1') => ({
    type: 'RecordGoalProgress' as const,
    goalId: 'g-1',
    userId,
    progress: p,
    at,
  });
  const recorded = (currentValue: number, previousValue: number): GoalEvent => ({
    type: 'GoalProgressRecorded',
    data: { goalId: 'g-1', userId: 'u-1', currentValue, previousValue, recordedAt: iso },
  });
  it('records progress as a value or an increment', () => {
    spec
      .given(given)
      .when(progress({ currentValue: 120 }))
      .thenEmits([recorded(120, 0)]);
    spec
      .given([...given, recorded(120, 0)])
      .when(progress({ increment: 30 }))
      .thenEmits([recorded(150, 120)]);
    spec
      .given([...given, recorded(120, 0)])
      .when(progress({ currentValue: 120 }))
      .thenNothingHappened();
  });
  it('refuses progress below zero or not a number, and on a foreign goal', () => {
    spec
      .given(given)
      .when(progress({ increment: -1 }))
      .thenThrows({ code: 'invalid', field: 'currentValue' });
    spec
      .given(given)
      .when(progress({ currentValue: Number.NaN }))
      .thenThrows({ code: 'invalid', field: 'currentValue' });
    spec
      .given(given)
      .when(progress({ increment: Number.NaN }))
      .thenThrows({ code: 'invalid', field: 'increment' });
    spec
      .given(given)
      .when(progress({ currentValue: 1 }, 'u-2'))
      .thenThrows({ code: 'not_found' });
  });

  const complete = (userId = 'u-1') => ({ type: 'CompleteGoal' as const, goalId: 'g-1', userId, at });
  it('completes a goal once', () => {
    spec
      .given(given)
      .when(complete())
      .thenEmits([statusChanged('completed', 'active')]);
    spec
      .given([...given, statusChanged('completed', 'active')])
      .when(complete())
      .thenNothingHappened();
    spec.given(given).when(complete('u-2')).thenThrows({ code: 'not_found' });
  });

  it('folds into the API view with progress in percent', () => {
    const state = fold(goalDecider, [...given, recorded(125, 0), statusChanged('completed', 'active')]);
    expect(state.status === 'set' && goalView(state.goal)).toEqual({
      id: 'g-1',
      projectId: null,
      title: 'Grow my following',
      description: null,
      status: 'completed',
      deadline: '2027-02-01',
      targetValue: 500,
      currentValue: 125,
      unit: 'followers',
      progress: 25,
      createdAt: iso,
    });
    expect(goalProgress(900, 500)).toBe(100);
    expect(goalProgress(5, null)).toBe(0);
  });
});
