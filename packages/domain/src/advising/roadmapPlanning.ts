import { Effect } from 'effect';
import { userToday } from '../dates.ts';
import { doneOutsideRoadmaps, generateRoadmap } from '../roadmaps/generate.ts';
import { roadmapTargetFor } from '../roadmaps/target.ts';
import { Advisor } from './advisor.ts';
import { type CommandClock, inTurn } from './commandTurn.ts';
import { AdvisorReads } from './reads.ts';

/**
 * A new roadmap for a goal (the given one, else the active project's active goal) or, without one, for
 * the project: the advisor plans it from that project's context, and work the project already did outside
 * a roadmap counts as done in the new plan.
 */
export const generateRoadmapFor = (userId: string, goalId: string | null, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const reads = yield* AdvisorReads;
    const { goal, project } = yield* roadmapTargetFor(goalId, {
      goal: (id) => reads.goal(userId, id),
      activeGoal: reads.activeGoal(userId),
      project: (id) => reads.project(userId, id),
      activeProject: reads.activeProject(userId),
    });
    const loaded = yield* reads.context(userId, project, contextNow().now);
    const startDate = userToday(contextNow().now, loaded.profile?.timezone);
    const advisor = yield* Advisor;
    const plan = yield* Effect.promise(() => advisor.roadmap({ ...loaded.context, date: startDate }));
    const completedTaskTitles = doneOutsideRoadmaps(yield* reads.projectTasks(userId, project?.id ?? null));
    return yield* inTurn(
      generateRoadmap(
        {
          userId,
          goalId: goal?.id ?? null,
          projectId: project?.id ?? null,
          plan,
          startDate,
          completedTaskTitles,
        },
        contextNow(),
      ),
    );
  });
