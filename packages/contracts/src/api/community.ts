import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { CommunityGuide, CommunityHabitResult } from '../community.ts';
import { BadRequestText, ConflictText, PayloadTooLargeText } from './errors.ts';
import { Authentication } from './security.ts';

export class CommunityApi extends HttpApiGroup.make('community')
  .add(
    HttpApiEndpoint.get('guide', '/api/community')
      .addSuccess(CommunityGuide)
      .annotate(
        OpenApi.Description,
        "Where the user finds their people, from the advisor's knowledge and the profile: kinds of community in " +
          'the order that suits their experience, places to look for their creative type, how to take part ' +
          'without spamming, and a weekly engagement habit sized to their time.',
      ),
  )
  .add(
    HttpApiEndpoint.post('addHabit', '/api/community/habit')
      .addSuccess(CommunityHabitResult)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Puts this week's engagement habit on the task list (due Sunday of the user's week). Once a week: a " +
          'second call that week answers the same task with created false.',
      ),
  )
  .middleware(Authentication) {}
