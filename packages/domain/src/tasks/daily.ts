import type { AdvisorSource, DailyTasksGenerated, TaskDraft, TaskEvent } from '@market-muse/contracts';
import { isCalendarDate } from '../dates.ts';
import { type Decider, fail } from '../decider.ts';

/**
 * One stream per user, project and day: only its first append succeeds, so a project's day is generated at
 * most once. A user without a project (and every day recorded before days were per project) has the
 * projectless stream.
 */
export const dailyStream = (userId: string, date: string, projectId: string | null = null) => ({
  id: projectId === null ? `daily-${userId}-${date}` : `daily-${userId}-${projectId}-${date}`,
  type: 'daily',
});

export type DailyCommand = {
  readonly type: 'GenerateDailyTasks';
  readonly userId: string;
  /** The user's today, yyyy-mm-dd. */
  readonly date: string;
  readonly roadmapId: string | null;
  readonly phase: string;
  readonly minutesAvailable: number;
  readonly source: AdvisorSource;
  /** The advisor's proposals, each with the id its task would get. */
  readonly drafts: ReadonlyArray<{ readonly taskId: string; readonly draft: TaskDraft }>;
  /** Titles of the user's open tasks: a proposal with one of them is dropped. */
  readonly openTaskTitles: ReadonlyArray<string>;
  readonly at: Date;
};

export type DailyState = { readonly generated: DailyTasksGenerated | null };

const key = (title: string) => title.trim().toLowerCase();

/**
 * Today's tasks: never an open task again (nor one title twice), and together no longer than the day's
 * minutes. A second generation on the same day changes nothing; the caller answers with the first one's tasks.
 */
export const dailyDecider: Decider<DailyCommand, TaskEvent, DailyState> = {
  initialState: () => ({ generated: null }),
  decide: (command, state) => {
    if (state.generated !== null) return [];
    if (!isCalendarDate(command.date)) fail('invalid', 'date: The day must be a date (yyyy-mm-dd)', 'date');
    if (!Number.isInteger(command.minutesAvailable) || command.minutesAvailable <= 0)
      fail('invalid', 'minutesAvailable: The day needs some available time', 'minutesAvailable');
    const taken = new Set(command.openTaskTitles.map(key));
    const kept: string[] = [];
    let left = command.minutesAvailable;
    for (const { taskId, draft } of command.drafts) {
      if (taken.has(key(draft.title)) || draft.estimatedTime > left) continue;
      taken.add(key(draft.title));
      kept.push(taskId);
      left -= draft.estimatedTime;
    }
    return [
      {
        type: 'DailyTasksGenerated',
        data: {
          userId: command.userId,
          date: command.date,
          roadmapId: command.roadmapId,
          phase: command.phase,
          minutesAvailable: command.minutesAvailable,
          taskIds: kept,
          source: command.source,
          generatedAt: command.at.toISOString(),
        },
      },
    ];
  },
  evolve: (state, event) => (event.type === 'DailyTasksGenerated' ? { generated: event.data } : state),
};
