import type { MarketMuseEvent } from '@market-muse/contracts';
import type { ProgressAsOf } from '@market-muse/contracts/api';
import { decodeAll, EventStore, type RecordedEvent } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { stateAsOf, type UserStateAsOf } from '../history.ts';
import { decodeMarketMuseEvent } from '../projection.ts';

// A creative's own history (issue 12, /progress), folded from the user's events on request: charts,
// the state as of a date, a timeline in plain words, and the export rows (shared with the analysts' CLI).
// The pure folds live in folds.ts, which demo mode runs in the browser too.
export {
  csvLine,
  describeEvent,
  type ExportRow,
  exportRow,
  ndjsonLine,
  PROGRESS_EVENT_TYPES,
  progressOverview,
  timelinePage,
  userExportRows,
  weekOf,
} from './folds.ts';

type Recorded = RecordedEvent<MarketMuseEvent>;

/** Every event the user caused up to `until`, decoded, in global order (undecodable ones left out). */
export const userEvents = (userId: string, until: Date = new Date()) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const { decoded, undecodable } = decodeAll(
      decodeMarketMuseEvent,
      yield* store.readAllUntil(until, { userId }),
    );
    for (const failure of undecodable) {
      yield* Effect.logWarning(
        `History of ${userId} leaves out an event that does not decode`,
        failure.message,
      );
    }
    return decoded as ReadonlyArray<Recorded>;
  });

type Json = Record<string, unknown>;
const list = (value: unknown) => (Array.isArray(value) ? (value as Json[]) : []);

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The dashboard numbers, goals, roadmaps and projects of a point-in-time view (the API's shapes). */
export const renderAsOf = (state: UserStateAsOf) => {
  const profile = state.profile as { creativeTypes?: ReadonlyArray<string> } | null;
  const goals = list(state.goals);
  const tasks = list(state.tasks);
  const completed = tasks.filter((t) => t.status === 'completed').length;
  const milestones = {
    profileComplete: (profile?.creativeTypes?.length ?? 0) > 0,
    hasGoal: goals.length > 0,
    hasTask: tasks.length > 0,
  };
  const done = Object.values(milestones).filter(Boolean).length;
  return {
    dashboard: {
      milestones,
      progressPercent: percent(done, 3),
      activeGoals: goals.filter((g) => g.status === 'active').length,
      totalTasks: tasks.length,
      completedTasks: completed,
      successRate: percent(completed, tasks.length),
    },
    goals: goals.map((g) => ({
      id: String(g.id),
      title: String(g.title),
      status: String(g.status),
      currentValue: Number(g.currentValue),
      targetValue: (g.targetValue as number | null) ?? null,
      unit: (g.unit as string | null) ?? null,
    })),
    roadmaps: list(state.roadmaps).map((r) => ({
      id: String(r.id),
      title: String(r.title),
      status: String(r.status),
      totalSteps: Number(r.totalSteps),
    })),
    projects: list(state.projects).map((p) => ({
      id: String(p.id),
      name: String(p.name),
      isActive: Boolean(p.isActive),
    })),
  };
};

/** The user's state as of `at`, folded from events (the existing history code), with what changed since. */
export const progressAsOf = (userId: string, at: Date, now: Date = new Date()) =>
  Effect.gen(function* () {
    const then = yield* stateAsOf(userId, at);
    const current = yield* stateAsOf(userId, now);
    const a = renderAsOf(then);
    const b = renderAsOf(current);
    const answer: ProgressAsOf = {
      asOf: at.toISOString(),
      ...a,
      changesSince: {
        events: Math.max(0, current.events - then.events),
        tasksCompleted: b.dashboard.completedTasks - a.dashboard.completedTasks,
        goalsSet: b.goals.length - a.goals.length,
        projectsCreated: b.projects.length - a.projects.length,
        roadmapsGenerated: b.roadmaps.length - a.roadmaps.length,
      },
    };
    return answer;
  });
