// Marketing channels a creative can use, with what each costs in time and money and what it
// returns. Creative-type knowledge ranks them; the persona's budget and time filter them.

export type ChannelKey =
  | 'instagram'
  | 'tiktok'
  | 'youtube'
  | 'pinterest'
  | 'facebook_groups'
  | 'linkedin'
  | 'x'
  | 'email'
  | 'website_seo'
  | 'etsy'
  | 'behance'
  | 'streaming_playlists'
  | 'bandcamp'
  | 'goodreads'
  | 'substack'
  | 'markets_fairs'
  | 'galleries'
  | 'collaborations'
  | 'local_network'
  | 'paid_social'
  | 'press'
  | 'crowdfunding'
  | 'live_events';

export interface ChannelKnowledge {
  readonly name: string;
  /** How the channel is named inside a sentence ('your X bio'). */
  readonly short: string;
  /** Whether the channel needs money to work at all. */
  readonly paid: boolean;
  /** Weekly minutes below which the channel cannot be kept up. */
  readonly minWeeklyMinutes: number;
  /** Why it fits; {audience}, {work}, {maker} are filled in. */
  readonly reason: string;
  /** What to expect with no or little budget, and with money behind it. */
  readonly roi: { readonly organic: string; readonly funded: string };
  /** A concrete first move on the channel. */
  readonly firstMove: string;
}

