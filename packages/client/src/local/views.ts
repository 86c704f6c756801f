// Demo mode's read side: the log folded into the shapes the API answers, in the API's orders. Profiles,
// projects, portfolios and goals fold through the same deciders the server uses; roadmaps, tasks and
// advisor results fold their own payloads, as the server's read models do.

import type {
  ChatMessage,
  ContentSuggestions,
  DailyTasksGenerated,
  Goal,
  MarketMuseEvent,
  Profile,
  Project,
  Roadmap,
  RoadmapGenerated,
  RoadmapPlan,
  Task,
  TaskCreated,
} from '@market-muse/contracts';
import {
  type DailyState,
  dailyDecider,
  type GoalState,
  goalDecider,
  goalView,
  type PortfolioState,
  type ProfileState,
  type ProjectState,
  portfolioDecider,
  portfolioStream,
  profileDecider,
  profileView,
  projectDecider,
  projectView,
} from '@market-muse/domain';
import type { LocalEvent } from './store.ts';

export interface RoadmapRecord {
  readonly roadmap: Roadmap;
  readonly plan: RoadmapPlan;
}

interface TaskRecord {
  readonly created: TaskCreated;
  readonly status: 'pending' | 'completed' | 'discarded';
  readonly completedAt: string | null;
  readonly updatedAt: string;
  readonly seq: number;
}

export interface AdvisorRecord {
  readonly type: string;
  readonly data: Record<string, unknown>;
}

/** Everything one visitor's screens read, folded from the log. */
export interface LocalState {
  /** Whose views these are (the demo visitor). */
  readonly userId: string;
  readonly profile: Profile | null;
  /** Newest first, like GET /api/projects. */
  readonly projects: readonly Project[];
  readonly activeProject: Project | null;
  readonly portfolio: PortfolioState;
  /** Oldest first, like GET /api/goals. */
  readonly goals: readonly Goal[];
  /** Active first, then newest first, like GET /api/roadmaps. */
  readonly roadmaps: readonly RoadmapRecord[];
  /** Pending (earliest due, then by priority) before completed (latest first), like GET /api/tasks. */
  readonly tasks: readonly Task[];
  readonly chat: readonly ChatMessage[];
  readonly daily: ReadonlyMap<string, DailyTasksGenerated>;
  /** Every advisor result (insights, content, advice, strategies, analyses), oldest first. */
  readonly advisorResults: readonly AdvisorRecord[];
  /** The content generations' results, oldest first (what regenerated ideas must differ from). */
  readonly contentGenerations: readonly ContentSuggestions[];
  /** The raw log, for views other parts add (calendar, progress). */
  readonly log: readonly LocalEvent[];
}

/** The log's events grouped by stream, each stream in order, streams in order of their first event. */
export const streamsOf = (log: readonly LocalEvent[]) => {
  const streams = new Map<string, { type: string; seq: number; events: MarketMuseEvent[] }>();
  for (const [index, event] of log.entries()) {
    let stream = streams.get(event.streamId);
    if (!stream) {
      stream = { type: event.streamType, seq: event.position ?? index, events: [] };
      streams.set(event.streamId, stream);
    }
    stream.events.push({ type: event.type, data: event.data } as MarketMuseEvent);
  }
  return streams;
};

const foldWith = <S>(
  decider: { initialState: () => S; evolve: (state: S, event: never) => S },
  events: readonly MarketMuseEvent[],
): S => events.reduce((state, event) => decider.evolve(state, event as never), decider.initialState());

const PRIORITY = { high: 0, medium: 1, low: 2 } as const;

/** GET /api/tasks order (backend/api store/tasks.ts). */
const taskOrder = (a: TaskRecord, b: TaskRecord) => {
  const doneA = a.status === 'completed' ? 1 : 0;
  const doneB = b.status === 'completed' ? 1 : 0;
  if (doneA !== doneB) return doneA - doneB;
  if (a.status === 'pending') {
    const dueA = a.created.dueDate;
    const dueB = b.created.dueDate;
    if (dueA !== dueB) {
      if (dueA === null) return 1;
      if (dueB === null) return -1;
      return dueA < dueB ? -1 : 1;
    }
  }
  const priority = PRIORITY[a.created.priority] - PRIORITY[b.created.priority];
  if (priority !== 0) return priority;
  if (a.completedAt !== b.completedAt) {
    if (a.completedAt === null) return 1;
    if (b.completedAt === null) return -1;
    return a.completedAt > b.completedAt ? -1 : 1;
  }
  return a.seq - b.seq;
};

