// When a roadmap's tasks fall due: pure date arithmetic over the plan, shared by the server's roadmap
// generation and demo mode in the browser.
import type { RoadmapPlan, TaskDraft } from '@market-muse/contracts';
import { addDays } from '../dates.ts';

export interface PlannedTask {
  readonly phaseIndex: number;
  readonly stepIndex: number;
  readonly draft: TaskDraft;
  /** yyyy-mm-dd: the end of the step's share of its phase. */
  readonly dueDate: string;
}

/**
 * The plan's tasks in plan order with due dates: a phase's days are shared evenly among its steps, and a
 * step's tasks are due on its last day (day 1 is `startDate`).
 */
export const plannedTasks = (plan: RoadmapPlan, startDate: string): ReadonlyArray<PlannedTask> =>
  plan.phases.flatMap((phase, phaseIndex) => {
    const length = phase.endDay - phase.startDay + 1;
    return phase.steps.flatMap((step, stepIndex) => {
      const lastDay =
        phase.startDay - 1 + Math.max(1, Math.round(((stepIndex + 1) * length) / phase.steps.length));
      return step.tasks.map((draft) => ({
        phaseIndex,
        stepIndex,
        draft,
        dueDate: addDays(startDate, lastDay - 1),
      }));
    });
  });
