// Demo mode's MarketMuseClient: the same interface as the HTTP client, served from the browser. It is an
// adapter: each method decodes the request with the contract's schema, runs the domain's own use case
// against the IndexedDB event store (localEventStore), and answers from the log folded into the API's
// shapes (views.ts). So the demo decides exactly as the server does. The AI features run the same local
// advisor engine as the server, after the demo's simulated delays. Nothing here reaches the network.
import {
  type Advice,
  AUTO_PUBLISH_NEEDS_ACCOUNT,
  type AuthUser,
  BLUESKY_NOT_CONNECTED,
  LoginRequest,
  PLANNED_POST_NOT_FOUND,
  type PlannedPost,
  type ProjectInsights,
  RegisterRequest,
} from '@market-muse/contracts';
import {
  AdviceBody,
  AnalyzeContentBody,
  AttachRoadmapGoalRequest,
  CalendarListParams,
  ContentSuggestionsBody,
  CreateGoalRequest,
  CreateProjectRequest,
  CreateTaskRequest,
  GenerateRoadmapRequest,
  GoalProgressRequest,
  KeepStrategyActionBody,
  MarkPostedRequest,
  PostReminderSettingsRequest,
  RecordResultsRequest,
  SaveProfileRequest,
  SchedulePostRequest,
  StoppedAnswerBody,
  StrategyBody,
  UpdateGoalRequest,
  UpdatePostRequest,
} from '@market-muse/contracts/requests';
import {
  Advisor,
  AdvisorReads,
  actionCountsOf,
  activateProject,
  addCommunityHabitFor,
  addTask,
  analyseContent,
  askAdvice,
  attachRoadmapToGoal,
  type CommandContext,
  choosePostReminderMails,
  commandContext,
  communityGuideFor,
  completeGoal,
  completeTask,
  countsTowardsSuccess,
  createProject,
  dashboardOf,
  deletePost,
  EMAIL_TAKEN,
  EventStore,
  GOAL_NOT_FOUND,
  generateDayTasks,
  generateInsights,
  generateRoadmapFor,
  generateStrategy,
  goalChangesFrom,
  goalProgressFrom,
  keepStrategyAction,
  markPosted,
  newGoalFrom,
  newId,
  newPlannedPostFrom,
  normaliseEmail,
  PROJECT_NOT_FOUND,
  postChangesFrom,
  profileChanges,
  publishPost,
  recordGoalProgress,
  recordResults,
  recordStoppedAdvice,
  reopenTask,
  STRATEGY_NOT_FOUND,
  saveProfile,
  schedulePost,
  setGoal,
  startAdviceStream,
  suggestContent,
  TASK_NOT_FOUND,
  unpublishPost,
  updateGoal,
  updatePost,
  userToday,
} from '@market-muse/domain';
import { Effect, Either } from 'effect';
import type { DailyTasksResponse, Dashboard, MarketMuseClient } from '../client.ts';
import { demoAdvisor } from './advisor.ts';
import { localAdvisorReads, scopeOf } from './advisorReads.ts';
import { contentHistory, inRange, plannedPosts, reminderMailsChoice } from './calendar.ts';
import { DEMO_DELAYS, type DemoDelays, sleep } from './delays.ts';
import { localEventStore } from './eventStore.ts';
import { apiError, badRequest, decodeBody, failureOf, notFound, unauthorized } from './failures.ts';
import { contentPerformance, exportText, progressAsOf, progressOverview, timelinePage } from './progress.ts';
import {
  DEFAULT_DEMO_DATABASE,
  deleteLocalStore,
  type LocalSession,
  type LocalStore,
  openLocalStore,
} from './store.ts';
import { savedStrategies } from './strategies.ts';
import { foldLog, type LocalState } from './views.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';
const SESSION = 'session';
const ACCOUNT = 'account';

/** The visitor 'Try the demo' signs in as. */
export const DEMO_VISITOR = { email: 'demo@market-muse.app', firstName: 'Demo', lastName: 'Visitor' };

