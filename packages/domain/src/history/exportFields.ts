// Where an export row reads its facts in its event's data, by event type: one table, read in JavaScript by
// the export's rows (`factsOf`) and turned into SQL by the analysts' export, which selects the same fields
// in the database. Both read the table, so a field renamed or added here changes both at once.

import type { ProgressEvent, ProgressEventType } from './exportRows.ts';

/**
 * The progress events whose row reads a personal field (a completed profile is one with a creative type,
 * and the profile is personal). Every other row is made of ids, times, categories and numbers, read from
 * clear fields named in `ROW_FIELDS`; these rows are computed in JavaScript from the opened event.
 */
type RowOfPersonalData = 'ProfileSaved';

type DataOf<T extends ProgressEventType> = Extract<ProgressEvent, { readonly type: T }>['data'];
type FieldOf<T extends ProgressEventType> = Extract<keyof DataOf<T>, string>;

/**
 * The fields of an event's data each of a row's facts is copied from, as they are (absent fields read as
 * absent, a value of another type as that value): the row is what the event says.
 */
export interface RowFields<F extends string = string> {
  /** When the fact happened. */
  readonly occurredAt: F;
  /**
   * The thing it is about: the first of these fields whose value is neither absent nor null, else the last
   * one's value; with `elseUser`, 'user' (the user themself) when none has a value.
   */
  readonly entity: readonly [F] | readonly [F, F];
  readonly elseUser?: true;
  /** The name the user gave the thing (shown in the user's own download only). */
  readonly title?: F;
  readonly value?: F;
  readonly category?: F;
  readonly status?: F;
  readonly targetValue?: F;
  readonly projectId?: F;
  readonly roadmapId?: F;
  readonly goalId?: F;
}

/** The facts a row copies from one field each (everything but when and what the row is about). */
export const COPIED_FACTS = [
  'category',
  'status',
  'value',
  'targetValue',
  'projectId',
  'roadmapId',
  'goalId',
] as const satisfies ReadonlyArray<keyof RowFields>;

export const ROW_FIELDS: {
  readonly [T in Exclude<ProgressEventType, RowOfPersonalData>]: RowFields<FieldOf<T>>;
} = {
  ProjectCreated: { occurredAt: 'createdAt', entity: ['projectId'], title: 'name', projectId: 'projectId' },
  ActiveProjectChanged: { occurredAt: 'changedAt', entity: ['projectId'], projectId: 'projectId' },
  GoalSet: {
    occurredAt: 'setAt',
    entity: ['goalId'],
    title: 'title',
    value: 'currentValue',
    status: 'status',
    targetValue: 'targetValue',
    projectId: 'projectId',
  },
  GoalUpdated: { occurredAt: 'updatedAt', entity: ['goalId'], title: 'title', targetValue: 'targetValue' },
  GoalStatusChanged: { occurredAt: 'changedAt', entity: ['goalId'], status: 'status' },
  GoalProgressRecorded: { occurredAt: 'recordedAt', entity: ['goalId'], value: 'currentValue' },
  // Filed under the goal it plans for when it has one (the export's columns are stable).
  RoadmapGenerated: {
    occurredAt: 'generatedAt',
    entity: ['goalId', 'roadmapId'],
    title: 'title',
    projectId: 'projectId',
    goalId: 'goalId',
  },
  RoadmapSuperseded: { occurredAt: 'supersededAt', entity: ['roadmapId'] },
  TaskCreated: {
    occurredAt: 'createdAt',
    entity: ['taskId'],
    title: 'title',
    category: 'category',
    projectId: 'projectId',
    roadmapId: 'roadmapId',
  },
  TaskCompleted: {
    occurredAt: 'completedAt',
    entity: ['taskId'],
    projectId: 'projectId',
    roadmapId: 'roadmapId',
  },
  TaskReopened: {
    occurredAt: 'reopenedAt',
    entity: ['taskId'],
    projectId: 'projectId',
    roadmapId: 'roadmapId',
  },
  TaskDiscarded: {
    occurredAt: 'discardedAt',
    entity: ['taskId'],
    projectId: 'projectId',
    roadmapId: 'roadmapId',
  },
  // A day's generation is about its roadmap when it has one, else about the user.
  DailyTasksGenerated: {
    occurredAt: 'generatedAt',
    entity: ['roadmapId'],
    elseUser: true,
    roadmapId: 'roadmapId',
  },
};

export type RowOfClearFields = keyof typeof ROW_FIELDS;

/** The fields a type's row reads, or undefined for a row computed from personal fields. */
export const rowFieldsOf = (type: string): RowFields | undefined =>
  Object.hasOwn(ROW_FIELDS, type) ? ROW_FIELDS[type as RowOfClearFields] : undefined;

/** What a row says about its event, beyond where and when it was recorded. */
export interface RowFacts {
  /** When the fact happened, from the event's own data. */
  readonly occurredAt: string;
  /** The thing it is about; 'user' for an event about the user themself. */
  readonly entity: string | 'user';
  /** The name the user gave the thing, when the event carries it. */
  readonly title?: string;
  readonly value?: number;
  readonly category?: string;
  readonly status?: string;
  readonly targetValue?: number | null;
  readonly projectId?: string | null;
  readonly roadmapId?: string | null;
  readonly goalId?: string | null;
}

/** A row's facts read from an event's data by its type's fields. */
const copiedFacts = (fields: RowFields, data: Readonly<Record<string, unknown>>): RowFacts => {
  let entity: unknown;
  for (const field of fields.entity) {
    entity = data[field];
    if (entity !== undefined && entity !== null) break;
  }
  if (fields.elseUser) entity ??= 'user';
  const facts: Record<string, unknown> = { occurredAt: data[fields.occurredAt], entity };
  if (fields.title) facts.title = data[fields.title];
  for (const fact of COPIED_FACTS) {
    const field = fields[fact];
    if (field) facts[fact] = data[field];
  }
  return facts as unknown as RowFacts;
};

export const factsOf = (event: ProgressEvent): RowFacts => {
  if (event.type === 'ProfileSaved')
    return {
      occurredAt: event.data.savedAt,
      entity: 'user',
      // A completed profile is one with a creative type.
      value: event.data.profile.creativeTypes.length > 0 ? 1 : 0,
    };
  return copiedFacts(ROW_FIELDS[event.type], event.data as unknown as Readonly<Record<string, unknown>>);
};
