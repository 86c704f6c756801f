// The prose linter every generator is gated by: retext (indefinite articles, repeated words,
// sentence spacing, spelling against the British English dictionary the product writes in) plus our own checks at the joins where
// generated text meets the user's words (doubled or stray punctuation, lower-case sentence starts,
// unfilled placeholders, unbalanced brackets).
import dictionaryEnGb from 'dictionary-en-gb';
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import retextSentenceSpacing from 'retext-sentence-spacing';
import retextSpell from 'retext-spell';
import type { Processor } from 'unified';
import { VFile } from 'vfile';

export interface Finding {
  readonly rule: string;
  readonly message: string;
  readonly text: string;
}

/** Words of the trade and product names the English dictionary does not know; all are spelled right. */
const TRADE_WORDS = `
  Instagram TikTok TikToks YouTube Pinterest LinkedIn Etsy Bandcamp Spotify Substack Goodreads Behance Dribbble
  Kickstarter Indiegogo Patreon Ko-fi Shopify Squarespace Mailchimp NetGalley Booksprout Threads Bluesky Procreate
  Reels Reel Shorts DMCA SEO ROI ARC ARCs EP EPs DMs DM QR UGC FAQ CTA URL URLs PDF IP DJ DJs PR
  hashtag hashtags hashtagging ebook ebooks email emails newsletter newsletters podcast podcasts livestream
  livestreams vlog vlogs blog blogs bio bios carousel carousels storyboard showreel showreels thumbnail thumbnails
  unboxing wheel-thrown glaze glazes kiln kilns stoneware Lightroom presave presaves pre-save pre-order pre-orders
  preorder preorders merch linktree webshop webshops walkthrough walkthroughs timelapse timelapses
  jewellery jewelry colour colours favourite favourites organise organised organising realise realised behaviour
  licence licences centre honour cosy catalogue programme practise travellers enquiry enquiries
  synthwave zine zines indie Bookstagram BookTok booktok bookstagram collab collabs upsell upsells
  micro-influencer micro-influencers giveaway giveaways teaser teasers signup signups sign-up sign-ups
  one-of-a-kind handmade homeware tableware restock restocks mockup mockups lookbook lookbooks
  macramé crowdfunding fulfil fulfilment storytelling creatives creative's rebrand rebrands onboarding
  e-commerce ecommerce keyword keywords backend frontend analytics metadata online offline
  underpricing pre-ordering pre-ordered repost reposts reposting repurpose repurposing virality roadmap roadmaps
  Flesch subreddit subreddits juried makerspace makerspaces hackspace funders reshare reshares backlist superfan
  superfans waitlist waitlists bookstagrammers booktokers bookers pre-saves 2D crit crits printmakers unposed DIY
  retarget retargeting findable pre-sold pre-sell pre-selling pre-launch backlinks speedpaint speedpaints logline
  BookTokers Bookstagrammers faires setlist setlists saveable ASMR 6pm 9am 2am 7pm 8pm 10am café cafés
`
  .split(/\s+/)
  .filter(Boolean);

export interface Linter {
  lint(text: string, extraWords?: readonly string[]): Finding[];
}

/** Our checks: the joins between generated text and user phrases. */
const joins: readonly (readonly [string, RegExp, string])[] = [
  [
    'doubled-punctuation',
    /(?<![.])[.,;:!?]{2,}(?![.])|,\s*[.!?]|[.!?]\s*,/u,
    'punctuation mark doubled at a join',
  ],
  ['space-before-punctuation', /\s[.,;:!?](?!\w)/u, 'space before a punctuation mark'],
  ['double-space', / {2,}/u, 'two spaces in a row'],
  // Mid-text only: list items and labels ('link in bio', 'about 12 hours') are not sentences.
  [
    'lower-case-start',
    /(?<!\b(?:e\.g|i\.e|etc|vs))[.!?]\s+[a-z]/u,
    'sentence starts with a lower-case letter',
  ],
  ['placeholder', /\{\w+\}/u, 'unfilled placeholder'],
  ['empty-brackets', /\(\s*\)|“\s*”|"\s*"/u, 'empty brackets or quotes'],
];

const unbalanced = (text: string): string | null => {
  const pairs: readonly [string, string][] = [
    ['(', ')'],
    ['“', '”'],
    ['[', ']'],
  ];
  for (const [open, close] of pairs) {
    if (text.split(open).length !== text.split(close).length) return `${open}${close}`;
  }
  if ((text.match(/"/g) ?? []).length % 2 === 1) return '"';
  return null;
};

export const createLinter = (options: { spell: boolean }): Linter => {
  const base = (extra: readonly string[]): Processor => {
    const checks = retext()
      .use(retextEnglish)
      .use(retextIndefiniteArticle)
      .use(retextRepeatedWords)
      .use(retextSentenceSpacing, { preferred: 1 });
    const spelled = options.spell
      ? checks.use(retextSpell, {
          dictionary: dictionaryEnGb,
          ignore: [...TRADE_WORDS, ...TRADE_WORDS.map((w) => w[0]!.toUpperCase() + w.slice(1)), ...extra],
          ignoreLiteral: true,
          ignoreDigits: true,
        })
      : checks;
    return spelled as unknown as Processor;
  };
  const cache = new Map<string, Processor>();
  const processorFor = (extra: readonly string[]) => {
    const key = extra.join('\u0000');
    let p = cache.get(key);
    if (!p) {
      p = base(extra);
      cache.set(key, p);
    }
    return p;
  };
  return {
    lint(text, extraWords = []) {
      const findings: Finding[] = [];
      const file = new VFile(text);
      processorFor(extraWords).runSync(processorFor(extraWords).parse(file), file);
      for (const m of file.messages) {
        findings.push({ rule: `${m.source}:${m.ruleId}`, message: m.reason, text });
      }
      for (const [rule, re, message] of joins) if (re.test(text)) findings.push({ rule, message, text });
      const open = unbalanced(text);
      if (open) findings.push({ rule: 'unbalanced', message: `unbalanced ${open}`, text });
      return findings;
    },
  };
};
