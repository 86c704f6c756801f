import { Effect } from 'effect';
import { handle, readState } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { goalDecider, goalStream } from '../goals/goal.ts';
import { portfolioDecider, portfolioStream } from '../projects/portfolio.ts';
import { attachProfileProject, profileFollowsProject } from '../projects/profileProject.ts';
import { initialGoalDetails, initialGoalId } from './initialGoals.ts';
import { type ProfileChanges, profileDecider, profileStream } from './profile.ts';

/**
 * Saves the user's profile and, when its current project's name changed, makes that project the active one
 * (creating it if the user has none by that name); and in the same transaction, sets an initial goal for each business goal it
 * lists. Initial goal ids derive from (user, business goal), so saving again sets nothing twice; a goal
 * whose business goal is later removed from the profile stays (it may carry progress).
 */
export const saveProfile = (userId: string, changes: ProfileChanges, context: CommandContext) =>
  unitOfWork(
    Effect.gen(function* () {
      const { events, state } = yield* handle(
        profileDecider,
        profileStream(userId),
        { type: 'SaveProfile', userId, changes, at: context.now },
        context,
      );
      const renamed = events.some(
        (e) => e.type === 'ProfileSaved' && e.data.changed.includes('currentProjectName'),
      );
      if (renamed && state.status === 'saved') yield* attachProfileProject(userId, state.profile, context);
      const businessGoals = state.status === 'saved' ? state.profile.businessGoals : [];
      for (const businessGoal of businessGoals) {
        const goalId = initialGoalId(userId, businessGoal);
        yield* handle(
          goalDecider,
          goalStream(goalId),
          {
            type: 'SetGoal',
            goalId,
            userId,
            projectId: null,
            details: initialGoalDetails(businessGoal, context.now),
            currentValue: 0,
            businessGoal,
            ifAbsent: true,
            at: context.now,
          },
          context,
        );
      }
    }),
  );

/**
 * The migration for histories from before the profile's current project and the active project were one,
 * making them agree as the rules now keep them: a user with an active project gets it as the profile's
 * current project; a user without one gets the profile's project created and activated. Running it again
 * changes nothing; the project it creates has the same id on every run.
 */
export const attachSavedProfileProject = (userId: string, context: CommandContext) =>
  unitOfWork(
    Effect.gen(function* () {
      const { state: portfolio } = yield* readState(portfolioDecider, portfolioStream(userId).id);
      if (portfolio.activeProjectId !== null) {
        yield* profileFollowsProject(userId, portfolio.activeProjectId, context);
        return portfolio.activeProjectId;
      }
      const { state } = yield* readState(profileDecider, profileStream(userId).id);
      return state.status === 'saved' ? yield* attachProfileProject(userId, state.profile, context) : null;
    }),
  );
