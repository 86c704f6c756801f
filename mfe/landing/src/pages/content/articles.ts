// The blog, the guides and the templates: practical reading for creatives, written from the same knowledge
// the assistant advises with (its pricing methods, platform limits and caption templates are imported
// here, so an article never quotes a figure the assistant has since changed).
import { contentTemplates, engagementTips } from '@market-muse/advisor/knowledge/content';
import type { PricingModel } from '@market-muse/advisor/knowledge/creative-types';
import { platforms } from '@market-muse/advisor/knowledge/platforms';
import {
  BEGINNER_MARGIN,
  BEGINNER_MIN_HOURLY,
  hourlyFloor,
  PHOTO_SESSIONS,
  pricingMethods,
} from '@market-muse/advisor/knowledge/pricing';
import type { Platform } from '@market-muse/contracts';
import { type Article, type Collection, type CollectionIndex, list, p, steps, template } from './types.ts';

/** Every pricing method the advisor knows, under the name of the work it suits (a new one must be named here). */
const PRICING_LABELS: Record<PricingModel, string> = {
  artwork: 'Paintings, prints and 2D art',
  illustration: 'Illustration and digital art',
  maker: 'Handmade objects, jewellery, ceramics',
  session: 'Photography sessions',
  music: 'Music',
  writing: 'Books and writing',
  service: 'Design and other services',
  product: 'Products made in batches',
};

/** The advisor's placeholders, as a reader fills them in. */
const filled = (text: string) =>
  text
    .replaceAll('{project}', '[your project]')
    .replaceAll('{audience}', '[your audience]')
    .replaceAll('{work}', '[your kind of work]');

const platformFacts = (platform: Platform) => {
  const facts = platforms[platform];
  return list(
    `Caption limit: ${facts.limit.toLocaleString('en')} characters; about ${facts.visible} show before “more”`,
    `Length that tends to work best: ${facts.recommended.min}–${facts.recommended.max} characters`,
    facts.hashtags.max === 0
      ? 'Hashtags: none needed'
      : `Hashtags: ${facts.hashtags.min}–${facts.hashtags.max} well-chosen tags`,
    `Good times to start with: ${facts.postingTimes.join('; ')}`,
    facts.tip,
  );
};

export const COLLECTION_INDEXES: Record<Collection, CollectionIndex> = {
  blog: {
    collection: 'blog',
    title: 'Blog',
    lede: 'Notes on marketing creative work, and news from Market Muse.',
  },
  guides: {
    collection: 'guides',
    title: 'Guides',
    lede: 'Step-by-step guides to the marketing questions creatives ask most.',
  },
  templates: {
    collection: 'templates',
    title: 'Templates',
    lede: 'Fill-in-the-blanks captions, price lists and bios you can copy and make your own.',
  },
};