const taskView = (record: TaskRecord): Task => {
  const t = record.created;
  return {
    id: t.taskId,
    userId: t.userId,
    roadmapId: t.roadmapId,
    projectId: t.projectId,
    title: t.title,
    description: t.description,
    status: record.status === 'completed' ? 'completed' : 'pending',
    completed: record.status === 'completed',
    priority: t.priority,
    category: t.category,
    estimatedTime: t.estimatedTime,
    dueDate: t.dueDate,
    completedAt: record.completedAt,
    createdAt: t.createdAt,
    updatedAt: record.updatedAt,
  };
};

const foldTask = (events: readonly MarketMuseEvent[], seq: number): TaskRecord | null => {
  let record = null as TaskRecord | null;
  for (const event of events) {
    if (event.type === 'TaskCreated')
      record = {
        created: event.data,
        status: 'pending',
        completedAt: null,
        updatedAt: event.data.createdAt,
        seq,
      };
    else if (!record) continue;
    else if (event.type === 'TaskCompleted')
      record = {
        ...record,
        status: 'completed',
        completedAt: event.data.completedAt,
        updatedAt: event.data.completedAt,
      };
    else if (event.type === 'TaskReopened')
      record = { ...record, status: 'pending', completedAt: null, updatedAt: event.data.reopenedAt };
    else if (event.type === 'TaskDiscarded')
      record = { ...record, status: 'discarded', updatedAt: event.data.discardedAt };
  }
  return record;
};

interface RoadmapFold {
  readonly generated: RoadmapGenerated;
  readonly status: 'active' | 'archived';
  readonly updatedAt: string;
  readonly seq: number;
}

/**
 * A roadmap as the API shows it: a step is completed when all its tasks are (discarded ones included, as
 * the server keeps none of those), and updatedAt follows the latest change of its tasks.
 */
const roadmapView = (fold: RoadmapFold, tasks: readonly TaskRecord[]): RoadmapRecord => {
  const r = fold.generated;
  const own = tasks.filter(
    (t) => t.created.roadmapId === r.roadmapId && t.created.phaseIndex !== null && t.status !== 'discarded',
  );
  const steps = new Map<string, boolean>();
  let updatedAt = fold.updatedAt;
  for (const task of own) {
    const key = `${task.created.phaseIndex}/${task.created.stepIndex}`;
    steps.set(key, (steps.get(key) ?? true) && task.status === 'completed');
    if (task.updatedAt > updatedAt) updatedAt = task.updatedAt;
  }
  const plan: RoadmapPlan = {
    title: r.title,
    description: r.description,
    estimatedDuration: r.estimatedDuration,
    totalSteps: r.totalSteps,
    weeklyMinutes: r.weeklyMinutes,
    phases: r.phases,
    source: r.source,
  };
  return {
    plan,
    roadmap: {
      id: r.roadmapId,
      userId: r.userId,
      goalId: r.goalId,
      projectId: r.projectId,
      title: r.title,
      description: r.description,
      status: fold.status,
      totalSteps: r.totalSteps,
      completedSteps: [...steps.values()].filter(Boolean).length,
      estimatedDuration: r.estimatedDuration,
      phases: r.phases,
      createdAt: r.generatedAt,
      updatedAt,
    },
  };
};

