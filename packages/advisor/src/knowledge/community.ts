// Where creatives find their people, by kind of creative: the kinds of communities worth joining, what
// each is good for, where to look and how to show up without spamming. Data, not code: the guide in
// ../community.ts picks and orders it for one profile. Templates use {maker}, {work}, {piece}.
import type { CreativeType } from '@market-muse/contracts';

export type CommunityKindKey = 'online' | 'associations' | 'meetups' | 'markets' | 'critique';

export interface CommunityKind {
  readonly name: string;
  readonly goodFor: string;
  /** How to take part so people are glad you came; never a sales pitch. */
  readonly howToShowUp: readonly string[];
}

export const communityKinds: Record<CommunityKindKey, CommunityKind> = {
  online: {
    name: 'Online groups and forums',
    goodFor:
      'Answers to practical questions, early feedback and word of mouth among {maker}s from anywhere, any evening you have twenty minutes.',
    howToShowUp: [
      'Read the rules and a week of posts before your first one.',
      'Answer two questions for every one you ask.',
      'Share your {work} only in the threads made for it, with one line on how you made it.',
    ],
  },
  associations: {
    name: 'Associations and guilds',
    goodFor:
      'Credibility, member directories buyers actually search, calls for entries, and the business know-how (pricing, contracts, insurance) nobody teaches.',
    howToShowUp: [
      'Go to the member events, not only the directory: names turn into referrals face to face.',
      'Offer a small skill of yours to a committee or newsletter once a year.',
      'Keep your member profile current with three of your best {work}.',
    ],
  },
  meetups: {
    name: 'Local meet-ups',
    goodFor:
      'Friends in your own town who send you clients, share kit and spaces, and turn up to your launches.',
    howToShowUp: [
      'Come regularly: the third visit is when people start to remember you.',
      'Ask what others are working on before you mention your own {work}.',
      'Bring one {piece} or a few printed cards, and hand them over only when asked.',
    ],
  },
  markets: {
    name: 'Markets, fairs and open studios',
    goodFor:
      'Selling in person, watching which {work} people pick up, and collecting the email addresses of real buyers.',
    howToShowUp: [
      'Visit as a guest first and talk to the stallholders about which fairs pay off.',
      'Share a stall with another {maker} for your first one to halve the fee and the nerves.',
      'Have a sign-up sheet for your list on the table; it is worth more than the day’s sales.',
    ],
  },
  critique: {
    name: 'Critique circles',
    goodFor:
      'Honest feedback on your {work} from peers before the public sees it, and the accountability of showing progress every few weeks.',
    howToShowUp: [
      'Give specific, kind feedback: what works, then one thing to try.',
      'Bring work in progress, not only finished {work}.',
      'Keep the group small and regular; five people meeting every two weeks beats a crowd once a year.',
    ],
  },
};

/** Where to look, per kind, for each kind of creative: kinds of places, not named organisations. */
type WhereToLook = Record<CommunityKindKey, readonly string[]>;

