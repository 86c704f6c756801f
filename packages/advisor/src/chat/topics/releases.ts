// Putting something new out: launches, releases, books, funding from fans, reviews.
import { type Topic, topic } from '../topic.ts';

export const releaseTopics: readonly Topic[] = [
  topic({
    id: 'launch',
    label: 'Launching',
    asks: [
      'how do I launch my new collection',
      'launch plan for my project',
      'announcing something new',
      'build hype before release day',
    ],
    keywords: [
      'launch',
      'launching',
      'launches',
      'announce',
      'announcement',
      'hype',
      'debut',
      'drop',
      'release',
    ],
    why: 'A launch works when people were waiting for it: weeks of teasing and a clear date turn attention into action on the day.',
    answer: (s) => [
      `Launch ${s.project} in three parts: four weeks of teasing (process, sneak peeks, the story), a launch day with one clear action, and two weeks of follow-up posts.`,
      s.free
        ? 'The action is to listen, read or share; ask people to save it and pass it on.'
        : s.family === 'services'
          ? 'The action is to book: open a limited number of launch slots.'
          : 'The action is to buy: give early buyers a small reason to act on the day.',
      'Tell your email list first; they are the most likely to act.',
    ],
    steps: () => [
      'Set the launch date and work back four weeks',
      'Plan three teaser posts and one behind-the-scenes video',
      'Write the launch email and the launch post',
      'Ask five friends or fans to share on the day',
    ],
  }),
  topic({
    id: 'streaming_release',
    label: 'Releasing music on streaming',
    asks: [
      'putting a single out on spotify',
      'release strategy for an EP',
      'promoting a new song',
      'distribution for my album',
    ],
    keywords: [
      'spotify',
      'single',
      'singles',
      'ep',
      'album',
      'song',
      'songs',
      'track',
      'tracks',
      'distributor',
      'distrokid',
      'streams',
      'streaming',
      'apple',
    ],
    why: 'Streaming platforms favour songs that get saves and playlist adds in the first weeks, which needs fans ready before release day.',
    answer: (s) => [
      s.craft === 'music'
        ? `Upload ${s.project} through a distributor at least four weeks before release, so you can pitch it to editorial playlists and set up a pre-save.`
        : 'For a release on streaming, upload through a distributor at least four weeks ahead and set up a pre-save.',
      s.free
        ? 'As it is free, measure success in saves, follows and sign-ups, not sales; ask listeners to save it and follow you.'
        : 'Release singles every six to eight weeks rather than everything at once; each one gives you a new reason to post.',
      'Make a short video for each song and post it in the week before and after release.',
    ],
    steps: () => [
      'Set a release date four or more weeks out and upload the track',
      'Pitch the song to editorial playlists from your artist dashboard',
      'Share a pre-save link with your list and followers',
      'Post three short clips of the song around release week',
    ],
  }),
  topic({
    id: 'playlist_pitching',
    label: 'Playlist pitching',
    asks: [
      'getting songs onto playlists',
      'pitching to independent playlist curators',
      'editorial playlist pitch',
    ],
    keywords: ['playlist', 'playlists', 'curator', 'curators', 'pitch', 'pitching', 'editorial'],
    why: 'Playlists put your song in front of listeners already choosing your genre; curators pick songs that fit their list’s mood.',
    answer: () => [
      'Pitch each release to editorial playlists through your artist dashboard at least a week before release, with genre, mood and the story of the song.',
      'For independent curators, find playlists that already feature artists like you and write a short personal note; avoid paid playlist services that promise numbers.',
    ],
    steps: () => [
      'Find ten independent playlists with artists like you',
      'Write a three-sentence pitch: sound, story, similar artists',
      'Send personal pitches a week after release',
      'Thank curators who add you and share their playlist',
    ],
  }),
  topic({
    id: 'book_launch',
    label: 'Book launches',
    asks: [
      'marketing a first novel',
      'planning a book launch event',
      'promoting a self-published book',
      'getting readers for my book',
    ],
    keywords: [
      'book',
      'books',
      'novel',
      'novels',
      'author',
      'authors',
      'reader',
      'readers',
      'kindle',
      'ebook',
      'poetry',
      'chapbook',
      'memoir',
    ],
    why: 'A book sells through readers who talk about it; early reviews and a launch week concentrated in time make stores and readers notice.',
    answer: (s) => [
      `Start building readers for ${s.project} before it is out: a newsletter, a page on Goodreads or similar, and posts about the world of the book.`,
      'Line up early readers for reviews, plan a launch event (a bookshop, a library or online), and focus your promotion on launch week.',
      s.audience
        ? `Find where ${s.audience} talk about books, such as reading groups and bookish accounts, and join in as a reader first.`
        : 'Not sure who your readers are yet? Look at who reads two or three comparable books, and where they talk about them.',
    ],
    steps: () => [
      'Name two or three comparable titles and their readers',
      'Set up a newsletter with a free short story or chapter',
      'Recruit early readers for reviews',
      'Book one launch event and announce it six weeks ahead',
    ],
  }),
  topic({
    id: 'arc_readers',
    label: 'Early readers (ARCs)',
    asks: [
      'recruiting ARC readers',
      'advance review copies',
      'beta readers for my manuscript',
      'getting early reviews for my book',
    ],
    keywords: ['arc', 'arcs', 'advance', 'beta', 'netgalley', 'booksprout'],
    why: 'Reviews on launch day give new readers the social proof they look for before buying an unknown author.',
    answer: () => [
      'Send advance copies to readers six to eight weeks before launch and ask them to post an honest review in launch week.',
      'Find them through your newsletter, reading communities and ARC services; ask for interest with a short form.',
      'Beta readers are different: they read a draft to help you improve it, before the book is final.',
    ],
    steps: () => [
      'Make a sign-up form for early readers',
      'Share it with your newsletter and reading communities',
      'Send copies with a clear review date and where to post',
      'Remind them kindly in launch week and thank every reviewer',
    ],
  }),
  topic({
    id: 'crowdfunding',
    label: 'Crowdfunding',
    asks: [
      'should I run a kickstarter',
      'crowdfunding campaign tips',
      'how much should I ask for on indiegogo',
    ],
    keywords: [
      'kickstarter',
      'indiegogo',
      'crowdfunding',
      'crowdfund',
      'backers',
      'campaign',
      'pledge',
      'pledges',
      'gofundme',
    ],
    why: 'Campaigns are funded mostly by people who already know you; the first days decide whether strangers join in.',
    answer: (s) => [
      `Crowdfunding works when you already have people waiting: about a third of the goal usually comes from your own circle in the first 48 hours.`,
      `Build the list for ${s.project} first, set the lowest goal that makes the project happen, and offer rewards that are easy to fulfil.`,
      s.stage === 'idea' && 'At the idea stage, gather email sign-ups for the campaign before you launch it.',
    ],
    steps: () => [
      'Gather email addresses of people interested in the campaign',
      'Calculate the minimum goal including fees, rewards and shipping',
      'Make a short video and three reward tiers',
      'Line up 20 people to back it in the first day',
    ],
  }),
  topic({
    id: 'memberships',
    label: 'Memberships and Patreon',
    asks: [
      'patreon for a small creator',
      'is ko-fi worth it',
      'monthly supporters for my art',
      'what to offer paid subscribers',
    ],
    keywords: [
      'patreon',
      'ko-fi',
      'kofi',
      'membership',
      'memberships',
      'supporters',
      'subscription',
      'subscriptions',
      'patrons',
      'tiers',
      'tip',
      'tips',
    ],
    why: 'Members pay for closeness and regular value; a membership works once you have a group who already follows your work closely.',
    answer: (s) => [
      'A membership works when enough people already want more of you. As a rule of thumb, 1-5% of an engaged audience becomes paying members.',
      `Offer what is easy to keep up: behind-the-scenes of ${s.project}, early access, a monthly extra. Start with one or two tiers.`,
      s.stage === 'idea' || s.experience === 'beginner'
        ? 'While your audience is small, a one-off tip jar is easier to start; add a membership later.'
        : 'Ask your most engaged followers what they would pay for before you launch.',
    ],
    steps: () => [
      'Ask your most engaged followers what they would value',
      'Pick one or two tiers you can deliver every month',
      'Prepare the first three months of member posts',
      'Announce it with a clear founding-member perk',
    ],
    often: () => 'Post for members on a fixed rhythm, weekly or monthly, that you can keep for a year.',
  }),
  topic({
    id: 'reviews_testimonials',
    label: 'Reviews and testimonials',
    asks: [
      'how do I get more reviews',
      'asking clients for testimonials',
      'using customer feedback in marketing',
    ],
    keywords: ['testimonial', 'testimonials', 'reviews', 'stars', 'ratings', 'rating', 'social proof'],
    why: 'New buyers trust other buyers more than they trust you, so a few specific reviews lower the risk of buying.',
    answer: (s) => [
      `Ask for a review at the happiest moment: when ${s.aPiece} arrives, at the end of a session, or after a compliment.`,
      'Make it easy with one direct link and a question ("what did you like most?"), and share the best ones as posts and on your site.',
    ],
    steps: () => [
      'Write a short, friendly review request with one link',
      'Send it to your last ten buyers or clients',
      'Turn the three best reviews into posts',
      'Add reviews near the buy or book button on your site',
    ],
  }),
];
