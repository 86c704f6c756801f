// Export rows: the progress events (profile completion, projects, goals, roadmaps, tasks, daily
// generations) in the stable columns of the progress export, for the creative's own download and, with a
// pseudonym for the user and no free text, for analysts.

import type { ProgressExportColumn } from '@market-muse/contracts';
import { type EventType, type MarketMuseEvent, PROGRESS_EXPORT_COLUMNS } from '@market-muse/contracts';
import { goalStream } from '../goals/goal.ts';
import { profileStream } from '../profile/profile.ts';
import { portfolioStream } from '../projects/portfolio.ts';
import { projectStream } from '../projects/project.ts';
import { roadmapStream } from '../roadmaps/roadmap.ts';
import { dailyStream } from '../tasks/daily.ts';
import { taskStream } from '../tasks/task.ts';
import { factsOf, type RowFacts, rowFieldsOf } from './exportFields.ts';
import { namesOf, type Recorded } from './recorded.ts';

export const PROGRESS_EVENT_TYPES = [
  'ProfileSaved',
  'ProjectCreated',
  'ActiveProjectChanged',
  'GoalSet',
  'GoalUpdated',
  'GoalStatusChanged',
  'GoalProgressRecorded',
  'RoadmapGenerated',
  'RoadmapSuperseded',
  'TaskCreated',
  'TaskCompleted',
  'TaskReopened',
  'TaskDiscarded',
  'DailyTasksGenerated',
] as const satisfies ReadonlyArray<EventType>;

export type ProgressEventType = (typeof PROGRESS_EVENT_TYPES)[number];

/**
 * The stream type each progress event is recorded in: every event type is decided by one decider, which
 * appends to streams of one type, so an export can name a row's stream type without looking its stream up.
 */
export const PROGRESS_STREAM_TYPES: Readonly<Record<ProgressEventType, string>> = {
  ProfileSaved: profileStream('').type,
  ProjectCreated: projectStream('').type,
  ActiveProjectChanged: portfolioStream('').type,
  GoalSet: goalStream('').type,
  GoalUpdated: goalStream('').type,
  GoalStatusChanged: goalStream('').type,
  GoalProgressRecorded: goalStream('').type,
  RoadmapGenerated: roadmapStream('').type,
  RoadmapSuperseded: roadmapStream('').type,
  TaskCreated: taskStream('').type,
  TaskCompleted: taskStream('').type,
  TaskReopened: taskStream('').type,
  TaskDiscarded: taskStream('').type,
  DailyTasksGenerated: dailyStream('', '').type,
};

/**
 * The progress events whose row reads a personal field: those without fields of their own in `ROW_FIELDS`
 * (a completed profile is one with a creative type, and the profile is personal). Every other row is made
 * of ids, times, categories and numbers, so an export without titles opens the personal fields of these
 * events only.
 */
export const ROW_READS_PERSONAL_DATA: ReadonlySet<string> = new Set<string>(
  PROGRESS_EVENT_TYPES.filter((type) => rowFieldsOf(type) === undefined),
);
export type ProgressEvent = Extract<MarketMuseEvent, { type: ProgressEventType }>;

export type ExportRow = Record<ProgressExportColumn, string | number | null>;

const progressTypes: ReadonlyArray<string> = PROGRESS_EVENT_TYPES;
export const isProgressEventType = (type: string): type is ProgressEventType => progressTypes.includes(type);

/** A recorded event as the export reads it: the store's fields, whatever its type. */
export interface ExportedEvent {
  readonly eventId: string;
  readonly globalPosition: bigint;
  readonly type: string;
  readonly schemaVersion: number;
  readonly streamType: string;
  readonly streamId: string;
  readonly createdAt: Date;
  readonly data: unknown;
}

/** A progress event read as its type says: the store upcasts every event to its type's current schema. */
const asProgressEvent = (event: ExportedEvent) =>
  isProgressEventType(event.type) ? ({ type: event.type, data: event.data } as ProgressEvent) : null;

/**
 * One export row of a progress event. `user` is what the user column holds (the id itself for the user's
 * own download, a pseudonym for analysts); `title` is given only where free text may be shown (the user's
 * own data). An event about the user themself names them by the user column's value, so analysts see the
 * pseudonym there too, never the id.
 */
export const exportRow = (event: ExportedEvent, user: string, title: string | null): ExportRow => {
  const progress = asProgressEvent(event);
  const facts: RowFacts = progress ? factsOf(progress) : { occurredAt: '', entity: event.streamId };
  return {
    event_id: event.eventId,
    position: event.globalPosition.toString(),
    occurred_at: facts.occurredAt,
    recorded_at: event.createdAt.toISOString(),
    user,
    type: event.type,
    schema_version: event.schemaVersion,
    stream_type: event.streamType,
    entity_id: facts.entity === 'user' ? user : facts.entity,
    title,
    category: facts.category ?? null,
    status: facts.status ?? null,
    value: facts.value ?? null,
    target_value: facts.targetValue ?? null,
    project_id: facts.projectId ?? null,
    roadmap_id: facts.roadmapId ?? null,
    goal_id: facts.goalId ?? null,
  };
};

/**
 * Spreadsheets run a cell that starts with one of these as a formula, so a title typed as
 * `=HYPERLINK(...)` would run when someone opens the download. Such a text cell is written with a leading
 * single quote, which spreadsheets read as "this is text", and quoted. Numbers are written as they are: a
 * negative value is a number, not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number | null) => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (FORMULA_START.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

export const csvLine = (columns: ReadonlyArray<string>, row: Record<string, string | number | null>) =>
  `${columns.map((c) => csvCell(row[c] ?? null)).join(',')}\n`;

export const ndjsonLine = (row: Record<string, string | number | null>) => `${JSON.stringify(row)}\n`;

/** The user's own progress events as rows (their data: their id and the titles they wrote). */
export const userExportRows = (userId: string, events: ReadonlyArray<Recorded>) => {
  const names = namesOf(events);
  return events.flatMap((event) => {
    if (!isProgressEventType(event.type)) return [];
    const facts = factsOf(event as ProgressEvent);
    const title = facts.title ?? (facts.entity === 'user' ? undefined : names.get(facts.entity));
    return [exportRow(event, userId, title ?? null)];
  });
};

/** The user's own download: CSV with a header line, or NDJSON. */
export const userExportText = (userId: string, events: ReadonlyArray<Recorded>, format: 'csv' | 'ndjson') => {
  const rows = userExportRows(userId, events);
  if (format === 'ndjson') return rows.map(ndjsonLine).join('');
  return `${PROGRESS_EXPORT_COLUMNS.join(',')}\n${rows.map((row) => csvLine(PROGRESS_EXPORT_COLUMNS, row)).join('')}`;
};