const visual: WhereToLook = {
  online: [
    'art subreddits with weekly share threads',
    'Discord servers for painters and illustrators',
    'Instagram art challenges with a set theme',
  ],
  associations: [
    'your regional artists’ association or society',
    'a printmakers’ or painters’ guild',
    'the arts council’s artist register',
  ],
  meetups: ['life-drawing sessions', 'urban sketching walks', 'gallery opening nights'],
  markets: [
    'art fairs and open-studio weekends',
    'Christmas and summer craft-and-art markets',
    'café and library exhibition slots',
  ],
  critique: ['a peer crit group from your old class or studio building', 'online portfolio-review swaps'],
};
const crafts: WhereToLook = {
  online: [
    'maker subreddits for your craft',
    'Facebook groups for sellers of handmade goods',
    'Discord servers for makers',
  ],
  associations: [
    'your craft guild (potters’, jewellers’, weavers’ or makers’ guild)',
    'a regional crafts council',
    'a handmade-sellers’ association',
  ],
  meetups: [
    'makerspace open evenings',
    'stitch-and-chat or throwing nights',
    'workshop swaps with other makers',
  ],
  markets: ['craft fairs and makers’ markets', 'seasonal Christmas markets', 'open studios and pop-up shops'],
  critique: [
    'a small group of makers who review each new collection',
    'a guild’s juried-show feedback session',
  ],
};
const photography: WhereToLook = {
  online: [
    'photography subreddits and their weekly critique threads',
    'photo-sharing communities with genre groups',
    'Discord servers for street, wedding or portrait photographers',
  ],
  associations: [
    'a professional photographers’ association',
    'your local camera club',
    'a regional photographic society',
  ],
  meetups: [
    'photo walks',
    'styled-shoot collaborations with stylists and models',
    'camera club competition nights',
  ],
  markets: [
    'print stalls at art fairs',
    'wedding and events fairs',
    'open-studio weekends with a print table',
  ],
  critique: [
    'a camera club’s critique evening',
    'a portfolio-review swap with three photographers you respect',
  ],
};
const music: WhereToLook = {
  online: [
    'subreddits and Discords for your genre and for home producers',
    'feedback threads for mixes and demos',
    'playlist-curator communities',
  ],
  associations: [
    'your musicians’ union or songwriters’ association',
    'a performing-rights society’s events',
    'a local music collective',
  ],
  meetups: ['open mics and jam nights', 'songwriter circles', 'producer meet-ups at studios'],
  markets: ['merch tables at your and friends’ gigs', 'record fairs', 'local festivals’ open stages'],
  critique: ['a songwriter circle that reviews one song each', 'mix-swap partners who trade honest notes'],
};
const writing: WhereToLook = {
  online: [
    'writing subreddits and critique forums for your genre',
    'Discord servers for authors',
    'newsletter-writer communities',
  ],
  associations: [
    'a writers’ or authors’ society for your genre',
    'an independent publishers’ association',
    'your local literary festival’s friends group',
  ],
  meetups: ['library writing groups', 'readings and open-mic nights', 'bookshop events and launches'],
  markets: [
    'book fairs and zine fairs',
    'local author days at bookshops',
    'literary festival signing tables',
  ],
  critique: [
    'a writing group that swaps chapters every two weeks',
    'beta-reader swaps with authors in your genre',
  ],
};
const design: WhereToLook = {
  online: [
    'design Discords and subreddits with portfolio threads',
    'design-community sites with critique groups',
    'open-source and nonprofit projects needing design',
  ],
  associations: [
    'your national design association',
    'a local creative-industries network',
    'a freelancers’ union',
  ],
  meetups: [
    'design meet-ups and talks',
    'co-working community lunches',
    'creative mornings-style breakfasts',
  ],
  markets: [
    'print and poster fairs',
    'pop-up shops for design goods',
    'local business expos where clients look for designers',
  ],
  critique: ['a weekly design-crit slot with peers', 'portfolio reviews at association events'],
};
const film: WhereToLook = {
  online: [
    'filmmaker subreddits and Discords',
    'festival-submission communities',
    'crew-finding groups for your city',
  ],
  associations: [
    'a filmmakers’ or cinematographers’ guild',
    'your regional film office’s network',
    'a documentary makers’ collective',
  ],
  meetups: ['short-film screening nights', '48-hour film challenges', 'crew socials'],
  markets: ['film festivals and their industry days', 'local screenings you organise with other makers'],
  critique: ['a rough-cut screening group', 'a script-reading circle'],
};
const performance: WhereToLook = {
  online: [
    'performer communities for your discipline',
    'audition and casting groups',
    'Discords for comedians, dancers or actors',
  ],
  associations: [
    'your performers’ union or guild',
    'a local theatre or dance network',
    'a venue’s artist programme',
  ],
  meetups: ['open mics and scratch nights', 'workshops and drop-in classes', 'after-show gatherings'],
  markets: ['festival fringes and street-performance pitches', 'community events that book local acts'],
  critique: ['a scratch-night feedback circle', 'a rehearsal buddy who films and notes your sets'],
};
const invention: WhereToLook = {
  online: [
    'maker and hardware-startup forums',
    'product-design Discords',
    'crowdfunding creator communities',
  ],
  associations: [
    'an inventors’ association',
    'a local enterprise or innovation hub',
    'a small-business network',
  ],
  meetups: ['makerspace and hackspace evenings', 'startup and product meet-ups', 'pitch nights'],
  markets: ['trade shows and maker faires', 'local markets to test a first batch'],
  critique: ['a prototype-testing circle of early users', 'a mentor session at an innovation hub'],
};

export const communityPlaces: Record<CreativeType, WhereToLook> = {
  visual_art: visual,
  digital_art: visual,
  graphic_design: design,
  photography,
  music,
  writing,
  crafts,
  jewelry: crafts,
  pottery: crafts,
  fashion: crafts,
  film,
  performance,
  invention,
  other: visual,
};

/** Which kinds to start with, by experience: newcomers learn and get feedback, the experienced get seen and sell. */
export const communityOrder: Record<'beginner' | 'intermediate' | 'advanced', readonly CommunityKindKey[]> = {
  beginner: ['online', 'critique', 'meetups', 'associations', 'markets'],
  intermediate: ['meetups', 'online', 'markets', 'critique', 'associations'],
  advanced: ['associations', 'markets', 'meetups', 'critique', 'online'],
};

/** What spamming looks like, and what to do instead: true in every community. */
export const communityEtiquette: readonly string[] = [
  'Give before you ask: help, answer, cheer others on; a link to your shop comes last, if at all.',
  'Post your {work} where sharing is welcome, not in every thread or someone else’s comments.',
  'Never paste the same message into many groups; write to the people in front of you.',
  'Talk about the making, the process and the people it is for; the sale follows the conversation.',
];
