// The interface every screen talks to. The HTTP implementation (http.ts) serves it from /api; demo mode
// serves the same interface locally. Screens never call fetch and never know which one they have.
import type {
  Account,
  AccountSession,
  AddPasskeyRequest,
  Advice,
  AuthUser,
  ChangeNameRequest,
  ChangePasswordRequest,
  ChatMessage,
  CommunityGuide,
  CommunityHabitResult,
  ConnectedAccount,
  ConnectedProvider,
  ContactRequest,
  ContentAnalysis,
  ContentHistoryEntry,
  ContentSuggestions,
  DeleteAccountRequest,
  Goal,
  LoginRequest,
  Passkey,
  PasskeySignInRequest,
  PlannedPost,
  PostReminderSettings,
  Profile,
  Project,
  ProjectInsights,
  RegisterRequest,
  ResetPasswordRequest,
  Roadmap,
  SavedStrategy,
  SignInProvider,
  Task,
  WebAuthnOptions,
} from '@market-muse/contracts';
import type {
  AdviceBody,
  AnalyzeContentBody,
  ConnectBlueskyRequest,
  ContentPerformance,
  ContentSuggestionsBody,
  CreateGoalRequest,
  CreateProjectRequest,
  CreateTaskRequest,
  DailyTasksResponse,
  Dashboard,
  GoalProgressRequest,
  KeepStrategyActionBody,
  OperatorAnalytics,
  ProgressAsOf,
  ProgressOverview,
  RecordResultsRequest,
  SaveProfileRequest,
  SchedulePostRequest,
  StoppedAnswerBody,
  StrategyBody,
  TimelinePage,
  UpdateGoalRequest,
  UpdatePostRequest,
} from '@market-muse/contracts/api';

/** Request bodies as the client sends them: the wire form, before the server decodes and checks it. */
export type ProfileInput = typeof SaveProfileRequest.Encoded;
export type ProjectInput = typeof CreateProjectRequest.Encoded;
export type GoalInput = typeof CreateGoalRequest.Encoded;
export type GoalPatch = typeof UpdateGoalRequest.Encoded;
export type GoalProgressInput = typeof GoalProgressRequest.Encoded;
export type PlannedPostInput = typeof SchedulePostRequest.Encoded;
export type CreateTaskInput = typeof CreateTaskRequest.Encoded;
export type PlannedPostPatch = typeof UpdatePostRequest.Encoded;
/** The numbers of a published post typed by hand (null or absent: unknown). */
export type PostResultsInput = typeof RecordResultsRequest.Encoded;
/** Planned posts scheduled in [from, to) (ISO date-times); either bound may be left out. */
export interface PlannedPostRange {
  readonly from?: string;
  readonly to?: string;
}
export type {
  AdviceBody,
  AnalyzeContentBody,
  ContentPerformance,
  ContentSuggestionsBody,
  DailyTasksResponse,
  Dashboard,
  OperatorAnalytics,
  ProgressAsOf,
  ProgressOverview,
  StrategyBody,
  TimelinePage,
};

