// Demo mode's MarketMuseClient: the same interface as the HTTP client, served from the browser. Data lives
// in IndexedDB as an event log; commands are decided by the server's own pure deciders; the AI features
// run the same local advisor engine as the server, after the spec's simulated delays. Nothing here
// reaches the network.
import { createLocalAdvisor, EMPTY_PROFILE, generateCommunityGuide, localDate } from '@market-muse/advisor';
import {
  type Advice,
  type AdvisorContext,
  type AuthUser,
  type DailyTasksGenerated,
  LoginRequest,
  PLANNED_POST_NOT_FOUND,
  type PlannedPost,
  type Project,
  RegisterRequest,
  type TaskCategory,
} from '@market-muse/contracts';
import {
  AdviceBody,
  AnalyzeContentBody,
  CalendarListParams,
  ContentSuggestionsBody,
  CreateGoalRequest,
  CreateProjectRequest,
  GenerateRoadmapRequest,
  GoalProgressRequest,
  SaveProfileRequest,
  SchedulePostRequest,
  StrategyBody,
  UpdateGoalRequest,
  UpdatePostRequest,
} from '@market-muse/contracts/requests';
import {
  advisorResultDecider,
  dailyDecider,
  defaultScheduleTime,
  GOAL_NOT_FOUND,
  goalDecider,
  INSIGHTS_NEED_PROJECT,
  initialGoalDetails,
  PROJECT_NOT_FOUND,
  plannedPostDecider,
  plannedPostStream,
  plannedTasks,
  portfolioDecider,
  profileDecider,
  projectDecider,
  roadmapAssignmentDecider,
  roadmapDecider,
  roadmapTarget,
  TASK_NOT_FOUND,
  taskDecider,
  type UpdateGoal,
} from '@market-muse/domain';
import type { DailyTasksResponse, Dashboard, MarketMuseClient } from '../client.ts';
import { contentHistory, inRange, plannedPosts } from './calendar.ts';
import { DEMO_DELAYS, type DemoDelays, sleep } from './delays.ts';
import { apiError, badRequest, decodeBody, fromDomainError, notFound, unauthorized } from './failures.ts';
import { newId } from './ids.ts';
import { contentPerformance, exportText, progressAsOf, progressOverview, timelinePage } from './progress.ts';
import { DEFAULT_DEMO_DATABASE, type LocalSession, type LocalStore, openLocalStore } from './store.ts';
import { Unit } from './unit.ts';
import { foldLog, type LocalState } from './views.ts';

/** Spec §9: demo content is 8 post ideas, 6 captions and all hashtags. */
export const DEMO_CONTENT_LIMITS = { postIdeas: 8, captions: 6 } as const;
/** How much of the conversation the advisor reads for a follow-up (as on the server). */
const CONVERSATION_WINDOW = 20;
const INSIGHTS_NEED_PROFILE = 'profile: Complete your profile before generating insights';
const NOTHING_TO_PLAN = 'goalId: Set a goal or activate a project before generating a roadmap';
const EMAIL_TAKEN = 'An account with this email already exists';
const INVALID_CREDENTIALS = 'Invalid email or password';
const SESSION = 'session';

/** The visitor 'Try the demo' signs in as. */
export const DEMO_VISITOR = { email: 'demo@market-muse.app', firstName: 'Demo', lastName: 'Visitor' };

export interface LocalClientOptions {
  /** The IndexedDB database ('market-muse-demo'); tests give each client its own. */
  readonly database?: string;
  /** The simulated delays (spec §7); tests pass NO_DELAYS. */
  readonly delays?: Partial<DemoDelays>;
  readonly now?: () => Date;
}

