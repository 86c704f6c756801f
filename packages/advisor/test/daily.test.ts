// Daily tasks come from the current phase, fit the day's time, change from day to day and never
// repeat a task that is still open.
import type { AdvisorTask } from '@market-muse/contracts';
import { describe, expect, it } from 'vitest';
import { generateDailyTasks, generateRoadmap } from '../src/index.ts';
import { musician, photographer, withDate, withTasks } from './fixtures.ts';

const titles = (d: { tasks: readonly { title: string }[] }) => d.tasks.map((t) => t.title);

const asOpen = (title: string, createdAt = '2026-11-01T09:00:00.000Z'): AdvisorTask => ({
  title,
  status: 'pending',
  category: 'marketing',
  createdAt,
  completedAt: null,
});

describe('daily tasks', () => {
  it('differ between consecutive days, for a week', () => {
    for (const ctx of [photographer, musician]) {
      let previous: string[] | null = null;
      for (let day = 1; day <= 7; day++) {
        const today = titles(generateDailyTasks(withDate(ctx, `2026-12-0${day}`)));
        if (previous) expect(today).not.toEqual(previous);
        previous = today;
      }
    }
  });

  it('never repeat a task that is still open, even when most of the phase is open', () => {
    for (const ctx of [photographer, musician]) {
      const first = generateDailyTasks(ctx);
      const phaseTasks = generateRoadmap(ctx).phases[0]!.steps.flatMap((s) => s.tasks.map((t) => t.title));
      const open = [...titles(first), ...phaseTasks.slice(0, -1)].map((t) =>
        asOpen(t, `${ctx.date}T08:00:00.000Z`),
      );
      const next = generateDailyTasks(withTasks(ctx, open));
      expect(next.tasks.length).toBeGreaterThan(0);
      const openTitles = new Set(open.map((t) => t.title.toLowerCase()));
      for (const t of next.tasks) expect(openTitles.has(t.title.toLowerCase())).toBe(false);
    }
  });

  it('stay useful when every candidate is already open', () => {
    const everything = [
      ...generateRoadmap(photographer).phases.flatMap((p) =>
        p.steps.flatMap((s) => s.tasks.map((t) => t.title)),
      ),
    ];
    let ctx = photographer;
    // Keep adding the day's tasks as open until the advisor runs out of new ones.
    for (let i = 0; i < 12; i++) {
      const d = generateDailyTasks(withTasks(ctx, [...ctx.tasks, ...everything.map((t) => asOpen(t))]));
      ctx = withTasks(ctx, [...ctx.tasks, ...d.tasks.map((t) => asOpen(t.title))]);
    }
    const last = generateDailyTasks(ctx);
    expect(last.tasks.length).toBeGreaterThan(0);
    const open = new Set(ctx.tasks.map((t) => t.title.toLowerCase()));
    for (const t of last.tasks) expect(open.has(t.title.toLowerCase())).toBe(false);
  });

  it('fit the day share of the weekly time', () => {
    const photo = generateDailyTasks(photographer);
    // 90 minutes over 3 default days.
    expect(photo.minutesAvailable).toBe(30);
    const spread = generateDailyTasks({
      ...photographer,
      profile: {
        ...photographer.profile,
        availableDays: ['monday', 'wednesday', 'friday', 'saturday', 'sunday'],
      },
    });
    expect(spread.minutesAvailable).toBe(20);
    for (const d of [photo, spread, generateDailyTasks(musician)])
      expect(d.tasks.reduce((n, t) => n + t.estimatedTime, 0)).toBeLessThanOrEqual(d.minutesAvailable);
  });

  it('come from the current phase of the roadmap', () => {
    const plan = generateRoadmap(photographer);
    const started = '2026-09-01';
    const day = (date: string) =>
      generateDailyTasks(withDate(photographer, date), { plan, roadmapStartedOn: started });
    expect(day('2026-09-10').phase).toBe(plan.phases[0]!.title);
    expect(day('2026-10-15').phase).toBe(plan.phases[1]!.title);
    expect(day('2026-11-20').phase).toBe(plan.phases[2]!.title);
    expect(day('2027-06-01').phase).toBe(plan.phases[2]!.title);
    const phase2 = new Set(plan.phases[1]!.steps.flatMap((s) => s.tasks.map((t) => t.title)));
    const phase1 = new Set(plan.phases[0]!.steps.flatMap((s) => s.tasks.map((t) => t.title)));
    const tasks = day('2026-10-15').tasks.map((t) => t.title);
    expect(tasks.some((t) => phase2.has(t))).toBe(true);
    expect(tasks.some((t) => phase1.has(t))).toBe(false);
  });

  it('skip tasks completed in the last two weeks', () => {
    const today = generateDailyTasks(photographer);
    const done = today.tasks.map<AdvisorTask>((t) => ({
      title: t.title,
      status: 'completed',
      category: t.category,
      createdAt: '2026-11-20T08:00:00.000Z',
      completedAt: '2026-11-20T18:00:00.000Z',
    }));
    const again = generateDailyTasks(withTasks(photographer, done));
    for (const t of again.tasks) expect(titles(today)).not.toContain(t.title);
  });
});
