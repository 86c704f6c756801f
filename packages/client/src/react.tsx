// React bindings: the shell provides one client (HTTP, or demo mode's local one) and one QueryClient;
// every remote's screens read and write through these hooks, with the product's keys and refreshes.

import type { PlannedPost } from '@market-muse/contracts';
import type {
  AdviceBody,
  AnalyzeContentBody,
  ContentSuggestionsBody,
  KeepStrategyActionBody,
  StoppedAnswerBody,
  StrategyBody,
} from '@market-muse/contracts/api';
import { firstProjectOf, inProjectScope } from '@market-muse/domain';
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, type ReactNode, use } from 'react';
import type {
  AdviceStreamHandlers,
  CreateTaskInput,
  GoalInput,
  GoalPatch,
  GoalProgressInput,
  MarketMuseClient,
  PlannedPostInput,
  PlannedPostPatch,
  PostResultsInput,
  ProfileInput,
  ProjectInput,
} from './client.ts';
import { createHttpClient } from './http.ts';
import { CURRENT_USER_QUERY_OPTIONS, queryKeys } from './keys.ts';

const ClientContext = createContext<MarketMuseClient | null>(null);
let fallbackClient: MarketMuseClient | null = null;

export function ClientProvider({ client, children }: { client: MarketMuseClient; children: ReactNode }) {
  return <ClientContext value={client}>{children}</ClientContext>;
}

/** The provided client; without a provider (a remote's standalone dev page), the HTTP one. */
export function useClient(): MarketMuseClient {
  const provided = use(ClientContext);
  if (provided) return provided;
  fallbackClient ??= createHttpClient();
  return fallbackClient;
}

const refresh = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

// ---------------------------------------------------------------------------------------------
// Reads

export function useCurrentUser() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => client.auth.currentUser(signal),
    ...CURRENT_USER_QUERY_OPTIONS,
  });
}

/** The profile, null before the first save. `retry` is for the insights screen (3, not on 401). */
export function useProfile(options: { enabled?: boolean; retry?: number } = {}) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => client.profile.get(signal),
    enabled: options.enabled ?? true,
    retry: (failures, error) =>
      (options.retry ?? 0) > failures && !(error instanceof Error && error.message.startsWith('401:')),
  });
}

export function useProjects() {
  const client = useClient();
  return useQuery({ queryKey: queryKeys.projects, queryFn: ({ signal }) => client.projects.list(signal) });
}

/**
 * The active project and which goals, roadmaps and tasks are its own (the domain's rule: what was recorded
 * without a project belongs to the first project). Screens scoped to the active project filter with it.
 */
export function useProjectScope() {
  const projects = useProjects();
  const list = projects.data ?? [];
  const activeProject = list.find((p) => p.isActive) ?? null;
  const firstProjectId = firstProjectOf(list);
  return {
    projects,
    activeProject,
    /** Whether an item is the given project's (the active one's by default). */
    inProject: (projectId: string | null = activeProject?.id ?? null) =>
      inProjectScope({ projectId, firstProjectId }),
  };
}

export function useProject(id: string) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.project(id),
    queryFn: ({ signal }) => client.projects.get(id, signal),
  });
}

export function useActiveProject() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.activeProject,
    queryFn: ({ signal }) => client.projects.active(signal),
  });
}

export function useGoals(projectId?: string) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.goals(projectId),
    queryFn: ({ signal }) => client.goals.list(projectId ? { projectId } : {}, signal),
  });
}

export function useRoadmaps() {
  const client = useClient();
  return useQuery({ queryKey: queryKeys.roadmaps, queryFn: ({ signal }) => client.roadmaps.list(signal) });
}

export function useTasks(projectId?: string) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.tasks(projectId),
    queryFn: ({ signal }) => client.tasks.list(projectId ? { projectId } : {}, signal),
  });
}

export function useDashboard() {
  const client = useClient();
  return useQuery({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => client.dashboard.get(signal) });
}

/**
 * The /progress charts, folded from the user's events. Refetched on every visit: any command elsewhere
 * changes them, and they are not in the commands' refresh lists.
 */
export function useProgressOverview() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.progress,
    queryFn: ({ signal }) => client.progress.overview(signal),
    staleTime: 0,
  });
}

