// One user's state as of a past time, from the events alone (analysts, support, and /progress's "as of"):
// the user's events up to that time are folded through the same deciders' `evolve` the command side uses,
// and rendered as the API shapes. Read models are not consulted, so this also checks them.
import type {
  AdvisorResultEvent,
  MarketMuseEvent,
  RoadmapEvent,
  RoadmapGenerated,
  TaskCreated,
  TaskEvent,
  UserEvent,
  UserRegistered,
} from '@market-muse/contracts';
import type { ProgressAsOf } from '@market-muse/contracts/api';
import { countsTowardsSuccess, milestonesOf, percent } from '../dashboard/dashboard.ts';
import { userToday } from '../dates.ts';
import { type GoalState, goalDecider, goalView } from '../goals/goal.ts';
import { type ProfileState, profileDecider, profileView } from '../profile/profile.ts';
import { type PortfolioState, portfolioDecider } from '../projects/portfolio.ts';
import { type ProjectState, projectDecider, projectView } from '../projects/project.ts';
import { firstProjectOf, inProjectScope } from '../projects/scope.ts';
import type { Recorded } from './recorded.ts';

/** How one stream type folds: a decider's evolve and initial state (any other fold works too). */
export interface HistoryFold<State = unknown> {
  initialState(): State;
  /**
   * Takes the stream's decoded events; `type` narrows `data`. A decider's evolve, which takes its own
   * aggregate's union, fits: a stream only holds its aggregate's events.
   */
  evolve(state: State, event: MarketMuseEvent): State;
}

export interface FoldedStream<State = unknown> {
  readonly streamId: string;
  readonly state: State;
  /** When the stream's last event up to the time asked for was recorded. */
  readonly lastEventAt: string;
}

/** The folded streams of one type, oldest stream first. */
export type FoldedLookup = <State>(streamType: string) => ReadonlyArray<FoldedStream<State>>;

/**
 * One part of the point-in-time view. Register a section here for each aggregate: `folds` names the stream
 * types it needs and how to fold them, `render` turns the folded streams into the part's JSON.
 */
export interface HistorySection<Key extends string = string, View = unknown> {
  readonly key: Key;
  readonly folds: Readonly<Record<string, HistoryFold>>;
  readonly render: (folded: FoldedLookup) => View;
}

const section = <Key extends string, View>(s: HistorySection<Key, View>) => s;

const fold = <State>(f: HistoryFold<State>): HistoryFold => f;

type Account = Omit<UserRegistered, 'passwordHash'> | null;

const userSection = section({
  key: 'user',
  folds: {
    user: fold<Account>({
      initialState: () => null,
      evolve: (state: Account, event: UserEvent) => {
        if (event.type !== 'UserRegistered') return state;
        // The password hash is a secret and never part of a support view.
        const { passwordHash: _secret, ...account } = event.data;
        return account;
      },
    }),
  },
  render: (folded) => folded<Account>('user')[0]?.state ?? null,
});

const profileSection = section({
  key: 'profile',
  folds: { profile: fold<ProfileState>(profileDecider) },
  render: (folded) => {
    const stream = folded<ProfileState>('profile')[0];
    return stream ? profileView(stream.state) : null;
  },
});

const projectsSection = section({
  key: 'projects',
  folds: { project: fold<ProjectState>(projectDecider), projects: fold<PortfolioState>(portfolioDecider) },
  render: (folded) => {
    const activeProjectId = folded<PortfolioState>('projects')[0]?.state.activeProjectId ?? null;
    // Newest first, like GET /api/projects.
    return folded<ProjectState>('project')
      .flatMap(({ state }) => (state.status === 'created' ? [state.project] : []))
      .map((project) => projectView(project, project.projectId === activeProjectId))
      .reverse();
  },
});

const goalsSection = section({
  key: 'goals',
  folds: { goal: fold<GoalState>(goalDecider) },
  render: (folded) =>
    folded<GoalState>('goal').flatMap(({ state }) => (state.status === 'set' ? [goalView(state.goal)] : [])),
});

