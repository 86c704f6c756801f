import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi, NotFound } from '@market-muse/contracts/api';
import {
  attachRoadmapToGoal,
  doneOutsideRoadmaps,
  GOAL_NOT_FOUND,
  generateRoadmap,
  roadmapTargetFor,
} from '@market-muse/domain';
import { Effect } from 'effect';
import { AdvisorService } from '../advisor.ts';
import { loadAdvisorContext } from '../store/advisorContext.ts';
import { getGoal, listGoals } from '../store/goals.ts';
import { projectScopeOf, scoped } from '../store/projectScope.ts';
import { getActiveProject, getProject } from '../store/projects.ts';
import { getRoadmap, listRoadmaps } from '../store/roadmaps.ts';
import { listTasks } from '../store/tasks.ts';
import { commandErrors, contextFor, orDieReading } from './handlerSupport.ts';

/**
 * The target's reads: the user's own goals and projects, from the inline read models. The active goal is
 * the active project's, so a roadmap for a second project is that project's own, not another's goal's.
 */
const targetReads = (userId: string) => ({
  goal: (goalId: string) => orDieReading(getGoal(userId, goalId)),
  activeGoal: orDieReading(
    Effect.zipWith(
      projectScopeOf(userId),
      listGoals(userId),
      (scope, goals) => scoped(scope, goals).find((g) => g.status === 'active') ?? null,
    ),
  ),
  project: (projectId: string) => orDieReading(getProject(userId, projectId)),
  activeProject: orDieReading(getActiveProject(userId)),
});

/** Titles of the project's work done outside any roadmap (the active project's, or all without projects). */
const completedTitles = (userId: string, projectId: string | null) =>
  orDieReading(
    Effect.zipWith(projectScopeOf(userId, projectId), listTasks(userId), (scope, tasks) =>
      doneOutsideRoadmaps(scoped(scope, tasks)),
    ),
  );

export const RoadmapsHandlers = HttpApiBuilder.group(MarketMuseApi, 'roadmaps', (handlers) =>
  Effect.gen(function* () {
    const advisor = yield* AdvisorService;
    return handlers
      .handle('list', () => Effect.flatMap(CurrentUser, (user) => orDieReading(listRoadmaps(user.id))))
      .handle('generate', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { goal, project } = yield* commandErrors(
            roadmapTargetFor(payload?.goalId?.trim() || null, targetReads(user.id)),
          );
          const { context } = yield* orDieReading(loadAdvisorContext(user.id, project));
          const plan = yield* Effect.promise(() => advisor.roadmap(context));
          const completedTaskTitles = yield* completedTitles(user.id, project?.id ?? null);
          const { roadmapId } = yield* commandErrors(
            generateRoadmap(
              {
                userId: user.id,
                goalId: goal?.id ?? null,
                projectId: project?.id ?? null,
                plan,
                startDate: context.date,
                completedTaskTitles,
              },
              contextFor(user.id),
            ),
          );
          const stored = yield* orDieReading(getRoadmap(user.id, roadmapId));
          if (!stored) return yield* Effect.dieMessage('generated roadmap missing from the read model');
          return stored.roadmap;
        }),
      )
      .handle('attachGoal', ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const goal = yield* orDieReading(getGoal(user.id, payload.goalId.trim()));
          if (!goal) return yield* Effect.fail(new NotFound({ message: GOAL_NOT_FOUND }));
          yield* commandErrors(attachRoadmapToGoal(user.id, path.id, goal, contextFor(user.id)));
          const stored = yield* orDieReading(getRoadmap(user.id, path.id));
          if (!stored) return yield* Effect.dieMessage('attached roadmap missing from the read model');
          return stored.roadmap;
        }),
      );
  }),
);
