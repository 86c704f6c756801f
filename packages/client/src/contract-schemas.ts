// The contract's schemas for every route in ROUTES: what the client sends (payload) and what it reads back
// (success), so answers are decoded rather than trusted. The HTTP client loads this module on the first
// answer it has to decode (its own chunk: a signed-out visitor never downloads Effect), and
// test/routes.test.ts checks every schema here against MarketMuseApi.

import {
  Account,
  AccountSession,
  AddPasskeyRequest,
  Advice,
  AuthUser,
  ChangeEmailRequest,
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
  ContentPerformance,
  ContentSuggestions,
  DailyTasksResponse,
  Dashboard,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  Goal,
  LoginRequest,
  OperatorAnalytics,
  Passkey,
  PasskeySignInRequest,
  PlannedPost,
  PostReminderSettings,
  Profile,
  ProgressAsOf,
  ProgressOverview,
  Project,
  ProjectInsights,
  RegisterRequest,
  RenamePasskeyRequest,
  ResetPasswordRequest,
  Roadmap,
  SavedStrategy,
  SignInProvider,
  Task,
  TimelinePage,
  VerifyEmailRequest,
  WebAuthnOptions,
} from '@market-muse/contracts';
import { Neutral } from '@market-muse/contracts/api';
import {
  AdviceBody,
  AnalyzeContentBody,
  AttachRoadmapGoalRequest,
  ConnectBlueskyRequest,
  ContentSuggestionsBody,
  CreateGoalRequest,
  CreateProjectRequest,
  CreateTaskRequest,
  GenerateDailyTasksRequest,
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
import { ParseResult, Schema } from 'effect';
import type { ROUTES } from './routes.ts';

/** A route's schemas: its body, and its answer (a JSON value, text of a media type, or nothing). */
export interface RouteSchemas {
  readonly payload?: Schema.Schema.Any;
  readonly success: Schema.Schema.Any | { readonly text: string } | 'no content';
}

const NO_CONTENT = 'no content';

export const CONTRACT_SCHEMAS = {
  auth: {
    register: { payload: RegisterRequest, success: AuthUser },
    login: { payload: LoginRequest, success: AuthUser },
    logout: { success: NO_CONTENT },
    user: { success: AuthUser },
  },
  recovery: {
    forgotPassword: { payload: ForgotPasswordRequest, success: Neutral },
    resetPassword: { payload: ResetPasswordRequest, success: NO_CONTENT },
    verifyEmail: { payload: VerifyEmailRequest, success: NO_CONTENT },
    confirmEmailChange: { payload: VerifyEmailRequest, success: NO_CONTENT },
  },
  contact: {
    send: { payload: ContactRequest, success: Neutral },
  },
  providerSignIn: {
    providers: { success: Schema.Array(SignInProvider) },
  },
  connectedProviders: {
    connectedProviders: { success: Schema.Array(ConnectedProvider) },
    disconnectProvider: { success: NO_CONTENT },
  },
  passkeySignIn: {
    passkeySignInOptions: { success: WebAuthnOptions },
    passkeySignIn: { payload: PasskeySignInRequest, success: AuthUser },
  },
  passkeys: {
    passkeys: { success: Schema.Array(Passkey) },
    passkeyOptions: { success: WebAuthnOptions },
    addPasskey: { payload: AddPasskeyRequest, success: Passkey },
    renamePasskey: { payload: RenamePasskeyRequest, success: Passkey },
    removePasskey: { success: NO_CONTENT },
  },
  connections: {
    connections: { success: Schema.Array(ConnectedAccount) },
    connectBluesky: { payload: ConnectBlueskyRequest, success: ConnectedAccount },
    disconnectBluesky: { success: NO_CONTENT },
  },
  account: {
    account: { success: Account },
    changeName: { payload: ChangeNameRequest, success: Account },
    changePassword: { payload: ChangePasswordRequest, success: NO_CONTENT },
    changeEmail: { payload: ChangeEmailRequest, success: Neutral },
    resendVerification: { success: Neutral },
    sessions: { success: Schema.Array(AccountSession) },
    signOutSession: { success: NO_CONTENT },
    signOutOtherSessions: { success: NO_CONTENT },
    deleteAccount: { payload: DeleteAccountRequest, success: NO_CONTENT },
  },
  profile: {
    get: { success: Profile },
    save: { payload: SaveProfileRequest, success: Profile },
  },
  projects: {
    list: { success: Schema.Array(Project) },
    create: { payload: CreateProjectRequest, success: Project },
    get: { success: Project },
    activate: { success: Project },
    active: { success: Schema.NullOr(Project) },
  },
  goals: {
    list: { success: Schema.Array(Goal) },
    create: { payload: CreateGoalRequest, success: Goal },
    update: { payload: UpdateGoalRequest, success: Goal },
    progress: { payload: GoalProgressRequest, success: Goal },
    complete: { success: Goal },
  },
  roadmaps: {
    list: { success: Schema.Array(Roadmap) },
    generate: { payload: GenerateRoadmapRequest, success: Roadmap },
    attachGoal: { payload: AttachRoadmapGoalRequest, success: Roadmap },
  },
  tasks: {
    list: { success: Schema.Array(Task) },
    create: { payload: CreateTaskRequest, success: Task },
    generateDaily: { payload: GenerateDailyTasksRequest, success: DailyTasksResponse },
    complete: { success: Task },
    reopen: { success: Task },
  },
  insights: {
    kept: { success: Schema.NullOr(ProjectInsights) },
    generate: { success: ProjectInsights },
  },
  ai: {
    contentSuggestions: { payload: ContentSuggestionsBody, success: ContentSuggestions },
    advice: { payload: AdviceBody, success: Advice },
    // Deltas, then a `result` event carrying an Advice (decoded as such) or an `error` event.
    adviceStream: { payload: AdviceBody, success: { text: 'text/event-stream' } },
    chatHistory: { success: Schema.Array(ChatMessage) },
    stopAnswer: { payload: StoppedAnswerBody, success: ChatMessage },
    strategy: { payload: StrategyBody, success: SavedStrategy },
    keepStrategyAction: { payload: KeepStrategyActionBody, success: SavedStrategy },
    analyzeContent: { payload: AnalyzeContentBody, success: ContentAnalysis },
  },
  dashboard: {
    get: { success: Dashboard },
  },
  community: {
    guide: { success: CommunityGuide },
    addHabit: { success: CommunityHabitResult },
  },
  progress: {
    overview: { success: ProgressOverview },
    content: { success: ContentPerformance },
    asOf: { success: ProgressAsOf },
    timeline: { success: TimelinePage },
    exportCsv: { success: { text: 'text/csv' } },
    exportNdjson: { success: { text: 'application/x-ndjson' } },
  },
  operator: {
    analytics: { success: OperatorAnalytics },
  },
  calendar: {
    list: { success: Schema.Array(PlannedPost) },
    schedule: { payload: SchedulePostRequest, success: PlannedPost },
    update: { payload: UpdatePostRequest, success: PlannedPost },
    publish: { success: PlannedPost },
    publishNow: { success: PlannedPost },
    retryPublishing: { success: PlannedPost },
    unpublish: { success: PlannedPost },
    markPosted: { payload: MarkPostedRequest, success: PlannedPost },
    recordResults: { payload: RecordResultsRequest, success: PlannedPost },
    reminders: { success: PostReminderSettings },
    setReminders: { payload: PostReminderSettingsRequest, success: PostReminderSettings },
    remove: { success: NO_CONTENT },
    exportIcs: { success: { text: 'text/calendar' } },
  },
  content: {
    history: { success: Schema.Array(ContentHistoryEntry) },
  },
} as const satisfies {
  readonly [G in keyof typeof ROUTES]: { readonly [E in keyof (typeof ROUTES)[G]]: RouteSchemas };
};

/** The streamed advice's final answer. */
export const STREAMED_ADVICE = Advice;

/**
 * Decodes an answer with its contract schema. An answer the contract does not allow is a broken server (or
 * a proxy in the way), reported as such rather than handed to a screen.
 */
export function decodeAnswer<A, I>(schema: Schema.Schema<A, I>, body: unknown, where: string): A {
  const decoded = Schema.decodeUnknownEither(schema)(body, { onExcessProperty: 'ignore' });
  if (decoded._tag === 'Right') return decoded.right;
  // Where and what, for the first few problems; never the values themselves (they may be long or private).
  const problems = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'the answer'}: ${issue.message.slice(0, 120)}`);
  throw new Error(`${where} answered outside the contract (${problems.join('; ')})`);
}

/** What checking a request body found: the request as the server reads it, or the contract's messages. */
export type RequestCheck<Request> =
  | { readonly ok: true; readonly request: Request }
  | {
      readonly ok: false;
      readonly issues: ReadonlyArray<{ readonly path: readonly PropertyKey[]; readonly message: string }>;
    };

/**
 * Checks a request body exactly as the server will (every issue, with the contract's messages); a body that
 * passes comes back as the server reads it (trimmed where the contract trims, blank choices as null), which
 * the request schemas accept again unchanged.
 */
export async function checkRequest<A, I>(
  schema: Schema.Schema<A, I>,
  body: unknown,
): Promise<RequestCheck<A>> {
  const result = await Schema.standardSchemaV1(schema)['~standard'].validate(body);
  if (result.issues) {
    return {
      ok: false,
      issues: result.issues.map((issue) => ({
        path: (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment)),
        message: issue.message,
      })),
    };
  }
  return { ok: true, request: result.value };
}
