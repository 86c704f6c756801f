import { HttpApiBuilder } from '@effect/platform';
import { GOAL_NOT_FOUND, generateRoadmap } from '@market-muse/commands';
import type { Goal, Project } from '@market-muse/contracts';
import { BadRequest, CurrentUser, MarketMuseApi, NotFound } from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { AdvisorService } from '../advisor.ts';
import { loadAdvisorContext } from '../store/advisorContext.ts';
import { getGoal, listGoals } from '../store/goals.ts';
import { getActiveProject, getProject } from '../store/projects.ts';
import { getRoadmap, listRoadmaps } from '../store/roadmaps.ts';
import { commandErrors, contextFor, orDieReading } from './handlerSupport.ts';

export const NOTHING_TO_PLAN = 'goalId: Set a goal or activate a project before generating a roadmap';

/** The goal and project a roadmap is for: the given goal, else the active goal, else the active project. */
const roadmapTarget = (userId: string, goalId: string | null) =>
  Effect.gen(function* () {
    let goal: Goal | null;
    if (goalId !== null) {
      goal = yield* orDieReading(getGoal(userId, goalId));
      if (!goal) return yield* Effect.fail(new NotFound({ message: GOAL_NOT_FOUND }));
    } else {
      goal = (yield* orDieReading(listGoals(userId))).find((g) => g.status === 'active') ?? null;
    }
    let project: Project | null = null;
    if (goal?.projectId) project = yield* orDieReading(getProject(userId, goal.projectId));
    project ??= yield* orDieReading(getActiveProject(userId));
    if (!goal && !project) return yield* Effect.fail(new BadRequest({ message: NOTHING_TO_PLAN }));
    return { goal, project };
  });

export const RoadmapsHandlers = HttpApiBuilder.group(MarketMuseApi, 'roadmaps', (handlers) =>
  Effect.gen(function* () {
    const advisor = yield* AdvisorService;
    return handlers
      .handle('list', () => Effect.flatMap(CurrentUser, (user) => orDieReading(listRoadmaps(user.id))))
      .handle('generate', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { goal, project } = yield* roadmapTarget(user.id, payload?.goalId?.trim() || null);
          const { context } = yield* orDieReading(loadAdvisorContext(user.id, project));
          const plan = yield* Effect.promise(() => advisor.roadmap(context));
          const { roadmapId } = yield* commandErrors(
            generateRoadmap(
              {
                userId: user.id,
                goalId: goal?.id ?? null,
                projectId: project?.id ?? null,
                plan,
                startDate: context.date,
              },
              contextFor(user.id),
            ),
          );
          const stored = yield* orDieReading(getRoadmap(user.id, roadmapId));
          if (!stored) return yield* Effect.dieMessage('generated roadmap missing from the read model');
          return stored.roadmap;
        }),
      );
  }),
);
