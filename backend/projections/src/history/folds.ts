// The pure folds over a creative's own recorded events (issue 12): the /progress charts, the timeline in
// plain words, the export rows and the /analytics answer. No I/O and no server module: the server runs them
// over the event store (progress.ts, content.ts), and demo mode in the browser over its local log
// (@market-muse/client/local), so both answer the same from the same events.
import { type EventType, type MarketMuseEvent, platformLabels } from '@market-muse/contracts';
import type {
  ContentPerformance,
  ProgressExportColumn,
  ProgressOverview,
  TimelineItem,
} from '@market-muse/contracts/api';

/** What the folds read of a recorded event (the event store's RecordedEvent has these and more). */
interface RecordedFields {
  readonly eventId: string;
  readonly globalPosition: bigint;
  readonly schemaVersion: number;
  readonly streamType: string;
  readonly streamId: string;
  readonly createdAt: Date;
}

/** A recorded event of the union: switching on `type` narrows `data`. */
export type Recorded<E extends MarketMuseEvent = MarketMuseEvent> = E extends MarketMuseEvent
  ? RecordedFields & { readonly type: E['type']; readonly data: E['data'] }
  : never;

const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** The Monday (UTC) of the ISO week an instant falls in, as yyyy-mm-dd. */
export const weekOf = (iso: string) => {
  const date = new Date(`${day(iso)}T00:00:00.000Z`);
  const offset = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
};

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The /progress charts from the user's decoded events. */
export const progressOverview = (events: ReadonlyArray<Recorded>, now: Date): ProgressOverview => {
  const perWeek = new Map<string, number>();
  const activeDays = new Map<string, number>();
  const goals = new Map<
    string,
    {
      goalId: string;
      title: string;
      targetValue: number | null;
      unit: string | null;
      points: Array<{ at: string; value: number }>;
    }
  >();
  const roadmaps = new Map<
    string,
    { generated: Extract<MarketMuseEvent, { type: 'RoadmapGenerated' }>['data']; superseded: boolean }
  >();
  const tasks = new Map<
    string,
    {
      roadmapId: string | null;
      phase: number | null;
      step: number | null;
      status: 'pending' | 'completed' | 'discarded';
    }
  >();
  let latestRoadmap: string | null = null;

  for (const event of events) {
    const recorded = event.createdAt.toISOString();
    activeDays.set(day(recorded), (activeDays.get(day(recorded)) ?? 0) + 1);
    switch (event.type) {
      case 'TaskCreated':
        tasks.set(event.data.taskId, {
          roadmapId: event.data.roadmapId,
          phase: event.data.phaseIndex,
          step: event.data.stepIndex,
          status: 'pending',
        });
        break;
      case 'TaskCompleted': {
        const week = weekOf(event.data.completedAt);
        perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
        const task = tasks.get(event.data.taskId);
        if (task) task.status = 'completed';
        break;
      }
      case 'TaskReopened': {
        const week = weekOf(event.data.reopenedAt);
        perWeek.set(week, (perWeek.get(week) ?? 0) - 1);
        const task = tasks.get(event.data.taskId);
        if (task) task.status = 'pending';
        break;
      }
      case 'TaskDiscarded': {
        const task = tasks.get(event.data.taskId);
        if (task) task.status = 'discarded';
        break;
      }
      case 'GoalSet':
        goals.set(event.data.goalId, {
          goalId: event.data.goalId,
          title: event.data.title,
          targetValue: event.data.targetValue,
          unit: event.data.unit,
          points: [{ at: event.data.setAt, value: event.data.currentValue }],
        });
        break;
      case 'GoalUpdated': {
        const goal = goals.get(event.data.goalId);
        if (goal) {
          goal.title = event.data.title;
          goal.targetValue = event.data.targetValue;
          goal.unit = event.data.unit;
        }
        break;
      }
      case 'GoalProgressRecorded':
        goals
          .get(event.data.goalId)
          ?.points.push({ at: event.data.recordedAt, value: event.data.currentValue });
        break;
      case 'RoadmapGenerated':
        roadmaps.set(event.data.roadmapId, { generated: event.data, superseded: false });
        latestRoadmap = event.data.roadmapId;
        break;
      case 'RoadmapSuperseded': {
        const roadmap = roadmaps.get(event.data.roadmapId);
        if (roadmap) roadmap.superseded = true;
        break;
      }
      default:
        break;
    }
  }

  // Every week from the first event's to now, so quiet weeks show as zero (at most the last 52).
  const tasksPerWeek: Array<{ week: string; completed: number }> = [];
  const first = events[0]?.createdAt.toISOString();
  if (first) {
    const last = weekOf(now.toISOString());
    let cursor = new Date(`${weekOf(first)}T00:00:00.000Z`).getTime();
    const end = new Date(`${last}T00:00:00.000Z`).getTime();
    cursor = Math.max(cursor, end - 51 * WEEK_MS);
    for (; cursor <= end; cursor += WEEK_MS) {
      const week = new Date(cursor).toISOString().slice(0, 10);
      tasksPerWeek.push({ week, completed: Math.max(0, perWeek.get(week) ?? 0) });
    }
  }

  // The active roadmap: the newest one not superseded.
  const active = [...roadmaps.values()].reverse().find((r) => !r.superseded) ?? (latestRoadmap ? null : null);
  let roadmap: ProgressOverview['roadmap'] = null;
  if (active) {
    const { roadmapId, title, phases } = active.generated;
    const own = [...tasks.values()].filter((t) => t.roadmapId === roadmapId && t.status !== 'discarded');
    roadmap = {
      roadmapId,
      title,
      phases: phases.map((phase, phaseIndex) => {
        let done = 0;
        phase.steps.forEach((_step, stepIndex) => {
          const stepTasks = own.filter((t) => t.phase === phaseIndex && t.step === stepIndex);
          if (stepTasks.length > 0 && stepTasks.every((t) => t.status === 'completed')) done += 1;
        });
        return { phase: phase.title, done, total: phase.steps.length };
      }),
    };
  }

  return {
    since: first ?? null,
    now: now.toISOString(),
    tasksPerWeek,
    goals: [...goals.values()],
    activeDays: [...activeDays.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([d, count]) => ({ day: d, events: count })),
    roadmap,
  };
};

