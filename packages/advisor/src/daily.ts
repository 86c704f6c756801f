// Daily tasks: the current roadmap phase's tasks plus small habits, seeded by user and date,
// sized to the day's share of the weekly time, never repeating a task that is still open.
import type { AdvisorContext, DailyTasks, RoadmapPlan, TaskDraft } from '@market-muse/contracts';
import { fill, personaVars } from './fill.ts';
import { dailyHabits } from './knowledge/roadmap.ts';
import { daysPerWeek, derivePersona } from './persona.ts';
import { draftTask, generateRoadmap } from './roadmap.ts';
import { rngFrom, shuffled } from './seed.ts';

export interface DailyTaskOptions {
  /** The active roadmap's plan; regenerated from the context when absent. */
  readonly plan?: RoadmapPlan;
  /** yyyy-mm-dd the roadmap started; defaults to the oldest task in the history. */
  readonly roadmapStartedOn?: string;
}

const MAX_TASKS = 5;
const DAY_MS = 86_400_000;
const priorityRank = { high: 0, medium: 1, low: 2 } as const;

const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);

export const generateDailyTasks = (ctx: AdvisorContext, options: DailyTaskOptions = {}): DailyTasks => {
  const p = derivePersona(ctx);
  const vars = personaVars(p);
  const plan = options.plan ?? generateRoadmap(ctx);
  const rng = rngFrom(p.userId, 'daily', ctx.date);

  const oldestTask = ctx.tasks.map((t) => t.createdAt).sort()[0];
  const start = options.roadmapStartedOn ?? oldestTask ?? ctx.date;
  const dayIndex = Math.max(0, dayNumber(ctx.date) - dayNumber(start));
  const phase =
    plan.phases.find((ph) => dayIndex + 1 >= ph.startDay && dayIndex + 1 <= ph.endDay) ??
    plan.phases[plan.phases.length - 1]!;

  const minutesAvailable = Math.max(15, Math.round(p.weeklyMinutes / daysPerWeek(p) / 5) * 5);
  const taken = new Set<string>();
  const usable = (t: TaskDraft) => {
    const key = t.title.trim().toLowerCase();
    return !p.openTasks.has(key) && !p.recentlyDone.has(key) && !taken.has(key);
  };

  const roadmapTasks = phase.steps.flatMap((s) => s.tasks).filter(usable);
  const habits = shuffled(rng, dailyHabits)
    .map((h) => draftTask(h, p, vars, rng))
    .filter(usable);

  const tasks: TaskDraft[] = [];
  let left = minutesAvailable;
  const add = (t: TaskDraft) => {
    if (tasks.length >= MAX_TASKS || t.estimatedTime > left || !usable(t)) return;
    tasks.push(t);
    taken.add(t.title.trim().toLowerCase());
    left -= t.estimatedTime;
  };

  // The day's main task rotates through the phase's roadmap tasks, so consecutive days differ.
  if (roadmapTasks.length > 0) {
    const fitting = roadmapTasks.filter((t) => t.estimatedTime <= left);
    const offset = rng.int(Math.max(1, fitting.length));
    const main = fitting[(dayIndex + offset) % Math.max(1, fitting.length)];
    if (main) add(main);
  }
  for (const t of shuffled(rng, roadmapTasks).sort(
    (a, b) => priorityRank[a.priority] - priorityRank[b.priority],
  ))
    if (tasks.length < 2) add(t);
  for (const h of habits) add(h);

  if (tasks.length === 0) {
    // Everything sensible is already open: a short review keeps the day useful without duplicating.
    tasks.push({
      title: `Review your open tasks (${ctx.date})`,
      description: fill(
        'Finish or reschedule the tasks already on your list for {project} before adding new ones; close anything no longer useful.',
        vars,
      ),
      category: 'planning',
      priority: 'high',
      estimatedTime: Math.min(15, minutesAvailable),
    });
  }
  return { date: ctx.date, phase: phase.title, minutesAvailable, tasks, source: 'local' };
};
