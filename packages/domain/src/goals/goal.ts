import {
  type BusinessGoal,
  GOAL_STATUSES,
  type Goal,
  type GoalEvent,
  type GoalStatus,
} from '@market-muse/contracts';
import { isDateOrInstant } from '../dates.ts';
import { type Decider, fail } from '../decider.ts';

export const goalStream = (goalId: string) => ({ id: `goal-${goalId}`, type: 'goal' });

export const GOAL_NOT_FOUND = 'Goal not found';
export const GOAL_TITLE_REQUIRED = 'Goal title is required';

export interface GoalDetails {
  readonly title: string;
  readonly description: string | null;
  readonly deadline: string | null;
  readonly targetValue: number | null;
  readonly unit: string | null;
}

export type SetGoal = {
  readonly type: 'SetGoal';
  readonly goalId: string;
  readonly userId: string;
  readonly projectId: string | null;
  readonly details: GoalDetails;
  readonly currentValue: number;
  readonly businessGoal: BusinessGoal | null;
  /** Setting an existing goal again is a no-op instead of a conflict (initial goals from the profile). */
  readonly ifAbsent: boolean;
  readonly at: Date;
};
export type UpdateGoal = {
  readonly type: 'UpdateGoal';
  readonly goalId: string;
  readonly userId: string;
  readonly changes: { readonly [K in keyof GoalDetails]?: GoalDetails[K] } & { readonly status?: GoalStatus };
  readonly at: Date;
};
export type RecordGoalProgress = {
  readonly type: 'RecordGoalProgress';
  readonly goalId: string;
  readonly userId: string;
  readonly progress: { readonly currentValue: number } | { readonly increment: number };
  readonly at: Date;
};
export type CompleteGoal = {
  readonly type: 'CompleteGoal';
  readonly goalId: string;
  readonly userId: string;
  readonly at: Date;
};
export type GoalCommand = SetGoal | UpdateGoal | RecordGoalProgress | CompleteGoal;

export interface GoalRecord extends GoalDetails {
  readonly goalId: string;
  readonly userId: string;
  readonly projectId: string | null;
  readonly status: GoalStatus;
  readonly currentValue: number;
  readonly businessGoal: BusinessGoal | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}
export type GoalState = { readonly status: 'none' } | { readonly status: 'set'; readonly goal: GoalRecord };

const checkDetails = (details: Partial<GoalDetails>): Partial<GoalDetails> => {
  const out: { -readonly [K in keyof GoalDetails]?: GoalDetails[K] } = {};
  if (details.title !== undefined) {
    const title = details.title.trim();
    if (title === '') fail('invalid', `title: ${GOAL_TITLE_REQUIRED}`, 'title');
    if (title.length > 200) fail('invalid', 'title: at most 200 characters', 'title');
    out.title = title;
  }
  if (details.description !== undefined) out.description = details.description?.trim() || null;
  if (details.unit !== undefined) out.unit = details.unit?.trim() || null;
  if (details.deadline !== undefined) {
    const deadline = details.deadline?.trim() || null;
    if (deadline !== null && !isDateOrInstant(deadline))
      fail('invalid', 'deadline: must be a date (yyyy-mm-dd)', 'deadline');
    out.deadline = deadline;
  }
  if (details.targetValue !== undefined) {
    const target = details.targetValue;
    if (target !== null && (!Number.isFinite(target) || target <= 0))
      fail('invalid', 'targetValue: must be a positive number', 'targetValue');
    out.targetValue = target;
  }
  return out;
};

const checkValue = (value: number) => {
  if (!Number.isFinite(value)) fail('invalid', 'currentValue: must be a number', 'currentValue');
  if (value < 0) fail('invalid', 'currentValue: must not be negative', 'currentValue');
  return value;
};

const owned = (state: GoalState, userId: string): GoalRecord => {
  if (state.status !== 'set' || state.goal.userId !== userId) return fail('not_found', GOAL_NOT_FOUND);
  return state.goal;
};

/** Percent of the target reached, 0 without a target, capped at 100. */
export const goalProgress = (currentValue: number, targetValue: number | null) =>
  targetValue === null || targetValue <= 0
    ? 0
    : Math.max(0, Math.min(100, Math.round((currentValue / targetValue) * 100)));

