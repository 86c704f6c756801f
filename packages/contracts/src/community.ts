// The community guide (GET /api/community): where a creative finds their people, personal to the profile,
// and the weekly engagement habit they can put on their task list (POST /api/community/habit).
import { Schema } from 'effect';
import { AdvisorSource } from './advisor.ts';
import { Task, TaskCategory } from './domain.ts';

export const COMMUNITY_KINDS = ['online', 'associations', 'meetups', 'markets', 'critique'] as const;
export const CommunityKindKey = Schema.Literal(...COMMUNITY_KINDS);
export type CommunityKindKey = typeof CommunityKindKey.Type;

const Text = Schema.String.pipe(Schema.minLength(1));

export const CommunityGuide = Schema.Struct({
  /** The creative type the guide is written for, as a label ('Photography'). */
  creativeType: Text,
  intro: Text,
  /** Kinds of community, the best place to start first (it depends on experience). */
  communities: Schema.Array(
    Schema.Struct({
      kind: CommunityKindKey,
      name: Text,
      goodFor: Text,
      whereToLook: Schema.Array(Text),
      howToShowUp: Schema.Array(Text),
    }),
  ),
  /** How to show up without spamming: true everywhere. */
  etiquette: Schema.Array(Text),
  /** The weekly engagement habit, sized to the time the user has. */
  habit: Schema.Struct({
    title: Text,
    description: Text,
    category: TaskCategory,
    /** Minutes a week. */
    estimatedTime: Schema.Number.pipe(Schema.int(), Schema.positive()),
    steps: Schema.Array(Text),
  }),
  source: AdvisorSource,
});
export type CommunityGuide = typeof CommunityGuide.Type;

/** POST /api/community/habit: the habit's task for this week; `created` false when it was already added. */
export const CommunityHabitResult = Schema.Struct({ task: Task, created: Schema.Boolean });
export type CommunityHabitResult = typeof CommunityHabitResult.Type;
