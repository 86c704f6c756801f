import { Schema } from 'effect';
import { AdviceTopic, AdvisorSource } from '../advisor.ts';
import { TaskCategory, TaskPriority } from '../domain.ts';
import { MAX_ADVICE_MESSAGE } from '../enums.ts';
import { SchedulePostRequest } from './calendar.ts';
import { Body, CalendarDate, DateTime, Id as IdOf, NonBlankText, Text } from './input.ts';

// Keeping the demo's work (POST /api/import/demo in api/import.ts): what has no ordinary command
// of its own (a roadmap's exact plan, the days' tasks, the habit, the chat) moves into the new account
// here. Profile, projects and goals go through their own routes first; the ids below are the account's,
// not the demo's. No HttpApi here: demo mode's client reads the limits in the browser.

const Index = Schema.Number.pipe(Schema.int(), Schema.nonNegative());

/**
 * How much one import may hold, so a forged body cannot make the server run commands without end (the
 * HTTP layer caps the body at DEMO_IMPORT_MAX_BYTES besides). The demo client sends its newest work within
 * these. A roadmap is stored as one event, which has a maximum size of its own: a plan near every limit at
 * once is refused (413) rather than stored.
 */
export const DEMO_IMPORT_LIMITS = {
  roadmaps: 50,
  tasksPerRoadmap: 400,
  phasesPerRoadmap: 12,
  stepsPerPhase: 50,
  days: 400,
  tasksPerDay: 20,
  habits: 60,
  chat: 500,
  posts: 500,
  /** Action steps of one chat answer. */
  actionSteps: 20,
  /** Characters of any one text (a title, a description, an answer). */
  text: 10_000,
} as const;

const TOO_LONG = `A text is at most ${DEMO_IMPORT_LIMITS.text.toLocaleString('en-US')} characters`;
/** Any imported text, within the import's text limit; `required` ones hold at least one character. */
const ImportedText = (field: string, required = true) => {
  const text = Text(field, DEMO_IMPORT_LIMITS.text, TOO_LONG);
  return required ? text.pipe(Schema.minLength(1, { message: () => `${field}: is required` })) : text;
};
const Id = Schema.NullOr(IdOf('id'));

/** An array limit whose message names the limit (the default one would quote the whole array back). */
const ArrayOfAtMost = <A, I, R>(item: Schema.Schema<A, I, R>, max: number, what: string) =>
  Schema.Array(item).pipe(
    Schema.maxItems(max, { message: () => `At most ${max.toLocaleString('en-US')} ${what} can be imported` }),
  );

const Minutes = Schema.Number.pipe(Schema.int(), Schema.between(1, 24 * 60));

/** A task as the advisor proposed it (TaskDraft), as the import reads it. */
const ImportedDraft = Body({
  title: ImportedText('title'),
  description: ImportedText('description'),
  category: TaskCategory,
  priority: TaskPriority,
  estimatedTime: Minutes,
});

const ImportedStep = Body({
  title: ImportedText('title', false),
  description: ImportedText('description', false),
  tasks: ArrayOfAtMost(ImportedDraft, DEMO_IMPORT_LIMITS.tasksPerRoadmap, 'tasks a roadmap').pipe(
    Schema.minItems(1),
  ),
});

const ImportedPhase = Body({
  title: ImportedText('title', false),
  description: ImportedText('description', false),
  startDay: Schema.Number.pipe(Schema.int(), Schema.between(1, 366)),
  endDay: Schema.Number.pipe(Schema.int(), Schema.between(1, 366)),
  steps: ArrayOfAtMost(ImportedStep, DEMO_IMPORT_LIMITS.stepsPerPhase, 'steps a phase').pipe(
    Schema.minItems(1),
  ),
  milestone: ImportedText('milestone'),
});

