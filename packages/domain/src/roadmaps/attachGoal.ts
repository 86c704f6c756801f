import { Effect } from 'effect';
import { handle, readState } from '../commandHandling.ts';
import { DomainError } from '../decider.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { roadmapDecider, roadmapStream } from './roadmap.ts';
import { roadmapAssignmentDecider, roadmapAssignmentStream, roadmapTarget } from './roadmapAssignment.ts';

export const GOAL_HAS_ROADMAP = 'goalId: This goal already has a roadmap';

/**
 * Attaches a roadmap made without a goal to a goal of its project: the roadmap plans for that goal from now
 * on (its tasks count in the goal's progress) and becomes the goal's current roadmap, so a roadmap later
 * generated for the goal replaces it. A goal whose current roadmap is still active keeps it: attaching
 * another is refused rather than silently discarding that plan's open tasks.
 */
export const attachRoadmapToGoal = (
  userId: string,
  roadmapId: string,
  goal: { readonly id: string; readonly projectId: string | null },
  context: CommandContext,
) =>
  unitOfWork(
    Effect.gen(function* () {
      const attached = yield* handle(
        roadmapDecider,
        roadmapStream(roadmapId),
        {
          type: 'AttachRoadmapToGoal',
          roadmapId,
          userId,
          goalId: goal.id,
          goalProjectId: goal.projectId,
          at: context.now,
        },
        context,
      );
      if (attached.events.length === 0) return { roadmapId };
      const target = roadmapTarget({ goalId: goal.id, projectId: null });
      const assigned = yield* handle(
        roadmapAssignmentDecider,
        roadmapAssignmentStream(userId, target),
        { type: 'AssignRoadmap', userId, target, roadmapId, at: context.now },
        context,
      );
      const previous =
        assigned.events[0]?.type === 'RoadmapAssigned' ? assigned.events[0].data.previousRoadmapId : null;
      if (previous !== null) {
        const { state } = yield* readState(roadmapDecider, roadmapStream(previous).id);
        if (state.status === 'active' && state.goalId === goal.id)
          return yield* Effect.fail(
            new DomainError({ code: 'conflict', message: GOAL_HAS_ROADMAP, field: 'goalId' }),
          );
      }
      return { roadmapId };
    }),
  );