/** Folds the log into one visitor's views. Streams of other users (there are none in a demo) are ignored. */
export function foldLog(log: readonly LocalEvent[], userId: string): LocalState {
  let profile: Profile | null = null;
  let portfolio: PortfolioState = portfolioDecider.initialState();
  const projects: { project: Exclude<ProjectState, { status: 'none' }>['project']; seq: number }[] = [];
  const goals: { goal: Goal; seq: number }[] = [];
  const roadmaps: RoadmapFold[] = [];
  const tasks: TaskRecord[] = [];
  const daily = new Map<string, DailyTasksGenerated>();
  /** Each chat turn by its id, in the order turns were first recorded (a stop replaces its answer). */
  const turns = new Map<string, readonly [ChatMessage, ChatMessage]>();
  const advisorResults: AdvisorRecord[] = [];
  const contentGenerations: ContentSuggestions[] = [];

  for (const [streamId, stream] of streamsOf(log)) {
    switch (stream.type) {
      case 'profile': {
        const state = foldWith<ProfileState>(profileDecider, stream.events);
        if (state.status === 'saved' && state.userId === userId) profile = profileView(state);
        break;
      }
      case 'projects':
        if (streamId === portfolioStream(userId).id) portfolio = foldWith(portfolioDecider, stream.events);
        break;
      case 'project': {
        const state = foldWith<ProjectState>(projectDecider, stream.events);
        if (state.status === 'created' && state.project.userId === userId)
          projects.push({ project: state.project, seq: stream.seq });
        break;
      }
      case 'goal': {
        const state = foldWith<GoalState>(goalDecider, stream.events);
        if (state.status === 'set' && state.goal.userId === userId)
          goals.push({ goal: goalView(state.goal), seq: stream.seq });
        break;
      }
      case 'roadmap': {
        let fold = null as RoadmapFold | null;
        for (const event of stream.events) {
          if (event.type === 'RoadmapGenerated')
            fold = {
              generated: event.data,
              status: 'active',
              updatedAt: event.data.generatedAt,
              seq: stream.seq,
            };
          else if (event.type === 'RoadmapSuperseded' && fold)
            fold = { ...fold, status: 'archived', updatedAt: event.data.supersededAt };
          else if (event.type === 'RoadmapAttachedToGoal' && fold)
            fold = {
              ...fold,
              generated: { ...fold.generated, goalId: event.data.goalId },
              updatedAt: event.data.attachedAt,
            };
        }
        if (fold?.generated.userId === userId) roadmaps.push(fold);
        break;
      }
      case 'task': {
        const record = foldTask(stream.events, stream.seq);
        if (record?.created.userId === userId) tasks.push(record);
        break;
      }
      case 'daily': {
        const state = foldWith<DailyState>(dailyDecider, stream.events);
        if (state.generated?.userId === userId) daily.set(state.generated.date, state.generated);
        break;
      }
      case 'advisor':
        for (const event of stream.events) {
          const data = event.data as unknown as Record<string, unknown>;
          if (data.userId !== userId) continue;
          advisorResults.push({ type: event.type, data });
          if (event.type === 'ContentSuggestionsGenerated') contentGenerations.push(event.data.result);
          if (event.type === 'AdviceGiven') {
            const turn = event.data;
            // A turn the user stopped keeps what was shown, also when its stream finished afterwards.
            if (turns.has(turn.resultId)) continue;
            turns.set(turn.resultId, [
              { type: 'user', message: turn.message, timestamp: turn.askedAt },
              {
                type: 'ai',
                message: turn.result.advice,
                actionSteps: turn.result.actionSteps,
                timestamp: turn.answeredAt,
              },
            ]);
          } else if (event.type === 'AdviceStopped') {
            const stop = event.data;
            const question = turns.get(stop.resultId)?.[0] ?? {
              type: 'user' as const,
              message: stop.message,
              timestamp: stop.stoppedAt,
            };
            turns.set(stop.resultId, [
              question,
              { type: 'ai', message: stop.shown, timestamp: stop.stoppedAt, stopped: true },
            ]);
          }
        }
        break;
    }
  }

  const projectViews = projects
    .sort((a, b) =>
      a.project.createdAt === b.project.createdAt
        ? b.seq - a.seq
        : a.project.createdAt < b.project.createdAt
          ? 1
          : -1,
    )
    .map(({ project }) => projectView(project, project.projectId === portfolio.activeProjectId));
  const roadmapViews = roadmaps
    .sort((a, b) => {
      if (a.status !== b.status) return a.status === 'active' ? -1 : 1;
      if (a.generated.generatedAt !== b.generated.generatedAt)
        return a.generated.generatedAt < b.generated.generatedAt ? 1 : -1;
      return b.seq - a.seq;
    })
    .map((fold) => roadmapView(fold, tasks));
  return {
    userId,
    profile,
    projects: projectViews,
    activeProject: projectViews.find((p) => p.isActive) ?? null,
    portfolio,
    goals: goals
      .sort((a, b) =>
        a.goal.createdAt === b.goal.createdAt ? a.seq - b.seq : a.goal.createdAt < b.goal.createdAt ? -1 : 1,
      )
      .map(({ goal }) => goal),
    roadmaps: roadmapViews,
    tasks: tasks
      .filter((t) => t.status !== 'discarded')
      .sort(taskOrder)
      .map(taskView),
    chat: [...turns.values()].flat(),
    daily,
    advisorResults,
    contentGenerations,
    log,
  };
}