/** /analytics: the user's content performance, folded from their events on every visit. */
export function useContentPerformance() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.progressContent,
    queryFn: ({ signal }) => client.progress.content(signal),
    staleTime: 0,
  });
}

/**
 * The operators' analytics for a token typed in: a mutation, so the token lives only in the screen's state
 * and the call, never in a query key or cache.
 */
export function useOperatorAnalytics() {
  const client = useClient();
  return useMutation({ mutationFn: (token: string) => client.operator.analytics(token) });
}

/** The state as of `at` (ISO), null for none; the previous answer stays shown while the next loads. */
export function useProgressAsOf(at: string | null) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.progressAsOf(at ?? ''),
    queryFn: ({ signal }) => client.progress.asOf(at ?? '', signal),
    enabled: at !== null,
    placeholderData: keepPreviousData,
  });
}

/** The user's events in plain words, newest first, a page at a time. */
export function useProgressTimeline(limit = 20) {
  const client = useClient();
  return useInfiniteQuery({
    queryKey: queryKeys.progressTimeline,
    queryFn: ({ pageParam, signal }) =>
      client.progress.timeline(pageParam ? { before: pageParam, limit } : { limit }, signal),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** Downloads the user's own progress events ('csv' or 'ndjson') as file text. */
export function useDownloadProgress() {
  const client = useClient();
  return useMutation({ mutationFn: (format: 'csv' | 'ndjson') => client.progress.download(format) });
}

export function useChatHistory() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.chatHistory,
    queryFn: ({ signal }) => client.ai.chatHistory(signal),
  });
}

// ---------------------------------------------------------------------------------------------
// Writes: each refreshes exactly what it changes.

/** What an active project's change moves. */
const PROJECT_VIEWS = [
  queryKeys.profile,
  queryKeys.projects,
  queryKeys.activeProject,
  queryKeys.dashboard,
  queryKeys.goals(),
  queryKeys.roadmaps,
  queryKeys.tasks(),
];

const TASK_VIEWS = [queryKeys.tasks(), queryKeys.dashboard, queryKeys.roadmaps, queryKeys.goals()];

export function useSaveProfile() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileInput) => client.profile.save(body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      // Business goals become goals on save; the dashboard's milestones follow the profile; a new current
      // project name creates or activates that project, and everything scoped to it follows.
      await refresh(queryClient, PROJECT_VIEWS);
    },
  });
}

export function useCreateProject() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectInput) => client.projects.create(body),
    onSuccess: async (project) => {
      queryClient.setQueryData(queryKeys.project(project.id), project);
      await refresh(queryClient, [queryKeys.projects, queryKeys.activeProject, queryKeys.dashboard]);
    },
  });
}

export function useActivateProject() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.projects.activate(id),
    onSuccess: async (project) => {
      queryClient.setQueryData(queryKeys.project(project.id), project);
      queryClient.setQueryData(queryKeys.activeProject, project);
      // Everything scoped to the active project follows it; the profile's current project is this one now.
      await refresh(queryClient, PROJECT_VIEWS);
    },
  });
}

/** What the kit's ProjectSwitcher takes: the projects, the active one, and activating another. */
export function useProjectSwitcher() {
  const { projects, activeProject } = useProjectScope();
  const activate = useActivateProject();
  return {
    projects: projects.data ?? [],
    activeId: activeProject?.id ?? null,
    pending: activate.isPending,
    onActivate: (id: string) => activate.mutateAsync(id),
  };
}

const GOAL_VIEWS = [queryKeys.goals(), queryKeys.dashboard, queryKeys.roadmaps];

export function useCreateGoal() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalInput) => client.goals.create(body),
    onSuccess: () => refresh(queryClient, GOAL_VIEWS),
  });
}

export function useUpdateGoal() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: GoalPatch }) => client.goals.update(id, patch),
    onSuccess: () => refresh(queryClient, GOAL_VIEWS),
  });
}

export function useRecordGoalProgress() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, progress }: { id: string; progress: GoalProgressInput }) =>
      client.goals.progress(id, progress),
    onSuccess: () => refresh(queryClient, GOAL_VIEWS),
  });
}

export function useCompleteGoal() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.goals.complete(id),
    onSuccess: () => refresh(queryClient, GOAL_VIEWS),
  });
}

