import type { ProjectEvent } from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';
import { PROJECT_NOT_FOUND } from './project.ts';

/**
 * A user's projects and which one is active (stream projects-<userId>). Activation is decided here, on
 * one stream per user, so two activations at once serialise and exactly one project stays active.
 */
export const portfolioStream = (userId: string) => ({ id: `projects-${userId}`, type: 'projects' });

export type PortfolioCommand =
  | { readonly type: 'AddProject'; readonly userId: string; readonly projectId: string; readonly at: Date }
  | {
      readonly type: 'ActivateProject';
      readonly userId: string;
      readonly projectId: string;
      readonly at: Date;
    };

export interface PortfolioState {
  readonly projectIds: ReadonlyArray<string>;
  readonly activeProjectId: string | null;
}

export const portfolioDecider: Decider<PortfolioCommand, ProjectEvent, PortfolioState> = {
  initialState: () => ({ projectIds: [], activeProjectId: null }),
  decide: (command, state) => {
    const at = command.at.toISOString();
    switch (command.type) {
      case 'AddProject': {
        if (state.projectIds.includes(command.projectId)) return [];
        const added: ProjectEvent = {
          type: 'ProjectAdded',
          data: { userId: command.userId, projectId: command.projectId, addedAt: at },
        };
        // A user's first project (or any project while none is active) becomes the active one.
        if (state.activeProjectId !== null) return [added];
        return [
          added,
          {
            type: 'ActiveProjectChanged',
            data: {
              userId: command.userId,
              projectId: command.projectId,
              previousProjectId: null,
              changedAt: at,
            },
          },
        ];
      }
      case 'ActivateProject': {
        if (!state.projectIds.includes(command.projectId)) return fail('not_found', PROJECT_NOT_FOUND);
        if (state.activeProjectId === command.projectId) return [];
        return [
          {
            type: 'ActiveProjectChanged',
            data: {
              userId: command.userId,
              projectId: command.projectId,
              previousProjectId: state.activeProjectId,
              changedAt: at,
            },
          },
        ];
      }
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ProjectAdded':
        return { ...state, projectIds: [...state.projectIds, event.data.projectId] };
      case 'ActiveProjectChanged':
        return { ...state, activeProjectId: event.data.projectId };
      default:
        return state;
    }
  },
};
