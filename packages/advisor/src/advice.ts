// Chat advice (spec §2 AI Assistant): recognises what the message is about, answers for this
// creative and project in their communication style, and streams like a model would.
import {
  ADVICE_TOPICS,
  Advice,
  type AdviceRequest,
  type AdviceStreamEvent,
  type AdviceTopic,
  type AdvisorContext,
} from '@market-muse/contracts';
import { Schema } from 'effect';
import { capitalise, fill, personaVars, withArticle } from './fill.ts';
import { type TopicKnowledge, tone, topics } from './knowledge/topics.ts';
import { derivePersona, type Persona, type TimeTier } from './persona.ts';
import { generateRoadmap, ideasFor } from './roadmap.ts';
import { pick, rngFrom, sample } from './seed.ts';

const cadence: Record<TimeTier, string> = {
  minimal: 'twice a week',
  moderate: 'three times a week',
  dedicated: 'four or five times a week',
  full: 'once a day',
};

const experienceLine = {
  beginner: 'Start small: one change at a time is plenty while you build the habit.',
  intermediate: 'You have the basics; the gain now is doing the few things that work more consistently.',
  advanced: 'With your experience, look first at what already works in your numbers and scale that.',
} as const;

const words = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];

const scoreTopic = (text: string, t: TopicKnowledge): number => {
  const lower = ` ${text.toLowerCase()} `;
  const tokens = new Set(words(text));
  let score = 0;
  for (const keyword of t.keywords) {
    const strong = keyword.startsWith('!');
    const k = strong ? keyword.slice(1) : keyword;
    const phrase = k.includes(' ') || k.includes('-');
    const hit = phrase ? lower.includes(k) : tokens.has(k);
    if (hit) score += strong ? 3 : phrase ? 2 : 1;
  }
  return score;
};

/** The topic a message is about; null when nothing matches. Quick-start topics win ties. */
export const detectTopic = (message: string): AdviceTopic | null => {
  let best: AdviceTopic | null = null;
  let bestScore = 0;
  for (const topic of ADVICE_TOPICS) {
    const s = scoreTopic(message, topics[topic]);
    if (s > bestScore) {
      best = topic;
      bestScore = s;
    }
  }
  return best;
};

const adsAdvice = (p: Persona): string =>
  p.budget === 'none'
    ? 'With no ad budget, skip paid promotion for now: collaborations, email and consistent posts on {channel} bring {audience} to {project} for free. When you do have a little money, boost only a post that already performed well.'
    : p.budget === 'low'
      ? 'With a small budget, boost only posts about {project} that already perform organically, for a few days at a time, and put the rest into tools that save you time.'
      : 'You have room to test ads properly: put $5-10 a day behind a proven post about {project} for a week, aimed at {audience}, and scale only what brings sign-ups or sales at a cost you can afford.';

export const generateAdvice = (ctx: AdvisorContext, request: AdviceRequest): Advice => {
  const p = derivePersona(ctx);
  const rng = rngFrom(p.userId, 'advice', ctx.date, request.message, String(request.history.length));

  let topic = detectTopic(request.message);
  let followUp = false;
  if (topic === null) {
    // A follow-up such as "and how often?" continues the last topic of the conversation.
    for (const m of [...request.history].reverse()) {
      if (m.type !== 'user') continue;
      const t = detectTopic(m.message);
      if (t) {
        topic = t;
        followUp = true;
        break;
      }
    }
  }
  const chosen: AdviceTopic = topic ?? 'general';
  const k = topics[chosen];

  const next = generateRoadmap(ctx)
    .phases[0]!.steps.slice(0, 3)
    .map((s) => lowerFirst(s.title))
    .join('; ')
    .concat('.');
  const vars = {
    ...personaVars(p),
    cadence: cadence[p.timeTier],
    ideas: sample(rng, ideasFor(p), 3)
      .map((i) => fill(i, personaVars(p)))
      .join('; '),
    next,
  };
  const f = (s: string) => capitalise(fill(s, vars));

  const given = new Set(
    request.history
      .flatMap((m) => (m.type === 'ai' ? (m.actionSteps ?? []) : []))
      .map((s) => s.toLowerCase()),
  );
  const candidates = k.steps.map(f);
  const fresh = candidates.filter((s) => !given.has(s.toLowerCase()));
  // Steps are listed in the order of doing (later ones build on earlier ones): take the next four
  // the user has not been given yet.
  const actionSteps = (fresh.length >= 2 ? fresh : candidates).slice(0, 4);

  const styleTone = tone[p.style];
  const core = f(chosen === 'paid_ads' ? adsAdvice(p) : k.answer);
  const why = `Why it works: ${k.why}`;
  const body =
    p.learning === 'theory_first'
      ? [why, core]
      : p.learning === 'hands_on'
        ? [core, actionSteps[0] ? `Start today: ${lowerFirst(actionSteps[0])}.` : '']
        : [core, why];
  const intro = followUp ? `Building on ${k.label.toLowerCase()}: ` : '';
  const advice = [
    intro + f(pick(rng, styleTone.open)),
    ...body,
    experienceLine[p.experience],
    f(pick(rng, styleTone.close)),
  ]
    .filter(Boolean)
    .join(' ');

  return { advice, actionSteps, topic: chosen, source: 'local' };
};

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

/** Splits text into small word-group deltas that concatenate back to the text. */
export const textDeltas = (text: string, wordsPerDelta = 3): string[] => {
  const parts = text.match(/\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += wordsPerDelta) out.push(parts.slice(i, i + wordsPerDelta).join(''));
  const lead = text.match(/^\s+/)?.[0];
  if (lead && out.length > 0) out[0] = lead + out[0];
  return out;
};

/**
 * The advice as a stream: text deltas, then the full result, checked against its contract. The
 * local engine has the answer at once, but streaming it the same way as a model lets the screen
 * keep one code path.
 */
export async function* streamAdvice(
  ctx: AdvisorContext,
  request: AdviceRequest,
): AsyncGenerator<AdviceStreamEvent, void, undefined> {
  const result = Schema.decodeUnknownSync(Advice)(generateAdvice(ctx, request));
  for (const text of textDeltas(result.advice)) yield { type: 'delta', text };
  yield { type: 'result', result };
}

/** The assistant's first message, naming the user's creative type (spec §2). */
export const greeting = (ctx: AdvisorContext): string => {
  const p = derivePersona(ctx);
  const open = {
    professional: `Welcome. I am your marketing assistant for your work as ${withArticle(p.knowledge.maker)}.`,
    casual: `Hi! I am your marketing sidekick, here to help you grow as ${withArticle(p.knowledge.maker)}.`,
    creative: `Hello, fellow creative! Let us make your work as ${withArticle(p.knowledge.maker)} find its people.`,
  }[p.style];
  return `${open} Ask me about pricing, growing on social media, content ideas or engagement for ${p.projectName}.`;
};
