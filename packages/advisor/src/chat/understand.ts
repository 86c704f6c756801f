// What a chat message asks: a topic of the knowledge base (found by retrieval), a follow-up to the
// conversation's last topic ("and for Instagram?", "how often?"), small talk, or nothing the
// advisor can place. A message that matches nothing never inherits the last topic by default.
import type { AdviceTopic, ChatMessage } from '@market-muse/contracts';
import { asksOwnPrice, asksPrice, productOf } from './product.ts';
import { buildIndex, type Match } from './search.ts';
import type { Topic } from './topic.ts';
import { topics } from './topics/index.ts';

/** Below this score a match is noise (a weak fuzzy or context word alone), measured on the question bank. */
export const MIN_SCORE = 4;
/** Inside a follow-up, a new subject must be named clearly to move the conversation away from its topic. */
const SWITCH_SCORE = 2 * MIN_SCORE;

/** A narrower angle on a topic that a follow-up asks for. */
export type Facet =
  | { readonly kind: 'platform'; readonly platform: string }
  | { readonly kind: 'often' }
  | { readonly kind: 'more' };

export type SmallTalk = 'greeting' | 'thanks' | 'ack' | 'bye' | 'wellbeing' | 'capabilities' | 'laugh';

export type Understanding =
  | {
      readonly kind: 'topic';
      readonly topic: Topic;
      readonly followUp: boolean;
      readonly facet: Facet | null;
    }
  | { readonly kind: 'small_talk'; readonly small: SmallTalk }
  | { readonly kind: 'unclear' };

const index = buildIndex(topics);
const byId = new Map<AdviceTopic, Topic>(topics.map((t) => [t.id, t]));

const PLATFORMS: readonly (readonly [RegExp, string])[] = [
  [/\b(instagram|insta|ig|the gram)\b/i, 'Instagram'],
  [/\btik\s*tok|\btt\b/i, 'TikTok'],
  [/\b(youtube|yt)\b/i, 'YouTube'],
  [/\bpinterest\b/i, 'Pinterest'],
  [/\b(facebook|fb)\b/i, 'Facebook'],
  [/\blinked\s*in\b/i, 'LinkedIn'],
  [/\b(twitter|x\.com)\b/i, 'X'],
  [/\bthreads\b/i, 'Threads'],
  [/\bbluesky\b/i, 'Bluesky'],
  [/\betsy\b/i, 'Etsy'],
  [/\bbandcamp\b/i, 'Bandcamp'],
  [/\bspotify\b/i, 'Spotify'],
  [/\bsubstack\b/i, 'Substack'],
  [/\b(e-?mail|newsletter)\b/i, 'email'],
];

const OFTEN =
  /\bhow\s+(often|frequently|many\s+times)\b|\bfrequency\b|\bhow\s+many\s+(posts|emails|videos|times)\b|\bper\s+(week|day|month)\b/i;
const MORE =
  /^(more|tell me more|go on|anything else|what else|and then|what next|next steps?|more steps|elaborate|explain|why)\b|\b(the next steps?|then what|what comes next)\b/i;
/** Openings that lean on what was said before. */
const LEANS_BACK =
  /^(and|also|but|plus|ok(ay)?( so| and|,)?|so|then|what about|how about|what if|same for|same on|for|on|does (that|this|it)|is (that|this|it)|would (that|this|it)|should i do (that|this|it)|and if)\b/i;

const SMALL_TALK: readonly (readonly [RegExp, SmallTalk])[] = [
  [
    /^(hi+|hey+|hello+|hiya|yo|howdy|good (morning|afternoon|evening)|greetings|hallo|hola|bonjour|ciao)( there| again| muse)?$/i,
    'greeting',
  ],
  [
    /^(thanks?( you)?( so much| a lot| very much)?|thx|ty|cheers|much appreciated|thank u|tysm|that helps?|that was helpful|helpful|love (it|this)|this is (great|helpful|amazing))( again)?$/i,
    'thanks',
  ],
  [
    /^((ok(ay)?|k|cool|great|nice|awesome|perfect|got it|gotcha|sounds good|alright|sure|yes|yeah|yep|no|nope|fine|right|i see|makes sense|understood|will do|noted|hmm+|interesting|wow|brilliant|lovely|amazing)( |$))+$/i,
    'ack',
  ],
  [
    /^(bye|goodbye|see (you|ya)( later| soon)?|good ?night|talk (to you )?later|ttyl|that'?s all( for now)?)$/i,
    'bye',
  ],
  [
    /^(how are (you|u)( doing| today)?|how'?s it going|how do you do|what'?s up|sup|are you (real|human|a bot|an ai))$/i,
    'wellbeing',
  ],
  [
    /^(what can (you|u) do|who are (you|u)|what are (you|u)|help|what do you (know|do)|what can i ask( you)?|what should i ask( you)?|how does this work|menu|options)$/i,
    'capabilities',
  ],
  [/^(lol|haha+|lmao|hehe+|:\)|:d|😂|🤣|😊|🙂|👍|❤️|🙏)+$/i, 'laugh'],
];

