// Retrieval over the knowledge base: every way a topic is asked, indexed with MiniSearch (BM25,
// fuzzy matching for typos, prefix matching for half-typed words), terms stemmed with the Porter
// stemmer and folded through a small list of the creative world's synonyms.
import type { AdviceTopic } from '@market-muse/contracts';
import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import type { Topic } from './topic.ts';

/** Words with no subject of their own; dropped at indexing and at query time. */
const STOP_WORDS = new Set(
  `a an the and or but if so of to in on at by for from with about into over as is are was were be been
  being am do does did doing have has had having i me my mine myself we our us you your yours he she it
  its they them their this that these those there here what which whom whose how why can could should
  would will shall may might must just really very much many more most some any all also too than then
  get got getting make making made go going want wanted need needs like im ive id dont cant wont
  doesnt isnt arent didnt please hi hey hello thanks thank ok okay yes no not anyone someone something
  thing things way ways good best better tips tip idea actually maybe kind sort lot lots bit little
  one ones even still already ever keep know think feel people say says said person folks tell
  stuff ppl pls plz who whos marketing market look looks looking`
    .split(/\s+/)
    .filter(Boolean),
);

/** Multi-word names and spellings folded into one token before tokenising. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\btik\s*tok(s)?\b/gi, 'tiktok'],
  [/\bko-?fi\b/gi, 'kofi'],
  [/\bpre-?(order|orders|sale|sales|save|saves)\b/gi, 'pre$1'],
  [/\bblack\s+friday\b/gi, 'holiday'],
  [/\bsmall\s+business\s+saturday\b/gi, 'holiday'],
  [/\bmother'?s'?\s+day\b/gi, 'holiday'],
  [/\bfather'?s'?\s+day\b/gi, 'holiday'],
  [/\bvalentine'?s?(\s+day)?\b/gi, 'holiday'],
  [/\bgift\s+guides?\b/gi, 'holiday'],
  [/\bcraft\s+(fair|show|market)s?\b/gi, 'fair'],
  [/\bpop-?\s?ups?\b/gi, 'fair'],
  [/\bmailing\s+list\b/gi, 'newsletter'],
  [/\bemail\s+list\b/gi, 'newsletter'],
  [/\be-?mail\s+marketing\b/gi, 'newsletter'],
  [/\bprice\s+(rise|increase|hike)s?\b/gi, 'raise price'],
  [/\bput\s+(my\s+)?prices?\s+up\b/gi, 'raise price'],
  [/\bpromo\s+codes?\b/gi, 'discount'],
  [/\bface\s+reveal\b/gi, 'face'],
  [/\bon\s+camera\b/gi, 'camera'],
  [/\bbeta\s+readers?\b/gi, 'arc'],
  [/\badvance\s+(review\s+)?cop(y|ies)\b/gi, 'arc'],
  [/\bapple\s+music\b/gi, 'spotify'],
  [/\bamazon\s+handmade\b/gi, 'etsy'],
  [/\bsocial\s+media\b/gi, 'social'],
  [/\bfull[-\s]time\b/gi, 'fulltime'],
  [/\bday\s+job\b/gi, 'fulltime'],
  [/\bside\s+hustle\b/gi, 'fulltime'],
  [/\bopen\s+calls?\b/gi, 'opencall'],
  [/\blink\s*in\s*bio\b/gi, 'bio'],
  [/\bword\s+of\s+mouth\b/gi, 'referral'],
  [/\bfair\s+price\b/gi, 'price'],
  [/\$\s?\d[\d,.]*|\d[\d,.]*\s?(\$|€|£|dollars|euros|pounds|bucks)/gi, ' price '],
  [/\b(up|raise|bump)\s+(my\s+|our\s+|the\s+)?(prices?|rates?)\b/gi, 'raise price'],
  [/\b(prices?|rates?)\s+(are\s+|is\s+)?going\s+up\b/gi, 'raise price'],
  [/\b\d+\s?%\s?off\b/gi, 'discount'],
  [/\b(web\s?shop|online\s+(store|shop)|own\s+(web)?site)\b/gi, 'webshop'],
  [/\b(make|earn|making|earning)\s+a\s+living\b/gi, 'fulltime'],
  [/\bworth\s+it\b/gi, ' '],
  [/\bright\s+now\b/gi, ' '],
  [/\bget(ting)?\s+signed\b/gi, 'label'],
];

/** Different words for one thing, folded to the word the knowledge base uses. */
const SYNONYMS: Readonly<Record<string, string>> = {
  ig: 'instagram',
  insta: 'instagram',
  gram: 'instagram',
  tt: 'tiktok',
  yt: 'youtube',
  fb: 'facebook',
  xmas: 'christmas',
  christmas: 'holiday',
  hanukkah: 'holiday',
  diwali: 'holiday',
  eid: 'holiday',
  festive: 'holiday',
  holidays: 'holiday',
  thanksgiving: 'holiday',
  halloween: 'holiday',
  easter: 'holiday',
  seasonal: 'holiday',
  cost: 'price',
  rates: 'price',
  rate: 'price',
  socials: 'social',
  costs: 'price',
  pricing: 'price',
  prices: 'price',
  priced: 'price',
  charge: 'price',
  charging: 'price',
  mailchimp: 'newsletter',
  convertkit: 'newsletter',
  substack: 'newsletter',
  patreon: 'membership',
  kofi: 'membership',
  patrons: 'membership',
  memberships: 'membership',
  kickstarter: 'crowdfund',
  indiegogo: 'crowdfund',
  crowdfunding: 'crowdfund',
  gofundme: 'crowdfund',
  reels: 'video',
  reel: 'video',
  shorts: 'video',
  tiktoks: 'video',
  videos: 'video',
  vids: 'video',
  stole: 'copy',
  stolen: 'copy',
  steal: 'copy',
  stealing: 'copy',
  copied: 'copy',
  copying: 'copy',
  knockoff: 'copy',
  knockoffs: 'copy',
  plagiarism: 'copy',
  plagiarised: 'copy',
  plagiarized: 'copy',
  ripped: 'copy',
  dupe: 'copy',
  dupes: 'copy',
  troll: 'hater',
  trolls: 'hater',
  haters: 'hater',
  hate: 'hater',
  burnout: 'burnt',
  burned: 'burnt',
  exhausted: 'burnt',
  drained: 'burnt',
  testimonials: 'testimonial',
  collab: 'collaborate',
  collabs: 'collaborate',
  collaboration: 'collaborate',
  collaborations: 'collaborate',
  etsy: 'marketplace',
  ebay: 'marketplace',
  redbubble: 'marketplace',
  society6: 'marketplace',
  folksy: 'marketplace',
  stockists: 'wholesale',
  stockist: 'wholesale',
  boutiques: 'wholesale',
  boutique: 'wholesale',
  retailers: 'wholesale',
  retailer: 'wholesale',
  stocked: 'wholesale',
  bespoke: 'commission',
  commissions: 'commission',
  commissioned: 'commission',
  galleries: 'gallery',
  gallerist: 'gallery',
  spotify: 'stream',
  streams: 'stream',
  streaming: 'stream',
  playlists: 'playlist',
  gigs: 'gig',
  gig: 'gig',
  newsletters: 'newsletter',
  subscribers: 'subscriber',
  grants: 'grant',
  bursary: 'grant',
  bursaries: 'grant',
  funding: 'grant',
  residencies: 'residency',
  sponsorships: 'sponsor',
  sponsorship: 'sponsor',
  sponsored: 'sponsor',
  influencers: 'influencer',
  hashtags: 'hashtag',
  hashtag: 'hashtag',
  tags: 'hashtag',
  captions: 'caption',
  followers: 'follower',
  workshops: 'workshop',
  classes: 'workshop',
  class: 'workshop',
  courses: 'course',
  licence: 'license',
  licencing: 'license',
  licensing: 'license',
  sync: 'license',
  imposter: 'impostor',
  cringe: 'icky',
  awkward: 'icky',
  novel: 'book',
  novels: 'book',
  manuscript: 'book',
  ebook: 'book',
  kindle: 'book',
};

