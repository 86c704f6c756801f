// /progress and /analytics in demo mode: the visitor's own history folded from the local log, read as
// the server's recorded events and folded by the server's own pure folds (@market-muse/projections/folds),
// so the demo answers what the server would. The state as of a date is folded here, through the same
// deciders and views the demo's screens read. test/local-progress.test.ts checks both against the server.
import type {
  ContentPerformance,
  ProgressAsOf,
  ProgressExportColumn,
  ProgressOverview,
  TimelinePage,
} from '@market-muse/contracts/api';
import {
  csvLine,
  contentPerformance as foldContent,
  progressOverview as foldOverview,
  timelinePage as foldTimeline,
  ndjsonLine,
  type Recorded,
  userExportRows,
} from '@market-muse/projections/folds';
import type { LocalEvent } from './store.ts';
import { foldLog } from './views.ts';

export type { Recorded };

/** The log as recorded events: its position is the global position, its time the recording time. */
export const recorded = (log: readonly LocalEvent[]): Recorded[] =>
  log.map(
    (e, index) =>
      ({
        eventId: `${e.streamId}:${e.position ?? index + 1}`,
        globalPosition: BigInt(e.position ?? index + 1),
        type: e.type,
        data: e.data,
        schemaVersion: 1,
        streamType: e.streamType,
        streamId: e.streamId,
        createdAt: new Date(e.recordedAt),
      }) as Recorded,
  );

// The export's columns, in the server's order (a type-only import keeps the HttpApi out of the demo chunk).
const PROGRESS_EXPORT_COLUMNS: readonly ProgressExportColumn[] = [
  'event_id',
  'position',
  'occurred_at',
  'recorded_at',
  'user',
  'type',
  'schema_version',
  'stream_type',
  'entity_id',
  'title',
  'category',
  'status',
  'value',
  'target_value',
  'project_id',
  'roadmap_id',
  'goal_id',
];

export const progressOverview = (log: readonly LocalEvent[], now: Date): ProgressOverview =>
  foldOverview(recorded(log), now);

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

// ---------------------------------------------------------------------------------------------
// The state as of a date (server: progressAsOf over history.ts stateAsOf): the log up to then, folded
// through the same deciders and views the demo's screens read.

export function progressAsOf(log: readonly LocalEvent[], userId: string, at: Date): ProgressAsOf {
  const until = at.toISOString();
  const render = (events: readonly LocalEvent[]) => {
    const state = foldLog(events, userId);
    const milestones = {
      profileComplete: (state.profile?.creativeTypes.length ?? 0) > 0,
      hasGoal: state.goals.length > 0,
      hasTask: state.tasks.length > 0,
    };
    const completed = state.tasks.filter((t) => t.completed).length;
    return {
      dashboard: {
        milestones,
        progressPercent: percent(Object.values(milestones).filter(Boolean).length, 3),
        activeGoals: state.goals.filter((g) => g.status === 'active').length,
        totalTasks: state.tasks.length,
        completedTasks: completed,
        successRate: percent(completed, state.tasks.length),
      },
      goals: state.goals.map((g) => ({
        id: g.id,
        title: g.title,
        status: g.status,
        currentValue: g.currentValue,
        targetValue: g.targetValue,
        unit: g.unit,
      })),
      roadmaps: state.roadmaps.map(({ roadmap: r }) => ({
        id: r.id,
        title: r.title,
        status: r.status,
        totalSteps: r.totalSteps,
      })),
      projects: state.projects.map((p) => ({ id: p.id, name: p.name, isActive: p.isActive })),
    };
  };
  const thenLog = log.filter((e) => e.recordedAt <= until);
  const a = render(thenLog);
  const b = render(log);
  return {
    asOf: until,
    ...a,
    changesSince: {
      events: Math.max(0, log.length - thenLog.length),
      tasksCompleted: b.dashboard.completedTasks - a.dashboard.completedTasks,
      goalsSet: b.goals.length - a.goals.length,
      projectsCreated: b.projects.length - a.projects.length,
      roadmapsGenerated: b.roadmaps.length - a.roadmaps.length,
    },
  };
}

/** Newest first, `limit` a page (20 by default); the cursor is the log position of the page's last item. */
export const timelinePage = (
  log: readonly LocalEvent[],
  params: { before?: string; limit?: number } = {},
): TimelinePage => foldTimeline(recorded(log), { before: params.before, limit: params.limit });

export function exportText(log: readonly LocalEvent[], userId: string, format: 'csv' | 'ndjson'): string {
  const rows = userExportRows(userId, recorded(log));
  if (format === 'ndjson') return rows.map(ndjsonLine).join('');
  return `${PROGRESS_EXPORT_COLUMNS.join(',')}\n${rows.map((row) => csvLine(PROGRESS_EXPORT_COLUMNS, row)).join('')}`;
}

export const contentPerformance = (log: readonly LocalEvent[]): ContentPerformance =>
  foldContent(recorded(log));
