// Measured properties of a text: words, sentences, syllables, Flesch scores, platform length,
// hashtags, calls to action and sentiment. Pure functions; the analyser scores from these.
import { syllable } from 'syllable';

const URL_RE = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const HASHTAG_RE = /(^|\s)#[\p{L}\p{N}_]+/gu;
const MENTION_RE = /(^|\s)@[\w.]+/g;

/** Text without URLs, hashtags and mentions: what a reader actually reads. */
export const proseOf = (text: string): string =>
  text.replace(URL_RE, ' ').replace(HASHTAG_RE, ' ').replace(MENTION_RE, ' ');

export const wordsOf = (text: string): string[] =>
  proseOf(text).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];

/** Sentences end at . ! ? or a line break (captions often use breaks instead of full stops). */
export const sentencesOf = (text: string): string[] =>
  proseOf(text)
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));

export interface Readability {
  readonly words: number;
  readonly sentences: number;
  readonly syllables: number;
  /** 206.835 − 1.015 × words/sentence − 84.6 × syllables/word. */
  readonly fleschReadingEase: number;
  /** 0.39 × words/sentence + 11.8 × syllables/word − 15.59. */
  readonly fleschKincaidGrade: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

// Counting syllables is the costly part of readability; words recur across posts, so remember them.
const syllableCache = new Map<string, number>();
const syllablesIn = (word: string): number => {
  if (/^\d+$/.test(word)) return word.length;
  const key = word.toLowerCase();
  let n = syllableCache.get(key);
  if (n === undefined) {
    n = Math.max(1, syllable(key));
    if (syllableCache.size >= 20_000) syllableCache.clear();
    syllableCache.set(key, n);
  }
  return n;
};

export const readability = (text: string): Readability =>
  readabilityOf(wordsOf(text), sentencesOf(text).length);

/** Readability from words and a sentence count already measured. */
export const readabilityOf = (words: readonly string[], sentenceCount: number): Readability => {
  const sentences = Math.max(1, sentenceCount);
  if (words.length === 0)
    return { words: 0, sentences: 0, syllables: 0, fleschReadingEase: 0, fleschKincaidGrade: 0 };
  const syllables = words.reduce((n, w) => n + syllablesIn(w), 0);
  const wps = words.length / sentences;
  const spw = syllables / words.length;
  return {
    words: words.length,
    sentences,
    syllables,
    fleschReadingEase: round1(206.835 - 1.015 * wps - 84.6 * spw),
    fleschKincaidGrade: round1(0.39 * wps + 11.8 * spw - 15.59),
  };
};

/** The usual reading of a Flesch reading-ease score. */
export const readingLevel = (fre: number): string =>
  fre >= 90
    ? 'Very easy'
    : fre >= 80
      ? 'Easy'
      : fre >= 70
        ? 'Fairly easy'
        : fre >= 60
          ? 'Plain English'
          : fre >= 50
            ? 'Fairly difficult'
            : fre >= 30
              ? 'Difficult'
              : 'Very difficult';

// X counts most Latin, Greek, Cyrillic and general punctuation as 1 and everything else
// (CJK, emoji) as 2; a URL always counts 23.
const X_LIGHT: readonly (readonly [number, number])[] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

const isLight = (cp: number) => X_LIGHT.some(([lo, hi]) => cp >= lo && cp <= hi);

export const xWeightedLength = (text: string): number => {
  let length = 0;
  const withoutUrls = text.replace(URL_RE, () => {
    length += 23;
    return '';
  });
  // Fast path: text of weight-1 characters only (most Latin-script posts).
  let light = 0;
  let allLight = true;
  for (const ch of withoutUrls) {
    if (!isLight(ch.codePointAt(0)!)) {
      allLight = false;
      break;
    }
    light++;
  }
  if (allLight) return length + light;
  for (const { segment } of segmenter.segment(withoutUrls)) {
    if (PICTOGRAPHIC.test(segment)) {
      length += 2;
      continue;
    }
    for (const ch of segment) length += isLight(ch.codePointAt(0)!) ? 1 : 2;
  }
  return length;
};

/** Characters as users see them (grapheme clusters), which is how most platforms count. */
// Characters that always form a grapheme on their own: Latin, Greek, Cyrillic, punctuation.
const SIMPLE_TEXT = /^[\t\n\r\u0020-\u02ff\u0370-\u03ff\u0400-\u04ff\u2000-\u206f\u20a0-\u20bf]*$/;

export const characterCount = (text: string): number => {
  if (SIMPLE_TEXT.test(text)) return text.length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
};

export const hashtagsOf = (text: string): string[] =>
  (text.match(/#[\p{L}\p{N}_]+/gu) ?? []).map((h) => h.toLowerCase());

// Calls to action. Unambiguous phrases count anywhere; bare verbs ("share", "follow") count
// only as imperatives: at the start of a sentence or after "please".
const CTA_PHRASES = [
  'link in bio',
  'link in my bio',
  'link in profile',
  'shop now',
  'buy now',
  'order now',
  'pre-order',
  'preorder',
  'pre-save',
  'presave',
  'sign up',
  'subscribe',
  'book now',
  'book your',
  'learn more',
  'read more',
  'comment below',
  'tell me',
  'let me know',
  'let us know',
  'tag a friend',
  'tag someone',
  'save this',
  'save it for later',
  'dm me',
  'message me',
  'check out',
  'get yours',
  'grab yours',
  'swipe up',
  'rsvp',
  'get tickets',
  'get your',
  'available now',
  'out now',
  'shop the',
  'click the link',
  'tap the link',
  'join us',
  'join me',
  'follow for more',
  'follow me',
  'share with',
  'drop a',
] as const;
const CTA_VERBS = [
  'comment',
  'share',
  'tag',
  'follow',
  'join',
  'watch',
  'listen',
  'visit',
  'click',
  'tap',
  'grab',
  'vote',
  'reply',
  'register',
  'download',
  'book',
  'order',
  'shop',
  'try',
  'enter',
  'apply',
  'reserve',
  'save',
  'stream',
  'buy',
  'discover',
  'explore',
  'sign',
  'pick',
  'choose',
  'send',
] as const;

const escapeRe = (s: string) => s.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&');
const alternation = (items: readonly string[]) =>
  [...items]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|');
const PHRASE_RE = new RegExp(`(?<![\\p{L}])(${alternation(CTA_PHRASES)})(?![\\p{L}])`, 'giu');
const VERB_RE = new RegExp(
  `(?:^|[.!?\\n]\\s*|please\\s+)[^\\p{L}\\n]{0,4}(${alternation(CTA_VERBS)})(?![\\p{L}])`,
  'gimu',
);

/** Calls to action found in the text (lower case), without phrases contained in longer ones. */
export const callsToAction = (text: string): string[] => {
  const found = new Set<string>();
  for (const m of text.matchAll(PHRASE_RE)) found.add(m[1]!.toLowerCase());
  for (const m of text.matchAll(VERB_RE)) found.add(m[1]!.toLowerCase());
  const all = [...found].sort((a, b) => b.length - a.length);
  return all.filter((p, i) => !all.slice(0, i).some((longer) => ` ${longer} `.includes(` ${p} `)));
};

// A compact sentiment lexicon for marketing copy; negators flip the next two words.
const POSITIVE = new Set(
  'good love loved loving lovely amazing awesome beautiful best better brilliant calm celebrate cheerful cozy cosy delight delighted delightful enjoy excited exciting fantastic favourite favorite free fresh fun glad gorgeous grateful great happy hope incredible inspire inspired inspiring joy joyful kind lucky magic magical nice perfect pleased proud recommend special stunning success successful superb thank thanks thankful thrilled unique welcome win wonderful wow yay adore beloved bright elegant excellent impressive gift gifted peaceful'.split(
    ' ',
  ),
);
const NEGATIVE = new Set(
  'angry annoyed awful bad boring broke broken cheap complain crap difficult disappointed disappointing disaster fail failed failing failure fear hate hated horrible hurt lost mad mess miss missed nasty never problem problems regret sad scared sick sorry stress stressed stressful struggle struggling terrible tired ugly unfortunately upset waste worried worse worst wrong hard ruined annoying'.split(
    ' ',
  ),
);
const NEGATORS = new Set([
  'not',
  "don't",
  'dont',
  'never',
  'no',
  "isn't",
  "wasn't",
  "can't",
  'cannot',
  "won't",
  "didn't",
]);

export interface SentimentScore {
  readonly label: 'positive' | 'neutral' | 'negative';
  /** (positive − negative) hits per word, in [-1, 1]. */
  readonly score: number;
}

export const sentiment = (text: string): SentimentScore => sentimentOf(wordsOf(text));

/** Sentiment of words already measured. */
export const sentimentOf = (measured: readonly string[]): SentimentScore => {
  const words = measured.map((w) => w.toLowerCase());
  let score = 0;
  let flip = 0;
  for (const w of words) {
    if (NEGATORS.has(w)) {
      flip = 2;
      continue;
    }
    const v = POSITIVE.has(w) ? 1 : NEGATIVE.has(w) ? -1 : 0;
    score += flip > 0 ? -v : v;
    if (flip > 0) flip--;
  }
  const normalised = words.length === 0 ? 0 : Math.max(-1, Math.min(1, score / Math.sqrt(words.length)));
  return {
    label: normalised > 0.1 ? 'positive' : normalised < -0.1 ? 'negative' : 'neutral',
    score: Math.round(normalised * 100) / 100,
  };
};
