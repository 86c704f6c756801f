// The /progress charts from a creative's own events: tasks completed per week (UTC weeks, so the buckets
// do not move with a time zone), active days, each goal's values over time and the active roadmap's
// phases.
import type { MarketMuseEvent } from '@market-muse/contracts';
import type { ProgressOverview } from '@market-muse/contracts/api';
import { utcDate, utcWeekOf } from '../dates.ts';
import type { Recorded } from './recorded.ts';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The /progress charts from the user's decoded events. */
export const progressOverview = (events: ReadonlyArray<Recorded>, now: Date): ProgressOverview => {
  const perWeek = new Map<string, number>();
  const activeDays = new Map<string, number>();
  const goals = new Map<
    string,
    {
      goalId: string;
      title: string;
      targetValue: number | null;
      unit: string | null;
      points: Array<{ at: string; value: number }>;
    }
  >();
  const roadmaps = new Map<
    string,
    { generated: Extract<MarketMuseEvent, { type: 'RoadmapGenerated' }>['data']; superseded: boolean }
  >();
  const tasks = new Map<
    string,
    {
      roadmapId: string | null;
      phase: number | null;
      step: number | null;
      status: 'pending' | 'completed' | 'discarded';
    }
  >();

  for (const event of events) {
    const recorded = event.createdAt.toISOString();
    activeDays.set(utcDate(recorded), (activeDays.get(utcDate(recorded)) ?? 0) + 1);
    switch (event.type) {
      case 'TaskCreated':
        tasks.set(event.data.taskId, {
          roadmapId: event.data.roadmapId,
          phase: event.data.phaseIndex,
          step: event.data.stepIndex,
          status: 'pending',
        });
        break;
      case 'TaskCompleted': {
        const week = utcWeekOf(event.data.completedAt);
        perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
        const task = tasks.get(event.data.taskId);
        if (task) task.status = 'completed';
        break;
      }
      case 'TaskReopened': {
        const week = utcWeekOf(event.data.reopenedAt);
        perWeek.set(week, (perWeek.get(week) ?? 0) - 1);
        const task = tasks.get(event.data.taskId);
        if (task) task.status = 'pending';
        break;
      }
      case 'TaskDiscarded': {
        const task = tasks.get(event.data.taskId);
        if (task) task.status = 'discarded';
        break;
      }
      case 'GoalSet':
        goals.set(event.data.goalId, {
          goalId: event.data.goalId,
          title: event.data.title,
          targetValue: event.data.targetValue,
          unit: event.data.unit,
          points: [{ at: event.data.setAt, value: event.data.currentValue }],
        });
        break;
      case 'GoalUpdated': {
        const goal = goals.get(event.data.goalId);
        if (goal) {
          goal.title = event.data.title;
          goal.targetValue = event.data.targetValue;
          goal.unit = event.data.unit;
        }
        break;
      }
      case 'GoalProgressRecorded':
        goals
          .get(event.data.goalId)
          ?.points.push({ at: event.data.recordedAt, value: event.data.currentValue });
        break;
      case 'RoadmapGenerated':
        roadmaps.set(event.data.roadmapId, { generated: event.data, superseded: false });
        break;
      case 'RoadmapSuperseded': {
        const roadmap = roadmaps.get(event.data.roadmapId);
        if (roadmap) roadmap.superseded = true;
        break;
      }
      default:
        break;
    }
  }

  // Every week from the first event's to now, so quiet weeks show as zero (at most the last 52).
  const tasksPerWeek: Array<{ week: string; completed: number }> = [];
  const first = events[0]?.createdAt.toISOString();
  if (first) {
    const last = utcWeekOf(now);
    let cursor = new Date(`${utcWeekOf(first)}T00:00:00.000Z`).getTime();
    const end = new Date(`${last}T00:00:00.000Z`).getTime();
    cursor = Math.max(cursor, end - 51 * WEEK_MS);
    for (; cursor <= end; cursor += WEEK_MS) {
      const week = new Date(cursor).toISOString().slice(0, 10);
      tasksPerWeek.push({ week, completed: Math.max(0, perWeek.get(week) ?? 0) });
    }
  }

  // The active roadmap: the newest one not superseded.
  const active = [...roadmaps.values()].reverse().find((r) => !r.superseded);
  let roadmap: ProgressOverview['roadmap'] = null;
  if (active) {
    const { roadmapId, title, phases } = active.generated;
    const own = [...tasks.values()].filter((t) => t.roadmapId === roadmapId && t.status !== 'discarded');
    roadmap = {
      roadmapId,
      title,
      phases: phases.map((phase, phaseIndex) => {
        let done = 0;
        phase.steps.forEach((_step, stepIndex) => {
          const stepTasks = own.filter((t) => t.phase === phaseIndex && t.step === stepIndex);
          if (stepTasks.length > 0 && stepTasks.every((t) => t.status === 'completed')) done += 1;
        });
        return { phase: phase.title, done, total: phase.steps.length };
      }),
    };
  }

  return {
    since: first ?? null,
    now: now.toISOString(),
    tasksPerWeek,
    goals: [...goals.values()],
    activeDays: [...activeDays.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([d, count]) => ({ day: d, events: count })),
    roadmap,
  };
};
