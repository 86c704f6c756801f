import { Effect } from 'effect';
import { handle } from '../commandHandling.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';
import { goalDecider, goalStream } from '../goals/goal.ts';
import { initialGoalDetails, initialGoalId } from './initialGoals.ts';
import { type ProfileChanges, profileDecider, profileStream } from './profile.ts';

/**
 * Saves the user's profile and, in the same transaction, sets an initial goal for each business goal it
 * lists. Initial goal ids derive from (user, business goal), so saving again sets nothing twice; a goal
 * whose business goal is later removed from the profile stays (it may carry progress).
 */
export const saveProfile = (userId: string, changes: ProfileChanges, context: CommandContext) =>
  unitOfWork(
    Effect.gen(function* () {
      const { state } = yield* handle(
        profileDecider,
        profileStream(userId),
        { type: 'SaveProfile', userId, changes, at: context.now },
        context,
      );
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
