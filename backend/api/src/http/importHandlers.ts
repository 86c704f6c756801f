import { HttpApiBuilder } from '@effect/platform';
import {
  BadRequest,
  Conflict,
  CurrentUser,
  DEMO_ALREADY_IMPORTED,
  type DemoImportRequest,
  MarketMuseApi,
  NotFound,
} from '@market-muse/contracts/api';
import {
  addCommunityHabit,
  completeTask,
  defaultScheduleTime,
  GOAL_NOT_FOUND,
  generateRoadmap,
  PROJECT_NOT_FOUND,
  publishPost,
  recordAdvisorResult,
  recordDailyTasks,
  schedulePost,
} from '@market-muse/domain';
import { Effect } from 'effect';
import { chatHistory } from '../store/advisorResults.ts';
import { claimDemoImport, releaseDemoImport } from '../store/demoImports.ts';
import { getGoal } from '../store/goals.ts';
import { listPlannedPosts } from '../store/plannedPosts.ts';
import { getProfile } from '../store/profiles.ts';
import { getProject } from '../store/projects.ts';
import { listRoadmaps } from '../store/roadmaps.ts';
import { countTasks, tasksByIds } from '../store/tasks.ts';
import { commandErrors, contextFor, orDieReading } from './handlerSupport.ts';

const alreadyImported = () => Effect.fail(new Conflict({ message: DEMO_ALREADY_IMPORTED }));

/**
 * Runs `work` once per account: the account's claim row is taken first (a database constraint, so a double
 * submit to two API replicas cannot both pass), then the account must have no work of its own yet (so
 * nothing is ever doubled). A claim whose import failed is given back.
 */
const exclusively = <A, E, R>(userId: string, work: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    if (!(yield* orDieReading(claimDemoImport(userId)))) return yield* alreadyImported();
    const [tasks, roadmaps, chat, posts] = yield* Effect.all([
      orDieReading(countTasks(userId)),
      orDieReading(listRoadmaps(userId)),
      orDieReading(chatHistory(userId, 1)),
      orDieReading(listPlannedPosts(userId)),
    ]);
    if (tasks.all > 0 || roadmaps.length > 0 || chat.length > 0 || posts.length > 0)
      return yield* alreadyImported();
    // A failed import gives the claim back; the "no work yet" check still refuses a half-done one.
    return yield* work.pipe(Effect.tapErrorCause(() => releaseDemoImport(userId).pipe(Effect.ignore)));
  });

/** What the import refers to inside itself: a roadmap's goal or project, a day's roadmap. */
const checkReferences = (payload: DemoImportRequest) => {
  const orphan = payload.roadmaps.findIndex((r) => r.goalId === null && r.projectId === null);
  if (orphan !== -1)
    return Effect.fail(
      new BadRequest({ message: `roadmaps.${orphan}: A roadmap needs a goal or a project` }),
    );
  const index = payload.days.findIndex((d) => d.roadmap !== null && d.roadmap >= payload.roadmaps.length);
  return index === -1
    ? Effect.void
    : Effect.fail(new BadRequest({ message: `days.${index}.roadmap: No such roadmap in the import` }));
};

const ownGoal = (userId: string, id: string | null) =>
  id === null
    ? Effect.void
    : Effect.flatMap(orDieReading(getGoal(userId, id)), (goal) =>
        goal ? Effect.void : Effect.fail(new NotFound({ message: GOAL_NOT_FOUND })),
      );
const ownProject = (userId: string, id: string | null) =>
  id === null
    ? Effect.void
    : Effect.flatMap(orDieReading(getProject(userId, id)), (project) =>
        project ? Effect.void : Effect.fail(new NotFound({ message: PROJECT_NOT_FOUND })),
      );