/** Attaches a roadmap made without a goal to a goal: the goal's progress then counts its tasks. */
export function useAttachRoadmapGoal() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roadmapId, goalId }: { roadmapId: string; goalId: string }) =>
      client.roadmaps.attachGoal(roadmapId, { goalId }),
    onSuccess: () => refresh(queryClient, TASK_VIEWS),
  });
}

/** Roadmap generation refreshes roadmaps and tasks (and what shows them). */
export function useGenerateRoadmap() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: { goalId?: string | null }) => client.roadmaps.generate(body),
    onSuccess: () => refresh(queryClient, TASK_VIEWS),
  });
}

/** Daily task generation refreshes the task list. */
export function useGenerateDailyTasks() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.tasks.generateDaily(),
    onSuccess: () => refresh(queryClient, [queryKeys.tasks(), queryKeys.dashboard]),
  });
}

export function useCompleteTask() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.tasks.complete(id),
    onSuccess: () => refresh(queryClient, TASK_VIEWS),
  });
}

export function useReopenTask() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.tasks.reopen(id),
    onSuccess: () => refresh(queryClient, TASK_VIEWS),
  });
}

/** The insights kept for a project (the active one's id, so switching projects shows each one's own). */
export function useKeptInsights(projectId: string | undefined, options: { enabled?: boolean } = {}) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.insights(projectId),
    queryFn: ({ signal }) => client.insights.kept(projectId ? { projectId } : {}, signal),
    enabled: options.enabled ?? true,
  });
}

/** Generates insights for the active project; they are kept as that project's. */
export function useGenerateInsights(projectId?: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.insights.generate(),
    onSuccess: (insights) => queryClient.setQueryData(queryKeys.insights(projectId), insights),
  });
}

export function useContentSuggestions() {
  const client = useClient();
  return useMutation({ mutationFn: (body: ContentSuggestionsBody) => client.ai.contentSuggestions(body) });
}

export function useAdvice() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdviceBody) => client.ai.advice(body),
    onSuccess: () => refresh(queryClient, [queryKeys.chatHistory]),
  });
}

/** Streamed advice; the chat machine drives it, so this returns the plain call with the history refresh. */
export function useAdviceStream() {
  const client = useClient();
  const queryClient = useQueryClient();
  return async (body: AdviceBody, handlers?: AdviceStreamHandlers) => {
    const advice = await client.ai.adviceStream(body, handlers);
    await refresh(queryClient, [queryKeys.chatHistory]);
    return advice;
  };
}

/** Records a stopped answer (the chat machine calls it once the stream is aborted). */
export function useStopAnswer() {
  const client = useClient();
  return (body: StoppedAnswerBody) => client.ai.stopAnswer(body);
}

/** A strategy, kept: the content history shows it. */
export function useStrategy() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StrategyBody) => client.ai.strategy(body),
    onSuccess: () => refresh(queryClient, [queryKeys.contentHistory]),
  });
}

/** Ticks or unticks one action of a kept strategy. */
export function useKeepStrategyAction() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: KeepStrategyActionBody & { readonly id: string }) =>
      client.ai.keepStrategyAction(id, body),
    onSuccess: () => refresh(queryClient, [queryKeys.contentHistory]),
  });
}

/** A task of the user's own (a strategy's action, a confirmed proposal): refreshes what shows tasks. */
export function useCreateTask() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskInput) => client.tasks.create(body),
    onSuccess: () => refresh(queryClient, TASK_VIEWS),
  });
}

export function useAnalyzeContent() {
  const client = useClient();
  return useMutation({ mutationFn: (body: AnalyzeContentBody) => client.ai.analyzeContent(body) });
}

export function useCommunityGuide() {
  const client = useClient();
  return useQuery({ queryKey: queryKeys.community, queryFn: ({ signal }) => client.community.guide(signal) });
}

/** The weekly habit onto the task list: refreshes what shows tasks. */
export function useAddCommunityHabit() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.community.addHabit(),
    onSuccess: () => refresh(queryClient, [queryKeys.tasks(), queryKeys.dashboard]),
  });
}

// ---------------------------------------------------------------------------------------------
// The content calendar and the content library.

/**
 * The planned posts scheduled in [from, to) (one month or week of the calendar); the previous range stays
 * shown while the next one loads.
 */
