// 'Create an account' from the demo: the demo's work moves into the signed-in account. Profile, projects
// and goals go through the HTTP client's ordinary commands; roadmaps (their exact plans), the days' tasks,
// the weekly habit and the chat have no ordinary command that takes them as they are, so they go in one
// POST /api/import/demo, which runs the server's ordinary commands for each.
import { type Goal, localDate, type Profile, type Project } from '@market-muse/contracts';
import type { DemoImportResult } from '@market-muse/contracts/api';
import {
  DEMO_ALREADY_IMPORTED,
  DEMO_IMPORT_LIMITS,
  type DemoImportRequest,
} from '@market-muse/contracts/requests';
import type { MarketMuseClient, ProfileInput, ProjectInput } from '../client.ts';
import { ApiError } from '../errors.ts';
import { plannedPosts } from './calendar.ts';
import type { LocalState } from './views.ts';

export interface KeepOptions {
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
}

export interface KeptWork {
  readonly projects: number;
  readonly goals: number;
  readonly roadmaps: number;
  readonly tasks: number;
  readonly chatTurns: number;
  readonly posts: number;
}

const profileInput = (profile: Profile): ProfileInput => {
  const { userId: _u, creativeType: _c, createdAt: _cr, updatedAt: _up, ...fields } = profile;
  return fields as ProfileInput;
};

const projectInput = (project: Project): ProjectInput => ({
  name: project.name,
  projectType: project.projectType,
  projectStage: project.projectStage,
  description: project.description,
  targetAudience: project.targetAudience,
  uniqueSellingPoint: project.uniqueSellingPoint,
  availableBudget: project.availableBudget,
  availableTime: project.availableTime,
  biggestChallenges: project.biggestChallenges,
  websiteUrl: project.websiteUrl,
  socialMediaLinks: project.socialMediaLinks,
  targetRevenue: project.targetRevenue,
  launchTimeline: project.launchTimeline,
});