/** Lower-cases, folds synonyms, drops stop words, and stems what is left. */
export const processTerm = (term: string): string | null => {
  const lower = term.toLowerCase().replace(/['’]/g, '');
  if (lower.length < 2) return null;
  const once = SYNONYMS[lower] ?? lower;
  const folded = SYNONYMS[once] ?? once;
  if (STOP_WORDS.has(folded)) return null;
  return stemmer(folded);
};

/** At indexing, the unstemmed word is kept beside its stem, so a typo close to the full word still matches. */
const indexTerm = (term: string): string[] | null => {
  const stem = processTerm(term);
  if (stem === null) return null;
  const lower = term.toLowerCase().replace(/['’]/g, '');
  return lower === stem ? [stem] : [stem, lower];
};

/** Where a question happens, not what it is about: they count for less than the subject's own words. */
const CONTEXT_TERMS = new Set(
  [
    'instagram',
    'tiktok',
    'youtube',
    'facebook',
    'pinterest',
    'linkedin',
    'twitter',
    'threads',
    'marketplace',
    'onlin',
    'social',
    'post',
    'work',
    'art',
    'sell',
  ].map((w) => stemmer(w)),
);

export const normalise = (text: string): string =>
  PHRASES.reduce((acc, [re, token]) => acc.replace(re, token), text).replace(/#/g, ' hashtag ');

interface Doc {
  readonly id: number;
  readonly topic: AdviceTopic;
  readonly text: string;
  readonly keywords: string;
}

export interface Match {
  readonly topic: AdviceTopic;
  readonly score: number;
  /** Distinct query terms that matched anything in the topic. */
  readonly terms: number;
}

export interface TopicIndex {
  /** Topics for a message, best first; empty when nothing matched. */
  search(message: string): Match[];
}

/** One word per processed term: folded synonyms must not count a subject twice in one topic's keywords. */
const distinctTerms = (text: string): string => {
  const seen = new Set<string>();
  return text
    .split(/[\s,]+/)
    .filter((word) => {
      const term = processTerm(word);
      if (term === null || seen.has(term)) return false;
      seen.add(term);
      return true;
    })
    .join(' ');
};

export const buildIndex = (topics: readonly Topic[]): TopicIndex => {
  // One document per topic: a word's rarity is measured across topics, so a topic's own core word
  // (price, gallery) is not discounted for appearing in all of its phrasings.
  const docs: Doc[] = topics.map((t, id) => ({
    id,
    topic: t.id,
    text: normalise([t.label, ...t.asks].join(' \n ')),
    keywords: distinctTerms(normalise(t.keywords.join(' '))),
  }));
  // Words the index knows (stems and whole words). A query word whose stem is unknown is probably
  // misspelled: it is searched unstemmed, so fuzzy matching compares it with whole words
  // ('folowers' with 'followers') rather than with stems too short to match fuzzily.
  const vocabulary = new Set(
    docs.flatMap((d) =>
      `${d.text} ${d.keywords}`.split(/[\n\r\p{Z}\p{P}]+/u).flatMap((w) => indexTerm(w) ?? []),
    ),
  );
  const queryTerm = (term: string): string | null => {
    const stem = processTerm(term);
    if (stem === null || vocabulary.has(stem)) return stem;
    return term.toLowerCase().replace(/['’]/g, '');
  };
  const index = new MiniSearch<Doc>({
    fields: ['text', 'keywords'],
    storeFields: ['topic'],
    processTerm: indexTerm,
    searchOptions: {
      processTerm: queryTerm,
      boostTerm: (term) => (CONTEXT_TERMS.has(term) ? 0.45 : 1),
      boost: { keywords: 1.6 },
      combineWith: 'OR',
      prefix: (term) => term.length >= 6,
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 6 ? 1 : false),
      weights: { fuzzy: 0.8, prefix: 0.4 },
      // Topics differ in how many phrasings they have; length should barely count against them.
      bm25: { k: 1.2, b: 0.2, d: 0.5 },
    },
  });
  index.addAll(docs);
  return {
    search: (message) =>
      index
        .search(normalise(message))
        // A topic that matches more of the question's words fits it better than one strong word does.
        .map((hit) => ({
          topic: hit.topic as AdviceTopic,
          score: hit.score * Math.sqrt(hit.queryTerms.length),
          terms: hit.queryTerms.length,
        }))
        .sort((a, b) => b.score - a.score),
  };
};
