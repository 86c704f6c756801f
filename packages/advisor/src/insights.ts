// Project insights: key insights, audience segments, recommended
// channels and solutions for the user's own challenges.
import {
  type AdvisorContext,
  type ChannelPriority,
  creativeTypeLabels,
  type ProjectInsights,
  skillLabels,
} from '@market-muse/contracts';
import { capitalise, fill, personaVars } from './fill.ts';
import { challenges as challengeKnowledge } from './knowledge/challenges.ts';
import {
  budgetNotes,
  experienceNotes,
  goalNotes,
  projectTypeNotes,
  skillNotes,
  stageNotes,
  timeNotes,
} from './knowledge/notes.ts';
import { channelsNamedIn, derivePersona, type Persona } from './persona.ts';

const priorityFor = (index: number, total: number): ChannelPriority =>
  index === 0 || (index === 1 && total >= 4) ? 'High' : index < 3 ? 'Medium' : 'Low';

const challengeList = (p: Persona) => {
  if (p.challenges.length > 0) return p.challenges;
  // Nobody named a challenge: the ones every creative at this level meets.
  return p.experience === 'beginner'
    ? [
        { key: 'marketing_knowledge' as const, label: 'Knowing where to start with marketing' },
        { key: 'consistency' as const, label: 'Staying consistent' },
      ]
    : [{ key: 'finding_customers' as const, label: 'Reaching new buyers' }];
};

export const generateProjectInsights = (ctx: AdvisorContext): ProjectInsights => {
  const p = derivePersona(ctx);
  const vars = personaVars(p);
  const f = (s: string) => capitalise(fill(s, vars));

  const keyInsights = [
    f(p.knowledge.insight),
    f(stageNotes[p.stage]),
    p.timeKnown
      ? f(timeNotes[p.timeTier])
      : 'Add the hours a week you can give to marketing to your profile, and the plan will be sized to them; until then, start with one channel and an email list.',
    p.budgetKnown
      ? f(budgetNotes[p.budget])
      : 'Add your marketing budget to your profile, even if it is nothing; until then, this plan sticks to free channels.',
    f(experienceNotes[p.experience]),
    p.hasUsp
      ? f('Lead every message with what makes {project} different: {usp}.')
      : p.economics === 'free'
        ? f(
            'Name what makes {project} different, so it stands out among everything else competing for attention.',
          )
        : f(
            'Name what makes {project} different: without a clear unique selling point, you will be compared on price alone.',
          ),
  ];
  if (p.goals[0]) keyInsights.push(f(goalNotes[p.goals[0]]));
  const { profile } = ctx;
  const skill = profile.primarySkills[0];
  if (skill)
    keyInsights.push(f(`As someone skilled in ${skillLabels[skill].toLowerCase()}, ${skillNotes[skill]}.`));
  const used = new Set(profile.currentMarketingChannels.flatMap(channelsNamedIn));
  const kept = p.channels.filter((c) => used.has(c.key)).map((c) => c.channel.name);
  if (kept.length > 0)
    keyInsights.push(
      `You already use ${kept.join(' and ')}: the plan builds on ${kept.length > 1 ? 'them' : 'it'} instead of starting from zero.`,
    );
  const second = profile.creativeTypes[1];
  if (second)
    keyInsights.push(
      f(
        `Your ${creativeTypeLabels[second].toLowerCase()} work can feed {project}: share it with the same audience as a second content pillar.`,
      ),
    );
  if (p.projectType) keyInsights.push(f(projectTypeNotes[p.projectType].insight));

  const audienceSegments = p.knowledge.segments.map((s) => ({ name: s.name, description: f(s.description) }));
  if (p.projectType) {
    const s = projectTypeNotes[p.projectType].segment;
    if (!audienceSegments.some((a) => a.name === s.name))
      audienceSegments.push({ name: s.name, description: f(s.description) });
  }

  const funded = p.budget === 'medium' || p.budget === 'high';
  const recommendedChannels = p.channels.map(({ channel }, i) => ({
    name: channel.name,
    priority: priorityFor(i, p.channels.length),
    reason: `${f(channel.reason)} First move: ${fill(channel.firstMove, vars)}.`,
    expectedROI: funded || channel.paid ? channel.roi.funded : channel.roi.organic,
  }));

  const challengeSolutions = challengeList(p).map((c) => {
    if (c.key === null) {
      return {
        challenge: c.label,
        solution: f(
          `Break "${c.label}" into one small action a week inside your {weekly} of marketing time, and ask two {maker}s who solved it what they did first.`,
        ),
        timeline: '4-6 weeks of weekly steps',
      };
    }
    const k = challengeKnowledge[c.key];
    return { challenge: c.label, solution: f(k.solution), timeline: k.timeline };
  });

  return { keyInsights, audienceSegments, recommendedChannels, challengeSolutions, source: 'local' };
};