export interface LocalClientOptions {
  /** The IndexedDB database ('market-muse-demo'); tests give each client its own. */
  readonly database?: string;
  /** The simulated delays; tests pass NO_DELAYS. */
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

export function createLocalClient(options: LocalClientOptions = {}): LocalClient {
  const delays: DemoDelays = { ...DEMO_DELAYS, ...options.delays };
  const now = options.now ?? (() => new Date());
  const advisor = demoAdvisor(delays);
  let opened: Promise<LocalStore> | null = null;
  const store = () => {
    opened ??= openLocalStore(options.database ?? DEFAULT_DEMO_DATABASE);
    return opened;
  };
  const events = localEventStore(store);

  /** Runs a domain use case on the local log; a refusal becomes the API's status and text. */
  const run = async <A, E>(useCase: Effect.Effect<A, E, EventStore>): Promise<A> => {
    const outcome = await Effect.runPromise(
      Effect.either(Effect.provideService(useCase, EventStore, events)),
    );
    if (Either.isLeft(outcome)) throw failureOf(outcome.left);
    return outcome.right;
  };
  /** The context a visitor's command runs in: who, a fresh correlation id, the demo's clock. */
  const contextFor = (userId: string) => commandContext(userId, now());
  /** Runs one of the advisor's use cases for the signed-in visitor, reading the log as it is now. */
  const advising = async <A, E>(
    useCase: (
      userId: string,
      contextNow: () => CommandContext,
    ) => Effect.Effect<A, E, Advisor | AdvisorReads | EventStore>,
  ): Promise<A> => {
    const { user, state } = await signedInState();
    return run(
      useCase(user.id, () => contextFor(user.id)).pipe(
        Effect.provideService(Advisor, advisor),
        Effect.provideService(AdvisorReads, localAdvisorReads(state, now)),
      ),
    );
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
  /** Read-your-writes: the log already holds the command's events when it returns. */
  const projectAfter = async (userId: string, id: string) => projectOf(await stateOf(userId), id);
  const goalAfter = async (userId: string, id: string) => goalOf(await stateOf(userId), id);
  const taskAfter = async (userId: string, id: string) => taskOf(await stateOf(userId), id);
  const postAfter = async (userId: string, id: string) => postOf(userId, await stateOf(userId), id);

  const dashboard = (state: LocalState): Dashboard => {
    const today = userToday(now(), state.profile?.timezone);
    const inScope = scopeOf(state);
    const tasks = state.tasks.filter(inScope);
    const goals = state.goals.filter(inScope);
    const roadmap = state.roadmaps.find((r) => r.roadmap.status === 'active' && inScope(r.roadmap))?.roadmap;
    const own = roadmap ? tasks.filter((t) => t.roadmapId === roadmap.id) : [];
    return dashboardOf({
      creativeTypes: state.profile?.creativeTypes ?? null,
      goals: { all: goals.length, active: goals.filter((g) => g.status === 'active').length },
      tasks: {
        all: tasks.length,
        completed: tasks.filter((t) => t.completed).length,
        pending: tasks.filter((t) => t.status === 'pending').length,
        dueSoFar: tasks.filter((t) => countsTowardsSuccess(t, today)).length,
      },
      roadmap: roadmap
        ? {
            roadmapId: roadmap.id,
            goalId: roadmap.goalId,
            all: own.length,
            completed: own.filter((t) => t.completed).length,
          }
        : null,
      recentTasks: tasks.slice(0, 3),
    });
  };

  /** What account routes answer in the demo, which keeps no password and sends no mail. */
  const ACCOUNT_NOT_IN_DEMO = 'The demo has no password or email to change: sign up to keep your work';

  const signIn = async (user: AuthUser) => {
    await (await store()).setMeta(SESSION, user);
    return user;
  };

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
          email: normaliseEmail(input.email),
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
        if (!existing || existing.email !== normaliseEmail(input.email))
          throw apiError(401, INVALID_CREDENTIALS);
        return signIn(existing);
      },
      // The demo's data lives only in this browser: deleting the account deletes the demo's database.
      async deleteAccount() {
        const current = await session();
        if (!current) throw apiError(401, 'Not authenticated');
        (await store()).close();
        opened = null;
        await deleteLocalStore(options.database ?? DEFAULT_DEMO_DATABASE);
      },
      async logout() {
        await (await store()).deleteMeta(SESSION);
      },
    },

