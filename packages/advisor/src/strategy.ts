// Marketing strategy for 30 days, 90 days or 6 months: phases with actions and milestones built
// from the roadmap knowledge, and estimated results computed from time, budget and experience.
import {
  type AdvisorContext,
  businessGoalLabels,
  type Strategy,
  type StrategyPhase,
  type StrategyTimeframe,
  strategyTimeframeLabels,
} from '@market-muse/contracts';
import { capitalise, fill, personaVars } from './fill.ts';
import { stagePlans, steps } from './knowledge/roadmap.ts';
import { signatureSteps } from './knowledge/signature.ts';
import { budgetAtLeast, derivePersona, type Persona, type TimeTier } from './persona.ts';
import { count, lowerFirst } from './realise.ts';
import { generateRoadmap } from './roadmap.ts';

const postsPerWeek: Record<TimeTier, number> = { minimal: 2, moderate: 3, dedicated: 4, full: 6 };
/** Plausible monthly follower growth (%) for steady posting, before budget and experience. */
const growthRange: Record<TimeTier, readonly [number, number]> = {
  minimal: [2, 5],
  moderate: [4, 8],
  dedicated: [6, 12],
  full: [8, 15],
};
const weeksOf: Record<StrategyTimeframe, number> = { '30days': 4, '90days': 13, '6months': 26 };

const estimatedResults = (p: Persona, timeframe: StrategyTimeframe) => {
  const weeks = weeksOf[timeframe];
  const months = weeks / 4.33;
  const budgetBoost = p.budget === 'high' ? 1.6 : p.budget === 'medium' ? 1.3 : 1;
  const expBoost = p.experience === 'advanced' ? 1.2 : p.experience === 'beginner' ? 0.8 : 1;
  const [lo, hi] = growthRange[p.timeTier];
  const compound = (rate: number) =>
    Math.round(((1 + (rate * budgetBoost * expBoost) / 100) ** months - 1) * 100);
  const posts = postsPerWeek[p.timeTier] * weeks;
  // Roughly one sign-up per 1-3 posts for a small account with a sign-up link in every bio.
  const subsLo = Math.round((posts / 3) * budgetBoost * expBoost);
  const subsHi = Math.round(posts * budgetBoost * expBoost);
  const results = [
    {
      metric: 'Posts published',
      estimate: `${posts} (${postsPerWeek[p.timeTier]} a week${p.timeKnown ? '' : ', a light start until you add your weekly time'})`,
    },
    { metric: 'Follower growth', estimate: `+${compound(lo)}% to +${compound(hi)}%` },
    { metric: 'New email subscribers', estimate: `${subsLo}-${subsHi}` },
    {
      metric: 'Time invested',
      estimate: p.timeKnown
        ? `about ${count(Math.round((p.weeklyMinutes * weeks) / 60), 'hour')}`
        : 'add your weekly time to your profile to see this',
    },
  ];
  if (budgetAtLeast(p, 'medium'))
    results.push({ metric: 'Ad tests run', estimate: `${Math.max(1, Math.floor(weeks / 3))}, each 7 days` });
  return results;
};

