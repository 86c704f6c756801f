// Opportunities beyond posting: funding, galleries, publishers, press, clients and partners.
import { type Topic, topic } from '../topic.ts';

export const careerTopics: readonly Topic[] = [
  topic({
    id: 'grants',
    label: 'Grants and funding',
    asks: [
      'can I get a grant for my art',
      'funding for artists',
      'how do I write a grant application',
      'arts council funding',
    ],
    keywords: [
      'grant',
      'grants',
      'funding',
      'bursary',
      'fund',
      'funded',
      'fellowship',
      'council',
      'foundation',
    ],
    why: 'Funders back a clear project with a plan and a public outcome, so a specific project reads stronger than a general need.',
    answer: (s) => [
      'Most grants fund a specific project with a clear outcome, not general costs. Look at your local and national arts councils, foundations and craft or music bodies.',
      `Describe ${s.project} as a project: what you will make, by when, for whom and how people will see it, with a simple budget.`,
      s.experience === 'beginner' &&
        'Small local grants and emerging-artist schemes are the best first applications.',
    ],
    steps: () => [
      'List three funders whose past grantees look like you',
      'Read their criteria and one funded example',
      'Write a one-paragraph project summary and a simple budget',
      'Ask someone who has won a grant to read your draft',
    ],
  }),
  topic({
    id: 'residencies',
    label: 'Residencies',
    asks: [
      'how do I apply for an artist residency',
      'are residencies worth it',
      'writing retreat applications',
    ],
    keywords: ['residency', 'residencies', 'retreat', 'retreats'],
    why: 'A residency buys time and a network; selectors look for a clear plan for the time and work that shows where you are going.',
    answer: (s) => [
      'Residencies give you time, space and a network. Choose ones whose past residents work like you, and check what they cover (fees, travel, materials).',
      `Your application needs a clear plan for the time, tied to ${s.project}, and your strongest recent ${s.work}.`,
    ],
    steps: () => [
      'Bookmark three residencies with upcoming deadlines',
      'Draft a half-page plan for what you would make there',
      'Pick ten images or samples of your strongest recent work',
      'Set a reminder two weeks before each deadline',
    ],
  }),
  topic({
    id: 'galleries',
    label: 'Galleries',
    asks: [
      'how do I get my work into a gallery',
      'approaching galleries as an emerging artist',
      'gallery representation',
      'gallery commission split',
    ],
    keywords: ['gallery', 'galleries', 'curator', 'curators', 'representation', 'exhibit'],
    why: 'Galleries take artists they already know: a relationship built over visits and shows opens more doors than cold emails.',
    answer: (s) => [
      s.family === 'objects'
        ? 'Galleries rarely take artists from a cold email. Visit the ones that show work like yours, go to openings, and get to know the people.'
        : `Galleries fit ${s.work} less often; look for venues that show your medium, such as photo galleries, screening rooms or music venues.`,
      'Build a track record first with group shows, open calls and a consistent body of work.',
      'Expect a commission of around 50%, and price so that your online prices never undercut the gallery.',
    ],
    steps: () => [
      'List five galleries that show work close to yours',
      'Go to an opening at two of them this month',
      'Prepare a tight portfolio of 10-15 consistent pieces',
      'Follow their submission guidelines exactly when they invite work',
    ],
  }),
  topic({
    id: 'open_calls',
    label: 'Open calls and submissions',
    asks: [
      'where do I find open calls',
      'submitting work to competitions',
      'is the entry fee for an art prize worth it',
      'submissions to magazines and journals',
    ],
    keywords: [
      'submission',
      'submissions',
      'submit',
      'open',
      'call',
      'calls',
      'competition',
      'prize',
      'juried',
      'journal',
      'journals',
      'magazines',
    ],
    why: 'Selection builds a record that galleries, publishers and funders look for; a steady habit of entries matters more than any single one.',
    answer: (s) => [
      'Open calls and submissions build your track record. Apply steadily, a few a month, and choose ones that fit your work rather than every call.',
      'Be careful with high entry fees: a fair call shows past winners, judges and what selected artists receive.',
      s.craft === 'writing' &&
        'For literary journals, read an issue first and follow their formatting rules exactly.',
    ],
    steps: () => [
      'Sign up to two newsletters that list open calls in your field',
      'Keep a spreadsheet of calls, deadlines and fees',
      'Prepare a reusable artist statement and image or sample set',
      'Apply to two fitting calls this month',
    ],
  }),
  topic({
    id: 'agents_publishers',
    label: 'Agents and publishers',
    asks: [
      'how do I find a literary agent',
      'query letter tips',
      'should I self-publish or go traditional',
      'getting a publishing deal',
      'record label or stay independent',
    ],
    keywords: [
      'agent',
      'agents',
      'literary',
      'publisher',
      'publishers',
      'publishing',
      'query',
      'querying',
      'label',
      'labels',
      'deal',
      'self-publish',
      'indie',
    ],
    why: 'Agents and labels take on work they can sell; a finished, polished project and a clear sense of its audience make that easy to see.',
    answer: (s) =>
      s.craft === 'music'
        ? [
            'Labels sign artists who already have fans; build streams, shows and a mailing list independently first, and you keep more options.',
            'Distribution services let you release everywhere without a label, and a small label or manager becomes worth it when they bring reach you cannot.',
          ]
        : [
            'For traditional publishing, finish and polish the manuscript, then query agents who represent your genre with a short letter and the opening pages.',
            'Self-publishing gives you control and faster income but puts cover, editing and marketing on you; hybrid routes mix both.',
            s.audience
              ? `Either way, show that you know your readers, ${s.audience}, and comparable titles.`
              : 'Either way, know your readers and two or three comparable titles.',
          ],
    steps: (s) =>
      s.craft === 'music'
        ? [
            'Release through a distributor and build a mailing list',
            'Track streams, ticket sales and fan growth monthly',
            'List five small labels or managers whose artists sound like you',
            'Reach out once you can show steady growth',
          ]
        : [
            'Finish and revise the manuscript before querying',
            'List 20 agents who represent your genre and what they ask for',
            'Write a one-page query letter with two comparable titles',
            'Query in batches of five and adjust after each batch',
          ],
  }),
  topic({
    id: 'press',
    label: 'Press and media',
    asks: [
      'how do I get featured in a magazine',
      'press release for my launch',
      'pitching journalists and bloggers',
      'getting local newspaper coverage',
    ],
    keywords: [
      'press',
      'media',
      'journalist',
      'journalists',
      'magazine',
      'feature',
      'featured',
      'newspaper',
      'podcast',
      'podcasts',
      'interview',
      'blog',
      'bloggers',
    ],
    why: 'Journalists need stories, not products: a timely, local or human angle makes your pitch easy to say yes to.',
    answer: (s) => [
      `Pitch a story, not a product: what is new, local or human about ${s.project}? A launch, an unusual material, a milestone or a cause makes an angle.`,
      'Start with local media, niche blogs and podcasts; send a short personal email with two good photos and a link to a simple press page.',
    ],
    steps: () => [
      'Write the story in three sentences',
      'Make a press page with a short bio, photos and contact details',
      'List ten local outlets, blogs or podcasts that cover work like yours',
      'Send five personal pitches and follow up once',
    ],
  }),
  topic({
    id: 'portfolio_review',
    label: 'Portfolio reviews and feedback',
    asks: [
      'can you review my portfolio',
      'getting honest feedback on my work',
      'portfolio review events',
      'critique of my website',
    ],
    keywords: ['critique', 'feedback', 'review', 'reviews', 'opinion'],
    why: 'An outside eye shows what your work says to strangers, which is what buyers and selectors see.',
    answer: () => [
      'I cannot see images here, but I can tell you what reviewers look for: a consistent body of work, your strongest pieces first, and a clear sense of who it is for.',
      'Portfolio review events, peer critique groups and mentors give the most useful feedback; ask them what they would cut.',
    ],
    steps: () => [
      'Cut your portfolio to the 10-15 strongest, most consistent pieces',
      'Put the best piece first and the second best last',
      'Ask three people outside your circle what they think you make',
      'Book a portfolio review at an event or with a mentor',
    ],
  }),
  topic({
    id: 'portfolio_website',
    label: 'Portfolio and website',
    asks: [
      'do I need a website',
      'what should be on my portfolio site',
      'building an artist website',
      'linktree or a proper site',
    ],
    keywords: ['website', 'site', 'portfolio', 'webpage', 'domain', 'linktree', 'squarespace', 'wix'],
    why: 'Social accounts are rented; a site is the one place you control, where people can buy, book or sign up.',
    answer: (s) => [
      `A simple site is the home of ${s.project}: your best ${s.work}, a short about page, a way to ${s.family === 'services' ? 'book or enquire' : s.free ? 'listen or read and sign up' : 'buy or sign up'}, and your contact details.`,
      'Start with one page if that is all you have time for; a clear page beats a half-finished large site.',
    ],
    steps: () => [
      'Pick a simple site builder and your own domain name',
      'Choose 10-15 strongest pieces for the portfolio',
      'Write a short about page in the first person',
      'Add one clear call to action on every page',
    ],
  }),
  topic({
    id: 'licensing',
    label: 'Licensing your work',
    asks: [
      'how do I license my art',
      'sync licensing for my music',
      'a brand wants to use my photo',
      'how much to charge for usage rights',
    ],
    keywords: [
      'license',
      'licence',
      'licensing',
      'licencing',
      'sync',
      'usage',
      'rights',
      'royalty',
      'royalties',
    ],
    why: 'Licensing earns from the same work many times while you keep the rights, if the terms are clear.',
    answer: (s) => [
      s.craft === 'music'
        ? 'Sync licensing places your music in film, TV, ads and games; register with a performing rights organisation and try libraries or sync agents that accept independent artists.'
        : `Licensing lets a company use your ${s.work} while you keep the rights: agree the use, the territory, the length of time and the fee or royalty in writing.`,
      'Price by how widely it will be seen: a local café menu and a national campaign are not the same licence.',
    ],
    steps: () => [
      'Register your work with the relevant rights body',
      'Write down the usage, territory, duration and fee you would accept',
      'Use a simple licence agreement template and adapt it',
      'Keep a folder of high-resolution files ready to send',
    ],
  }),
  topic({
    id: 'brand_deals',
    label: 'Brand deals and sponsorships',
    asks: [
      'how do I get sponsored',
      'brands want to work with me what do I charge',
      'pitching to brands for paid partnerships',
    ],
    keywords: [
      'sponsor',
      'sponsored',
      'sponsorship',
      'sponsorships',
      'brand',
      'brands',
      'partnership',
      'ugc',
    ],
    why: 'Brands pay for trust with a specific audience, so a clear picture of who follows you matters more than the follower count.',
    answer: (s) => [
      `Brands pay for access to a specific audience. Make a one-page media kit: who follows you, your best results and examples of ${s.work}.`,
      'Pitch brands you already use, with one concrete idea, and price by the work and the usage rights, not only follower count.',
    ],
    steps: () => [
      'Make a one-page media kit',
      'List five brands you already use and love',
      'Pitch one specific idea to each',
      'Agree deliverables, usage and payment date in writing',
    ],
  }),
  topic({
    id: 'teaching_workshops',
    label: 'Teaching and workshops',
    asks: ['should I teach workshops', 'running a class on my craft', 'selling an online course'],
    keywords: [
      'workshop',
      'workshops',
      'class',
      'classes',
      'teach',
      'teaching',
      'course',
      'courses',
      'tutorial',
      'tutorials',
    ],
    why: 'Teaching earns from what you already know, and students often become your most loyal buyers and ambassadors.',
    answer: (s) => [
      `Teaching turns your skill into a second income: a small in-person workshop is the easiest start, then recorded lessons once you know what people ask.`,
      `Price a workshop by materials, venue and your time, and keep groups small enough that everyone leaves with a ${s.piece} they are proud of.`,
    ],
    steps: () => [
      'Plan a two-hour beginner session with one finished result',
      'Find a venue (a café, shop or community space) or run it in your studio',
      'Sell six places to your followers and list',
      'Ask every attendee for a photo and a short review',
    ],
  }),
  topic({
    id: 'gigs_booking',
    label: 'Gigs and bookings',
    asks: [
      'how do I get more gigs',
      'booking shows as an independent band',
      'getting booked for events',
      'how do I contact venues',
    ],
    keywords: [
      'gig',
      'gigs',
      'show',
      'shows',
      'venue',
      'venues',
      'booking',
      'bookings',
      'tour',
      'touring',
      'concert',
      'perform',
      'performing',
      'festival',
      'festivals',
    ],
    why: 'Bookers choose acts that bring people and are easy to work with, so proof of draw and a clear kit matter more than talent alone.',
    answer: (s) => [
      `Bookers want to know you will bring people. Make an electronic press kit: a short bio, a live video, photos and numbers (followers, past shows, mailing list).`,
      'Start with venues of the right size, play shows with local acts who share your audience, and promote every show yourself.',
      s.craft !== 'music' &&
        s.craft !== 'performance' &&
        `For ${s.work}, the same works for talks, demos and festival slots.`,
    ],
    steps: () => [
      'Film one live performance and cut a 60-second clip',
      'Make a one-page press kit with bio, photos and links',
      'List ten venues or events that book acts like you',
      'Email five bookers with dates and the clip',
    ],
  }),
  topic({
    id: 'networking',
    label: 'Networking',
    asks: [
      'how do I network without feeling fake',
      'meeting other artists in my city',
      'making industry connections',
    ],
    keywords: ['network', 'networking', 'connections', 'contacts', 'meet', 'meetups', 'events'],
    why: 'Most opportunities come through people who know your work; relationships built by helping first last longer than pitches.',
    answer: () => [
      'Think of networking as making friends in your field: show up regularly at the same events, be curious about others’ work, and help first.',
      'Follow up after each event with a short message and a link, and keep a simple list of people you met.',
    ],
    steps: () => [
      'Find two events or groups in your field this month',
      'Prepare one sentence about what you make',
      'Follow up with three people within two days',
      'Share or recommend someone else’s work each week',
    ],
  }),
  topic({
    id: 'finding_clients',
    label: 'Finding clients',
    asks: [
      'how do I find clients',
      'where do I find paying customers',
      'getting my first commission clients',
      'no one is booking me',
      'how do I sell more of my work',
      'sales are slow',
    ],
    keywords: ['clients', 'client', 'customers', 'customer', 'buyers', 'leads', 'sell', 'selling', 'sales'],
    why: 'Buyers come through trust: people who have seen your work, heard of you from someone, or found you exactly when they needed you.',
    answer: (s) => [
      s.family === 'services'
        ? 'Clients come most often from referrals and from being visible where they look. Tell past clients and friends you are booking, and show finished projects with the result for the client.'
        : `Your first ${s.fans} are usually within two steps of you: friends of friends, local shops and communities, and people already following similar ${s.maker}s.`,
      s.audience
        ? `Be useful in the places, online and offline, where you meet ${s.audience}.`
        : 'Write down who bought or praised your work so far; what they have in common is your audience.',
    ],
    steps: (s) => [
      'Message ten people who know your work and say what you are looking for',
      `Share one finished ${s.piece} with the story of who it was for`,
      'Make a simple offer with a clear price and how to get it',
      'Ask every happy buyer or client for a referral',
    ],
  }),
  topic({
    id: 'collaboration',
    label: 'Collaborations',
    asks: [
      'how do I collaborate with other artists',
      'finding someone to collab with',
      'partnering with a local business',
    ],
    keywords: [
      'collab',
      'collabs',
      'collaborate',
      'collaboration',
      'collaborations',
      'partner',
      'partners',
      'team',
      'joint',
    ],
    why: 'A collaboration borrows trust: each side introduces the other to people who already like them.',
    answer: (s) => [
      `Collaborate with creators or businesses whose followers would love your work but who do not compete with you: a café for a potter, a poet for an illustrator.`,
      `Propose something small and concrete: a joint post, a shared giveaway, a co-made ${s.piece}, a live chat.`,
    ],
    steps: () => [
      'List five creators or businesses with a similar audience',
      'Engage with their posts for a week',
      'Send one a short message with one concrete idea',
      'Agree who posts what and when',
    ],
  }),
  topic({
    id: 'local_community',
    label: 'Local community',
    asks: ['how do I market locally', 'getting known in my town', 'selling to people nearby'],
    keywords: ['local', 'locally', 'town', 'city', 'neighbourhood', 'neighborhood', 'nearby', 'community'],
    why: 'Local people can see, touch and tell others about your work, and local press and shops love a local story.',
    answer: (s) => [
      `Locally, be where people gather: markets, cafés, libraries, community boards and local groups online.`,
      `Offer a café or shop a small display of your ${s.work}, give a talk or demo, and pitch the local paper a story.`,
    ],
    steps: () => [
      'List five local places your people visit',
      'Ask one to display or stock your work',
      'Join two local online groups and introduce yourself',
      'Pitch a short story to a local paper or newsletter',
    ],
  }),
];