    // The demo has no password, no mail and one browser: recovery has nothing to recover, and the account
    // page shows the visitor with the one session this browser is. Changing what does not exist is refused.
    recovery: {
      async forgotPassword() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      async resetPassword() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      async verifyEmail() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      async confirmEmailChange() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
    },
    // The demo sends nothing anywhere; the contact page, for visitors, is not part of it.
    contact: {
      async send() {
        throw apiError(
          400,
          'The demo sends no mail: write to us from the contact page once you leave the demo',
        );
      },
    },
    // The demo has no provider: its visitor has no account to sign in to.
    signInProviders: {
      available: async () => [],
      connected: async () => [],
      async disconnect() {
        throw apiError(404, 'This sign-in provider is not connected to your account');
      },
    },
    // The demo's visitor has no account a passkey could sign in to.
    passkeys: {
      async signInOptions() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      async signIn() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      list: async () => [],
      async registrationOptions() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      async add() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      async rename() {
        throw apiError(404, 'This passkey is not on your account');
      },
      async remove() {
        throw apiError(404, 'This passkey is not on your account');
      },
    },
    // Publishing needs a real account on a real network: the demo connects none.
    connections: {
      list: async () => [],
      async connectBluesky() {
        throw apiError(403, 'Connecting a Bluesky account is not part of the demo: create an account first');
      },
      async disconnectBluesky() {
        throw apiError(404, BLUESKY_NOT_CONNECTED);
      },
    },
    account: {
      async get() {
        const user = await visitor();
        return {
          email: user.email,
          emailVerified: false,
          firstName: user.firstName,
          lastName: user.lastName,
          createdAt: user.createdAt,
        };
      },
      async changeName() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      async changePassword() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      async changeEmail() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      async resendVerification() {
        throw apiError(400, ACCOUNT_NOT_IN_DEMO);
      },
      async sessions() {
        const user = await visitor();
        const agent = typeof navigator === 'undefined' ? null : navigator.userAgent;
        return [
          {
            id: user.id,
            createdAt: user.createdAt,
            lastSeenAt: now().toISOString(),
            userAgent: agent,
            current: true,
          },
        ];
      },
      async signOutSession(id) {
        const user = await visitor();
        if (id !== user.id) throw apiError(404, 'Session not found');
        await (await store()).deleteMeta(SESSION);
      },
      async signOutOtherSessions() {
        await visitor();
      },
    },

    profile: {
      get: async () => (await signedInState()).state.profile,
      async save(body) {
        const changes = profileChanges(decodeBody(SaveProfileRequest, body));
        const user = await visitor();
        await run(saveProfile(user.id, changes, contextFor(user.id)));
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
        const { projectId } = await run(createProject(user.id, draft, contextFor(user.id)));
        return projectAfter(user.id, projectId);
      },
      get: async (id) => projectOf((await signedInState()).state, id),
      async activate(id) {
        const user = await visitor();
        await run(activateProject(user.id, id, contextFor(user.id)));
        return projectAfter(user.id, id);
      },
      active: async () => (await signedInState()).state.activeProject,
    },

    goals: {
      async list(params) {
        const { state } = await signedInState();
        const projectId = params?.projectId?.trim() || null;
        if (projectId === null) return state.goals;
        projectOf(state, projectId);
        return state.goals.filter(scopeOf(state, projectId));
      },
      async create(body) {
        const goal = newGoalFrom(decodeBody(CreateGoalRequest, body));
        const user = await visitor();
        const { goalId } = await run(setGoal(user.id, goal, contextFor(user.id)));
        return goalAfter(user.id, goalId);
      },
      async update(id, body) {
        const changes = goalChangesFrom(decodeBody(UpdateGoalRequest, body));
        const user = await visitor();
        await run(updateGoal(user.id, id, changes, contextFor(user.id)));
        return goalAfter(user.id, id);
      },
      async progress(id, body) {
        const progress = goalProgressFrom(decodeBody(GoalProgressRequest, body));
        const user = await visitor();
        await run(recordGoalProgress(user.id, id, progress, contextFor(user.id)));
        return goalAfter(user.id, id);
      },
      async complete(id) {
        const user = await visitor();
        await run(completeGoal(user.id, id, contextFor(user.id)));
        return goalAfter(user.id, id);
      },
    },