type Json = Record<string, unknown>;
const list = (value: unknown) => (Array.isArray(value) ? (value as Json[]) : []);

// ---------------------------------------------------------------------------------------------
// The timeline in plain words.

const quote = (text: string) => `'${text.length > 80 ? `${text.slice(0, 79)}…` : text}'`;

/** Names of things the user's events mention, so later events can say what they were about. */
const namesOf = (events: ReadonlyArray<Recorded>) => {
  const names = new Map<string, string>();
  for (const event of events) {
    if (event.type === 'TaskCreated') names.set(event.data.taskId, event.data.title);
    if (event.type === 'GoalSet' || event.type === 'GoalUpdated')
      names.set(event.data.goalId, event.data.title);
    if (event.type === 'ProjectCreated') names.set(event.data.projectId, event.data.name);
    if (event.type === 'RoadmapGenerated') names.set(event.data.roadmapId, event.data.title);
    if (event.type === 'PlannedPostScheduled' || event.type === 'PlannedPostEdited')
      names.set(event.data.postId, event.data.text);
  }
  return names;
};

/** One event in plain words, or null for bookkeeping events a person would not call an action. */
export const describeEvent = (event: Recorded, names: ReadonlyMap<string, string>): string | null => {
  const name = (id: string | null, fallback: string) => quote((id && names.get(id)) || fallback);
  switch (event.type) {
    case 'UserRegistered':
      return 'Joined Market Muse';
    case 'ProfileSaved':
      return event.data.createdAt === event.data.savedAt ? 'Completed the profile' : 'Updated the profile';
    case 'ProjectCreated':
      return `Created the project ${quote(event.data.name)}`;
    case 'ActiveProjectChanged':
      return `Made ${name(event.data.projectId, 'a project')} the active project`;
    case 'GoalSet':
      return `Set the goal ${quote(event.data.title)}`;
    case 'GoalUpdated':
      return `Updated the goal ${quote(event.data.title)}`;
    case 'GoalStatusChanged':
      return event.data.status === 'completed'
        ? `Achieved the goal ${name(event.data.goalId, 'a goal')}`
        : `Marked the goal ${name(event.data.goalId, 'a goal')} ${event.data.status}`;
    case 'GoalProgressRecorded':
      return `Recorded progress on ${name(event.data.goalId, 'a goal')}: ${event.data.currentValue}`;
    case 'RoadmapGenerated':
      return `Generated the roadmap ${quote(event.data.title)} (${event.data.taskIds.length} tasks)`;
    case 'RoadmapSuperseded':
      return `Replaced the roadmap ${name(event.data.roadmapId, 'a roadmap')}`;
    case 'TaskCompleted':
      return `Completed ${name(event.data.taskId, 'a task')}`;
    case 'TaskReopened':
      return `Reopened ${name(event.data.taskId, 'a task')}`;
    case 'DailyTasksGenerated':
      return `Generated ${event.data.taskIds.length} daily tasks`;
    case 'ProjectInsightsGenerated':
      return `Generated insights for ${quote(event.data.projectName)}`;
    case 'ContentSuggestionsGenerated':
      return `Got content suggestions for ${event.data.contentType}`;
    case 'AdviceGiven':
      return `Asked the advisor ${quote(event.data.message)}`;
    case 'StrategyGenerated':
      return `Generated a marketing strategy (${event.data.timeframe})`;
    case 'ContentAnalyzed':
      return `Analysed a ${event.data.platform} post (score ${event.data.result.analysis.score})`;
    case 'PlannedPostScheduled':
      return `Planned the ${platformLabels[event.data.platform]} post ${quote(event.data.text)} for ${event.data.scheduledAt.slice(0, 10)}`;
    case 'PlannedPostRescheduled':
      return `Moved the post ${name(event.data.postId, 'a post')} to ${event.data.scheduledAt.slice(0, 10)}`;
    case 'PlannedPostEdited':
      return `Edited the post ${quote(event.data.text)}`;
    case 'PlannedPostPublished':
      return `Published the post ${name(event.data.postId, 'a post')}`;
    case 'PlannedPostUnpublished':
      return `Marked the post ${name(event.data.postId, 'a post')} as not published`;
    case 'PlannedPostDeleted':
      return `Removed the post ${name(event.data.postId, 'a post')} from the calendar`;
    case 'EmailReserved':
    case 'ProjectAdded':
    case 'RoadmapAssigned':
    case 'TaskCreated':
    case 'TaskDiscarded':
      return null;
  }
};