// Roadmaps, tasks and advisor results fold their own event payloads (their deciders keep only what
// decisions need), rendered close to the API's shapes.

type RoadmapHistory = { readonly generated: RoadmapGenerated; readonly status: 'active' | 'archived' } | null;

const roadmapsSection = section({
  key: 'roadmaps',
  folds: {
    roadmap: fold<RoadmapHistory>({
      initialState: () => null,
      evolve: (state: RoadmapHistory, event: RoadmapEvent) => {
        if (event.type === 'RoadmapGenerated') return { generated: event.data, status: 'active' };
        if (event.type === 'RoadmapSuperseded' && state) return { ...state, status: 'archived' };
        if (event.type === 'RoadmapAttachedToGoal' && state)
          return { ...state, generated: { ...state.generated, goalId: event.data.goalId } };
        return state;
      },
    }),
  },
  render: (folded) =>
    folded<RoadmapHistory>('roadmap').flatMap(({ state }) => {
      if (!state) return [];
      const {
        roadmapId,
        generatedAt,
        phases,
        title,
        description,
        goalId,
        projectId,
        estimatedDuration,
        totalSteps,
      } = state.generated;
      return [
        {
          id: roadmapId,
          goalId,
          projectId,
          title,
          description,
          status: state.status,
          totalSteps,
          estimatedDuration,
          phases: phases.map((phase) => phase.title),
          createdAt: generatedAt,
        },
      ];
    }),
});

type TaskHistory = {
  readonly created: TaskCreated;
  readonly status: 'pending' | 'completed' | 'discarded';
  readonly completedAt: string | null;
} | null;

const tasksSection = section({
  key: 'tasks',
  folds: {
    task: fold<TaskHistory>({
      initialState: () => null,
      evolve: (state: TaskHistory, event: TaskEvent) => {
        if (event.type === 'TaskCreated')
          return { created: event.data, status: 'pending', completedAt: null };
        if (!state) return state;
        if (event.type === 'TaskCompleted')
          return { ...state, status: 'completed', completedAt: event.data.completedAt };
        if (event.type === 'TaskReopened') return { ...state, status: 'pending', completedAt: null };
        if (event.type === 'TaskDiscarded') return { ...state, status: 'discarded' };
        return state;
      },
    }),
  },
  // Discarded tasks left the lists, as in GET /api/tasks.
  render: (folded) =>
    folded<TaskHistory>('task').flatMap(({ state }) => {
      if (!state || state.status === 'discarded') return [];
      const {
        taskId,
        userId: _userId,
        createdAt,
        phaseIndex: _p,
        stepIndex: _s,
        origin: _o,
        ...task
      } = state.created;
      return [
        {
          id: taskId,
          ...task,
          status: state.status,
          completed: state.status === 'completed',
          completedAt: state.completedAt,
          createdAt,
        },
      ];
    }),
});

const advisorSection = section({
  key: 'advisorResults',
  folds: {
    advisor: fold<ReadonlyArray<AdvisorResultEvent>>({
      initialState: () => [],
      evolve: (state: ReadonlyArray<AdvisorResultEvent>, event: AdvisorResultEvent) => [...state, event],
    }),
  },
  render: (folded) => folded<ReadonlyArray<AdvisorResultEvent>>('advisor')[0]?.state ?? [],
});

/** Every section of the point-in-time view; add an aggregate's section here to include it. */
export const historySections = [
  userSection,
  profileSection,
  projectsSection,
  goalsSection,
  roadmapsSection,
  tasksSection,
  advisorSection,
] as const;

type SectionViews<Sections extends ReadonlyArray<HistorySection>> = {
  readonly [S in Sections[number] as S['key']]: ReturnType<S['render']>;
};

export type UserStateAsOf<Sections extends ReadonlyArray<HistorySection> = typeof historySections> = {
  readonly userId: string;
  readonly asOf: string;
  readonly events: number;
  readonly lastEventAt: string | null;
} & SectionViews<Sections>;