    roadmaps: {
      list: async () => (await signedInState()).state.roadmaps.map((r) => r.roadmap),
      async generate(body) {
        const input = decodeBody(GenerateRoadmapRequest, body ?? null);
        const { roadmapId } = await advising((userId, contextNow) =>
          generateRoadmapFor(userId, input?.goalId?.trim() || null, contextNow),
        );
        const stored = (await signedInState()).state.roadmaps.find((r) => r.roadmap.id === roadmapId);
        if (!stored) throw new Error('The generated roadmap is missing');
        return stored.roadmap;
      },
      async attachGoal(id, body) {
        const { goalId } = decodeBody(AttachRoadmapGoalRequest, body);
        const { user, state } = await signedInState();
        const goal = goalOf(state, goalId.trim());
        await run(attachRoadmapToGoal(user.id, id, goal, contextFor(user.id)));
        const stored = (await stateOf(user.id)).roadmaps.find((r) => r.roadmap.id === id);
        if (!stored) throw new Error('The attached roadmap is missing');
        return stored.roadmap;
      },
    },

    tasks: {
      async list(params) {
        const { state } = await signedInState();
        const projectId = params?.projectId?.trim() || null;
        if (projectId === null) return state.tasks;
        projectOf(state, projectId);
        return state.tasks.filter(scopeOf(state, projectId));
      },
      async create(body) {
        const input = decodeBody(CreateTaskRequest, body);
        const { user, state } = await signedInState();
        const { taskId } = await run(
          addTask(
            { ...input, userId: user.id, projectId: state.activeProject?.id ?? null },
            contextFor(user.id),
          ),
        );
        return taskAfter(user.id, taskId);
      },
      async generateDaily() {
        const { created, generation } = await advising(generateDayTasks);
        const { tasks } = (await signedInState()).state;
        return {
          date: generation.date,
          phase: generation.phase,
          minutesAvailable: generation.minutesAvailable,
          created,
          source: generation.source,
          tasks: generation.taskIds.flatMap((id) => tasks.find((t) => t.id === id) ?? []),
        } satisfies DailyTasksResponse;
      },
      async complete(id) {
        const user = await visitor();
        await run(completeTask(user.id, id, contextFor(user.id)));
        return taskAfter(user.id, id);
      },
      async reopen(id) {
        const user = await visitor();
        await run(reopenTask(user.id, id, contextFor(user.id)));
        return taskAfter(user.id, id);
      },
    },

    insights: {
      async kept(params) {
        const { state } = await signedInState();
        const projectId = params?.projectId?.trim() || null;
        if (projectId !== null) projectOf(state, projectId);
        const inScope = scopeOf(state, projectId ?? undefined);
        const kept = state.advisorResults.filter(
          (r) =>
            r.type === 'ProjectInsightsGenerated' &&
            inScope({ projectId: (r.data.projectId as string) ?? null }),
        );
        return (kept.at(-1)?.data.result as ProjectInsights | undefined) ?? null;
      },
      generate: () => advising(generateInsights),
    },

