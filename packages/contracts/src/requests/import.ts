import { Schema } from 'effect';
import { Advice, AdvisorSource, RoadmapPlan, TaskDraft } from '../advisor.ts';
import { IsoDate, IsoDateTime } from '../domain.ts';
import { SchedulePostRequest } from './calendar.ts';

// Keeping the demo's work (issue 13, POST /api/import/demo in api/import.ts): what has no ordinary command
// of its own (a roadmap's exact plan, the days' tasks, the habit, the chat) moves into the new account
// here. Profile, projects and goals go through their own routes first; the ids below are the account's,
// not the demo's. No HttpApi here: demo mode's client reads the limits in the browser.

const Index = Schema.Number.pipe(Schema.int(), Schema.nonNegative());
const Id = Schema.NullOr(Schema.String);

/**
 * How much one import may hold, so a forged body cannot make the server run commands without end (the
 * HTTP layer caps a body at 10 MB besides). The demo client sends its newest work within these.
 */
export const DEMO_IMPORT_LIMITS = {
  roadmaps: 50,
  tasksPerRoadmap: 400,
  phasesPerRoadmap: 12,
  days: 400,
  tasksPerDay: 20,
  habits: 60,
  chat: 500,
  posts: 500,
  /** Characters of any one text (a title, a description, an answer). */
  text: 10_000,
} as const;

/** The longest string anywhere inside a decoded value. */
const longestText = (value: unknown): number => {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((max: number, v) => Math.max(max, longestText(v)), 0);
  if (value !== null && typeof value === 'object')
    return Object.values(value).reduce((max: number, v) => Math.max(max, longestText(v)), 0);
  return 0;
};
const TOO_LONG = `A text is at most ${DEMO_IMPORT_LIMITS.text.toLocaleString('en-US')} characters`;
const shortTexts = (value: unknown) => longestText(value) <= DEMO_IMPORT_LIMITS.text || TOO_LONG;

/** An array limit whose message names the limit (the default one would quote the whole array back). */
const ArrayOfAtMost = <A, I, R>(item: Schema.Schema<A, I, R>, max: number, what: string) =>
  Schema.Array(item).pipe(
    Schema.maxItems(max, { message: () => `At most ${max.toLocaleString('en-US')} ${what} can be imported` }),
  );

const ImportedPlan = RoadmapPlan.pipe(
  Schema.filter((plan) => {
    if (plan.phases.length > DEMO_IMPORT_LIMITS.phasesPerRoadmap)
      return `A roadmap has at most ${DEMO_IMPORT_LIMITS.phasesPerRoadmap} phases`;
    const tasks = plan.phases.reduce((n, p) => n + p.steps.reduce((m, s) => m + s.tasks.length, 0), 0);
    if (tasks > DEMO_IMPORT_LIMITS.tasksPerRoadmap)
      return `A roadmap holds at most ${DEMO_IMPORT_LIMITS.tasksPerRoadmap} tasks`;
    return shortTexts(plan);
  }),
);

export const ImportedRoadmap = Schema.Struct({
  goalId: Id,
  projectId: Id,
  plan: ImportedPlan,
  /** Day 1 of the plan, as the demo started it. */
  startDate: IsoDate,
  /** Positions, in plan order (phase, step, task), of the tasks completed in the demo. */
  completedTasks: Schema.Array(Index),
});
export type ImportedRoadmap = typeof ImportedRoadmap.Type;

export const ImportedTask = Schema.Struct({
  draft: TaskDraft.pipe(Schema.filter(shortTexts)),
  completed: Schema.Boolean,
});

/** One day's generated tasks (POST /api/tasks/generate-daily in the demo). */
export const ImportedDay = Schema.Struct({
  date: IsoDate,
  /** Position in `roadmaps` of the roadmap the day came from. */
  roadmap: Schema.NullOr(Index),
  projectId: Id,
  phase: Schema.String.pipe(Schema.minLength(1)),
  minutesAvailable: Schema.Number.pipe(Schema.int(), Schema.positive()),
  source: AdvisorSource,
  tasks: ArrayOfAtMost(ImportedTask, DEMO_IMPORT_LIMITS.tasksPerDay, 'tasks a day'),
});

/** A weekly community habit put on the task list. */
export const ImportedHabit = Schema.Struct({
  /** Sunday of its week, its due date. */
  dueDate: IsoDate,
  task: ImportedTask,
});

export const ImportedChatTurn = Schema.Struct({
  message: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(4000)),
  askedAt: IsoDateTime,
  result: Advice.pipe(Schema.filter(shortTexts)),
});

/** A post on the demo's content calendar, as POST /api/calendar/posts takes it, and whether it went out. */
export const ImportedPost = Schema.Struct({ ...SchedulePostRequest.fields, published: Schema.Boolean });
export type ImportedPost = typeof ImportedPost.Type;

export const DemoImportRequest = Schema.Struct({
  /** Oldest first: a later roadmap for the same goal supersedes the earlier one, as it did in the demo. */
  roadmaps: ArrayOfAtMost(ImportedRoadmap, DEMO_IMPORT_LIMITS.roadmaps, 'roadmaps'),
  days: ArrayOfAtMost(ImportedDay, DEMO_IMPORT_LIMITS.days, 'days of tasks'),
  habits: ArrayOfAtMost(ImportedHabit, DEMO_IMPORT_LIMITS.habits, 'weekly habits'),
  chat: ArrayOfAtMost(ImportedChatTurn, DEMO_IMPORT_LIMITS.chat, 'chat turns'),
  /** The content calendar's posts (deleted ones left out); absent from clients before the calendar. */
  posts: Schema.optionalWith(ArrayOfAtMost(ImportedPost, DEMO_IMPORT_LIMITS.posts, 'planned posts'), {
    default: () => [],
  }),
});
export type DemoImportRequest = typeof DemoImportRequest.Type;

export const DemoImportResult = Schema.Struct({
  roadmaps: Index,
  tasks: Index,
  chatTurns: Index,
  posts: Index,
});
export type DemoImportResult = typeof DemoImportResult.Type;

/**
 * A demo is imported once, into an account with no work of its own yet: a second import (or one into an
 * account that already has roadmaps, tasks, chat or planned posts) is refused, so nothing is ever doubled.
 */
export const DEMO_ALREADY_IMPORTED =
  'This account already has roadmaps, tasks, chat or planned posts: a demo can only be moved into a new account';
