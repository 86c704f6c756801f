import type { RoadmapPlan, TaskDraft } from '@market-muse/contracts';

const task = (title: string, estimatedTime = 30): TaskDraft => ({
  title,
  description: `${title}, step by step.`,
  category: 'content',
  priority: 'high',
  estimatedTime,
});

/** A small two-phase plan (3 steps, 4 tasks) in the advisor's shape. */
export const plan: RoadmapPlan = {
  title: '90-day plan for Moonlit Prints',
  description: 'Build an audience, then sell.',
  estimatedDuration: '90 days',
  totalSteps: 3,
  weeklyMinutes: 180,
  source: 'local',
  phases: [
    {
      title: 'Foundation',
      description: 'Get ready',
      startDay: 1,
      endDay: 30,
      milestone: 'Profile ready',
      steps: [
        {
          title: 'Polish profiles',
          description: 'Bio and links',
          tasks: [task('Rewrite your bio'), task('Add a link page', 20)],
        },
        { title: 'Plan content', description: 'Pillars', tasks: [task('Pick three content pillars')] },
      ],
    },
    {
      title: 'Growth',
      description: 'Reach people',
      startDay: 31,
      endDay: 60,
      milestone: '100 new followers',
      steps: [{ title: 'Collaborate', description: 'Partners', tasks: [task('Message two artists', 45)] }],
    },
  ],
};
