import { Effect } from 'effect';
import { handle } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { newId } from '../ids.ts';
import { portfolioDecider, portfolioStream } from './portfolio.ts';
import { profileFollowsProject } from './profileProject.ts';
import { type ProjectDraft, projectDecider, projectStream } from './project.ts';

/**
 * Creates a project and adds it to the user's portfolio in one transaction; the user's first project
 * (any project while none is active) becomes active at once, and the profile's current project.
 */
export const createProject = (userId: string, draft: ProjectDraft, context: CommandContext) =>
  unitOfWork(
    Effect.gen(function* () {
      const projectId = newId();
      const at = context.now;
      yield* handle(
        projectDecider,
        projectStream(projectId),
        { type: 'CreateProject', projectId, userId, draft, at },
        context,
      );
      const added = yield* handle(
        portfolioDecider,
        portfolioStream(userId),
        { type: 'AddProject', userId, projectId, at },
        context,
      );
      if (added.state.activeProjectId === projectId) yield* profileFollowsProject(userId, projectId, context);
      return { projectId };
    }),
  );

/** Makes a project the user's only active one, and the profile's current project; a project not in the user's portfolio is not found. */
export const activateProject = (userId: string, projectId: string, context: CommandContext) =>
  unitOfWork(
    Effect.gen(function* () {
      const activated = yield* handle(
        portfolioDecider,
        portfolioStream(userId),
        { type: 'ActivateProject', userId, projectId, at: context.now },
        context,
      );
      yield* profileFollowsProject(userId, projectId, context);
      return activated;
    }),
  );
