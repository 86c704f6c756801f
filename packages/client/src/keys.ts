// Query keys are the joined API paths (a default read is a GET to the joined key), so one key
// names one answer across the shell and every remote, and invalidating a prefix reaches its variants.

const withParams = (path: string, projectId?: string) =>
  projectId ? ([path, { projectId }] as const) : ([path] as const);

export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
  profile: ['/api/profile'] as const,
  projects: ['/api/projects'] as const,
  project: (id: string) => ['/api/projects', id] as const,
  activeProject: ['/api/active-project'] as const,
  goals: (projectId?: string) => withParams('/api/goals', projectId),
  roadmaps: ['/api/roadmaps'] as const,
  tasks: (projectId?: string) => withParams('/api/tasks', projectId),
  dashboard: ['/api/dashboard'] as const,
  /** The insights kept for one project (the active one without an id). */
  insights: (projectId?: string) => withParams('/api/project-insights', projectId),
  chatHistory: ['/api/ai/chat-history'] as const,
  community: ['/api/community'] as const,
  progress: ['/api/progress'] as const,
  progressContent: ['/api/progress/content'] as const,
  calendarReminders: ['/api/calendar/reminders'] as const,
  progressAsOf: (at: string) => ['/api/progress/as-of', { at }] as const,
  progressTimeline: ['/api/progress/timeline'] as const,
  /** Every planned post; with a range, the posts of one month or week (a prefix of the plain key). */
  calendarPosts: (range?: { from: string; to: string }) =>
    range ? (['/api/calendar/posts', range] as const) : (['/api/calendar/posts'] as const),
  contentHistory: ['/api/content-history'] as const,
} as const;

/** The current user is fresh 5 minutes, kept 10, no retry, no refetch on focus/reconnect. */
export const CURRENT_USER_QUERY_OPTIONS = {
  staleTime: 300_000,
  gcTime: 600_000,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: true,
} as const;

/** Other data is never stale, no refetch on focus, no polling, no retry, kept 5 minutes. */
export const DEFAULT_QUERY_OPTIONS = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 300_000,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  retry: false,
} as const;