const details = (goal: Goal) => ({
  title: goal.title,
  description: goal.description,
  deadline: goal.deadline,
  targetValue: goal.targetValue,
  unit: goal.unit,
});
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Moves the demo's work into the account `http` is signed in to. */
export async function keepDemoWork(
  demo: LocalState,
  http: MarketMuseClient,
  options: KeepOptions = {},
): Promise<KeptWork> {
  // The server imports once, into an account with no work yet (409 otherwise): ask first, so nothing is
  // written into an account that would refuse the rest.
  const account = await Promise.all([
    http.roadmaps.list(),
    http.tasks.list(),
    http.ai.chatHistory(),
    http.calendar.list(),
  ]);
  if (account.some((items) => items.length > 0)) throw new ApiError(409, 'Conflict', DEMO_ALREADY_IMPORTED);

  if (demo.profile) await http.profile.save(profileInput(demo.profile));

  // Projects, oldest first (the list is newest first), then the demo's active one made active. A project
  // the account already has by the same name and type is the one an earlier, interrupted attempt created:
  // it is reused, so trying again never doubles it.
  const existing = [...(await http.projects.list())];
  const projectIds = new Map<string, string>();
  for (const project of [...demo.projects].reverse()) {
    const index = existing.findIndex((p) => p.name === project.name && p.projectType === project.projectType);
    const target =
      index === -1 ? await http.projects.create(projectInput(project)) : existing.splice(index, 1)[0]!;
    projectIds.set(project.id, target.id);
  }
  const active = demo.activeProject && projectIds.get(demo.activeProject.id);
  if (active) await http.projects.activate(active);
  const projectId = (id: string | null) => (id === null ? null : (projectIds.get(id) ?? null));

  // Saving the profile set the account's initial goals (one per business goal): the demo's are the same
  // goals, found by title; any other goal is set anew. Then progress, details and status follow.
  // A goal set anew matches one of the same title left by an interrupted earlier attempt, likewise.
  const initial = [...(await http.goals.list())];
  const goalIds = new Map<string, string>();
  const taken = new Set<string>();
  for (const goal of demo.goals) {
    const match = initial.find((g) => !taken.has(g.id) && g.title === goal.title);
    if (match) taken.add(match.id);
    const target =
      match ??
      (await http.goals.create({
        ...details(goal),
        currentValue: goal.currentValue,
        projectId: projectId(goal.projectId),
      }));
    goalIds.set(goal.id, target.id);
    if (match && !same(details(match), details(goal))) await http.goals.update(target.id, details(goal));
    if (match && goal.currentValue !== match.currentValue)
      await http.goals.progress(target.id, { currentValue: goal.currentValue });
    if (goal.status !== target.status) await http.goals.update(target.id, { status: goal.status });
  }

  const completed = new Set(demo.tasks.filter((t) => t.completed).map((t) => t.id));
  const byId = new Map(demo.tasks.map((t) => [t.id, t]));
  const ofRoadmap = new Map<string, string[]>();
  for (const event of demo.log)
    if (event.type === 'RoadmapGenerated') {
      const data = event.data as { roadmapId: string; taskIds: string[] };
      ofRoadmap.set(data.roadmapId, data.taskIds);
    }
  // Within the import's limits: the newest work wins (a demo rarely comes near them).
  const newest = <T>(items: readonly T[], limit: number) => items.slice(Math.max(0, items.length - limit));
  const goalId = (id: string | null) => (id === null ? null : (goalIds.get(id) ?? null));
  const roadmaps = newest(
    [...demo.roadmaps]
      .reverse()
      .filter(({ roadmap }) => goalId(roadmap.goalId) !== null || projectId(roadmap.projectId) !== null),
    DEMO_IMPORT_LIMITS.roadmaps,
  );
  const body: DemoImportRequest = {
    roadmaps: roadmaps.map(({ roadmap, plan }) => ({
      goalId: goalId(roadmap.goalId),
      projectId: projectId(roadmap.projectId),
      plan,
      // Day 1 is the day it was generated (the user's today then), so its tasks keep their dates.
      startDate: localDate(new Date(roadmap.createdAt), demo.profile?.timezone),
      completedTasks: (ofRoadmap.get(roadmap.id) ?? []).flatMap((id, index) =>
        completed.has(id) ? [index] : [],
      ),
    })),
    days: newest(
      [...demo.daily.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
      DEMO_IMPORT_LIMITS.days,
    ).map((day) => {
      const index = roadmaps.findIndex((r) => r.roadmap.id === day.roadmapId);
      const tasks = day.taskIds.flatMap((id) => byId.get(id) ?? []);
      return {
        date: day.date,
        roadmap: index === -1 ? null : index,
        projectId: projectId(tasks[0]?.projectId ?? null),
        phase: day.phase,
        minutesAvailable: day.minutesAvailable,
        source: day.source,
        tasks: tasks
          .slice(0, DEMO_IMPORT_LIMITS.tasksPerDay)
          .map((t) => ({ draft: draftOf(t), completed: t.completed })),
      };
    }),
    habits: newest(
      demo.log
        .filter((e) => e.type === 'TaskCreated' && (e.data as { origin?: string }).origin === 'community')
        .flatMap((e) => byId.get((e.data as { taskId: string }).taskId) ?? [])
        .map((t) => ({
          dueDate: (t.dueDate ?? t.createdAt).slice(0, 10),
          task: { draft: draftOf(t), completed: t.completed },
        })),
      DEMO_IMPORT_LIMITS.habits,
    ),
    chat: newest(
      demo.log.flatMap((e) => {
        if (e.type !== 'AdviceGiven') return [];
        const turn = e.data as DemoImportRequest['chat'][number];
        // The answer as the import takes it: what was proposed then is not carried over.
        const { advice, actionSteps, topic, source } = turn.result;
        return [
          { message: turn.message, askedAt: turn.askedAt, result: { advice, actionSteps, topic, source } },
        ];
      }),
      DEMO_IMPORT_LIMITS.chat,
    ),
    // The calendar's posts as they stand (deleted ones are gone), at their times, published or not.
    posts: newest(plannedPosts(demo.log, demo.userId), DEMO_IMPORT_LIMITS.posts).map((post) => ({
      text: post.text,
      platform: post.platform,
      scheduledAt: post.scheduledAt,
      source: post.source,
      published: post.status === 'published',
    })),
  };
  const imported = await postImport(body, options);
  return {
    projects: projectIds.size,
    goals: goalIds.size,
    roadmaps: imported.roadmaps,
    tasks: imported.tasks,
    chatTurns: imported.chatTurns,
    posts: imported.posts,
  };
}

const draftOf = (task: LocalState['tasks'][number]) => ({
  title: task.title,
  description: task.description,
  category: task.category,
  priority: task.priority,
  estimatedTime: task.estimatedTime,
});

async function postImport(body: DemoImportRequest, options: KeepOptions): Promise<DemoImportResult> {
  const res = await (options.fetch ?? globalThis.fetch)(`${options.baseUrl ?? ''}/api/import/demo`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, (await res.text().catch(() => '')).trim());
  return (await res.json()) as DemoImportResult;
}