const importWork = (userId: string, payload: DemoImportRequest) =>
  Effect.gen(function* () {
    const user = { id: userId };
    const context = () => contextFor(user.id);
    let tasks = 0;
    const complete = (taskIds: ReadonlyArray<string>) =>
      Effect.forEach(taskIds, (taskId) => commandErrors(completeTask(user.id, taskId, context())), {
        discard: true,
      });

    const roadmapIds: string[] = [];
    for (const roadmap of payload.roadmaps) {
      const generated = yield* commandErrors(
        generateRoadmap(
          {
            userId: user.id,
            goalId: roadmap.goalId,
            projectId: roadmap.projectId,
            plan: roadmap.plan,
            startDate: roadmap.startDate,
          },
          context(),
        ),
      );
      roadmapIds.push(generated.roadmapId);
      tasks += generated.taskIds.length;
      yield* complete(roadmap.completedTasks.flatMap((index) => generated.taskIds[index] ?? []));
    }

    for (const day of payload.days) {
      const recorded = yield* commandErrors(
        recordDailyTasks(
          {
            userId: user.id,
            date: day.date,
            roadmapId: day.roadmap === null ? null : (roadmapIds[day.roadmap] ?? null),
            projectId: day.projectId,
            daily: {
              date: day.date,
              phase: day.phase,
              minutesAvailable: day.minutesAvailable,
              source: day.source,
              tasks: day.tasks.map((t) => t.draft),
            },
            openTaskTitles: [],
          },
          context(),
        ),
      );
      if (!recorded.created) continue;
      const created = yield* orDieReading(tasksByIds(user.id, recorded.generation.taskIds));
      tasks += created.length;
      const done = new Set(day.tasks.filter((t) => t.completed).map((t) => t.draft.title.trim()));
      yield* complete(created.filter((t) => done.has(t.title)).map((t) => t.id));
    }

    for (const habit of payload.habits) {
      const { taskId, created } = yield* commandErrors(
        addCommunityHabit({ userId: user.id, day: habit.dueDate, habit: habit.task.draft }, context()),
      );
      if (!created) continue;
      tasks += 1;
      if (habit.task.completed) yield* complete([taskId]);
    }

    for (const turn of payload.chat) {
      yield* commandErrors(
        recordAdvisorResult(
          {
            type: 'RecordAdvice',
            resultId: crypto.randomUUID(),
            userId: user.id,
            message: turn.message,
            askedAt: new Date(turn.askedAt),
            result: turn.result,
            streamed: true,
            at: new Date(),
          },
          context(),
        ),
      );
    }
    // Each planned post as POST /api/calendar/posts plans it (a missing time: the next best window).
    const timezone = payload.posts.some((p) => p.scheduledAt === undefined)
      ? (yield* orDieReading(getProfile(user.id)))?.timezone
      : undefined;
    for (const post of payload.posts) {
      const scheduling = context();
      const { postId } = yield* commandErrors(
        schedulePost(
          user.id,
          {
            text: post.text,
            platform: post.platform,
            scheduledAt: post.scheduledAt ?? defaultScheduleTime(post.platform, scheduling.now, timezone),
            source: post.source ?? 'manual',
          },
          scheduling,
        ),
      );
      if (post.published) yield* commandErrors(publishPost(user.id, postId, context()));
    }
    return {
      roadmaps: roadmapIds.length,
      tasks,
      chatTurns: payload.chat.length,
      posts: payload.posts.length,
    };
  });

/**
 * POST /api/import/demo: a demo's work moves into the signed-in account through the ordinary commands
 * (roadmap generation with the demo's plan, the day's tasks, the weekly habit, advice turns), so the
 * account's history reads as if the work had been done here.
 */
export const ImportHandlers = HttpApiBuilder.group(MarketMuseApi, 'import', (handlers) =>
  handlers.handle('demo', ({ payload }) =>
    Effect.gen(function* () {
      const user = yield* CurrentUser;
      // Everything that can refuse the import is checked before the first write, so it never stops halfway.
      yield* checkReferences(payload);
      for (const roadmap of payload.roadmaps) {
        yield* ownGoal(user.id, roadmap.goalId);
        yield* ownProject(user.id, roadmap.projectId);
      }
      for (const day of payload.days) yield* ownProject(user.id, day.projectId);
      return yield* exclusively(user.id, importWork(user.id, payload));
    }),
  ),
);
