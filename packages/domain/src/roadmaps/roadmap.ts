import type { RoadmapEvent, RoadmapPlan } from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';

export const roadmapStream = (roadmapId: string) => ({ id: `roadmap-${roadmapId}`, type: 'roadmap' });

export const ROADMAP_NOT_FOUND = 'Roadmap not found';
export const ROADMAP_HAS_GOAL = 'This roadmap already plans for another goal';
export const ROADMAP_ARCHIVED = 'A replaced roadmap cannot be attached to a goal';
export const GOAL_OF_ANOTHER_PROJECT = "goalId: The goal belongs to another project than the roadmap's";

export type RoadmapCommand =
  | {
      readonly type: 'GenerateRoadmap';
      readonly roadmapId: string;
      readonly userId: string;
      readonly goalId: string | null;
      readonly projectId: string | null;
      readonly plan: RoadmapPlan;
      /** One id per task of the plan, in plan order (phase, step, task). */
      readonly taskIds: ReadonlyArray<string>;
      readonly at: Date;
    }
  | {
      readonly type: 'SupersedeRoadmap';
      readonly roadmapId: string;
      readonly userId: string;
      readonly supersededBy: string;
      readonly at: Date;
    }
  | {
      /** A roadmap made without a goal (the guided path) plans for a goal of its project from now on. */
      readonly type: 'AttachRoadmapToGoal';
      readonly roadmapId: string;
      readonly userId: string;
      readonly goalId: string;
      /** The goal's project: it must be the roadmap's (a goal without one fits any roadmap). */
      readonly goalProjectId: string | null;
      readonly at: Date;
    };

export type RoadmapState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'archived';
      readonly userId: string;
      readonly goalId: string | null;
      readonly projectId: string | null;
      readonly taskIds: ReadonlyArray<string>;
    };

const planTaskCount = (plan: RoadmapPlan) =>
  plan.phases.reduce((n, phase) => n + phase.steps.reduce((m, step) => m + step.tasks.length, 0), 0);

/** A roadmap: the advisor's 90-day plan for one goal or project, active until a newer one replaces it. */
export const roadmapDecider: Decider<RoadmapCommand, RoadmapEvent, RoadmapState> = {
  initialState: () => ({ status: 'none' }),
  decide: (command, state) => {
    switch (command.type) {
      case 'GenerateRoadmap': {
        if (state.status !== 'none') fail('conflict', 'This roadmap already exists');
        if (command.goalId === null && command.projectId === null)
          fail('invalid', 'A roadmap needs a goal or a project', 'goalId');
        const { plan } = command;
        const steps = plan.phases.reduce((n, phase) => n + phase.steps.length, 0);
        if (steps === 0) fail('invalid', 'A roadmap needs at least one step');
        if (command.taskIds.length !== planTaskCount(plan))
          fail('invalid', 'Every task of the plan needs exactly one id');
        return [
          {
            type: 'RoadmapGenerated',
            data: {
              roadmapId: command.roadmapId,
              userId: command.userId,
              goalId: command.goalId,
              projectId: command.projectId,
              title: plan.title,
              description: plan.description,
              estimatedDuration: plan.estimatedDuration,
              totalSteps: steps,
              weeklyMinutes: plan.weeklyMinutes,
              phases: plan.phases,
              taskIds: [...command.taskIds],
              source: plan.source,
              generatedAt: command.at.toISOString(),
            },
          },
        ];
      }
      case 'SupersedeRoadmap': {
        if (state.status === 'none' || state.userId !== command.userId)
          return fail('not_found', ROADMAP_NOT_FOUND);
        if (command.supersededBy === command.roadmapId)
          fail('invalid', 'A roadmap cannot supersede itself', 'supersededBy');
        if (state.status === 'archived') return [];
        return [
          {
            type: 'RoadmapSuperseded',
            data: {
              roadmapId: command.roadmapId,
              userId: command.userId,
              supersededBy: command.supersededBy,
              supersededAt: command.at.toISOString(),
            },
          },
        ];
      }
      case 'AttachRoadmapToGoal': {
        if (state.status === 'none' || state.userId !== command.userId)
          return fail('not_found', ROADMAP_NOT_FOUND);
        if (state.goalId === command.goalId) return [];
        if (state.status === 'archived') fail('conflict', ROADMAP_ARCHIVED);
        if (state.goalId !== null) fail('conflict', ROADMAP_HAS_GOAL);
        if (
          command.goalProjectId !== null &&
          state.projectId !== null &&
          command.goalProjectId !== state.projectId
        )
          fail('invalid', GOAL_OF_ANOTHER_PROJECT, 'goalId');
        return [
          {
            type: 'RoadmapAttachedToGoal',
            data: {
              roadmapId: command.roadmapId,
              userId: command.userId,
              goalId: command.goalId,
              attachedAt: command.at.toISOString(),
            },
          },
        ];
      }
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'RoadmapGenerated':
        return {
          status: 'active',
          userId: event.data.userId,
          goalId: event.data.goalId,
          projectId: event.data.projectId,
          taskIds: event.data.taskIds,
        };
      case 'RoadmapSuperseded':
        return state.status === 'none' ? state : { ...state, status: 'archived' };
      case 'RoadmapAttachedToGoal':
        return state.status === 'none' ? state : { ...state, goalId: event.data.goalId };
      default:
        return state;
    }
  },
};