export const channels: Record<ChannelKey, ChannelKnowledge> = {
  instagram: {
    name: 'Instagram',
    short: 'Instagram',
    paid: false,
    minWeeklyMinutes: 60,
    reason: 'Reels and hashtags are how people browse for {work}, and how you reach {audience}.',
    roi: {
      organic: 'Slow but compounding: 3-5 posts a week typically brings first steady followers in 6-8 weeks',
      funded: 'Boosted Reels to a lookalike audience can cut that to 2-3 weeks; track cost per profile visit',
    },
    firstMove: 'Post 2-3 Reels a week showing how your {work} come together, each with 3-5 niche hashtags',
  },
  tiktok: {
    name: 'TikTok',
    short: 'TikTok',
    paid: false,
    minWeeklyMinutes: 120,
    reason:
      'The For You feed shows new accounts to strangers, so {a_maker} with no followers can still be found by {audience}.',
    roi: {
      organic: 'High variance: one process video can reach thousands; expect 10-15 videos before one lands',
      funded: 'Spark Ads on your best organic video stretch a proven hit; never promote an untested one',
    },
    firstMove:
      'Film three 15-30 second clips of your {work} in progress, each with a hook in the first 2 seconds',
  },
  youtube: {
    name: 'YouTube',
    short: 'YouTube',
    paid: false,
    minWeeklyMinutes: 240,
    reason: 'Searchable long videos keep bringing viewers to your {work} for years after you post.',
    roi: {
      organic: 'Slowest to start (3-6 months) but each video keeps earning views and trust',
      funded: 'Put budget into editing help rather than ads; consistency matters more than reach',
    },
    firstMove: 'Plan one tutorial or behind-the-scenes video that answers a question people search for',
  },
  pinterest: {
    name: 'Pinterest',
    short: 'Pinterest',
    paid: false,
    minWeeklyMinutes: 45,
    reason: 'Pins live for months and send buyers to your shop, because people plan purchases there.',
    roi: {
      organic: 'Low effort, long tail: pins keep sending shop visits 3-6 months after posting',
      funded: 'Promoted pins convert well for products under $100 when the pin links straight to the item',
    },
    firstMove: 'Create 10 vertical pins of {work}, each linking to the page where it can be bought',
  },
  facebook_groups: {
    name: 'Facebook groups',
    short: 'Facebook',
    paid: false,
    minWeeklyMinutes: 45,
    reason: 'Niche and local groups are where recommendations are already asked for by {audience}.',
    roi: {
      organic: 'Good for first sales and commissions when you help before you promote',
      funded: 'Facebook ads aimed at group interests reach similar people at low cost per click',
    },
    firstMove: 'Join 3 groups popular with {audience} and answer one question a day without selling',
  },
  linkedin: {
    name: 'LinkedIn',
    short: 'LinkedIn',
    paid: false,
    minWeeklyMinutes: 60,
    reason: 'Business buyers, art directors and event organisers hire {a_maker} there.',
    roi: {
      organic: 'Few but valuable leads: one commission or contract can pay for months of effort',
      funded: 'Sponsored posts are expensive; spend on a premium search to reach decision makers instead',
    },
    firstMove: 'Rewrite your headline to say who you help and post one case study of {work}',
  },
  x: {
    name: 'X (Twitter)',
    short: 'X',
    paid: false,
    minWeeklyMinutes: 60,
    reason: 'Conversation-driven; it works when peers and buyers discuss your field in public.',
    roi: {
      organic: 'Network effects: replies to bigger accounts grow reach faster than your own posts',
      funded: 'Ads rarely pay back for creatives; keep budget elsewhere',
    },
    firstMove: 'Reply thoughtfully to 5 accounts in your field each day and share one work-in-progress',
  },
  email: {
    name: 'Email newsletter',
    short: 'newsletter',
    paid: false,
    minWeeklyMinutes: 45,
    reason:
      'You own the list: no algorithm stands between you and the people who asked to hear from you ({audience}).',
    roi: {
      organic: 'Highest return per subscriber; a list of a few hundred engaged fans can sell out a release',
      funded:
        'Pay for a lead magnet (free print, chapter, track) promoted to your audience to grow it faster',
    },
    firstMove: 'Set up a free newsletter with a sign-up offer and put the link in every bio',
  },
  website_seo: {
    name: 'Website and search',
    short: 'website',
    paid: false,
    minWeeklyMinutes: 60,
    reason: 'People searching for {a_maker} near them or for {work} find a site that names what you do.',
    roi: {
      organic: 'Slow (3-6 months) but steady, high-intent visits',
      funded: 'A professional portfolio template or shop theme pays back quickly in trust',
    },
    firstMove: 'Make a portfolio page whose title says what you make, for whom and where',
  },
  etsy: {
    name: 'Etsy',
    short: 'Etsy',
    paid: false,
    minWeeklyMinutes: 60,
    reason: 'Buyers arrive already searching for work like yours; you need good photos and keywords.',
    roi: {
      organic: 'First sales often within weeks when titles use buyer search terms',
      funded:
        'Etsy Ads at a few dollars a day on your best-selling listing; stop any ad without sales after 2 weeks',
    },
    firstMove: 'List 10 items with 13 tags each and titles written the way buyers search',
  },
  behance: {
    name: 'Behance and Dribbble',
    short: 'Behance',
    paid: false,
    minWeeklyMinutes: 45,
    reason: 'Art directors and studios scout portfolios there when hiring {a_maker}.',
    roi: {
      organic: 'Case studies get featured and bring freelance enquiries',
      funded: 'Not needed; spend time on case studies instead',
    },
    firstMove: 'Publish one full case study: brief, process, result',
  },
  streaming_playlists: {
    name: 'Spotify and playlist pitching',
    short: 'Spotify',
    paid: false,
    minWeeklyMinutes: 60,
    reason: 'Editorial and independent playlists are where listeners discover new music.',
    roi: {
      organic: 'Pitch every release 4 weeks ahead through Spotify for Artists; placements compound',
      funded: 'Playlist-pitching services and Marquee campaigns; only use ones that report real listeners',
    },
    firstMove: 'Pitch your next release in Spotify for Artists at least 7 days before release day',
  },
  bandcamp: {
    name: 'Bandcamp',
    short: 'Bandcamp',
    paid: false,
    minWeeklyMinutes: 30,
    reason: 'Fans pay directly for music and merch there, and Bandcamp Fridays waive the fee.',
    roi: {
      organic: 'Best revenue per fan of any music platform',
      funded: 'Budget goes into merch (vinyl, shirts) that fans buy alongside downloads',
    },
    firstMove: 'Put your release up with a name-your-price option and one merch item',
  },
  goodreads: {
    name: 'Goodreads and reader communities',
    short: 'Goodreads',
    paid: false,
    minWeeklyMinutes: 45,
    reason: 'Readers of your genre review and recommend books there and on BookTok.',
    roi: {
      organic: 'Reviews drive discovery; 20+ early reviews change how retailers rank a book',
      funded: 'Giveaways and ARC services get early reviews; Amazon ads pay once you have reviews',
    },
    firstMove: 'Claim your author profile and invite 20 early readers for advance copies',
  },
  substack: {
    name: 'Substack or a serial newsletter',
    short: 'Substack',
    paid: false,
    minWeeklyMinutes: 90,
    reason: 'Readers subscribe to a writer, not a book; a newsletter turns casual readers into buyers.',
    roi: {
      organic: 'Network recommendations between newsletters are the main growth engine',
      funded: 'Paid subscriptions can fund the writing once a few hundred readers are in',
    },
    firstMove: 'Publish a first issue that gives readers a taste of your voice and subject',
  },
  markets_fairs: {
    name: 'Craft fairs and markets',
    short: 'market stall',
    paid: true,
    minWeeklyMinutes: 120,
    reason: 'Buyers touch and buy {work} on the spot, and you collect emails for later sales.',
    roi: {
      organic: 'Not free: stall fees from about $30; a good fair pays back several times',
      funded: 'Choose juried fairs that match your price point; bring a sign-up sheet',
    },
    firstMove: 'Shortlist 2 local markets whose visitors match {audience} and check their fees',
  },
  galleries: {
    name: 'Galleries, exhibitions and open calls',
    short: 'exhibition',
    paid: false,
    minWeeklyMinutes: 60,
    reason: 'Curators and collectors still find serious artists through shows and open calls.',
    roi: {
      organic: 'Credibility and higher prices; galleries take 40-50% commission',
      funded: 'Entry fees for juried open calls; pick those whose past winners resemble your work',
    },
    firstMove: 'Find 3 open calls closing in the next 60 days and prepare your submission set',
  },
  collaborations: {
    name: 'Collaborations',
    short: 'collaborations',
    paid: false,
    minWeeklyMinutes: 45,
    reason: 'Teaming up with creators who already reach {audience} borrows their trust.',
    roi: {
      organic: 'One good collaboration often beats months of solo posting',
      funded: 'Paying a micro-creator to feature your work is cheaper than most ads',
    },
    firstMove: 'List 5 creators with a similar audience and pitch one joint piece of content',
  },
  local_network: {
    name: 'Local network and word of mouth',
    short: 'network',
    paid: false,
    minWeeklyMinutes: 30,
    reason: 'Most first clients of {a_maker} come from people who already know them.',
    roi: {
      organic: 'The fastest first income: tell 20 people what you offer and ask for referrals',
      funded: 'A referral reward (discount or print) keeps it going',
    },
    firstMove: 'Message 10 people you know with one sentence on what you now offer',
  },
  paid_social: {
    name: 'Paid social ads',
    short: 'ads',
    paid: true,
    minWeeklyMinutes: 30,
    reason: 'Puts proven posts about {work} in front of {audience} at a predictable cost.',
    roi: {
      organic: 'Needs budget',
      funded: 'Start at $5-10 a day on your best organic post; judge by cost per sale or sign-up, not likes',
    },
    firstMove: 'Pick the post with the most saves in the last month and test it as an ad for 7 days',
  },
  press: {
    name: 'Press, blogs and podcasts',
    short: 'press',
    paid: false,
    minWeeklyMinutes: 60,
    reason:
      'Editors and hosts are always looking for stories; a feature reaches {audience} with borrowed trust.',
    roi: {
      organic: 'Unpredictable but large: one feature can bring hundreds of visitors',
      funded: 'A PR freelancer for a launch month, when you have a real news hook',
    },
    firstMove: 'Write a 3-sentence pitch with a news hook and send it to 5 niche outlets',
  },
  crowdfunding: {
    name: 'Crowdfunding and pre-orders',
    short: 'campaign',
    paid: false,
    minWeeklyMinutes: 180,
    reason: 'Pre-selling proves demand before you spend, and backers become your first community.',
    roi: {
      organic:
        'Campaigns succeed when about 30% of the goal is pledged in the first 48 hours by your own list',
      funded: 'Ads during the campaign only work once it is at least 30% funded',
    },
    firstMove: 'Build a pre-launch page and collect sign-ups before setting a campaign date',
  },
  live_events: {
    name: 'Live shows and workshops',
    short: 'events',
    paid: false,
    minWeeklyMinutes: 120,
    reason: 'Meeting people in person turns listeners and viewers into fans who buy.',
    roi: {
      organic: 'Direct income plus merch and mailing-list sign-ups at every event',
      funded: 'Budget for better venues, recordings of the show and local promotion',
    },
    firstMove: 'Book one small event and promote it to your list and local groups 3 weeks ahead',
  },
};