/** A page of the timeline, newest first; the cursor is the global position of the last item shown. */
export const timelinePage = (
  events: ReadonlyArray<Recorded>,
  options: { readonly before?: string | undefined; readonly limit?: number | undefined },
) => {
  const limit = options.limit ?? 20;
  const names = namesOf(events);
  const before = options.before !== undefined ? BigInt(options.before) : null;
  const items: TimelineItem[] = [];
  let nextCursor: string | null = null;
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (before !== null && event.globalPosition >= before) continue;
    const text = describeEvent(event, names);
    if (text === null) continue;
    if (items.length === limit) {
      nextCursor = items[items.length - 1]!.id;
      break;
    }
    items.push({
      id: event.globalPosition.toString(),
      type: event.type,
      at: event.createdAt.toISOString(),
      text,
    });
  }
  return { items, nextCursor };
};

// ---------------------------------------------------------------------------------------------
// Export rows: the progress events (tasks, goals, roadmaps, projects, profile completion).

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

export type ExportRow = Record<ProgressExportColumn, string | number | null>;

/** When the fact happened, from the event's own data. */
const occurredAt = (data: Json) =>
  String(
    data.completedAt ??
      data.reopenedAt ??
      data.discardedAt ??
      data.setAt ??
      data.updatedAt ??
      data.changedAt ??
      data.recordedAt ??
      data.generatedAt ??
      data.supersededAt ??
      data.savedAt ??
      data.createdAt ??
      '',
  );

/**
 * One export row. `user` is what the user column holds (the id itself for the user's own download, a
 * pseudonym for analysts); `title` is given only where free text may be shown (the user's own data).
 */
export const exportRow = (
  event: {
    readonly eventId: string;
    readonly globalPosition: bigint;
    readonly type: string;
    readonly schemaVersion: number;
    readonly streamType: string;
    readonly streamId: string;
    readonly createdAt: Date;
    readonly data: unknown;
  },
  user: string,
  title: string | null,
): ExportRow => {
  const data = (event.data ?? {}) as Json;
  // An event about the user themself (a profile save) names them by the user column's value: analysts see
  // the pseudonym there too, never the id.
  const entity =
    data.taskId ??
    data.goalId ??
    data.roadmapId ??
    data.projectId ??
    (data.userId !== undefined ? user : event.streamId);
  const value =
    typeof data.currentValue === 'number'
      ? data.currentValue
      : event.type === 'ProfileSaved'
        ? list((data.profile as Json | undefined)?.creativeTypes).length > 0
          ? 1
          : 0
        : null;
  return {
    event_id: event.eventId,
    position: event.globalPosition.toString(),
    occurred_at: occurredAt(data),
    recorded_at: event.createdAt.toISOString(),
    user,
    type: event.type,
    schema_version: event.schemaVersion,
    stream_type: event.streamType,
    entity_id: String(entity),
    title,
    category: (data.category as string | undefined) ?? null,
    status: (data.status as string | undefined) ?? null,
    value,
    target_value: (data.targetValue as number | null | undefined) ?? null,
    project_id: (data.projectId as string | null | undefined) ?? null,
    roadmap_id: event.type.startsWith('Roadmap')
      ? null
      : ((data.roadmapId as string | null | undefined) ?? null),
    goal_id: event.type.startsWith('Goal') ? null : ((data.goalId as string | null | undefined) ?? null),
  };
};

