// A small realiser: the user's own phrases (project name, audience, what sets the work apart) are
// cleaned and placed only where any noun phrase reads well, counts get the right plural, and
// sentences are joined with one space and one end mark. Generators build text with these instead of
// pasting raw strings into templates.

import { plural } from '@market-muse/contracts/plural';

export { count, lastPeriod } from '@market-muse/contracts/plural';

/** Emoji and other pictographs, which read as noise inside a sentence. */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}/gu;

/** Trims, drops emoji, collapses spaces and strips the end marks a form field often carries. */
export const cleanPhrase = (text: string | null | undefined): string => {
  if (!text) return '';
  return text
    .replace(PICTOGRAPHS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘\s]+|["'”’\s]+$/g, '')
    .replace(/[\s.,;:!?…-]+$/u, '')
    .replace(/^\((.*)\)$/u, '$1')
    .trim();
};

const isShouting = (text: string): boolean => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
};

/**
 * Words that open a description of people rather than a name; such a phrase typed with a capital
 * ("Hip-hop fans") reads as lower case in the middle of a sentence.
 */
const COMMON_OPENERS = new Set(
  `people folks women men mums moms mothers dads fathers parents families kids children teens teenagers
  students young younger older adults seniors busy new first local small independent indie creative
  collectors lovers fans readers listeners buyers customers clients couples brides grooms gamers
  travellers travelers tourists home homeowners gardeners gardening plant dog cat pet coffee tea book
  music art anyone everyone anybody those fellow fellows professionals designers artists makers
  musicians writers photographers owners founders startups businesses brands companies shops stores
  mid millennials boomers hobbyists beginners experienced curious thoughtful eco sustainable vintage
  fashion style design film movie theatre theater dance jazz rock folk classical hip-hop kpop k-pop
  anime comic comics fantasy romance horror poetry outdoor urban city country rural yoga fitness
  foodies food wine craft crafters knitters quilters potters gift shoppers people's mothers'`
    .split(/\s+/)
    .filter(Boolean),
);

/** Phrases that say the audience is not known yet. */
const UNKNOWN_AUDIENCE =
  /^(i\s*['’]?\s*a?m\s+)?(not\s+sure|unsure|no\s+idea|don['’]?t\s+know|dunno|idk|n\/?a|none|tbd|tbc|unknown|not\s+yet|\?+|-+)|^(any|every)(one|body)$|^(all|anybody|all\s+people|everyone\s+really|whoever|people|general\s+public|the\s+public)$/i;

/**
 * One person named as the audience ("a local bookshop owner") reads as the group they stand for, so
 * that "among", "ten conversations with" and "find people among" stay grammatical: "local bookshop
 * owners", or "people like a busy mum who runs a café" when a clause follows.
 */
const pluralHead = (text: string): string => {
  const m = text.match(/^(a|an|one)\s+(.+)$/i);
  if (!m) return text;
  const rest = m[2]!;
  if (/\b(who|that|which|with|from|in|at|aged|,)\b/i.test(rest)) return `people like ${text}`;
  const words = rest.split(' ');
  const head = words.pop()!;
  return [...words, plural(head, 2)].join(' ');
};

/** The user's audience as a noun phrase safe after a preposition, or null when it says "not known". */
export const audiencePhrase = (raw: string | null | undefined): string | null => {
  let text = cleanPhrase(raw);
  if (!text || UNKNOWN_AUDIENCE.test(text)) return null;
  // "My audience is young parents" / "Target audience: teens" -> the people themselves.
  text = text.replace(/^(my\s+)?(target\s+)?(audience|market|customers|readers|fans)\s*(is|are|:|-)\s*/i, '');
  text = text.replace(/^(for|to)\s+/i, '');
  if (!text) return null;
  if (isShouting(text)) text = text.toLowerCase();
  text = pluralHead(text);
  const first = text.split(/[\s,]/)[0] ?? '';
  if (/^\p{Lu}\p{Ll}/u.test(first) && COMMON_OPENERS.has(first.toLowerCase())) {
    text = first.toLowerCase() + text.slice(first.length);
  }
  return text;
};

/** A name as the user typed it (their capitals), without stray end marks or emoji. */
export const namePhrase = (raw: string | null | undefined): string | null => {
  const text = cleanPhrase(raw);
  return text || null;
};

/** A sentence of the user's, with a capital first letter and one end mark. */
export const asSentence = (raw: string): string => {
  const text = cleanPhrase(raw);
  if (!text) return '';
  const shouted = isShouting(text) ? text.toLowerCase() : text;
  return `${shouted[0]!.toUpperCase()}${shouted.slice(1)}.`;
};

/** A phrase of the user's quoted, so its grammar never collides with ours: “every glaze is mixed by hand”. */
export const quoted = (raw: string): string => {
  const text = cleanPhrase(raw);
  return `“${isShouting(text) ? text.toLowerCase() : text}”`;
};

/** A first word written with inner capitals (iPhone, eBay, YouTube) or a platform's name keeps its casing. */
const PROPER =
  /^(Instagram|TikTok|YouTube|Pinterest|Facebook|LinkedIn|Etsy|Spotify|Bandcamp|Substack|Goodreads|Google|Patreon|Kickstarter|Shopify|I)\b/;
const namedFirst = (s: string): boolean =>
  /^\S*\p{Ll}\S*\p{Lu}/u.test(s.split(' ')[0] ?? '') || PROPER.test(s);

/** Upper-cases the first letter, unless the text opens with a name such as iPhone. */
export const capitalise = (s: string): string => (s && !namedFirst(s) ? s[0]!.toUpperCase() + s.slice(1) : s);

/** Lower-cases the first letter of an ordinary word ('Film a video' -> 'film a video'), never of a name or acronym. */
export const lowerFirst = (s: string): string =>
  /^(A |[A-Z][a-z])/.test(s) && !namedFirst(s) ? s[0]!.toLowerCase() + s.slice(1) : s;

const AN_EXCEPTIONS = /^(uni|use|usu|eu|one|once|ure|ubi|uto)/i;
const AN_SILENT_H = /^(hour|honest|honou?r|heir)/i;
/** 'a' or 'an' for the word that follows, by sound for the common exceptions. */
export const articleFor = (word: string): 'a' | 'an' => {
  if (AN_SILENT_H.test(word)) return 'an';
  if (/^[A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (AN_EXCEPTIONS.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
};

/** 'a photographer', 'an inventor', 'an hour', 'a unique piece'. */
export const withArticle = (noun: string): string => `${articleFor(noun)} ${noun}`;

/** Ends a sentence with exactly one end mark. */
export const endSentence = (s: string): string => {
  const t = s.trim().replace(/[\s,;:]+$/, '');
  if (!t) return '';
  return /[.!?…]["”’)]?$/.test(t) ? t : `${t}.`;
};

/** Joins sentences with single spaces, each capitalised and ended once; empty parts are dropped. */
export const paragraph = (...sentences: readonly (string | null | undefined | false)[]): string =>
  sentences
    .filter((s): s is string => typeof s === 'string' && s.trim().length > 0)
    .map((s) => capitalise(endSentence(s)))
    .join(' ');
