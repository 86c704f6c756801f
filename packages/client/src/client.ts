// The interface every screen talks to. The HTTP implementation (http.ts) serves it from /api; demo mode
// serves the same interface locally. Screens never call fetch and never know which one they have.
import type {
  Advice,
  AuthUser,
  ChatMessage,
  ContentAnalysis,
  ContentSuggestions,
  Goal,
  LoginRequest,
  Profile,
  Project,
  ProjectInsights,
  RegisterRequest,
  Roadmap,
  Strategy,
  Task,
} from '@market-muse/contracts';
import type {
  AdviceBody,
  AnalyzeContentBody,
  ContentSuggestionsBody,
  CreateGoalRequest,
  CreateProjectRequest,
  DailyTasksResponse,
  Dashboard,
  GoalProgressRequest,
  SaveProfileRequest,
  StrategyBody,
  UpdateGoalRequest,
} from '@market-muse/contracts/api';

/** Request bodies as the client sends them: the wire form, before the server decodes and checks it. */
export type ProfileInput = typeof SaveProfileRequest.Encoded;
export type ProjectInput = typeof CreateProjectRequest.Encoded;
export type GoalInput = typeof CreateGoalRequest.Encoded;
export type GoalPatch = typeof UpdateGoalRequest.Encoded;
export type GoalProgressInput = typeof GoalProgressRequest.Encoded;
export type {
  AdviceBody,
  AnalyzeContentBody,
  ContentSuggestionsBody,
  DailyTasksResponse,
  Dashboard,
  StrategyBody,
};

export interface AdviceStreamHandlers {
  /** Each piece of the answer as it is produced. */
  readonly onDelta?: (text: string) => void;
  /** Aborting stops the stream; the returned promise then rejects with an AbortError. */
  readonly signal?: AbortSignal;
}

export interface MarketMuseClient {
  readonly auth: {
    /** The signed-in user, or null when signed out (401). */
    currentUser(signal?: AbortSignal): Promise<AuthUser | null>;
    login(body: typeof LoginRequest.Encoded): Promise<AuthUser>;
    register(body: typeof RegisterRequest.Encoded): Promise<AuthUser>;
    logout(): Promise<void>;
  };
  readonly profile: {
    /** The profile, or null before the first save (404 'Profile not found'). */
    get(signal?: AbortSignal): Promise<Profile | null>;
    save(body: ProfileInput): Promise<Profile>;
  };
  readonly projects: {
    list(signal?: AbortSignal): Promise<readonly Project[]>;
    create(body: ProjectInput): Promise<Project>;
    get(id: string, signal?: AbortSignal): Promise<Project>;
    activate(id: string): Promise<Project>;
    active(signal?: AbortSignal): Promise<Project | null>;
  };
  readonly goals: {
    list(params?: { projectId?: string }, signal?: AbortSignal): Promise<readonly Goal[]>;
    create(body: GoalInput): Promise<Goal>;
    update(id: string, body: GoalPatch): Promise<Goal>;
    progress(id: string, body: GoalProgressInput): Promise<Goal>;
    complete(id: string): Promise<Goal>;
  };
  readonly roadmaps: {
    list(signal?: AbortSignal): Promise<readonly Roadmap[]>;
    /** For {goalId}, or with no body for the active goal, else the active project. */
    generate(body?: { goalId?: string | null }): Promise<Roadmap>;
  };
  readonly tasks: {
    list(params?: { projectId?: string }, signal?: AbortSignal): Promise<readonly Task[]>;
    generateDaily(): Promise<DailyTasksResponse>;
    complete(id: string): Promise<Task>;
    reopen(id: string): Promise<Task>;
  };
  readonly insights: {
    generate(): Promise<ProjectInsights>;
  };
  readonly ai: {
    contentSuggestions(body: ContentSuggestionsBody): Promise<ContentSuggestions>;
    advice(body: AdviceBody): Promise<Advice>;
    /** The same advice, streamed: deltas as produced, then the full Advice (authoritative). */
    adviceStream(body: AdviceBody, handlers?: AdviceStreamHandlers): Promise<Advice>;
    chatHistory(signal?: AbortSignal): Promise<readonly ChatMessage[]>;
    strategy(body: StrategyBody): Promise<Strategy>;
    analyzeContent(body: AnalyzeContentBody): Promise<ContentAnalysis>;
  };
  readonly dashboard: {
    get(signal?: AbortSignal): Promise<Dashboard>;
  };
}
