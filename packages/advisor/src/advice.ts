// Chat advice (the AI Assistant's chat): understands what the message asks by retrieval over the
// knowledge base, answers for this creative and project in their communication style, says so
// honestly when it cannot place a message, and streams like a model would.
import {
  Advice,
  type AdviceRequest,
  type AdviceStreamEvent,
  type AdvisorContext,
} from '@market-muse/contracts';
import { Schema } from 'effect';
import {
  asksPrice,
  type NamedProduct,
  productOf,
  productPricingLines,
  productPricingSteps,
} from './chat/product.ts';
import { type Say, sayFor } from './chat/say.ts';
import { experienceLine, platformNotes, tone } from './chat/tone.ts';
import { lines, type Topic } from './chat/topic.ts';
import { type Facet, type SmallTalk, type Understanding, understand } from './chat/understand.ts';
import { platformVerdict } from './chat/verdict.ts';
import { personaVars } from './fill.ts';
import { derivePersona, type Persona } from './persona.ts';
import { lowerFirst, paragraph, withArticle } from './realise.ts';
import { pick, type Rng, rngFrom } from './seed.ts';

export { detectTopic } from './chat/understand.ts';

const STEPS = 4;

/** Steps that fit any topic once its own steps have all been given. */
const HABITS = [
  'Look at what worked best this month and plan two more like it',
  'Ask three followers or buyers what they would like to see next',
  'Block 30 minutes on Friday to plan next week',
  'Share one piece of work in progress today',
  'Write down one question people asked you this week and answer it in a post',
];

/** What the advisor can help with, for the honest "not sure" answer and the capabilities reply. */
const CAN_HELP =
  'pricing and raising prices, platforms and posts, short video, hashtags and captions, newsletters, launches and releases, shops, fairs and wholesale, commissions, grants, galleries and publishers, press, and the harder parts such as copying, criticism and burnout';

const smallTalkReply = (small: SmallTalk, p: Persona, rng: Rng): string => {
  const project = p.hasProjectName ? p.projectName : 'your work';
  switch (small) {
    case 'greeting':
      return pick(rng, [
        `Hi! What would you like to work on for ${project} today?`,
        `Hello again. What is on your mind for ${project}?`,
      ]);
    case 'thanks':
      return pick(rng, [
        'You are welcome! Ask me anything else whenever you like.',
        'Glad it helps. I am here when you need the next step.',
      ]);
    case 'ack':
      return pick(rng, [
        'Great. Tell me when you want to go deeper on any of it.',
        'Good. What would you like to look at next?',
      ]);
    case 'bye':
      return 'Good luck with it! Come back any time.';
    case 'wellbeing':
      return `Doing well, thanks for asking. I am a marketing assistant that runs on a knowledge base for creatives, not a person. What can I help with for ${project}?`;
    case 'laugh':
      return 'Glad that made you smile. What would you like to look at next?';
    case 'capabilities':
      return paragraph(
        `I help with marketing your work as ${withArticle(p.knowledge.maker)}`,
        `Ask me about ${CAN_HELP}`,
        'The more your profile and project say, the more specific I can be',
      );
  }
};

const unclearReply = (): string =>
  paragraph(
    'I am not sure what you mean, so I would rather ask than guess',
    `I can help with ${CAN_HELP}`,
    'Could you say a little more about what you want to do?',
  );

/** A question whether a platform deserves the user's time: "is it worth it", "should I bother with it". */
const ASKS_WORTH = /\b(worth|bother|should i (be|get) on)\b/i;

/** Subjects whose answer depends on who the work is for. */
const AUDIENCE_SUBJECTS = new Set([
  'finding_clients',
  'social_media_growth',
  'influencers',
  'platform_choice',
  'content_ideas',
]);

/** One sentence asking for what the answer would need and the profile does not say. */
const missingAsk = (s: Say, topic: Topic): string | null =>
  !s.audience && AUDIENCE_SUBJECTS.has(topic.id)
    ? 'Who is it for? Add your audience to your project and I can be more specific.'
    : null;

const facetLine = (facet: Facet | null, topic: Topic, s: Say): string | null => {
  if (!facet) return null;
  if (facet.kind === 'platform')
    return (
      platformNotes[facet.platform] ??
      `On ${facet.platform}, the same principles apply; watch what its own insights reward.`
    );
  if (facet.kind === 'often')
    return (
      topic.often?.(s) ??
      'A steady rhythm you can keep matters more than a busy start: pick one you could hold for three months.'
    );
  return topic.why;
};

/** A question about merch that asks what to charge is answered as pricing the goods it names. */
const asksPriceOf = (request: AdviceRequest, followUp: boolean): boolean =>
  asksPrice(request.message) ||
  (followUp && request.history.some((m) => m.type === 'user' && asksPrice(m.message)));

/** The goods a pricing question names, in this message or, for a follow-up, the last question that named some. */
const pricedProduct = (request: AdviceRequest, followUp: boolean, s: Say): NamedProduct | null => {
  const own = productOf(request.message, s.piece);
  if (own || !followUp) return own;
  const asked = request.history.filter((m) => m.type === 'user').map((m) => productOf(m.message, s.piece));
  return asked.findLast((product) => product !== null) ?? null;
};

