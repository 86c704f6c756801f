import type { RoadmapEvent } from '@market-muse/contracts';
import type { Decider } from '../decider.ts';

/**
 * The current roadmap of one goal (or of a project when no goal is given). Each target owns a stream, so two
 * generations for one goal at once serialise on it: the second sees the first and supersedes it.
 */
export const roadmapTarget = (target: { goalId: string | null; projectId: string | null }) =>
  target.goalId !== null ? `goal-${target.goalId}` : `project-${target.projectId}`;

export const roadmapAssignmentStream = (userId: string, target: string) => ({
  id: `roadmaptarget-${userId}-${target}`,
  type: 'roadmaptarget',
});

export type RoadmapAssignmentCommand = {
  readonly type: 'AssignRoadmap';
  readonly userId: string;
  readonly target: string;
  readonly roadmapId: string;
  readonly at: Date;
};

export type RoadmapAssignmentState = { readonly current: string | null };

export const roadmapAssignmentDecider: Decider<
  RoadmapAssignmentCommand,
  RoadmapEvent,
  RoadmapAssignmentState
> = {
  initialState: () => ({ current: null }),
  decide: (command, state) =>
    state.current === command.roadmapId
      ? []
      : [
          {
            type: 'RoadmapAssigned',
            data: {
              userId: command.userId,
              target: command.target,
              roadmapId: command.roadmapId,
              previousRoadmapId: state.current,
              assignedAt: command.at.toISOString(),
            },
          },
        ],
  evolve: (state, event) => (event.type === 'RoadmapAssigned' ? { current: event.data.roadmapId } : state),
};