/**
 * Spreadsheets run a cell that starts with one of these as a formula, so a title typed as
 * `=HYPERLINK(...)` would run when someone opens the download. Such a text cell is written with a leading
 * single quote, which spreadsheets read as "this is text", and quoted. Numbers are written as they are: a
 * negative value is a number, not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvCell = (value: string | number | null) => {
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
  const types: ReadonlyArray<string> = PROGRESS_EVENT_TYPES;
  return events
    .filter((event) => types.includes(event.type))
    .map((event) => {
      const data = event.data as Json;
      const id = (data.taskId ?? data.goalId ?? data.roadmapId ?? data.projectId) as string | undefined;
      const title =
        (data.title as string | undefined) ??
        (data.name as string | undefined) ??
        (id ? names.get(id) : undefined);
      return exportRow(event, userId, title ?? null);
    });
};

const TOP = 10;
const HASHTAG = /#[\p{L}\p{N}_]+/gu;

const hashtagsIn = (text: string) => (text.match(HASHTAG) ?? []).map((tag) => tag.toLowerCase());

/** 'social_media' → 'Social media'. */
const formatName = (contentType: string) => {
  const words = contentType.replaceAll(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Other';
};

const platformName = (platform: string) =>
  (platformLabels as Readonly<Record<string, string>>)[platform] ?? formatName(platform);

interface Tally {
  generated: number;
  planned: number;
}

const bump = (map: Map<string, Tally>, key: string, field: keyof Tally, by = 1) => {
  const tally = map.get(key) ?? { generated: 0, planned: 0 };
  tally[field] += by;
  map.set(key, tally);
};

const ranked = <K extends string>(map: Map<string, Tally>, key: K) =>
  [...map.entries()]
    .sort(([a, x], [b, y]) => y.generated + y.planned - (x.generated + x.planned) || a.localeCompare(b))
    .slice(0, TOP)
    .map(([name, tally]) => ({ [key]: name, ...tally }) as Record<K, string> & Tally);

interface PlannedPost {
  text: string;
  platform: string;
  scheduledAt: string;
  publishedAt: string | null;
}

// ---------------------------------------------------------------------------------------------
// /analytics (issue 12): content performance. The content calendar's events (PlannedPost*) give the
// planned-vs-published weeks and the planned side of topics (hashtags in the post's text) and formats
// (the post's platform).

/** The /analytics answer from the user's decoded events (oldest first). */
export const contentPerformance = (events: ReadonlyArray<Recorded>): ContentPerformance => {
  const scores: Array<{ at: string; platform: string; score: number }> = [];
  const topics = new Map<string, Tally>();
  const formats = new Map<string, Tally>();
  const posts = new Map<string, PlannedPost>();

  for (const event of events) {
    switch (event.type) {
      case 'ContentAnalyzed':
        scores.push({
          at: event.data.analyzedAt,
          platform: event.data.platform,
          score: event.data.result.analysis.score,
        });
        bump(formats, platformName(event.data.platform), 'generated');
        break;
      case 'ContentSuggestionsGenerated':
        bump(formats, formatName(event.data.contentType), 'generated');
        for (const tag of new Set(event.data.result.hashtags.map((t) => t.toLowerCase())))
          bump(topics, tag, 'generated');
        break;
      case 'PlannedPostScheduled':
        posts.set(event.data.postId, {
          text: event.data.text,
          platform: event.data.platform,
          scheduledAt: event.data.scheduledAt,
          publishedAt: null,
        });
        break;
      case 'PlannedPostRescheduled': {
        const post = posts.get(event.data.postId);
        if (post) post.scheduledAt = event.data.scheduledAt;
        break;
      }
      case 'PlannedPostEdited': {
        const post = posts.get(event.data.postId);
        if (post) Object.assign(post, { text: event.data.text, platform: event.data.platform });
        break;
      }
      case 'PlannedPostPublished': {
        const post = posts.get(event.data.postId);
        if (post) post.publishedAt = event.data.publishedAt;
        break;
      }
      case 'PlannedPostUnpublished': {
        const post = posts.get(event.data.postId);
        if (post) post.publishedAt = null;
        break;
      }
      case 'PlannedPostDeleted':
        posts.delete(event.data.postId);
        break;
      default:
        break;
    }
  }

  const weeks = new Map<string, { planned: number; published: number }>();
  const week = (at: string) => {
    const entry = weeks.get(weekOf(at)) ?? { planned: 0, published: 0 };
    weeks.set(weekOf(at), entry);
    return entry;
  };
  for (const post of posts.values()) {
    week(post.scheduledAt).planned += 1;
    if (post.publishedAt) week(post.publishedAt).published += 1;
    bump(formats, platformName(post.platform), 'planned');
    for (const tag of new Set(hashtagsIn(post.text))) bump(topics, tag, 'planned');
  }
  const calendar = [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([monday, counts]) => ({ week: monday, ...counts }));

  return {
    scores,
    topics: ranked(topics, 'topic'),
    formats: ranked(formats, 'format'),
    calendar,
  };
};
