import { Effect } from 'effect';
import { addCommunityHabit } from '../tasks/communityHabit.ts';
import { Advisor } from './advisor.ts';
import { type CommandClock, inTurn } from './commandTurn.ts';
import { advisorContextNow } from './results.ts';

/** Where the creative finds their people, personal to the active project's context. */
export const communityGuideFor = (userId: string, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const { context } = yield* advisorContextNow(userId, contextNow);
    const advisor = yield* Advisor;
    return advisor.communityGuide(context);
  });

/** The guide's weekly habit on the task list, once a week (`created` false when it was already added). */
export const addCommunityHabitFor = (userId: string, contextNow: CommandClock) =>
  Effect.gen(function* () {
    const { context } = yield* advisorContextNow(userId, contextNow);
    const advisor = yield* Advisor;
    const { habit } = advisor.communityGuide(context);
    return yield* inTurn(addCommunityHabit({ userId, day: context.date, habit }, contextNow()));
  });