export interface AdviceStreamHandlers {
  /** The turn's id, before any piece of the answer: a stop is recorded under it. */
  readonly onTurn?: (turnId: string) => void;
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
    /**
     * Deletes the account and everything it recorded (204), signing every session out. The password, or
     * none within minutes of signing in; a wrong or missing one is a 400 naming `password`.
     */
    deleteAccount(body: typeof DeleteAccountRequest.Encoded): Promise<void>;
  };
  /** Getting back into an account: no session needed. */
  readonly recovery: {
    /** Mails a reset link when an account uses the email; the answer's message is the same either way. */
    forgotPassword(body: { email: string }): Promise<{ readonly message: string }>;
    /** Sets a new password with a reset link's token and signs this browser in. */
    resetPassword(body: typeof ResetPasswordRequest.Encoded): Promise<void>;
    verifyEmail(body: { token: string }): Promise<void>;
    /** Moves the account to the new email with the token of the link mailed there. */
    confirmEmailChange(body: { token: string }): Promise<void>;
  };
  /** The public contact form: no session needed. */
  readonly contact: {
    /** Mails the message to the operators; 400 names a wrong field, 429 past 5 messages an hour. */
    send(body: typeof ContactRequest.Encoded): Promise<{ readonly message: string }>;
  };
  /** Signing in through an OpenID Connect provider, and the providers connected to the account. */
  readonly signInProviders: {
    /** The providers the sign-in screen offers; empty when none is configured. */
    available(signal?: AbortSignal): Promise<readonly SignInProvider[]>;
    connected(signal?: AbortSignal): Promise<readonly ConnectedProvider[]>;
    /** Refused (409) when the provider is the account's only way to sign in. */
    disconnect(id: string): Promise<void>;
  };
  /** Passkeys (WebAuthn): signing in with one, and the signed-in account's own. */
  readonly passkeys: {
    /** A single-use challenge for any passkey of this site, to hand to navigator.credentials.get(). */
    signInOptions(): Promise<WebAuthnOptions>;
    /** Signs in with the authenticator's answer (401 when it does not verify). */
    signIn(body: typeof PasskeySignInRequest.Encoded): Promise<AuthUser>;
    list(signal?: AbortSignal): Promise<readonly Passkey[]>;
    /** A single-use challenge bound to the account, to hand to navigator.credentials.create(). */
    registrationOptions(): Promise<WebAuthnOptions>;
    add(body: typeof AddPasskeyRequest.Encoded): Promise<Passkey>;
    rename(id: string, body: { name: string }): Promise<Passkey>;
    /** Refused (409) when the passkey is the account's only way to sign in. */
    remove(id: string): Promise<void>;
  };
  /** The social accounts connected for publishing planned posts (/account → 'Connected accounts'). */
  readonly connections: {
    list(signal?: AbortSignal): Promise<readonly ConnectedAccount[]>;
    /** Opens a session on the account's server with the app password (400 when it refuses it). */
    connectBluesky(body: ConnectBlueskyRequest): Promise<ConnectedAccount>;
    disconnectBluesky(): Promise<void>;
  };
  /** The signed-in account (the /account page). */
  readonly account: {
    get(signal?: AbortSignal): Promise<Account>;
    /** Renames the account; answers the account as it now is. */
    changeName(body: typeof ChangeNameRequest.Encoded): Promise<Account>;
    changePassword(body: typeof ChangePasswordRequest.Encoded): Promise<void>;
    /** Mails a confirmation link to the new address; the email changes when it is opened. */
    changeEmail(body: { newEmail: string; password: string }): Promise<{ readonly message: string }>;
    resendVerification(): Promise<{ readonly message: string }>;
    sessions(signal?: AbortSignal): Promise<readonly AccountSession[]>;
    signOutSession(id: string): Promise<void>;
    signOutOtherSessions(): Promise<void>;
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
    /** Attaches a roadmap made without a goal to a goal of its project. */
    attachGoal(id: string, body: { goalId: string }): Promise<Roadmap>;
  };
  readonly tasks: {
    list(params?: { projectId?: string }, signal?: AbortSignal): Promise<readonly Task[]>;
    /** A task of the user's own (a strategy's action, a confirmed proposal), on the active project. */
    create(body: CreateTaskInput): Promise<Task>;
    generateDaily(): Promise<DailyTasksResponse>;
    complete(id: string): Promise<Task>;
    reopen(id: string): Promise<Task>;
  };
  readonly insights: {
    /** The insights kept for the active project (or `projectId`), null before the first generation. */
    kept(params?: { projectId?: string }, signal?: AbortSignal): Promise<ProjectInsights | null>;
    generate(): Promise<ProjectInsights>;
  };
  readonly ai: {
    contentSuggestions(body: ContentSuggestionsBody): Promise<ContentSuggestions>;
    advice(body: AdviceBody): Promise<Advice>;
    /** The same advice, streamed: deltas as produced, then the full Advice (authoritative). */
    adviceStream(body: AdviceBody, handlers?: AdviceStreamHandlers): Promise<Advice>;
    chatHistory(signal?: AbortSignal): Promise<readonly ChatMessage[]>;
    /** Records that the user stopped an answer: the turn keeps exactly what was shown, marked stopped. */
    stopAnswer(body: StoppedAnswerBody): Promise<ChatMessage>;
    /** A strategy, kept under its id (it appears in the content history). */
    strategy(body: StrategyBody): Promise<SavedStrategy>;
    /** Ticks (kept) or unticks one action of a kept strategy. */
    keepStrategyAction(id: string, body: KeepStrategyActionBody): Promise<SavedStrategy>;
    analyzeContent(body: AnalyzeContentBody): Promise<ContentAnalysis>;
  };
  readonly dashboard: {
    get(signal?: AbortSignal): Promise<Dashboard>;
  };
  readonly community: {
    guide(signal?: AbortSignal): Promise<CommunityGuide>;
    /** Puts this week's engagement habit on the task list (once a week). */
    addHabit(): Promise<CommunityHabitResult>;
  };
  /** A creative's own history (/progress) and content performance (/analytics), folded from events. */
  readonly progress: {
    overview(signal?: AbortSignal): Promise<ProgressOverview>;
    content(signal?: AbortSignal): Promise<ContentPerformance>;
    /** The state as of `at` (ISO date-time), folded from events, with what changed since. */
    asOf(at: string, signal?: AbortSignal): Promise<ProgressAsOf>;
    timeline(params?: { before?: string; limit?: number }, signal?: AbortSignal): Promise<TimelinePage>;
    /** The user's own progress events as file text ('csv' or 'ndjson'). */
    download(format: 'csv' | 'ndjson'): Promise<string>;
  };
  /** The content calendar: the user's planned posts. */
  readonly calendar: {
    list(range?: PlannedPostRange, signal?: AbortSignal): Promise<readonly PlannedPost[]>;
    /** Without scheduledAt the post goes to the platform's next best posting window. */
    schedule(body: PlannedPostInput): Promise<PlannedPost>;
    /** New text, platform and/or time (a move); absent fields stay. */
    update(id: string, body: PlannedPostPatch): Promise<PlannedPost>;
    publish(id: string): Promise<PlannedPost>;
    /** 'Publish now' to the connected Bluesky account. */
    publishNow(id: string): Promise<PlannedPost>;
    /** 'Retry' a failed automatic attempt. */
    retryPublishing(id: string): Promise<PlannedPost>;
    /** Back to planned (a post marked as published by mistake). */
    unpublish(id: string): Promise<PlannedPost>;
    /** 'Mark as posted' with the post's address on its platform (again: corrects the address). */
    markPosted(id: string, url: string): Promise<PlannedPost>;
    /** The published post's numbers now. */
    recordResults(id: string, body: PostResultsInput): Promise<PlannedPost>;
    /** Whether due-post reminders also come by e-mail. */
    reminders(signal?: AbortSignal): Promise<PostReminderSettings>;
    setReminders(byMail: boolean): Promise<PostReminderSettings>;
    remove(id: string): Promise<void>;
    /** Every planned post as iCalendar file text (for Google Calendar, Apple Calendar, Outlook). */
    exportIcs(): Promise<string>;
  };
  /** The user's generated content over time (/content): ideas, captions and analyses, newest first. */
  readonly content: {
    history(signal?: AbortSignal): Promise<readonly ContentHistoryEntry[]>;
  };
  /**
   * The operators' analytics, with the operator token (MM_OPERATOR_TOKEN) the person typed in: sent as a
   * bearer token on this call only, never stored by the client.
   */
  readonly operator: {
    analytics(token: string, signal?: AbortSignal): Promise<OperatorAnalytics>;
  };
}