/** How often the calendar looks again while a post is being published or due (its state is changing). */
export const PUBLISHING_POLL_MS = 5000;
const LONGEST_WAIT_MS = 5 * 60_000;

/**
 * When the calendar should look again for a post publishing automatically: soon while one is under way or
 * due, else when the next one falls due (at most five minutes ahead); never when none is set to publish.
 */
const nextPublishingCheck = (posts: readonly PlannedPost[] | undefined): number | false => {
  let next: number | false = false;
  for (const post of posts ?? []) {
    if (post.status === 'publishing') return PUBLISHING_POLL_MS;
    if (post.status !== 'scheduled' && !(post.status === 'failed' && post.failure?.willRetry)) continue;
    const due =
      post.status === 'failed' ? Date.parse(post.failure?.retryAt ?? '') : Date.parse(post.scheduledAt);
    const wait = Math.min(
      Math.max((Number.isNaN(due) ? 0 : due - Date.now()) + 1000, PUBLISHING_POLL_MS),
      LONGEST_WAIT_MS,
    );
    next = next === false ? wait : Math.min(next, wait);
  }
  return next;
};

export function useCalendarPosts(range: { from: string; to: string }) {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.calendarPosts(range),
    queryFn: ({ signal }) => client.calendar.list(range, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => nextPublishingCheck(query.state.data),
  });
}

/** 'Publish now' or 'Retry': the post publishes to the connected account within moments. */
export function usePublishAutomatically() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retry }: { id: string; retry: boolean }) =>
      retry ? client.calendar.retryPublishing(id) : client.calendar.publishNow(id),
    onSuccess: () => refresh(queryClient, CALENDAR_VIEWS),
  });
}

/** The social accounts connected for publishing (the calendar's notice when one needs reconnecting). */
export function useConnectedAccounts() {
  const client = useClient();
  return useQuery({
    queryKey: ['/api/account/connections'],
    queryFn: ({ signal }) => client.connections.list(signal),
  });
}

/** The generated ideas, captions and analyses over time; refetched on every visit (the assistant adds). */
export function useContentHistory() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.contentHistory,
    queryFn: ({ signal }) => client.content.history(signal),
    staleTime: 0,
  });
}

// Every calendar write refreshes the calendar's ranges (one prefix) and the content analytics.
const CALENDAR_VIEWS = [queryKeys.calendarPosts(), queryKeys.progressContent];

export function useSchedulePost() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlannedPostInput) => client.calendar.schedule(body),
    onSuccess: () => refresh(queryClient, CALENDAR_VIEWS),
  });
}

/** Edits or moves a post. */
export function useUpdatePost() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PlannedPostPatch }) => client.calendar.update(id, patch),
    onSuccess: () => refresh(queryClient, CALENDAR_VIEWS),
  });
}

/** Marks a post as published, or (published: false) back to planned. */
export function useSetPostPublished() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      published ? client.calendar.publish(id) : client.calendar.unpublish(id),
    onSuccess: () => refresh(queryClient, CALENDAR_VIEWS),
  });
}

/** 'Mark as posted' with the post's address on its platform. */
export function useMarkPosted() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, url }: { id: string; url: string }) => client.calendar.markPosted(id, url),
    onSuccess: () => refresh(queryClient, CALENDAR_VIEWS),
  });
}

/** Records a published post's numbers typed by hand. */
export function useRecordResults() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, results }: { id: string; results: PostResultsInput }) =>
      client.calendar.recordResults(id, results),
    onSuccess: () => refresh(queryClient, CALENDAR_VIEWS),
  });
}

/** Whether due-post reminders also come by e-mail. */
export function useReminderSettings() {
  const client = useClient();
  return useQuery({
    queryKey: queryKeys.calendarReminders,
    queryFn: ({ signal }) => client.calendar.reminders(signal),
  });
}

export function useSetReminderMails() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (byMail: boolean) => client.calendar.setReminders(byMail),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.calendarReminders, settings),
  });
}

export function useDeletePost() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.calendar.remove(id),
    onSuccess: () => refresh(queryClient, CALENDAR_VIEWS),
  });
}

/** The calendar as iCalendar file text, for the screen to offer as a download. */
export function useExportCalendar() {
  const client = useClient();
  return useMutation({ mutationFn: () => client.calendar.exportIcs() });
}