/** The local client, plus what only demo mode has. */
export interface LocalClient extends MarketMuseClient {
  /** Signs the demo visitor in, creating it on the first start. */
  start(): Promise<AuthUser>;
  /** The demo's data as the import into a new account needs it. */
  snapshot(): Promise<LocalState | null>;
  /** Lets go of the database (before 'Reset demo' deletes it). */
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;

/** Monday and Sunday (yyyy-mm-dd) of the week holding `date` (backend/api store/advisorContext.ts). */
const weekOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  const sunday = new Date(monday.getTime() + 6 * DAY_MS);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
};

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export function createLocalClient(options: LocalClientOptions = {}): LocalClient {
  const delays: DemoDelays = { ...DEMO_DELAYS, ...options.delays };
  const now = options.now ?? (() => new Date());
  const advisor = createLocalAdvisor();
  let opened: Promise<LocalStore> | null = null;
  const store = () => {
    opened ??= openLocalStore(options.database ?? DEFAULT_DEMO_DATABASE);
    return opened;
  };

  // ------------------------------------------------------------------------------------------
  // Session and reads

  const session = async () => (await (await store()).getMeta<LocalSession>(SESSION)) ?? null;
  /** The signed-in visitor, or the API's 401. */
  const visitor = async () => {
    const user = await session();
    if (!user) throw unauthorized();
    return user;
  };
  const stateOf = async (userId: string) => foldLog(await (await store()).readAll(), userId);
  const signedInState = async () => {
    const user = await visitor();
    return { user, state: await stateOf(user.id) };
  };

  /** Runs one unit of work against the log; a decider's refusal becomes the API's status and text. */
  const command = async <A>(body: (unit: Unit) => A): Promise<A> => {
    try {
      return await (await store()).transact((log) => {
        const unit = new Unit(log, now());
        const result = body(unit);
        return { events: unit.appended, result };
      });
    } catch (error) {
      throw fromDomainError(error);
    }
  };

  const today = (state: LocalState, at: Date = now()) => localDate(at, state.profile?.timezone);

  const advisorContext = (userId: string, state: LocalState, project?: Project | null): AdvisorContext => ({
    userId,
    date: today(state),
    profile: state.profile ?? EMPTY_PROFILE,
    project: project === undefined ? state.activeProject : project,
    goals: state.goals,
    tasks: state.tasks,
  });

  const projectOf = (state: LocalState, id: string) => {
    const project = state.projects.find((p) => p.id === id);
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    return project;
  };
  const goalOf = (state: LocalState, id: string) => {
    const goal = state.goals.find((g) => g.id === id);
    if (!goal) throw notFound(GOAL_NOT_FOUND);
    return goal;
  };
  const taskOf = (state: LocalState, id: string) => {
    const task = state.tasks.find((t) => t.id === id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    return task;
  };

  const postOf = (userId: string, state: LocalState, id: string): PlannedPost => {
    const post = plannedPosts(state.log, userId).find((p) => p.id === id);
    if (!post) throw notFound(PLANNED_POST_NOT_FOUND);
    return post;
  };
  /** One command on an existing planned post, then the post as it is now. */
  const changePost = async (
    id: string,
    command_: (userId: string, at: Date) => Parameters<typeof plannedPostDecider.decide>[0],
  ) => {
    const user = await visitor();
    await command((unit) =>
      unit.handle(plannedPostDecider, plannedPostStream(id), command_(user.id, unit.now)),
    );
    return user;
  };

  const recordResult = (userId: string, command_: Record<string, unknown>) =>
    command((unit) =>
      unit.append(
        { id: `advisor-${userId}`, type: 'advisor' },
        advisorResultDecider.decide(
          { ...command_, resultId: newId(), userId, at: unit.now } as never,
          advisorResultDecider.initialState(),
        ),
      ),
    );

  /** The conversation so far and the request for a chat message. */
  const conversation = async (body: unknown) => {
    const { context: message } = decodeBody(AdviceBody, body);
    const { user, state } = await signedInState();
    const askedAt = now();
    return {
      user,
      askedAt,
      context: advisorContext(user.id, state),
      request: { message: message.trim(), history: state.chat.slice(-CONVERSATION_WINDOW) },
    };
  };
  const recordTurn = (userId: string, message: string, askedAt: Date, result: Advice, streamed: boolean) =>
    recordResult(userId, { type: 'RecordAdvice', message, askedAt, result, streamed });

  const dailyAnswer = (
    state: LocalState,
    generation: DailyTasksGenerated,
    created: boolean,
  ): DailyTasksResponse => ({
    date: generation.date,
    phase: generation.phase,
    minutesAvailable: generation.minutesAvailable,
    created,
    source: generation.source,
    tasks: generation.taskIds.flatMap((id) => state.tasks.find((t) => t.id === id) ?? []),
  });

  const dashboardOf = (state: LocalState): Dashboard => {
    const week = weekOf(today(state));
    const tasks = state.tasks;
    const milestones = {
      profileComplete: (state.profile?.creativeTypes.length ?? 0) > 0,
      hasGoal: state.goals.length > 0,
      hasTask: tasks.length > 0,
    };
    const done = Object.values(milestones).filter(Boolean).length;
    const roadmap = state.roadmaps.find((r) => r.roadmap.status === 'active')?.roadmap;
    const own = roadmap ? tasks.filter((t) => t.roadmapId === roadmap.id) : [];
    const ownDone = own.filter((t) => t.completed).length;
    const completed = tasks.filter((t) => t.completed).length;
    const due = (t: (typeof tasks)[number]) =>
      t.dueDate !== null && t.dueDate.slice(0, 10) >= week.from && t.dueDate.slice(0, 10) <= week.to;
    return {
      milestones,
      milestonesDone: done,
      progressPercent: percent(done, 3),
      progressText: done === 3 ? 'All set! Ready to grow' : `Step ${done + 1} of 3`,
      recentTasks: tasks.slice(0, 3),
      roadmapProgress: roadmap
        ? {
            roadmapId: roadmap.id,
            goalId: roadmap.goalId,
            completedTasks: ownDone,
            totalTasks: own.length,
            percent: percent(ownDone, own.length),
          }
        : null,
      quickStats: {
        activeGoals: state.goals.filter((g) => g.status === 'active').length,
        tasksThisWeek: tasks.filter((t) => t.status === 'pending' && due(t)).length,
        completedTasks: completed,
        successRate: percent(completed, tasks.length),
      },
    };
  };

  const signIn = async (user: AuthUser) => {
    await (await store()).setMeta(SESSION, user);
    return user;
  };
  const ACCOUNT = 'account';

  // ------------------------------------------------------------------------------------------

  const client: LocalClient = {
    async start() {
      const existing = await (await store()).getMeta<AuthUser>(ACCOUNT);
      if (existing) return signIn(existing);
      const user: AuthUser = { id: newId(), ...DEMO_VISITOR, createdAt: now().toISOString() };
      await (await store()).setMeta(ACCOUNT, user);
      return signIn(user);
    },
    async snapshot() {
      const user = await session();
      return user ? stateOf(user.id) : null;
    },
    async close() {
      if (!opened) return;
      const current = opened;
      opened = null;
      (await current).close();
    },

    auth: {
      currentUser: () => session(),
      // The demo keeps one visitor per browser and no password: signing up names that visitor.
      async register(body) {
        const input = decodeBody(RegisterRequest, body);
        const existing = await (await store()).getMeta<AuthUser>(ACCOUNT);
        if (existing) throw apiError(409, EMAIL_TAKEN);
        const user: AuthUser = {
          id: newId(),
          email: input.email.toLowerCase(),
          firstName: input.firstName,
          lastName: input.lastName,
          createdAt: now().toISOString(),
        };
        await (await store()).setMeta(ACCOUNT, user);
        return signIn(user);
      },
      async login(body) {
        const input = decodeBody(LoginRequest, body);
        const existing = await (await store()).getMeta<AuthUser>(ACCOUNT);
        if (!existing || existing.email !== input.email.toLowerCase())
          throw apiError(401, INVALID_CREDENTIALS);
        return signIn(existing);
      },
      async logout() {
        await (await store()).deleteMeta(SESSION);
      },
    },

    profile: {
      async get() {
        const { state } = await signedInState();
        return state.profile;
      },
      async save(body) {
        const { creativeType, ...fields } = decodeBody(SaveProfileRequest, body);
        const changes: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(fields)) if (value !== undefined) changes[key] = value;
        if (fields.creativeTypes === undefined && creativeType !== undefined)
          changes.creativeTypes = creativeType === null ? [] : [creativeType];
        const user = await visitor();
        await command((unit) => {
          const { state } = unit.handle(
            profileDecider,
            { id: `profile-${user.id}`, type: 'profile' },
            { type: 'SaveProfile', userId: user.id, changes, at: unit.now },
          );
          // Each business goal starts an initial goal, once (its id derives from the business goal).
          for (const businessGoal of state.status === 'saved' ? state.profile.businessGoals : []) {
            const goalId = `initial-${businessGoal}`;
            unit.handle(
              goalDecider,
              { id: `goal-${goalId}`, type: 'goal' },
              {
                type: 'SetGoal',
                goalId,
                userId: user.id,
                projectId: null,
                details: initialGoalDetails(businessGoal, unit.now),
                currentValue: 0,
                businessGoal,
                ifAbsent: true,
                at: unit.now,
              },
            );
          }
        });
        const saved = (await stateOf(user.id)).profile;
        if (!saved) throw new Error('The saved profile is missing');
        return saved;
      },
    },

    projects: {
      list: async () => (await signedInState()).state.projects,
      async create(body) {
        const draft = decodeBody(CreateProjectRequest, body);
        const user = await visitor();
        const projectId = newId();
        await command((unit) => {
          unit.handle(
            projectDecider,
            { id: `project-${projectId}`, type: 'project' },
            { type: 'CreateProject', projectId, userId: user.id, draft, at: unit.now },
          );
          unit.handle(
            portfolioDecider,
            { id: `projects-${user.id}`, type: 'projects' },
            { type: 'AddProject', userId: user.id, projectId, at: unit.now },
          );
        });
        return projectOf(await stateOf(user.id), projectId);
      },
      get: async (id) => projectOf((await signedInState()).state, id),
      async activate(id) {
        const user = await visitor();
        await command((unit) =>
          unit.handle(
            portfolioDecider,
            { id: `projects-${user.id}`, type: 'projects' },
            { type: 'ActivateProject', userId: user.id, projectId: id, at: unit.now },
          ),
        );
        return projectOf(await stateOf(user.id), id);
      },
      active: async () => (await signedInState()).state.activeProject,
    },

    goals: {
      async list(params) {
        const { state } = await signedInState();
        const projectId = params?.projectId?.trim() || null;
        if (projectId === null) return state.goals;
        projectOf(state, projectId);
        return state.goals.filter((g) => g.projectId === projectId);
      },
      async create(body) {
        const input = decodeBody(CreateGoalRequest, body);
        const { user, state } = await signedInState();
        const projectId = input.projectId?.trim() || null;
        if (projectId !== null) projectOf(state, projectId);
        const goalId = newId();
        await command((unit) =>
          unit.handle(
            goalDecider,
            { id: `goal-${goalId}`, type: 'goal' },
            {
              type: 'SetGoal',
              goalId,
              userId: user.id,
              projectId,
              details: {
                title: input.title,
                description: input.description ?? null,
                deadline: input.deadline ?? null,
                targetValue: input.targetValue ?? null,
                unit: input.unit ?? null,
              },
              currentValue: input.currentValue ?? 0,
              businessGoal: null,
              ifAbsent: false,
              at: unit.now,
            },
          ),
        );
        return goalOf(await stateOf(user.id), goalId);
      },
      async update(id, body) {
        const { status, ...details } = decodeBody(UpdateGoalRequest, body);
        const changes: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(details)) if (value !== undefined) changes[key] = value;
        if (status != null) changes.status = status;
        const user = await visitor();
        await command((unit) =>
          unit.handle(
            goalDecider,
            { id: `goal-${id}`, type: 'goal' },
            {
              type: 'UpdateGoal',
              goalId: id,
              userId: user.id,
              changes: changes as UpdateGoal['changes'],
              at: unit.now,
            },
          ),
        );
        return goalOf(await stateOf(user.id), id);
      },
      async progress(id, body) {
        const input = decodeBody(GoalProgressRequest, body);
        const progress =
          input.currentValue !== undefined
            ? { currentValue: input.currentValue }
            : { increment: input.increment ?? 0 };
        const user = await visitor();
        await command((unit) =>
          unit.handle(
            goalDecider,
            { id: `goal-${id}`, type: 'goal' },
            { type: 'RecordGoalProgress', goalId: id, userId: user.id, progress, at: unit.now },
          ),
        );
        return goalOf(await stateOf(user.id), id);
      },
      async complete(id) {
        const user = await visitor();
        await command((unit) =>
          unit.handle(
            goalDecider,
            { id: `goal-${id}`, type: 'goal' },
            { type: 'CompleteGoal', goalId: id, userId: user.id, at: unit.now },
          ),
        );
        return goalOf(await stateOf(user.id), id);
      },
    },

    roadmaps: {
      list: async () => (await signedInState()).state.roadmaps.map((r) => r.roadmap),
      async generate(body) {
        const input = decodeBody(GenerateRoadmapRequest, body ?? null);
        const { user, state } = await signedInState();
        // The given goal, else the active goal; its project, else the active project.
        const goalId = input?.goalId?.trim() || null;
        const goal =
          goalId !== null ? goalOf(state, goalId) : (state.goals.find((g) => g.status === 'active') ?? null);
        let project: Project | null = null;
        if (goal?.projectId) project = state.projects.find((p) => p.id === goal.projectId) ?? null;
        project ??= state.activeProject;
        if (!goal && !project) throw badRequest(NOTHING_TO_PLAN);
        const context = advisorContext(user.id, state, project);
        await sleep(delays.roadmap);
        const plan = await advisor.roadmap(context);
        const roadmapId = newId();
        const tasks = plannedTasks(plan, context.date).map((task) => ({ ...task, taskId: newId() }));
        const target = roadmapTarget({ goalId: goal?.id ?? null, projectId: project?.id ?? null });
        await command((unit) => {
          const assigned = unit.handle(
            roadmapAssignmentDecider,
            { id: `roadmaptarget-${user.id}-${target}`, type: 'roadmaptarget' },
            { type: 'AssignRoadmap', userId: user.id, target, roadmapId, at: unit.now },
          );
          unit.handle(
            roadmapDecider,
            { id: `roadmap-${roadmapId}`, type: 'roadmap' },
            {
              type: 'GenerateRoadmap',
              roadmapId,
              userId: user.id,
              goalId: goal?.id ?? null,
              projectId: project?.id ?? null,
              plan,
              taskIds: tasks.map((t) => t.taskId),
              at: unit.now,
            },
          );
          for (const task of tasks)
            unit.handle(
              taskDecider,
              { id: `task-${task.taskId}`, type: 'task' },
              {
                type: 'CreateTask',
                task: {
                  taskId: task.taskId,
                  userId: user.id,
                  roadmapId,
                  projectId: project?.id ?? null,
                  ...task.draft,
                  dueDate: task.dueDate,
                  phaseIndex: task.phaseIndex,
                  stepIndex: task.stepIndex,
                  origin: 'roadmap',
                },
                at: unit.now,
              },
            );
          // The roadmap it replaces is superseded, and that one's open tasks leave with it.
          const first = assigned.events[0];
          const previous = first?.type === 'RoadmapAssigned' ? first.data.previousRoadmapId : null;
          if (previous !== null) {
            const old = unit.handle(
              roadmapDecider,
              { id: `roadmap-${previous}`, type: 'roadmap' },
              {
                type: 'SupersedeRoadmap',
                roadmapId: previous,
                userId: user.id,
                supersededBy: roadmapId,
                at: unit.now,
              },
            );
            for (const taskId of old.state.status === 'none' ? [] : old.state.taskIds)
              unit.handle(
                taskDecider,
                { id: `task-${taskId}`, type: 'task' },
                { type: 'DiscardTask', taskId, userId: user.id, at: unit.now },
              );
          }
        });
        const stored = (await stateOf(user.id)).roadmaps.find((r) => r.roadmap.id === roadmapId);
        if (!stored) throw new Error('The generated roadmap is missing');
        return stored.roadmap;
      },
    },

    tasks: {
      async list(params) {
        const { state } = await signedInState();
        const projectId = params?.projectId?.trim() || null;
        if (projectId === null) return state.tasks;
        projectOf(state, projectId);
        return state.tasks.filter((t) => t.projectId === projectId);
      },
      async generateDaily() {
        const { user, state } = await signedInState();
        const date = today(state);
        // Already generated today: those tasks, without asking the advisor again.
        const existing = state.daily.get(date);
        if (existing) return dailyAnswer(state, existing, false);
        const active = state.roadmaps.find((r) => r.roadmap.status === 'active') ?? null;
        const project = active?.roadmap.projectId
          ? (state.projects.find((p) => p.id === active.roadmap.projectId) ?? null)
          : state.activeProject;
        const context = { ...advisorContext(user.id, state, project), date };
        await sleep(delays.daily);
        const daily = await advisor.dailyTasks(
          context,
          active
            ? {
                plan: active.plan,
                roadmapStartedOn: localDate(new Date(active.roadmap.createdAt), state.profile?.timezone),
              }
            : {},
        );
        const drafts = daily.tasks.map((draft) => ({ taskId: newId(), draft }));
        const stream = { id: `daily-${user.id}-${date}`, type: 'daily' };
        const outcome = await command((unit) => {
          // A generation that finished meanwhile (another tab) wins: answer with its tasks.
          const current = unit.read(dailyDecider, stream.id);
          if (current.generated !== null) return { created: false, generation: current.generated };
          const { events } = unit.handle(dailyDecider, stream, {
            type: 'GenerateDailyTasks',
            userId: user.id,
            date,
            roadmapId: active?.roadmap.id ?? null,
            phase: daily.phase,
            minutesAvailable: daily.minutesAvailable,
            source: daily.source,
            drafts,
            openTaskTitles: state.tasks.filter((t) => t.status === 'pending').map((t) => t.title),
            at: unit.now,
          });
          const generation = events[0]!.data as DailyTasksGenerated;
          for (const { taskId, draft } of drafts.filter((d) => generation.taskIds.includes(d.taskId)))
            unit.handle(
              taskDecider,
              { id: `task-${taskId}`, type: 'task' },
              {
                type: 'CreateTask',
                task: {
                  taskId,
                  userId: user.id,
                  roadmapId: active?.roadmap.id ?? null,
                  projectId: active?.roadmap.projectId ?? project?.id ?? null,
                  ...draft,
                  dueDate: date,
                  phaseIndex: null,
                  stepIndex: null,
                  origin: 'daily',
                },
                at: unit.now,
              },
            );
          return { created: true, generation };
        });
        return dailyAnswer(await stateOf(user.id), outcome.generation, outcome.created);
      },
      async complete(id) {
        const user = await visitor();
        await command((unit) =>
          unit.handle(
            taskDecider,
            { id: `task-${id}`, type: 'task' },
            { type: 'CompleteTask', taskId: id, userId: user.id, at: unit.now },
          ),
        );
        return taskOf(await stateOf(user.id), id);
      },
      async reopen(id) {
        const user = await visitor();
        await command((unit) =>
          unit.handle(
            taskDecider,
            { id: `task-${id}`, type: 'task' },
            { type: 'ReopenTask', taskId: id, userId: user.id, at: unit.now },
          ),
        );
        return taskOf(await stateOf(user.id), id);
      },
    },

    insights: {
      async generate() {
        const { user, state } = await signedInState();
        if (!state.profile) throw badRequest(INSIGHTS_NEED_PROFILE);
        if (!state.profile.currentProjectName?.trim()) throw badRequest(INSIGHTS_NEED_PROJECT);
        await sleep(delays.insights);
        const result = await advisor.projectInsights(advisorContext(user.id, state));
        await recordResult(user.id, {
          type: 'RecordProjectInsights',
          projectId: state.activeProject?.id ?? null,
          projectName: state.profile.currentProjectName,
          result,
        });
        return result;
      },
    },

    ai: {
      async contentSuggestions(body) {
        const { contentType } = decodeBody(ContentSuggestionsBody, body);
        const { user, state } = await signedInState();
        await sleep(delays.content);
        const full = await advisor.contentSuggestions(advisorContext(user.id, state));
        const result = {
          ...full,
          postIdeas: full.postIdeas.slice(0, DEMO_CONTENT_LIMITS.postIdeas),
          captions: full.captions.slice(0, DEMO_CONTENT_LIMITS.captions),
        };
        await recordResult(user.id, { type: 'RecordContentSuggestions', contentType, result });
        return result;
      },
      async advice(body) {
        const { user, askedAt, context, request } = await conversation(body);
        await sleep(delays.advice);
        const result = await advisor.advice(context, request);
        await recordTurn(user.id, request.message, askedAt, result, false);
        return result;
      },
      async adviceStream(body, handlers = {}) {
        const { user, askedAt, context, request } = await conversation(body);
        const { signal, onDelta } = handlers;
        await sleep(delays.advice, signal);
        let result: Advice | undefined;
        for await (const event of advisor.adviceStream(context, request)) {
          if (event.type === 'delta') {
            await sleep(delays.streamTick, signal);
            onDelta?.(event.text);
          } else result = event.result;
        }
        if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
        if (!result) throw new Error('Failed to get AI response: the stream ended without an answer');
        // Recorded before it is answered: whoever saw it finds it in the history.
        await recordTurn(user.id, request.message, askedAt, result, true);
        return result;
      },
      chatHistory: async () => (await signedInState()).state.chat,
      async strategy(body) {
        const { timeframe } = decodeBody(StrategyBody, body);
        const { user, state } = await signedInState();
        await sleep(delays.strategy);
        const result = await advisor.strategy(advisorContext(user.id, state), timeframe);
        await recordResult(user.id, { type: 'RecordStrategy', timeframe, result });
        return result;
      },
      async analyzeContent(body) {
        const { content, platform } = decodeBody(AnalyzeContentBody, body);
        const { user, state } = await signedInState();
        await sleep(delays.analysis);
        const result = await advisor.analyzeContent(advisorContext(user.id, state), { content, platform });
        await recordResult(user.id, { type: 'RecordContentAnalysis', platform, content, result });
        return result;
      },
    },

    dashboard: {
      get: async () => dashboardOf((await signedInState()).state),
    },

    progress: {
      overview: async () => progressOverview((await signedInState()).state.log, now()),
      content: async () => contentPerformance((await signedInState()).state.log),
      async asOf(at) {
        const when = new Date(at);
        if (Number.isNaN(when.getTime())) throw badRequest('Invalid date');
        const { user, state } = await signedInState();
        return progressAsOf(state.log, user.id, when, now());
      },
      async timeline(params) {
        // As the server answers a cursor it did not hand out.
        if (params?.before !== undefined && !/^\d+$/.test(params.before)) throw badRequest('Invalid cursor');
        return timelinePage((await signedInState()).state.log, params);
      },
      async download(format) {
        const { user, state } = await signedInState();
        return exportText(state.log, user.id, format);
      },
    },

    calendar: {
      async list(range) {
        const { from, to } = decodeBody(CalendarListParams, {
          ...(range?.from ? { from: range.from } : {}),
          ...(range?.to ? { to: range.to } : {}),
        });
        if (from && to && Date.parse(from) >= Date.parse(to)) throw badRequest('to: must be after from');
        const { user, state } = await signedInState();
        return inRange(plannedPosts(state.log, user.id), {
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
        });
      },
      async schedule(body) {
        const input = decodeBody(SchedulePostRequest, body);
        const { user, state } = await signedInState();
        const postId = newId();
        await command((unit) =>
          unit.handle(plannedPostDecider, plannedPostStream(postId), {
            type: 'SchedulePost',
            postId,
            userId: user.id,
            text: input.text,
            platform: input.platform,
            scheduledAt:
              input.scheduledAt ?? defaultScheduleTime(input.platform, unit.now, state.profile?.timezone),
            source: input.source ?? 'manual',
            at: unit.now,
          }),
        );
        return postOf(user.id, await stateOf(user.id), postId);
      },
      async update(id, body) {
        const input = decodeBody(UpdatePostRequest, body);
        const changes: { -readonly [K in keyof typeof input]: (typeof input)[K] } = {};
        if (input.text !== undefined) changes.text = input.text;
        if (input.platform !== undefined) changes.platform = input.platform;
        if (input.scheduledAt !== undefined) changes.scheduledAt = input.scheduledAt;
        const user = await changePost(id, (userId, at) => ({
          type: 'UpdatePost',
          postId: id,
          userId,
          changes,
          at,
        }));
        return postOf(user.id, await stateOf(user.id), id);
      },
      async publish(id) {
        const user = await changePost(id, (userId, at) => ({ type: 'PublishPost', postId: id, userId, at }));
        return postOf(user.id, await stateOf(user.id), id);
      },
      async unpublish(id) {
        const user = await changePost(id, (userId, at) => ({
          type: 'UnpublishPost',
          postId: id,
          userId,
          at,
        }));
        return postOf(user.id, await stateOf(user.id), id);
      },
      async remove(id) {
        await changePost(id, (userId, at) => ({ type: 'DeletePost', postId: id, userId, at }));
      },
      // The server's own iCalendar writer, loaded only when a visitor exports.
      async exportIcs() {
        const { user, state } = await signedInState();
        const { plannedPostsIcs } = await import('@market-muse/domain/ics');
        return plannedPostsIcs(plannedPosts(state.log, user.id));
      },
    },

    content: {
      history: async () => contentHistory((await signedInState()).state),
    },

    // The operators' figures are the deployment's, not a visitor's: the demo has none to show.
    operator: {
      async analytics() {
        throw apiError(403, 'Operator analytics are not part of the demo');
      },
    },

    community: {
      async guide() {
        const { user, state } = await signedInState();
        return generateCommunityGuide(advisorContext(user.id, state));
      },
      async addHabit() {
        const { user, state } = await signedInState();
        const context = advisorContext(user.id, state);
        const { habit } = generateCommunityGuide(context);
        const week = weekOf(context.date);
        // One habit task per week: its id derives from the week, so adding it again finds it.
        const taskId = `community-${week.from}`;
        const created = await command((unit) => {
          if (unit.exists(`task-${taskId}`)) return false;
          unit.handle(
            taskDecider,
            { id: `task-${taskId}`, type: 'task' },
            {
              type: 'CreateTask',
              task: {
                taskId,
                userId: user.id,
                roadmapId: null,
                projectId: null,
                title: habit.title,
                description: habit.description,
                priority: 'medium',
                category: habit.category as TaskCategory,
                estimatedTime: habit.estimatedTime,
                dueDate: week.to,
                phaseIndex: null,
                stepIndex: null,
                origin: 'community',
              },
              at: unit.now,
            },
          );
          return true;
        });
        return { task: taskOf(await stateOf(user.id), taskId), created };
      },
    },
  };
  return client;
}