/** A measurable marketing goal. Another user's goal is answered exactly like a missing one. */
export const goalDecider: Decider<GoalCommand, GoalEvent, GoalState> = {
  initialState: () => ({ status: 'none' }),
  decide: (command, state) => {
    const at = command.at.toISOString();
    switch (command.type) {
      case 'SetGoal': {
        if (state.status === 'set') {
          if (command.ifAbsent && state.goal.userId === command.userId) return [];
          return fail('conflict', 'This goal already exists');
        }
        const details = checkDetails(command.details) as GoalDetails;
        return [
          {
            type: 'GoalSet',
            data: {
              goalId: command.goalId,
              userId: command.userId,
              projectId: command.projectId,
              title: details.title,
              description: details.description,
              status: 'active',
              deadline: details.deadline,
              targetValue: details.targetValue,
              currentValue: checkValue(command.currentValue),
              unit: details.unit,
              businessGoal: command.businessGoal,
              setAt: at,
            },
          },
        ];
      }
      case 'UpdateGoal': {
        const goal = owned(state, command.userId);
        const { status, ...detailChanges } = command.changes;
        const details = { ...pickDetails(goal), ...checkDetails(detailChanges) };
        const events: GoalEvent[] = [];
        if (JSON.stringify(details) !== JSON.stringify(pickDetails(goal)))
          events.push({
            type: 'GoalUpdated',
            data: { goalId: goal.goalId, userId: goal.userId, ...details, updatedAt: at },
          });
        if (status !== undefined && status !== goal.status) {
          if (!GOAL_STATUSES.includes(status)) fail('invalid', `status: unknown value ${status}`, 'status');
          events.push({
            type: 'GoalStatusChanged',
            data: {
              goalId: goal.goalId,
              userId: goal.userId,
              status,
              previousStatus: goal.status,
              changedAt: at,
            },
          });
        }
        return events;
      }
      case 'RecordGoalProgress': {
        const goal = owned(state, command.userId);
        const next =
          'currentValue' in command.progress
            ? checkValue(command.progress.currentValue)
            : Number.isFinite(command.progress.increment)
              ? checkValue(goal.currentValue + command.progress.increment)
              : fail('invalid', 'increment: must be a number', 'increment');
        if (next === goal.currentValue) return [];
        return [
          {
            type: 'GoalProgressRecorded',
            data: {
              goalId: goal.goalId,
              userId: goal.userId,
              currentValue: next,
              previousValue: goal.currentValue,
              recordedAt: at,
            },
          },
        ];
      }
      case 'CompleteGoal': {
        const goal = owned(state, command.userId);
        if (goal.status === 'completed') return [];
        return [
          {
            type: 'GoalStatusChanged',
            data: {
              goalId: goal.goalId,
              userId: goal.userId,
              status: 'completed',
              previousStatus: goal.status,
              changedAt: at,
            },
          },
        ];
      }
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'GoalSet': {
        const { setAt, ...rest } = event.data;
        return { status: 'set', goal: { ...rest, createdAt: setAt, updatedAt: setAt } };
      }
      case 'GoalUpdated': {
        if (state.status !== 'set') return state;
        const { goalId: _g, userId: _u, updatedAt, ...details } = event.data;
        return { status: 'set', goal: { ...state.goal, ...details, updatedAt } };
      }
      case 'GoalStatusChanged':
        return state.status === 'set'
          ? {
              status: 'set',
              goal: { ...state.goal, status: event.data.status, updatedAt: event.data.changedAt },
            }
          : state;
      case 'GoalProgressRecorded':
        return state.status === 'set'
          ? {
              status: 'set',
              goal: {
                ...state.goal,
                currentValue: event.data.currentValue,
                updatedAt: event.data.recordedAt,
              },
            }
          : state;
      default:
        return state;
    }
  },
};

const pickDetails = (goal: GoalDetails): GoalDetails => ({
  title: goal.title,
  description: goal.description,
  deadline: goal.deadline,
  targetValue: goal.targetValue,
  unit: goal.unit,
});

/** The goal as the API returns it (also the point-in-time view). */
export const goalView = (goal: GoalRecord): Goal => ({
  id: goal.goalId,
  projectId: goal.projectId,
  title: goal.title,
  description: goal.description,
  status: goal.status,
  deadline: goal.deadline,
  targetValue: goal.targetValue,
  currentValue: goal.currentValue,
  unit: goal.unit,
  progress: goalProgress(goal.currentValue, goal.targetValue),
  createdAt: goal.createdAt,
});
