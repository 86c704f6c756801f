import type { Task } from '@market-muse/contracts';
import { format, isSameWeek, subDays } from 'date-fns';

/** Tasks completed in the week (Monday to Sunday) of `today`, by their completedAt. */
export function completedThisWeek(tasks: readonly Task[], today = new Date()): number {
  return tasks.filter(
    (task) => task.completedAt && isSameWeek(new Date(task.completedAt), today, { weekStartsOn: 1 }),
  ).length;
}

/**
 * Consecutive days, ending today (or yesterday, when nothing is done yet today), with at least one task
 * completed, by the tasks' completedAt in the user's time zone.
 */
export function streakDays(tasks: readonly Task[], today = new Date()): number {
  const days = new Set(
    tasks.flatMap((task) => (task.completedAt ? [format(new Date(task.completedAt), 'yyyy-MM-dd')] : [])),
  );
  let day = days.has(format(today, 'yyyy-MM-dd')) ? today : subDays(today, 1);
  let streak = 0;
  while (days.has(format(day, 'yyyy-MM-dd'))) {
    streak += 1;
    day = subDays(day, 1);
  }
  return streak;
}
