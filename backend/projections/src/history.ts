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
import {
  emailStream,
  type GoalState,
  goalDecider,
  goalView,
  type PortfolioState,
  type ProfileState,
  type ProjectState,
  portfolioDecider,
  profileDecider,
  profileView,
  projectDecider,
  projectView,
} from '@market-muse/domain';
import { decodeAll, EventStore, type RecordedEvent, toDomainEvent } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { decodeMarketMuseEvent } from './projection.ts';

/**
 * One user's state as of a past time, from the events alone (analysts and support): the user's events up
 * to that time are folded through the same deciders' `evolve` the command side uses, and rendered as the
 * API shapes. Read models are not consulted, so this also checks them. Events are decoded with the
 * contracts' schemas first; one that does not decode is left out of the view (and logged), never cast.
 */

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
export interface HistorySection {
  readonly key: string;
  readonly folds: Readonly<Record<string, HistoryFold>>;
  readonly render: (folded: FoldedLookup) => unknown;
}

const fold = <State>(f: HistoryFold<State>): HistoryFold => f;

type Account = Omit<UserRegistered, 'passwordHash'> | null;

const userSection: HistorySection = {
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
};

const profileSection: HistorySection = {
  key: 'profile',
  folds: { profile: fold<ProfileState>(profileDecider) },
  render: (folded) => {
    const stream = folded<ProfileState>('profile')[0];
    return stream ? profileView(stream.state) : null;
  },
};

const projectsSection: HistorySection = {
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
};

const goalsSection: HistorySection = {
  key: 'goals',
  folds: { goal: fold<GoalState>(goalDecider) },
  render: (folded) =>
    folded<GoalState>('goal').flatMap(({ state }) => (state.status === 'set' ? [goalView(state.goal)] : [])),
};

// Roadmaps, tasks and advisor results fold their own event payloads (their deciders keep only what
// decisions need), rendered close to the API's shapes.

type RoadmapHistory = { readonly generated: RoadmapGenerated; readonly status: 'active' | 'archived' } | null;

const roadmapsSection: HistorySection = {
  key: 'roadmaps',
  folds: {
    roadmap: fold<RoadmapHistory>({
      initialState: () => null,
      evolve: (state: RoadmapHistory, event: RoadmapEvent) => {
        if (event.type === 'RoadmapGenerated') return { generated: event.data, status: 'active' };
        if (event.type === 'RoadmapSuperseded' && state) return { ...state, status: 'archived' };
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
};

type TaskHistory = {
  readonly created: TaskCreated;
  readonly status: 'pending' | 'completed' | 'discarded';
  readonly completedAt: string | null;
} | null;

const tasksSection: HistorySection = {
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
};

const advisorSection: HistorySection = {
  key: 'advisorResults',
  folds: {
    advisor: fold<ReadonlyArray<AdvisorResultEvent>>({
      initialState: () => [],
      evolve: (state: ReadonlyArray<AdvisorResultEvent>, event: AdvisorResultEvent) => [...state, event],
    }),
  },
  render: (folded) => folded<ReadonlyArray<AdvisorResultEvent>>('advisor')[0]?.state ?? [],
};

/** Every section of the point-in-time view; add an aggregate's section here to include it. */
export const historySections: ReadonlyArray<HistorySection> = [
  userSection,
  profileSection,
  projectsSection,
  goalsSection,
  roadmapsSection,
  tasksSection,
  advisorSection,
];

export interface UserStateAsOf {
  readonly userId: string;
  readonly asOf: string;
  readonly events: number;
  readonly lastEventAt: string | null;
  readonly [section: string]: unknown;
}

/** Folds already-read, decoded events (in global order) into the sections' view. */
export const foldHistory = (
  userId: string,
  at: Date,
  events: ReadonlyArray<RecordedEvent<MarketMuseEvent>>,
  sections: ReadonlyArray<HistorySection> = historySections,
): UserStateAsOf => {
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
        state: f.evolve(current, toDomainEvent(event)),
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
  return view as UserStateAsOf;
};

/** One user's state as of `at`: every event the user caused up to then, folded (no read model used). */
export const stateAsOf = (
  userId: string,
  at: Date,
  sections: ReadonlyArray<HistorySection> = historySections,
) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const { decoded, undecodable } = decodeAll(
      decodeMarketMuseEvent,
      yield* store.readAllUntil(at, { userId }),
    );
    for (const failure of undecodable) {
      yield* Effect.logWarning(
        `History of ${userId} leaves out an event that does not decode`,
        failure.message,
      );
    }
    return foldHistory(userId, at, decoded, sections);
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id as given, or the id an email was reserved for (from the email's reservation event). */
export const resolveUserId = (userIdOrEmail: string) =>
  Effect.gen(function* () {
    const input = userIdOrEmail.trim();
    if (UUID.test(input)) return input.toLowerCase();
    if (!input.includes('@')) return null;
    const store = yield* EventStore;
    const reservation = yield* store.readStream(emailStream(input).id);
    for (const event of decodeAll(decodeMarketMuseEvent, reservation).decoded) {
      if (event.type === 'EmailReserved') return event.data.userId;
    }
    return null;
  });
