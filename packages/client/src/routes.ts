// Every /api route the HTTP client calls, keyed by the contract's group and endpoint names (MarketMuseApi in
// @market-muse/contracts). Plain data, so the signed-out first load does not carry the contract's HttpApi;
// test/routes.test.ts walks MarketMuseApi and fails on any difference of method, path, query or schema.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  readonly method: Method;
  /** The contract's path pattern: `:id` is filled in, URI-encoded. */
  readonly path: `/api/${string}`;
  /** The query parameters the route takes, by name. */
  readonly query?: readonly string[];
}

const route =
  (method: Method) =>
  (path: Route['path'], query?: readonly string[]): Route =>
    query ? { method, path, query } : { method, path };
const GET = route('GET');
const POST = route('POST');
const PUT = route('PUT');
const PATCH = route('PATCH');
const DELETE = route('DELETE');

export const ROUTES = {
  auth: {
    register: POST('/api/auth/register'),
    login: POST('/api/auth/login'),
    logout: POST('/api/auth/logout'),
    user: GET('/api/auth/user'),
  },
  recovery: {
    forgotPassword: POST('/api/auth/password/forgot'),
    resetPassword: POST('/api/auth/password/reset'),
    verifyEmail: POST('/api/auth/email/verify'),
    confirmEmailChange: POST('/api/auth/email/change'),
  },
  contact: {
    send: POST('/api/contact'),
  },
  providerSignIn: {
    providers: GET('/api/auth/providers'),
  },
  connectedProviders: {
    connectedProviders: GET('/api/account/providers'),
    disconnectProvider: DELETE('/api/account/providers/:id'),
  },
  passkeySignIn: {
    passkeySignInOptions: POST('/api/auth/passkey/options'),
    passkeySignIn: POST('/api/auth/passkey'),
  },
  passkeys: {
    passkeys: GET('/api/account/passkeys'),
    passkeyOptions: POST('/api/account/passkeys/options'),
    addPasskey: POST('/api/account/passkeys'),
    renamePasskey: PATCH('/api/account/passkeys/:id'),
    removePasskey: DELETE('/api/account/passkeys/:id'),
  },
  connections: {
    connections: GET('/api/account/connections'),
    connectBluesky: PUT('/api/account/connections/bluesky'),
    disconnectBluesky: DELETE('/api/account/connections/bluesky'),
  },
  account: {
    account: GET('/api/account'),
    changeName: PATCH('/api/account/name'),
    changePassword: POST('/api/account/password'),
    changeEmail: POST('/api/account/email'),
    resendVerification: POST('/api/account/email/verification'),
    sessions: GET('/api/account/sessions'),
    signOutSession: DELETE('/api/account/sessions/:id'),
    signOutOtherSessions: POST('/api/account/sign-out-others'),
    deleteAccount: DELETE('/api/account'),
  },
  profile: {
    get: GET('/api/profile'),
    save: POST('/api/profile'),
  },
  projects: {
    list: GET('/api/projects'),
    create: POST('/api/projects'),
    get: GET('/api/projects/:id'),
    activate: POST('/api/projects/:id/activate'),
    active: GET('/api/active-project'),
  },
  goals: {
    list: GET('/api/goals', ['projectId']),
    create: POST('/api/goals'),
    update: PATCH('/api/goals/:id'),
    progress: POST('/api/goals/:id/progress'),
    complete: POST('/api/goals/:id/complete'),
  },
  roadmaps: {
    list: GET('/api/roadmaps'),
    generate: POST('/api/roadmaps/generate'),
    attachGoal: POST('/api/roadmaps/:id/goal'),
  },
  tasks: {
    list: GET('/api/tasks', ['projectId']),
    create: POST('/api/tasks'),
    generateDaily: POST('/api/tasks/generate-daily'),
    complete: POST('/api/tasks/:id/complete'),
    reopen: POST('/api/tasks/:id/reopen'),
  },
  insights: {
    kept: GET('/api/project-insights', ['projectId']),
    generate: POST('/api/project-insights'),
  },
  ai: {
    contentSuggestions: POST('/api/ai/content-suggestions'),
    advice: POST('/api/ai/personalized-advice'),
    adviceStream: POST('/api/ai/personalized-advice/stream'),
    chatHistory: GET('/api/ai/chat-history'),
    stopAnswer: POST('/api/ai/chat-history/stopped'),
    strategy: POST('/api/ai/marketing-strategy'),
    keepStrategyAction: POST('/api/ai/strategies/:id/kept-actions'),
    analyzeContent: POST('/api/ai/analyze-content'),
  },
  dashboard: {
    get: GET('/api/dashboard'),
  },
  community: {
    guide: GET('/api/community'),
    addHabit: POST('/api/community/habit'),
  },
  progress: {
    overview: GET('/api/progress'),
    content: GET('/api/progress/content'),
    asOf: GET('/api/progress/as-of', ['at']),
    timeline: GET('/api/progress/timeline', ['before', 'limit']),
    exportCsv: GET('/api/progress/export.csv'),
    exportNdjson: GET('/api/progress/export.ndjson'),
  },
  operator: {
    analytics: GET('/api/operator/analytics'),
  },
  calendar: {
    list: GET('/api/calendar/posts', ['from', 'to']),
    schedule: POST('/api/calendar/posts'),
    update: PATCH('/api/calendar/posts/:id'),
    publish: POST('/api/calendar/posts/:id/publish'),
    publishNow: POST('/api/calendar/posts/:id/publish-now'),
    retryPublishing: POST('/api/calendar/posts/:id/retry'),
    unpublish: POST('/api/calendar/posts/:id/unpublish'),
    markPosted: POST('/api/calendar/posts/:id/posted'),
    recordResults: POST('/api/calendar/posts/:id/results'),
    reminders: GET('/api/calendar/reminders'),
    setReminders: PATCH('/api/calendar/reminders'),
    remove: DELETE('/api/calendar/posts/:id'),
    exportIcs: GET('/api/calendar/export.ics'),
  },
  content: {
    history: GET('/api/content-history'),
  },
} as const satisfies Record<string, Record<string, Route>>;

/**
 * The contract's endpoints this client does not call, and who does: a new endpoint fails the parity test
 * until it is in ROUTES or here.
 */
export const NOT_CALLED_BY_THE_CLIENT = {
  'system.health': 'load balancers and probes',
  'providerSignIn.externalLogin': "a browser navigation (the sign-in screen's 'Continue with <provider>')",
  'providerSignIn.externalCallback': "the provider's redirect back after signing in there",
  'connectedProviders.connectProvider': "a browser navigation ('Connect <provider>' on /account)",
  'account.exportAccount': "a browser download (the 'Download your data' link on /account)",
  'import.demo': "demo mode's 'Create an account' step (src/local/keep.ts), with the demo's own body",
} as const;

/** The URL of `route`: `:id` filled in (URI-encoded), then the query's non-empty values in its order. */
export function urlOf(
  route: Route,
  id?: string,
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const path = id === undefined ? route.path : route.path.replace(':id', encodeURIComponent(id));
  const search = new URLSearchParams();
  for (const name of route.query ?? []) {
    const value = query[name];
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