const LAUGHS = ['😂', '🤣', '😊', '🙂', '👍', '🙏'];

const bare = (message: string): string =>
  message
    .toLowerCase()
    .replace(/\p{Extended_Pictographic}|\u{FE0F}/gu, (m) => (LAUGHS.includes(m) ? m : ''))
    .replace(/[.,!?;:…"'’“”()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const smallTalkOf = (message: string): SmallTalk | null => {
  const text = bare(message);
  if (text === '') return /\p{Extended_Pictographic}/u.test(message) ? 'laugh' : null;
  return SMALL_TALK.find(([re]) => re.test(text))?.[1] ?? null;
};

const platformOf = (message: string): string | null =>
  PLATFORMS.find(([re]) => re.test(message))?.[1] ?? null;

/** The message without the words that only say "follow-up": what is left names a new subject, if any. */
const subjectOf = (message: string): string => {
  let text = PLATFORMS.reduce((acc, [re]) => acc.replace(new RegExp(re.source, 'gi'), ' '), message)
    .replace(new RegExp(OFTEN.source, 'gi'), ' ')
    .trim();
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(LEANS_BACK, ' ').trim();
  }
  return text;
};

/** Topics whose answers say what to charge in a particular case (a licence, a gig, a tier, a stall). */
const PRICE_TOPICS: ReadonlySet<AdviceTopic> = new Set<AdviceTopic>([
  'pricing',
  'raising_prices',
  'discounts_sales',
  'commissions',
  'wholesale',
  'consignment',
  'galleries',
  'licensing',
  'brand_deals',
  'teaching_workshops',
  'gigs_booking',
  'contracts_payment',
  'memberships',
  'merch',
  'preorders',
  'markets_fairs',
  'packaging_shipping',
]);

const best = (message: string): Match | null => {
  const top = index.search(message)[0];
  return top && top.score >= MIN_SCORE ? top : null;
};

const words = (message: string): number => bare(message).split(' ').filter(Boolean).length;

/** Understands one message given the topic the conversation was last on. */
export const understandOne = (message: string, previous: Topic | null): Understanding => {
  const small = smallTalkOf(message);
  if (small) return { kind: 'small_talk', small };
  // "What should I charge for enamel pins?" asks for a price whatever else its words match (pins are not
  // Pinterest, calendars are not clients).
  if (asksPrice(message) && productOf(message, '')) {
    const pricing = byId.get('pricing');
    if (pricing) return { kind: 'topic', topic: pricing, followUp: false, facet: null };
  }

  const platform = platformOf(message);
  const often = OFTEN.test(message);
  const leansBack = LEANS_BACK.test(message.trim()) || MORE.test(bare(message));
  const facet: Facet | null = often
    ? { kind: 'often' }
    : platform
      ? { kind: 'platform', platform }
      : MORE.test(bare(message))
        ? { kind: 'more' }
        : null;

  if (previous && (leansBack || facet) && words(message) <= 12) {
    // A follow-up that names a new subject ("and what about pricing?") moves to it; one that only
    // narrows the last answer ("and for Instagram?", "how often?") stays on the last topic.
    const own = best(subjectOf(message));
    // 'Where to start' is never where a conversation already under way moves to ("and the next step?").
    if (own && own.topic !== previous.id && own.topic !== 'general' && own.score >= SWITCH_SCORE) {
      return { kind: 'topic', topic: byId.get(own.topic)!, followUp: false, facet };
    }
    return { kind: 'topic', topic: previous, followUp: true, facet };
  }
  const own = best(message);
  // Asked in so many words what to charge, the question is about a price: the closest topic answers it when
  // it is one about prices (commissions, wholesale, a gallery's cut), general pricing otherwise.
  if (asksOwnPrice(message) && !(own && PRICE_TOPICS.has(own.topic)))
    return { kind: 'topic', topic: byId.get('pricing')!, followUp: false, facet };
  if (own) return { kind: 'topic', topic: byId.get(own.topic)!, followUp: false, facet };
  return { kind: 'unclear' };
};

/** The topic the conversation was on before this message, replaying its user messages in order. */
export const conversationTopic = (history: readonly ChatMessage[]): Topic | null => {
  let current: Topic | null = null;
  for (const m of history) {
    if (m.type !== 'user') continue;
    const u = understandOne(m.message, current);
    if (u.kind === 'topic') current = u.topic;
  }
  return current;
};

export const understand = (message: string, history: readonly ChatMessage[]): Understanding =>
  understandOne(message, conversationTopic(history));

/** The topic of a single message on its own, or null (the evaluation's and callers' view of retrieval). */
export const detectTopic = (message: string): AdviceTopic | null => {
  const u = understandOne(message, null);
  return u.kind === 'topic' ? u.topic.id : null;
};