    ai: {
      async contentSuggestions(body) {
        const { contentType } = decodeBody(ContentSuggestionsBody, body);
        return advising((userId, contextNow) => suggestContent(userId, contentType, contextNow));
      },
      async advice(body) {
        const { context: message } = decodeBody(AdviceBody, body);
        return advising((userId, contextNow) => askAdvice(userId, message, contextNow));
      },
      async adviceStream(body, handlers = {}) {
        const { context: message } = decodeBody(AdviceBody, body);
        const { signal, onDelta, onTurn } = handlers;
        const turn = await advising((userId, contextNow) => startAdviceStream(userId, message, contextNow));
        onTurn?.(turn.turnId);
        await sleep(delays.advice, signal);
        let result: Advice | undefined;
        for await (const event of turn.events) {
          if (event.type === 'delta') {
            await sleep(delays.streamTick, signal);
            onDelta?.(event.text);
          } else result = event.result;
        }
        if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
        if (!result) throw new Error('Failed to get AI response: the stream ended without an answer');
        // Recorded before it is answered: whoever saw it finds it in the history.
        await run(turn.record(result));
        return result;
      },
      chatHistory: async () => (await signedInState()).state.chat,
      async stopAnswer(body) {
        const { context: message, shown, turnId } = decodeBody(StoppedAnswerBody, body);
        const { user } = await signedInState();
        const [event] = await run(
          recordStoppedAdvice(
            { userId: user.id, message, shown, ...(turnId === undefined ? {} : { turnId }) },
            contextFor(user.id),
          ),
        );
        const stopped = event?.type === 'AdviceStopped' ? event.data : null;
        return {
          type: 'ai',
          message: stopped?.shown ?? shown,
          timestamp: stopped?.stoppedAt ?? now().toISOString(),
          stopped: true,
        };
      },
      async strategy(body) {
        const { timeframe } = decodeBody(StrategyBody, body);
        return advising((userId, contextNow) => generateStrategy(userId, timeframe, contextNow));
      },
      async keepStrategyAction(id, body) {
        const { phase, action, kept } = decodeBody(KeepStrategyActionBody, body);
        const { user, state } = await signedInState();
        const found = savedStrategies(state).find((s) => s.id === id);
        await run(
          keepStrategyAction(
            {
              resultId: id,
              userId: user.id,
              phase,
              action,
              kept,
              strategy: found ? { userId: user.id, actionCounts: actionCountsOf(found) } : null,
            },
            contextFor(user.id),
          ),
        );
        const saved = savedStrategies(await stateOf(user.id)).find((s) => s.id === id);
        if (!saved) throw notFound(STRATEGY_NOT_FOUND);
        return saved;
      },
      async analyzeContent(body) {
        const request = decodeBody(AnalyzeContentBody, body);
        return advising((userId, contextNow) => analyseContent(userId, request, contextNow));
      },
    },

    dashboard: {
      get: async () => dashboard((await signedInState()).state),
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
        // A visitor has no connected account to publish to (the server answers the same).
        if (input.publishAutomatically) throw badRequest(AUTO_PUBLISH_NEEDS_ACCOUNT);
        const { user, state } = await signedInState();
        const context = contextFor(user.id);
        const post = newPlannedPostFrom(input, context.now, state.profile?.timezone);
        const { postId } = await run(schedulePost(user.id, post, context));
        return postAfter(user.id, postId);
      },
      async update(id, body) {
        const changes = postChangesFrom(decodeBody(UpdatePostRequest, body));
        if (changes.publishAutomatically) throw badRequest(AUTO_PUBLISH_NEEDS_ACCOUNT);
        const user = await visitor();
        await run(updatePost(user.id, id, changes, contextFor(user.id)));
        return postAfter(user.id, id);
      },
      async publish(id) {
        const user = await visitor();
        await run(publishPost(user.id, id, contextFor(user.id)));
        return postAfter(user.id, id);
      },
      async publishNow() {
        throw badRequest(AUTO_PUBLISH_NEEDS_ACCOUNT);
      },
      async retryPublishing() {
        throw badRequest(AUTO_PUBLISH_NEEDS_ACCOUNT);
      },
      async unpublish(id) {
        const user = await visitor();
        await run(unpublishPost(user.id, id, contextFor(user.id)));
        return postAfter(user.id, id);
      },
      async markPosted(id, url) {
        const input = decodeBody(MarkPostedRequest, { url });
        const user = await visitor();
        await run(markPosted(user.id, id, input.url, contextFor(user.id)));
        return postAfter(user.id, id);
      },
      async recordResults(id, body) {
        const metrics = decodeBody(RecordResultsRequest, body);
        const user = await visitor();
        await run(recordResults(user.id, id, 'manual', metrics, contextFor(user.id)));
        return postAfter(user.id, id);
      },
      async reminders() {
        const { state } = await signedInState();
        return { byMail: reminderMailsChoice(state.log) };
      },
      async setReminders(byMail) {
        const input = decodeBody(PostReminderSettingsRequest, { byMail });
        const user = await visitor();
        await run(choosePostReminderMails(user.id, input.byMail, contextFor(user.id)));
        const { state } = await signedInState();
        return { byMail: reminderMailsChoice(state.log) };
      },
      async remove(id) {
        const user = await visitor();
        await run(deletePost(user.id, id, contextFor(user.id)));
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
      guide: () => advising(communityGuideFor),
      async addHabit() {
        const { taskId, created } = await advising(addCommunityHabitFor);
        return { task: await taskAfter((await visitor()).id, taskId), created };
      },
    },
  };
  return client;
}
