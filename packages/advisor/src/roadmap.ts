// The 90-day roadmap: three 30-day phases chosen by project stage, with as many steps and tasks
// as the weekly time allows, paid steps only with a budget, and task lengths scaled to the time.
import {
  type AdvisorContext,
  type Challenge,
  type PlanPhase,
  type PlanStep,
  projectStageLabels,
  type RoadmapPlan,
  type TaskDraft,
} from '@market-muse/contracts';
import { capitalise, fill, personaVars, type Vars, withArticle } from './fill.ts';
import { creativeKnowledge } from './knowledge/creative-types.ts';
import {
  type StepKey,
  type StepTemplate,
  stagePlans,
  steps,
  type TaskTemplate,
} from './knowledge/roadmap.ts';
import { signatureSteps } from './knowledge/signature.ts';
import { budgetAtLeast, derivePersona, formatMinutes, type Persona, type TimeTier } from './persona.ts';
import { type Rng, rngFrom } from './seed.ts';

const stepsPerPhase: Record<TimeTier, number> = { minimal: 2, moderate: 3, dedicated: 4, full: 4 };
const tasksPerStep: Record<TimeTier, number> = { minimal: 2, moderate: 3, dedicated: 3, full: 3 };
/** Task lengths are written for 3-5 hours a week; less time means smaller bites. */
const minuteScale: Record<TimeTier, number> = { minimal: 0.5, moderate: 1, dedicated: 1.25, full: 1.5 };

/** A roadmap step that answers a named challenge, worked into the middle phase if missing. */
const challengeSteps: Partial<Record<Challenge, StepKey>> = {
  pricing_work: 'pricing_review',
  finding_customers: 'engage_daily',
  social_media: 'content_system',
  consistency: 'content_system',
  competition: 'define_audience',
  confidence: 'build_in_public',
};

export const scaleMinutes = (minutes: number, tier: TimeTier): number =>
  Math.max(10, Math.round((minutes * minuteScale[tier]) / 5) * 5);

export const draftTask = (t: TaskTemplate, p: Persona, vars: Vars, rng: Rng): TaskDraft => ({
  title: capitalise(fill(t.title, vars, rng, ideasFor(p))),
  description: capitalise(fill(t.description, vars, rng, ideasFor(p))),
  category: t.category,
  priority: t.priority,
  estimatedTime: scaleMinutes(t.minutes, p.timeTier),
});

/** Post ideas the persona can use ({usp} ideas only when a USP exists). */
export const ideasFor = (p: Persona): readonly string[] =>
  p.hasUsp ? p.knowledge.postIdeas : p.knowledge.postIdeas.filter((i) => !i.includes('{usp}'));

const phaseSteps = (p: Persona): StepTemplate[][] => {
  const plan = stagePlans[p.stage];
  const n = stepsPerPhase[p.timeTier];
  const phases = plan.map((phase, i) => {
    let keys = phase.steps.filter((k) => !(p.experience === 'advanced' && 'basic' in steps[k]));
    if (i === 0 && p.experience === 'beginner') keys = ['learn_basics', ...keys];
    keys = keys.slice(0, n);
    const paid = phase.paidStep;
    if (paid && budgetAtLeast(p, paid === 'paid_scale' ? 'medium' : 'low')) keys.push(paid);
    return keys;
  });
  // Make sure the user's own challenges are addressed: their steps replace the middle phase's
  // lowest-priority unpaid steps.
  const middle = phases[1]!;
  const inserted = new Set<StepKey>();
  for (const c of p.challenges) {
    const key = c.key ? challengeSteps[c.key] : undefined;
    if (!key || phases.some((keys) => keys.includes(key))) continue;
    const slot = middle.findLastIndex((k) => !('paid' in steps[k]) && !inserted.has(k));
    if (slot < 0) break;
    middle[slot] = key;
    inserted.add(key);
  }
  const templates: StepTemplate[][] = phases.map((keys) => keys.map((k) => steps[k]));
  // The creative type's own signature move joins the middle phase, right after its first step.
  templates[1]!.splice(1, 0, signatureSteps[p.creativeType]);
  return templates;
};

export const generateRoadmap = (ctx: AdvisorContext): RoadmapPlan => {
  const p = derivePersona(ctx);
  const vars = personaVars(p);
  const rng = rngFrom(p.userId, 'roadmap', p.projectName);
  const f = (s: string) => capitalise(fill(s, vars));
  const perStep = tasksPerStep[p.timeTier];

  const phases: PlanPhase[] = phaseSteps(p).map((stepTemplates, i) => {
    const template = stagePlans[p.stage][i]!;
    const planSteps: PlanStep[] = stepTemplates.map((step) => {
      return {
        title: f(step.title),
        description: f(step.description),
        tasks: step.tasks.slice(0, perStep).map((t) => draftTask(t, p, vars, rng)),
      };
    });
    return {
      title: template.title,
      description: f(template.description),
      startDay: i * 30 + 1,
      endDay: (i + 1) * 30,
      steps: planSteps,
      milestone: f(template.milestone),
    };
  });

  const totalSteps = phases.reduce((n, ph) => n + ph.steps.length, 0);
  const k = creativeKnowledge[p.creativeType];
  return {
    title: capitalise(`${p.projectName}: 90-day marketing roadmap`),
    description: capitalise(
      `A plan for ${p.projectName} (${projectStageLabels[p.stage]}), written for ${withArticle(k.maker)} reaching ${p.audience} and built around ${vars.channel}. ${p.timeKnown ? `It is sized to about ${formatMinutes(p.weeklyMinutes)} a week.` : 'Add the time you can give each week to your profile, and it will be sized to that; until then it keeps to a light load.'}`,
    ),
    estimatedDuration: '90 days',
    totalSteps,
    weeklyMinutes: p.weeklyMinutes,
    phases,
    source: 'local',
  };
};
