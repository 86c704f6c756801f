// Prompts: a fixed system prompt plus the user's profile, active project, open tasks and goals, so
// the model answers for this creative rather than in general. Every phrase and list the user typed is
// capped, so a long description or a backlog of tasks cannot crowd out the question or the budget.

import type { AdvisorContext } from '@market-muse/contracts';
import {
  businessGoalLabels,
  challengeLabels,
  experienceLevelLabels,
  projectStageLabels,
  projectTypeLabels,
  skillLabels,
} from '@market-muse/contracts';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { formatMinutes, type Persona } from '../persona.ts';

const styleGuide = {
  professional: 'Write in a clear, professional tone.',
  casual: 'Write in a warm, casual, encouraging tone.',
  creative: 'Write in a vivid, creative tone, with images and metaphors used sparingly.',
} as const;

export const systemPrompt = (p: Persona): string =>
  [
    'You are Market Muse, a marketing advisor for creative professionals (artists, designers, photographers, illustrators, authors, musicians).',
    'Give specific, practical advice a real creative can act on this week. Name their project, audience and creative type. Fit every recommendation to their budget and weekly time; never suggest paid tactics to someone with no budget.',
    'Facts to rely on: Instagram captions up to 2,200 characters (about 125 shown), 3-5 hashtags advised; X 280 weighted characters, at most 2 hashtags; LinkedIn 3,000 characters, 3-5 hashtags; TikTok 2,200; Facebook posts of 40-80 characters perform best, 1-3 hashtags. Flesch reading ease of 60+ is the target for social copy.',
    'Pricing: cost-plus for makers (materials + hours x rate + overhead + profit = wholesale; retail = 2 x wholesale); 2D art by size; beginners charge at least $15/hour plus a 20% margin; photo sessions mini $150-250, standard $300-500, premium $600-900.',
    styleGuide[p.style],
  ].join('\n');

/** At most this many characters of one phrase the user typed. */
export const PHRASE_LIMIT = 200;
/** At most this many open tasks and goals each. */
export const LIST_LIMIT = 8;

/** A user phrase on one line, cut at a word boundary to `limit` characters. */
export const clip = (text: string, limit = PHRASE_LIMIT): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

/** The first `LIST_LIMIT` items, with how many more were left out. */
const bounded = (items: readonly string[]): string =>
  items.length === 0
    ? 'none'
    : items.slice(0, LIST_LIMIT).join('; ') +
      (items.length > LIST_LIMIT ? `; and ${items.length - LIST_LIMIT} more` : '');

const goalLine = (g: AdvisorContext['goals'][number]): string => {
  const progress =
    g.targetValue !== null
      ? ` (${g.currentValue} of ${g.targetValue}${g.unit ? ` ${clip(g.unit, 40)}` : ''})`
      : '';
  return `${clip(g.title, 120)}${progress}${g.deadline ? `, by ${g.deadline}` : ''}`;
};

/** The user's situation as the model sees it. */
export const profileBlock = (p: Persona): string => {
  const { profile, project, goals, tasks } = p.context;
  const openTasks = tasks.filter((t) => t.status !== 'completed');
  const lines = [
    `Creative type: ${p.creativeLabel} (${p.knowledge.maker}); also: ${profile.creativeTypes.slice(1).join(', ') || 'none'}`,
    `Experience: ${experienceLevelLabels[p.experience]}`,
    `Active project: ${clip(p.projectName, 120)}${project ? ` (${projectTypeLabels[project.projectType]})` : ''}`,
    `Project description: ${clip(project?.description ?? profile.projectDescription ?? 'not given')}`,
    `Stage: ${projectStageLabels[p.stage]}`,
    `Target audience: ${clip(p.audience)}`,
    `Unique selling point: ${p.hasUsp ? clip(p.usp) : 'not defined yet'}`,
    `Marketing budget: ${{ none: 'none (free tactics only)', low: 'small', medium: 'moderate', high: 'large' }[p.budget]}`,
    `Time for marketing: about ${formatMinutes(p.weeklyMinutes)} a week`,
    `Business goals: ${profile.businessGoals.map((g) => businessGoalLabels[g]).join(', ') || 'not given'}`,
    `Active goals: ${bounded(goals.filter((g) => g.status === 'active').map(goalLine))}`,
    `Open tasks: ${bounded(openTasks.map((t) => clip(t.title, 120)))}`,
    `Challenges: ${bounded(p.challenges.map((c) => (c.key ? challengeLabels[c.key] : clip(c.label, 120))))}`,
    `Skills: ${profile.primarySkills.map((s) => skillLabels[s]).join(', ') || 'not given'}`,
    `Channels that fit (best first): ${p.channels.map((c) => c.channel.name).join(', ')}`,
    `Learning preference: ${p.learning}; communication style: ${p.style}`,
    `Today: ${p.date}`,
  ];
  return lines.join('\n');
};

export const messages = (p: Persona, task: string): ChatCompletionMessageParam[] => [
  { role: 'system', content: systemPrompt(p) },
  { role: 'user', content: `About me:\n${profileBlock(p)}\n\n${task}` },
];

export const chatMessages = (
  p: Persona,
  history: readonly { type: 'user' | 'ai'; message: string }[],
  message: string,
): ChatCompletionMessageParam[] => [
  {
    role: 'system',
    content: `${systemPrompt(p)}\n\nAbout the user:\n${profileBlock(p)}\n\nAnswer in 2-4 short paragraphs of plain text (no markdown headings). Then write a line "ACTION STEPS:" followed by 3-5 lines each starting with "- ".\n\nWhen a concrete next step fits, also propose up to 3 of them with the tools add_task, plan_post and create_goal, in the same reply as your answer; the user confirms each on screen before anything is added. Never repeat an open task or an active goal.`,
  },
  ...history
    .slice(-10)
    .map(
      (m): ChatCompletionMessageParam =>
        m.type === 'user' ? { role: 'user', content: m.message } : { role: 'assistant', content: m.message },
    ),
  { role: 'user', content: message },
];