/** A roadmap's plan (RoadmapPlan), as the import reads it. */
const ImportedPlan = Body({
  title: ImportedText('title'),
  description: ImportedText('description'),
  estimatedDuration: ImportedText('estimatedDuration'),
  totalSteps: Schema.Number.pipe(Schema.int(), Schema.between(1, 10_000)),
  weeklyMinutes: Schema.Number.pipe(Schema.int(), Schema.between(1, 7 * 24 * 60)),
  phases: ArrayOfAtMost(ImportedPhase, DEMO_IMPORT_LIMITS.phasesPerRoadmap, 'phases a roadmap')
    .pipe(Schema.minItems(1))
    .annotations({
      message: () => `A roadmap has at most ${DEMO_IMPORT_LIMITS.phasesPerRoadmap} phases`,
    }),
  source: AdvisorSource,
}).pipe(
  Schema.filter((plan) => {
    const tasks = plan.phases.reduce((n, p) => n + p.steps.reduce((m, s) => m + s.tasks.length, 0), 0);
    return (
      tasks <= DEMO_IMPORT_LIMITS.tasksPerRoadmap ||
      `A roadmap holds at most ${DEMO_IMPORT_LIMITS.tasksPerRoadmap} tasks`
    );
  }),
);

export const ImportedRoadmap = Body({
  goalId: Id,
  projectId: Id,
  plan: ImportedPlan,
  /** Day 1 of the plan, as the demo started it. */
  startDate: CalendarDate('startDate'),
  /** Positions, in plan order (phase, step, task), of the tasks completed in the demo. */
  completedTasks: ArrayOfAtMost(
    Index.pipe(Schema.lessThan(DEMO_IMPORT_LIMITS.tasksPerRoadmap)),
    DEMO_IMPORT_LIMITS.tasksPerRoadmap,
    'completed tasks a roadmap',
  ),
}).pipe(
  Schema.filter(
    (roadmap) =>
      roadmap.goalId !== null || roadmap.projectId !== null || 'A roadmap needs a goal or a project',
    {
      jsonSchema: { not: { properties: { goalId: { type: 'null' }, projectId: { type: 'null' } } } },
    },
  ),
);
export type ImportedRoadmap = typeof ImportedRoadmap.Type;

export const ImportedTask = Body({
  draft: ImportedDraft,
  completed: Schema.Boolean,
});

/** One day's generated tasks (POST /api/tasks/generate-daily in the demo). */
export const ImportedDay = Body({
  date: CalendarDate('date'),
  /** Position in `roadmaps` of the roadmap the day came from. */
  roadmap: Schema.NullOr(Index.pipe(Schema.lessThan(DEMO_IMPORT_LIMITS.roadmaps))),
  projectId: Id,
  phase: ImportedText('phase'),
  minutesAvailable: Minutes,
  source: AdvisorSource,
  tasks: ArrayOfAtMost(ImportedTask, DEMO_IMPORT_LIMITS.tasksPerDay, 'tasks a day'),
});

/** A weekly community habit put on the task list. */
export const ImportedHabit = Body({
  /** Sunday of its week, its due date. */
  dueDate: CalendarDate('dueDate'),
  task: ImportedTask,
});

/** A chat answer (Advice), as the import reads it. */
const ImportedAdvice = Body({
  advice: ImportedText('advice'),
  actionSteps: ArrayOfAtMost(
    Text(undefined, DEMO_IMPORT_LIMITS.text, TOO_LONG).pipe(
      Schema.minLength(1, { message: () => 'is required' }),
    ),
    DEMO_IMPORT_LIMITS.actionSteps,
    'action steps an answer',
  ),
  topic: AdviceTopic,
  source: AdvisorSource,
});

export const ImportedChatTurn = Body({
  message: NonBlankText('message', MAX_ADVICE_MESSAGE, 'message: is required'),
  askedAt: DateTime('askedAt'),
  result: ImportedAdvice,
});

/** A post on the demo's content calendar, as POST /api/calendar/posts takes it, and whether it went out. */
export const ImportedPost = Body({ ...SchedulePostRequest.fields, published: Schema.Boolean });
export type ImportedPost = typeof ImportedPost.Type;

export const DemoImportRequest = Body({
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