export const ARTICLES: readonly Article[] = [
  {
    collection: 'guides',
    slug: 'pricing-your-work',
    title: 'Pricing your work',
    summary:
      'A method for each kind of creative work, the hourly floor to never go under, and how to publish prices buyers trust.',
    published: '2026-10-06',
    readingMinutes: 6,
    sections: [
      {
        heading: 'Start from your costs, not from others’ prices',
        blocks: [
          p(
            'Buyers read price as a signal of quality, and underpricing leaves no room for wholesale, discounts or your own time. So work out what a piece costs you first (materials, hours, a share of your overheads) and only then look at what others charge.',
          ),
          p(
            `Count your time at a real hourly rate. As a beginner, no less than $${BEGINNER_MIN_HOURLY} an hour with a ${BEGINNER_MARGIN * 100}% margin on top; with some experience, $${hourlyFloor.intermediate} or more; once you are established, $${hourlyFloor.advanced} or more.`,
          ),
        ],
      },
      {
        heading: 'The method for your kind of work',
        blocks: [
          ...(Object.keys(PRICING_LABELS) as PricingModel[]).map((model) =>
            template(PRICING_LABELS[model], pricingMethods[model]),
          ),
        ],
      },
      {
        heading: 'Publish it',
        blocks: [
          steps(
            'Work out the price with your method and round it to a clean number',
            'Compare with five makers at a similar level and note what their price includes',
            'Publish a simple price list with three options where buyers can see it',
            'Never discount in public; offer a bonus (an extra, faster delivery) instead',
          ),
        ],
      },
    ],
  },
  {
    collection: 'guides',
    slug: 'your-first-market-stall',
    title: 'Your first market stall',
    summary:
      'How to choose a fair, price a table, build a display that sells and turn one day into lasting sales.',
    published: '2026-10-13',
    readingMinutes: 5,
    sections: [
      {
        heading: 'Choose the right fair',
        blocks: [
          p(
            'At a fair people buy what they can hold and a story they hear from you. Choose fairs whose visitors look like your buyers, not the biggest ones: visit one before you apply and watch which stalls are busy, and what those stalls sell.',
          ),
        ],
      },
      {
        heading: 'Price at three levels',
        blocks: [
          list(
            'A small thing under $20 (a print, a card, a pair of earrings): the easy first purchase',
            'Your core range, priced with the same method as online',
            'One showpiece: few will buy it, but it makes the rest look reasonable and starts conversations',
          ),
        ],
      },
      {
        heading: 'Build a table that sells',
        blocks: [
          steps(
            'Do a practice set-up at home and photograph it: look at it as a passer-by would',
            'Build height into the display, so work sits at eye level and not flat on the table',
            'Price every item clearly; people who have to ask often walk on',
            'Take cards and contactless payments as well as cash',
            'Put an e-mail sign-up sheet or a QR code on the table',
          ),
        ],
      },
      {
        heading: 'After the fair',
        blocks: [
          p(
            'The sales after a fair often beat the day itself. Write to everyone who signed up within three days, with a photo of the stall and a link to your shop, and compare what sold at the fair with your online sales to see whether it paid its way.',
          ),
        ],
      },
    ],
  },
  {
    collection: 'guides',
    slug: 'when-and-how-often-to-post',
    title: 'When and how often to post',
    summary:
      'Starting points for posting times on each platform, and how to replace them with your own audience’s numbers.',
    published: '2026-10-20',
    readingMinutes: 4,
    sections: [
      {
        heading: 'Start with a guess, then measure',
        blocks: [
          p(
            'Published “best times to post” disagree with each other because every audience is different. Use the times below as a first guess for a month, then keep the slots where your posts did best.',
          ),
        ],
      },
      ...(['instagram', 'tiktok', 'facebook', 'linkedin', 'twitter'] as const).map((platform) => ({
        heading: platforms[platform].name,
        blocks: [
          list(
            `Start with: ${platforms[platform].postingTimes.join('; ')}`,
            platforms[platform].weakest
              ? `Usually weakest: ${platforms[platform].weakest}`
              : 'No day is reliably weak',
          ),
        ],
      })),
      {
        heading: 'How often',
        blocks: [
          p(
            'Post as often as you can keep up for three months. Two good posts a week that you never miss beat a daily burst that stops after a fortnight.',
          ),
        ],
      },
    ],
  },
  {
    collection: 'templates',
    slug: 'caption-templates-per-platform',
    title: 'Caption templates for each platform',
    summary:
      'One caption you can adapt for Instagram, TikTok, Facebook, LinkedIn and X, sized to each platform’s limits.',
    published: '2026-10-08',
    readingMinutes: 4,
    sections: [
      {
        heading: 'Instagram',
        blocks: [
          template(
            'Caption',
            'The first line is all most people see: [one surprising detail about this piece]. It took [time] and [one honest struggle]. Available [where], link in bio. Which detail did you notice first?',
          ),
          platformFacts('instagram'),
        ],
      },
      {
        heading: 'TikTok',
        blocks: [
          template(
            'Caption',
            'Watch [material] become [finished piece] in 30 seconds. Would you hang it or gift it?',
          ),
          platformFacts('tiktok'),
        ],
      },
      {
        heading: 'Facebook',
        blocks: [
          template('Caption', 'New [piece] out today, made for [your audience]. What do you think?'),
          platformFacts('facebook'),
        ],
      },
      {
        heading: 'LinkedIn',
        blocks: [
          template(
            'Post',
            'I spent [time] on one [piece], and it taught me [one lesson that applies beyond art]. Here is what happened: [three short lines]. What would you have done?',
          ),
          platformFacts('linkedin'),
        ],
      },
      {
        heading: 'X',
        blocks: [
          template('Post', 'Finished [piece] today. [One detail that made it hard.] Worth it?'),
          platformFacts('twitter'),
        ],
      },
    ],
  },
  {
    collection: 'templates',
    slug: 'story-question-and-tip-posts',
    title: 'Story, question and tip posts',
    summary:
      'The three post templates the assistant suggests most, ready to fill in, and how to get replies.',
    published: '2026-10-15',
    readingMinutes: 3,
    sections: [
      {
        heading: 'Three templates',
        blocks: [
          template('Story', filled(contentTemplates.story)),
          template('Question', filled(contentTemplates.question)),
          template('Tip', filled(contentTemplates.tip)),
        ],
      },
      {
        heading: 'Getting replies',
        blocks: [list(...engagementTips.slice(0, 4).map(filled))],
      },
    ],
  },
  {
    collection: 'templates',
    slug: 'price-list-and-artist-bio',
    title: 'A price list and an artist bio',
    summary:
      'A three-option price list and a short bio in three sentences, for your shop, stall and profiles.',
    published: '2026-10-22',
    readingMinutes: 3,
    sections: [
      {
        heading: 'Price list with three options',
        blocks: [
          template(
            'Price list',
            '[Small option]: [what it includes], $[price]\n[Core option, the one you most want to sell]: [what it includes], $[price]\n[Premium option]: [what it includes], $[price]\nShipping: [cost or free over $X]. Commissions: [open or closed].',
          ),
          p(
            `Photographers can start from the ranges the assistant uses: mini sessions $${PHOTO_SESSIONS.mini[0]}–${PHOTO_SESSIONS.mini[1]}, standard $${PHOTO_SESSIONS.standard[0]}–${PHOTO_SESSIONS.standard[1]}, premium $${PHOTO_SESSIONS.premium[0]}–${PHOTO_SESSIONS.premium[1]}.`,
          ),
        ],
      },
      {
        heading: 'Artist bio in three sentences',
        blocks: [
          template(
            'Bio',
            '[Name] is a [craft] based in [place] who makes [what] for [whom]. [One sentence on what makes the work recognisable: material, subject, method.] [Where to see or buy it, and one credential if you have one.]',
          ),
        ],
      },
    ],
  },
  {
    collection: 'blog',
    slug: 'small-steps-beat-big-plans',
    title: 'Small steps beat big plans',
    summary: 'Why Market Muse gives you one task a day instead of a marketing strategy document.',
    published: '2026-11-03',
    readingMinutes: 3,
    sections: [
      {
        heading: 'The plan nobody follows',
        blocks: [
          p(
            'A forty-page marketing plan is easy to admire and hard to start. Creatives we talked to had plenty of advice and no time to turn it into the next thing to do on a Tuesday evening.',
          ),
        ],
      },
      {
        heading: 'One task, sized to your week',
        blocks: [
          p(
            'So Market Muse breaks each goal into tasks that fit the hours you said you have, and shows today’s on the dashboard. Finish it and the plan moves on; skip a week and it waits for you instead of piling up.',
          ),
        ],
      },
    ],
  },
  {
    collection: 'blog',
    slug: 'your-data-is-yours',
    title: 'Your data is yours, even in an event log',
    summary: 'How Market Muse keeps a full history of your work and can still forget you completely.',
    published: '2026-11-17',
    readingMinutes: 4,
    sections: [
      {
        heading: 'A history that is never rewritten',
        blocks: [
          p(
            'Market Muse records every change as an event. That history is what lets it show your progress over time and give you a complete export. But a history that is never rewritten seems to clash with deleting your data.',
          ),
        ],
      },
      {
        heading: 'Forgetting by destroying a key',
        blocks: [
          p(
            'The answer is a key per person. Every personal field is encrypted with your own key before it is stored. When you delete your account, the key is destroyed, and every copy of those fields, including backups, can no longer be read by anyone.',
          ),
        ],
      },
    ],
  },
];

export const articlesIn = (collection: Collection) =>
  ARTICLES.filter((article) => article.collection === collection).toSorted((a, b) =>
    b.published.localeCompare(a.published),
  );

export const findArticle = (collection: Collection, slug: string | undefined) =>
  ARTICLES.find((article) => article.collection === collection && article.slug === slug);

export const articlePath = (article: Pick<Article, 'collection' | 'slug'>) =>
  `/${article.collection}/${article.slug}`;