/** Folds already-read, decoded events (in global order) into the sections' view. */
export const foldHistory = <Sections extends ReadonlyArray<HistorySection> = typeof historySections>(
  userId: string,
  at: Date,
  events: ReadonlyArray<MarketMuseEvent & Pick<Recorded, 'streamId' | 'streamType' | 'createdAt'>>,
  sections: Sections = historySections as unknown as Sections,
): UserStateAsOf<Sections> => {
  const folds = new Map<string, HistoryFold>();
  for (const section of sections) for (const [type, f] of Object.entries(section.folds)) folds.set(type, f);
  const streams = new Map<string, { type: string; stream: FoldedStream }>();
  for (const event of events) {
    const f = folds.get(event.streamType);
    if (!f) continue;
    const current = streams.get(event.streamId)?.stream.state ?? f.initialState();
    streams.set(event.streamId, {
      type: event.streamType,
      stream: {
        streamId: event.streamId,
        // The view holds the events' own facts, never the store's bookkeeping.
        state: f.evolve(current, { type: event.type, data: event.data } as MarketMuseEvent),
        lastEventAt: event.createdAt.toISOString(),
      },
    });
  }
  const lookup: FoldedLookup = <State>(streamType: string) =>
    [...streams.values()].filter((s) => s.type === streamType).map((s) => s.stream as FoldedStream<State>);
  const view: Record<string, unknown> = {
    userId,
    asOf: at.toISOString(),
    events: events.length,
    lastEventAt: events.length > 0 ? events[events.length - 1]!.createdAt.toISOString() : null,
  };
  for (const section of sections) view[section.key] = section.render(lookup);
  return view as UserStateAsOf<Sections>;
};

/** The dashboard numbers, goals, roadmaps and projects of a point-in-time view (the API's shapes). */
export const renderAsOf = (state: UserStateAsOf) => {
  // The dashboard's figures were the then active project's, as the dashboard itself answers.
  const inScope = inProjectScope({
    projectId: state.projects.find((p) => p.isActive)?.id ?? null,
    firstProjectId: firstProjectOf(state.projects),
  });
  const goals = state.goals.filter(inScope);
  const tasks = state.tasks.filter(inScope);
  const completed = tasks.filter((t) => t.status === 'completed').length;
  const today = userToday(new Date(state.asOf), state.profile?.timezone);
  const { milestones, progressPercent } = milestonesOf({
    creativeTypes: state.profile?.creativeTypes ?? null,
    goals: goals.length,
    tasks: tasks.length,
  });
  return {
    dashboard: {
      milestones,
      progressPercent,
      activeGoals: goals.filter((g) => g.status === 'active').length,
      totalTasks: state.tasks.length,
      completedTasks: completed,
      successRate: percent(completed, tasks.filter((t) => countsTowardsSuccess(t, today)).length),
    },
    goals: state.goals.map((g) => ({
      id: g.id,
      title: g.title,
      status: g.status,
      currentValue: g.currentValue,
      targetValue: g.targetValue,
      unit: g.unit,
    })),
    roadmaps: state.roadmaps.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      totalSteps: r.totalSteps,
    })),
    projects: state.projects.map((p) => ({ id: p.id, name: p.name, isActive: p.isActive })),
  };
};

/**
 * /progress's "as of": the state as of `at` beside the state now, with what changed since. `events` are
 * the user's recorded events up to now, oldest first.
 */
export const progressAsOf = (
  userId: string,
  events: ReadonlyArray<Recorded>,
  at: Date,
  now: Date,
): ProgressAsOf => {
  const until = at.getTime();
  const then = foldHistory(
    userId,
    at,
    events.filter((e) => e.createdAt.getTime() <= until),
  );
  const current = foldHistory(userId, now, events);
  const a = renderAsOf(then);
  const b = renderAsOf(current);
  return {
    asOf: at.toISOString(),
    ...a,
    changesSince: {
      events: Math.max(0, current.events - then.events),
      tasksCompleted: b.dashboard.completedTasks - a.dashboard.completedTasks,
      goalsSet: b.goals.length - a.goals.length,
      projectsCreated: b.projects.length - a.projects.length,
      roadmapsGenerated: b.roadmaps.length - a.roadmaps.length,
    },
  };
};