const thirtyDays = (p: Persona, f: (s: string) => string): StrategyPhase[] => {
  const first = p.channels[0]?.channel;
  return [
    {
      title: 'Set up and audit',
      duration: 'Week 1',
      actions: [
        f('Write your one-sentence pitch for {project}: who it is for and what sets it apart'),
        f('Rewrite your {channel} bio with a clear call to action'),
        f('Set up an email sign-up for {project}'),
      ],
      milestones: [f('Profile and sign-up ready on {channel}')],
    },
    {
      title: 'Create and publish',
      duration: 'Week 2',
      actions: [
        f(`Batch-create ${postsPerWeek[p.timeTier]} posts around {pillars}`),
        f(first ? `${first.firstMove}` : 'Post your first process video'),
        f('Schedule posts for the best windows on {channel}'),
      ],
      milestones: [f(`${postsPerWeek[p.timeTier]} posts published`)],
    },
    {
      title: 'Engage and collaborate',
      duration: 'Week 3',
      actions: [
        f('Reply to every comment within an hour of posting'),
        f('Comment on 10 posts a day from accounts followed by {audience}'),
        f('Pitch one collaboration to a creator who reaches {audience}'),
      ],
      milestones: ['A collaboration agreed or scheduled'],
    },
    {
      title: 'Measure and convert',
      duration: 'Week 4',
      actions: [
        'Find your 3 best posts by saves and shares',
        f('Send your first email to subscribers about {project}'),
        f(
          budgetAtLeast(p, 'medium')
            ? 'Promote your best post at $5-10 a day for 7 days'
            : 'Repost your best post in a new format',
        ),
      ],
      milestones: ['Your best format identified', 'First newsletter sent'],
    },
  ];
};

const ninetyDays = (ctx: AdvisorContext): StrategyPhase[] =>
  generateRoadmap(ctx).phases.map((ph) => ({
    title: ph.title,
    duration: `Days ${ph.startDay}-${ph.endDay}`,
    actions: ph.steps.map((s) => `${s.title}: ${lowerFirst(s.tasks[0]!.title)}`),
    milestones: [ph.milestone],
  }));

/** 'Momentum: build in public', or just 'Foundation' when the stage's phase already has that name. */
const phaseTitle = (label: string, title: string): string =>
  title.trim().toLowerCase() === label.toLowerCase() ? label : `${label}: ${lowerFirst(title)}`;

const sixMonths = (p: Persona, f: (s: string) => string): StrategyPhase[] => {
  const plan = stagePlans[p.stage];
  const step = (k: keyof typeof steps) => f(steps[k].title);
  return [
    {
      title: phaseTitle('Foundation', plan[0].title),
      duration: 'Months 1-2',
      actions: [
        ...plan[0].steps.slice(0, 3).map(step),
        f('Post {channel} content on a fixed weekly schedule'),
      ],
      milestones: [f(plan[0].milestone), 'A routine you have kept for 8 weeks'],
    },
    {
      title: phaseTitle('Momentum', plan[1].title),
      duration: 'Months 3-4',
      actions: [
        ...plan[1].steps.slice(0, 2).map(step),
        f(signatureSteps[p.creativeType].title),
        f(p.channels[1] ? 'Add {channel2} by repurposing your best posts' : 'Run one collaboration a month'),
        ...(budgetAtLeast(p, 'low') ? [step('paid_test')] : []),
      ],
      milestones: [f(plan[1].milestone)],
    },
    {
      title: phaseTitle('Scale', plan[2].title),
      duration: 'Months 5-6',
      actions: [
        ...plan[2].steps.slice(0, 3).map(step),
        step('offer_expansion'),
        ...(budgetAtLeast(p, 'medium') ? [step('paid_scale')] : [step('partnerships')]),
      ],
      milestones: [f(plan[2].milestone), 'Decide which channels and offers to keep for the next 6 months'],
    },
  ];
};

export const generateStrategy = (ctx: AdvisorContext, timeframe: StrategyTimeframe): Strategy => {
  const p = derivePersona(ctx);
  const vars = personaVars(p);
  const f = (s: string) => capitalise(fill(s, vars));
  const phases =
    timeframe === '30days' ? thirtyDays(p, f) : timeframe === '90days' ? ninetyDays(ctx) : sixMonths(p, f);
  const goal = p.goals[0] ? businessGoalLabels[p.goals[0]] : p.primaryGoal;
  return {
    strategy: {
      title: `${strategyTimeframeLabels[timeframe]}: ${lowerFirst(goal)} for ${p.projectName}`,
      timeframe,
      phases,
    },
    creativeType: p.creativeType,
    experience: p.experience,
    primaryGoal: p.primaryGoal,
    estimatedResults: estimatedResults(p, timeframe),
    source: 'local',
  };
};