const answerFor = (
  ctx: AdvisorContext,
  request: AdviceRequest,
  u: Extract<Understanding, { kind: 'topic' }>,
): Advice => {
  const p = derivePersona(ctx);
  const rng = rngFrom(p.userId, 'advice', ctx.date, request.message, String(request.history.length));
  const channel =
    u.facet?.kind === 'platform' && u.facet.platform !== 'email' ? u.facet.platform : personaVars(p).channel!;
  const s = sayFor(p, channel);
  const { topic } = u;

  const given = new Set(
    request.history
      .flatMap((m) => (m.type === 'ai' ? (m.actionSteps ?? []) : []))
      .map((x) => x.toLowerCase()),
  );
  const product =
    topic.id === 'pricing' || (topic.id === 'merch' && asksPriceOf(request, u.followUp))
      ? pricedProduct(request, u.followUp, s)
      : null;
  // Goods are priced from what one costs, whatever the craft prices its own work by; the topic's closing
  // habit (never discount in public) still holds.
  const candidates = product
    ? [...productPricingSteps(product), ...lines(topic.steps(s)).slice(-1)]
    : lines(topic.steps(s));
  // Steps are in the order of doing: take the next ones the user has not been given yet. A new
  // question whose steps were all given gets habits that keep any marketing going; a narrowing
  // follow-up ("how often?") gets only what is new.
  const narrowing = u.followUp && u.facet !== null;
  const actionSteps = [...candidates, ...(narrowing ? [] : HABITS)]
    .filter((x) => !given.has(x.toLowerCase()))
    .slice(0, narrowing ? 2 : STEPS);

  // "Is TikTok worth it for me?" gets its yes or no first, in place of the craft's general platform line
  // (which could contradict it); the rest of the answer follows.
  const verdict =
    u.facet?.kind === 'platform' &&
    !u.followUp &&
    (topic.id === 'platform_choice' || (ASKS_WORTH.test(request.message) && topic.id !== 'paid_ads'))
      ? platformVerdict(p, u.facet.platform)
      : null;
  const answer = product ? productPricingLines(product) : lines(topic.answer(s));
  const core = verdict && topic.id === 'platform_choice' ? answer.slice(1) : answer;
  const why = `Why it works: ${lowerFirst(topic.why)}`;
  const styleTone = tone[p.style];
  const first = actionSteps[0] ? lowerFirst(actionSteps[0]) : null;
  // Every answer about the work says whose work it is: by the project's name, else by the craft.
  const personal = [s.named ? s.project : null, s.maker, s.work, s.piece].some(
    (w) => w !== null && core.some((line) => line.includes(w)),
  );
  const start = first
    ? personal
      ? `Start today: ${first}.`
      : s.named
        ? `For ${s.project}, start here: ${first}.`
        : `As ${s.aMaker}, start here: ${first}.`
    : null;

  const body = narrowing
    ? u.facet.kind === 'often'
      ? [
          facetLine(u.facet, topic, s),
          'Put the dates in your calendar for the next three months, so the rhythm does not depend on your mood.',
        ]
      : u.facet.kind === 'more'
        ? [why, ...core.slice(1)]
        : [facetLine(u.facet, topic, s), ...core.slice(0, 2)]
    : p.learning === 'theory_first'
      ? [why, ...core, personal ? null : start]
      : p.learning === 'hands_on'
        ? [...core, start]
        : [...core, why, personal ? null : start];

  const advice = paragraph(
    u.followUp ? null : pick(rng, styleTone.open),
    verdict,
    ...body,
    u.followUp ? null : missingAsk(s, topic),
    u.followUp ? null : experienceLine[p.experience],
    pick(rng, styleTone.close),
  );
  return { advice, actionSteps, topic: topic.id, source: 'local' };
};

export const generateAdvice = (ctx: AdvisorContext, request: AdviceRequest): Advice => {
  const u = understand(request.message, request.history);
  if (u.kind === 'topic') return answerFor(ctx, request, u);
  const p = derivePersona(ctx);
  const rng = rngFrom(p.userId, 'chat', ctx.date, request.message);
  return u.kind === 'small_talk'
    ? { advice: smallTalkReply(u.small, p, rng), actionSteps: [], topic: 'small_talk', source: 'local' }
    : { advice: unclearReply(), actionSteps: [], topic: 'unclear', source: 'local' };
};

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

/** The assistant's first message, naming the user's creative type. */
export const greeting = (ctx: AdvisorContext): string => {
  const p = derivePersona(ctx);
  const maker = withArticle(p.knowledge.maker);
  const open = {
    professional: `Welcome. I am your marketing assistant for your work as ${maker}.`,
    casual: `Hi! I am your marketing sidekick, here to help you grow as ${maker}.`,
    creative: `Hello, fellow creative! Let us help your work as ${maker} find its people.`,
  }[p.style];
  const about = p.hasProjectName ? `for ${p.projectName}` : 'for your work';
  return `${open} Ask me about pricing, growing on social media, content ideas or engagement ${about}, or anything else on your mind.`;
};
