// Being seen: platforms, posts, video, hashtags, email and search.
import type { Say } from '../say.ts';
import { type Topic, topic } from '../topic.ts';

/** Where a piece of this craft begins: a book has a first draft, a song a first demo, not a sketch. */
const firstStageOf = (s: Say): string =>
  s.craft === 'writing'
    ? 'first draft'
    : s.craft === 'music'
      ? 'first demo'
      : s.craft === 'photography' || s.craft === 'film'
        ? 'first test shot'
        : s.craft === 'performance'
          ? 'first rehearsal'
          : 'first sketch';

const platformFit = (s: Say): string => {
  switch (s.craft) {
    case 'music':
      return 'For music, short video (TikTok, Reels or Shorts) finds new listeners, and Bandcamp and your email list keep them.';
    case 'writing':
      return 'For writers, a newsletter is the home base; Instagram or TikTok book communities find new readers, and Goodreads keeps them.';
    case 'photography':
    case 'graphic_design':
      return 'For client work, Instagram shows the work, LinkedIn and referrals bring the bookings, and a portfolio site closes them.';
    case 'film':
      return 'For film, YouTube is the home of your work and Instagram or TikTok carry the trailers and behind-the-scenes clips.';
    case 'performance':
      return 'For performers, short clips on Instagram or TikTok show your act, and a booking page with a showreel gets the gigs.';
    default:
      return 'For visual and handmade work, Instagram and Pinterest show the work well, and Etsy or your own shop handles the sales.';
  }
};

export const channelTopics: readonly Topic[] = [
  topic({
    id: 'platform_choice',
    label: 'Choosing your platforms',
    asks: [
      'which platform should I focus on',
      'is instagram or tiktok better for me',
      'where should I post my work',
      'do I need to be on every social network',
      'best social media for my craft',
      'is tiktok worth it for me',
      'should I bother with pinterest',
      'should I be on linkedin too',
      'is linkedin worth the effort',
    ],
    keywords: [
      'platform',
      'platforms',
      'network',
      'networks',
      'threads',
      'bluesky',
      'instagram',
      'tiktok',
      'facebook',
      'linkedin',
      'twitter',
    ],
    why: 'One channel done well beats five done thinly; reach comes from consistency, and consistency needs a manageable load.',
    answer: (s) => [
      platformFit(s),
      'Pick one main platform where your people already spend time and one place you own (an email list or a website), and do those two well for three months.',
      s.weekly
        ? `With about ${s.weekly} a week, two channels is the sensible limit.`
        : 'How many hours a week you can give decides how many channels you can keep up; two is a good start.',
    ],
    steps: () => [
      'Write down where your last ten buyers or fans found you',
      'Choose one main platform and one owned channel',
      'Pause or park the other accounts with a link to the main one',
      'Review the choice after three months of steady posting',
    ],
  }),
  topic({
    id: 'social_media_growth',
    label: 'Growing your following',
    asks: [
      'how do I get more followers',
      'my account is not growing',
      'growing an audience from zero',
      'how to go viral',
      'gain followers as a small creator',
    ],
    keywords: [
      'followers',
      'follower',
      'grow',
      'growth',
      'growing',
      'viral',
      'following',
      'audience',
      'big',
      'bigger',
      'bigger account',
    ],
    why: 'Platforms show posts to more people when early viewers save, share or watch to the end, so usefulness beats polish.',
    answer: (s) => [
      `Grow on one channel first: ${s.channel}. Post ${s.cadence}, mixing process posts, finished ${s.work}, and the story behind ${s.project}.`,
      'Judge each post by saves, shares and follows, not likes, and make more of what gets them.',
      s.audience
        ? `Spend ten minutes a day in the conversations of accounts that already reach ${s.audience}.`
        : 'Spend ten minutes a day commenting on accounts that people who like your kind of work already follow.',
    ],
    steps: (s) => [
      `Rewrite your ${s.channel} bio: what you make, for whom, and one call to action`,
      `Plan four weeks of posts, ${s.cadence}`,
      `Film one process video for ${s.project} this week`,
      'Check which three posts brought the most follows and make more like them',
    ],
    often: (s) =>
      s.weekly
        ? `Post ${s.cadence}; that fits the ${s.weekly} a week you have.`
        : `Post ${s.cadence} to start; once you know your weekly time, size it to that.`,
  }),
  topic({
    id: 'short_video',
    label: 'Short video and Reels',
    asks: [
      'should I make reels or tiktoks',
      'short form video ideas for my craft',
      'how long should my videos be',
      'I hate making videos but everyone says I should',
    ],
    keywords: ['video', 'videos', 'reels', 'reel', 'tiktoks', 'shorts', 'film', 'filming', 'clip', 'clips'],
    why: 'Short video is where platforms show new accounts to strangers, and process footage is easy for creatives to make.',
    answer: (s) => [
      `Short video reaches people who do not follow you yet. Process footage works best: 7-15 seconds of ${s.work} coming together, with the finished result at the end.`,
      'Hook in the first second with movement or a question, add on-screen text, and post the same clip to Reels, TikTok and Shorts.',
      s.experience === 'beginner' && 'Your phone and a window are all the kit you need.',
    ],
    steps: (s) => [
      'Prop your phone up and film your next working session in short clips',
      `Cut one 10-second video that ends on the finished ${s.piece}`,
      'Add a one-line caption as on-screen text in the first second',
      'Post it on two platforms and compare how many watched to the end',
    ],
    often: (s) =>
      s.weekly
        ? `Two or three short videos a week is plenty with ${s.weekly} a week; batch-film them in one session.`
        : 'Two short videos a week is a good start; batch-film them in one session.',
  }),
  topic({
    id: 'showing_face',
    label: 'Showing your face on camera',
    asks: [
      'do I have to show my face',
      'I am camera shy',
      'faceless content for an introvert',
      'feel awkward talking to the camera',
    ],
    keywords: ['face', 'faceless', 'camera', 'shy', 'introvert', 'on-camera', 'selfie', 'awkward'],
    why: 'People connect with people, but hands, voice and workspace build that connection too; showing your face helps yet is not required.',
    answer: (s) => [
      'You do not have to show your face. Hands at work, your voice over footage, your workspace and your handwriting all make the work feel personal.',
      `If you want to try, start with a few seconds at the end of a process clip, or a photo of you with a finished ${s.piece}.`,
      'Accounts that show the person behind the work usually grow faster, so add it when it feels right, not because you must.',
    ],
    steps: () => [
      'Film a process clip of only your hands this week',
      'Record a voice-over of one sentence about why you made it',
      'Post one photo of your workspace with a short story',
      'When ready, add two seconds of yourself at the end of a video',
    ],
  }),
  topic({
    id: 'hashtags',
    label: 'Hashtags',
    asks: [
      'which hashtags should I use',
      'how many hashtags per post',
      'do hashtags still work',
      'finding niche tags for my posts',
    ],
    keywords: ['hashtag', 'hashtags', 'tags', 'tagging', '#'],
    why: 'Hashtags now work mostly as labels that tell the platform what a post is about; a few precise ones beat thirty broad ones.',
    answer: (s) => [
      'Use three to five hashtags per post: one broad tag for your craft, two or three niche tags your buyers actually follow, and one community or event tag.',
      `Find niche tags by looking at what accounts similar to ${s.project} and their followers use, and skip tags with tens of millions of posts.`,
      'Keep a few tag sets in your notes and rotate them by topic.',
    ],
    steps: () => [
      'Collect 15 tags from five similar accounts and their engaged followers',
      'Sort them into broad, niche and community sets',
      'Use three to five per post and note which posts reach non-followers',
      'Drop tags that never bring reach after a month',
    ],
  }),
  topic({
    id: 'captions',
    label: 'Writing captions',
    asks: [
      'what should I write in my captions',
      'caption ideas for my posts',
      'how long should a caption be',
      'I never know what to say under a photo',
    ],
    keywords: ['caption', 'captions', 'text', 'write', 'wording'],
    why: 'The first line decides whether people tap "more"; a caption that tells one small story or asks one question earns replies.',
    answer: (s) => [
      `Write the first line as a hook (a surprising detail, a question, a small story), then one or two short paragraphs about the ${s.piece}, and end with one clear ask.`,
      'Talk to one person, not "everyone", and ask a question people can answer in a few words.',
      'Keep the hashtags at the end, three to five of them.',
    ],
    steps: (s) => [
      `Write five first lines for your next ${s.piece} and pick the strongest`,
      'Add one detail only you know (material, mistake, moment)',
      'End with a question or a clear call to action',
      'Read it aloud and cut every sentence you would not say',
    ],
  }),
  topic({
    id: 'best_times',
    label: 'When to post',
    asks: ['what is the best time to post', 'which day should I post on', 'when are my followers online'],
    keywords: ['time', 'times', 'when', 'schedule', 'day', 'morning', 'evening'],
    why: 'Posting when your followers are online gives a post its early interaction, which decides how far it travels.',
    answer: (s) => [
      'As a starting guess, post on weekdays mid-morning or early evening in your audience’s time zone.',
      `After a month, your own insights on ${s.channel} show when your followers are online: use those hours instead of general charts.`,
      'Consistency matters more than the exact hour.',
    ],
    steps: () => [
      'Post at the same two times for four weeks',
      'Open your insights and note the hours your followers are most active',
      'Move your posts to the best of those hours',
      'Schedule posts ahead so timing does not depend on your day',
    ],
  }),
  topic({
    id: 'content_ideas',
    label: 'Content ideas',
    asks: [
      'what should I post',
      'I ran out of ideas for posts',
      'give me content ideas',
      'post ideas for this week',
    ],
    keywords: ['ideas', 'idea', 'post', 'posts', 'content', 'inspiration'],
    why: 'A few recurring themes make posting easier and help people remember what you are about.',
    answer: (s) => [
      `Rotate a few themes: ${s.p.knowledge.pillars.join(', ')}.`,
      `Three ideas to start: show ${s.aPiece} from ${firstStageOf(s)} to finish, answer the question people ask you most, and tell the story behind ${s.project}.`,
      'Save every question people ask you; each one is a post.',
    ],
    steps: (s) => [
      'Write down ten questions people have asked about your work',
      'Turn three of them into posts this week',
      `Film one short process clip of ${s.aPiece}`,
      'Keep a running list of ideas in your phone notes',
    ],
    often: (s) => `Post ${s.cadence}, rotating the themes so no two posts in a row are alike.`,
  }),
  topic({
    id: 'engagement',
    label: 'Engagement and replies',
    asks: [
      'nobody comments on my posts',
      'how do I get more likes and comments',
      'engagement dropped',
      'how do I build a community around my work',
    ],
    keywords: ['engagement', 'comments', 'likes', 'interaction', 'community', 'replies', 'dms'],
    why: 'Replies and conversation tell the platform a post is worth showing, and they turn followers into people who care.',
    answer: (s) => [
      'Engagement grows from conversation: ask one easy question per post, reply to every comment within the first hour, and carry good conversations into messages.',
      'Spend ten minutes a day leaving real comments on other creators’ posts in your niche.',
      `Share the replies you get (with permission) to show ${s.project} has a community.`,
    ],
    steps: () => [
      'End your next three posts with a question answerable in a few words',
      'Reply to every comment within an hour of posting',
      'Leave five thoughtful comments a day on accounts in your niche',
      'Send a thank-you message to your most active followers',
    ],
  }),
  topic({
    id: 'holiday_content',
    label: 'Holiday and seasonal content',
    asks: [
      'christmas post ideas for my shop',
      'holiday season marketing plan',
      'black friday for small creatives',
      'valentines day content',
      'gift guide for the holidays',
      'seasonal posts for autumn',
      'mothers day promotion',
    ],
    keywords: [
      'christmas',
      'xmas',
      'holiday',
      'holidays',
      'seasonal',
      'season',
      'valentines',
      'valentine',
      'mothers',
      'fathers',
      'halloween',
      'easter',
      'thanksgiving',
      'festive',
      'gift',
      'gifts',
      'winter',
      'summer',
      'spring',
      'autumn',
      'fall',
    ],
    why: 'Around holidays people are looking for gifts and meaning; content that makes choosing easy and sets clear dates catches that intent.',
    answer: (s) => [
      s.free
        ? `As ${s.project} is free, use the season to share it widely: a holiday playlist or reading, a seasonal session, a reason to pass it on.`
        : s.family === 'objects'
          ? `Plan the season six weeks out: a gift guide of your ${s.work} at three price points, clear last order dates for delivery, and gift wrapping or a note as an extra.`
          : s.family === 'services'
            ? 'Sell gift vouchers and holiday sessions or packages, and announce the booking cut-off early.'
            : `Offer ${s.work} as gifts (signed copies, bundles, vouchers) and post seasonal stories about your work.`,
      `Mix ${s.free ? 'invitations' : 'sales posts'} with warmth: behind-the-scenes of the busy season, a thank-you to your ${s.fans}, a small tradition of yours.`,
      s.free
        ? 'Email your list first and ask them to pass it on to one person who would love it.'
        : 'Email your list first, then post; people buy early, so start before December for the winter holidays.',
    ],
    steps: (s) => [
      'Mark the last order or booking dates on your calendar and announce them',
      s.family === 'objects'
        ? `Make a gift guide with three ${s.work} at three prices`
        : 'Create a gift voucher or gift bundle',
      'Plan one behind-the-scenes and one thank-you post for the season',
      'Email your list a week before your social posts',
    ],
  }),
  topic({
    id: 'youtube',
    label: 'YouTube',
    asks: ['should I start a youtube channel', 'long videos on youtube for my work', 'growing on youtube'],
    keywords: ['youtube', 'vlog', 'vlogs', 'channel', 'subscribers'],
    why: 'YouTube is a search engine: a useful video keeps bringing viewers for years, unlike a post that fades in a day.',
    answer: (s) => [
      `YouTube rewards useful, searchable videos: how you make ${s.aPiece}, studio tours, or answers to beginner questions in your craft.`,
      'Start with Shorts cut from your process footage, then one longer video a month on a question people search for.',
      'Titles and thumbnails matter as much as the video: name the question the viewer has.',
    ],
    steps: () => [
      'Search YouTube for questions about your craft and note gaps',
      'Post three Shorts from footage you already have',
      'Plan one 6-10 minute video answering a common question',
      'Add a link to your shop or list in every description',
    ],
  }),
  topic({
    id: 'pinterest',
    label: 'Pinterest',
    asks: [
      'is pinterest good for artists',
      'how do I use pinterest to drive sales',
      'pins that bring traffic',
    ],
    keywords: ['pinterest', 'pins', 'pin'],
    why: 'Pinterest is a visual search engine; a pin keeps bringing visitors for months, which suits work people plan to buy.',
    answer: (s) => [
      `Pinterest works like search: people plan purchases there, so pins of ${s.work} with clear titles send visitors to your shop or site for months.`,
      'Use tall images, describe each pin with the words people search, and link every pin to a page where they can buy or sign up.',
    ],
    steps: () => [
      'Set up a business account and claim your website',
      'Create boards named the way buyers search',
      'Pin five tall images of your best work with keyword-rich descriptions',
      'Add a few fresh pins each week',
    ],
  }),
  topic({
    id: 'live_streaming',
    label: 'Going live',
    asks: ['should I go live on instagram', 'live streaming my process', 'ideas for a live session'],
    keywords: ['live', 'livestream', 'livestreams', 'streaming', 'twitch'],
    why: 'Live sessions build closeness fast: viewers can ask questions and see the real you, and the replay keeps working afterwards.',
    answer: (s) => [
      `A live session works best with a plan: make ${s.aPiece} live, answer questions, or do a studio tour, for 20-30 minutes.`,
      'Announce it a few days ahead, go live at the same time each week, and save the replay.',
      s.free && `Play or read from ${s.project} live and point people to where they can get it.`,
    ],
    steps: () => [
      'Pick a simple live format and a date',
      'Announce it three days ahead and again an hour before',
      'Prepare three questions to answer in case nobody asks any',
      'Save the replay and cut one short clip from it',
    ],
  }),
  topic({
    id: 'repurposing',
    label: 'Repurposing content',
    asks: [
      'how do I reuse my content on different platforms',
      'posting the same thing everywhere',
      'turning one video into many posts',
    ],
    keywords: [
      'repurpose',
      'repurposing',
      'reuse',
      'crosspost',
      'cross-post',
      'recycle',
      'same',
      'everywhere',
    ],
    why: 'Most followers miss most posts; reusing one good piece in several forms saves time and reaches more people.',
    answer: () => [
      'Make one thing well and cut it several ways: one process session gives a short video, a carousel of stills, a story and a newsletter paragraph.',
      'Repost your best posts every few months; most of your followers have not seen them.',
    ],
    steps: () => [
      'Pick your best post of the last three months',
      'Turn it into two other formats',
      'Schedule them on a second platform',
      'Make a folder of evergreen posts to reuse',
    ],
  }),
  topic({
    id: 'reach_drop',
    label: 'When reach drops',
    asks: [
      'my reach suddenly dropped',
      'the algorithm hates me',
      'why are my views so low lately',
      'shadowbanned?',
    ],
    keywords: ['algorithm', 'reach', 'views', 'shadowban', 'shadowbanned', 'dropped', 'impressions'],
    why: 'Reach moves with the platform’s format priorities and your posting rhythm, so small tests tell you more than guessing.',
    answer: (s) => [
      'Reach drops are usually a change in what the platform pushes (often video) or a change in your rhythm, rarely a ban.',
      `Compare your last ten posts: format, time, topic. Then test one change at a time for two weeks on ${s.channel}.`,
      'An email list is the best insurance: nothing can turn down your reach there.',
    ],
    steps: () => [
      'List your last ten posts with reach, format and topic',
      'Post the best-performing format twice more this week',
      'Check your account status page for any restriction',
      'Invite followers to your email list',
    ],
  }),
  topic({
    id: 'bio',
    label: 'Your profile bio',
    asks: [
      'what should my instagram bio say',
      'help me write my bio',
      'profile description for my artist page',
    ],
    keywords: ['bio', 'profile', 'about', 'description'],
    why: 'A visitor decides within seconds whether to follow; a bio that says what you make and for whom answers that at once.',
    answer: (s) => [
      `Say what you make and for whom in one line, add one line of proof or personality, and end with one link and a reason to click.`,
      s.usp
        ? `You could draw on what you wrote sets your work apart: ${s.usp}.`
        : `Name what makes your ${s.work} different in a few words.`,
      'Use words people would search, not only clever ones.',
    ],
    steps: (s) => [
      `Write three versions of the first line about ${s.project}`,
      'Add a link to the one place you most want people to go',
      'Pin three posts that show your best work and your story',
      'Ask a friend to read it and say what you make',
    ],
  }),
  topic({
    id: 'email_list',
    label: 'Email newsletters',
    asks: [
      'should I start a newsletter',
      'how do I get people on my mailing list',
      'what do I write in my newsletter',
      'building an email list from scratch',
      'mailchimp or substack',
    ],
    keywords: [
      'newsletter',
      'newsletters',
      'email',
      'emails',
      'mailing',
      'subscribers',
      'mailchimp',
      'substack',
      'list',
    ],
    why: 'Email reaches everyone who signed up, with no algorithm between you, and email readers buy far more often than followers.',
    answer: (s) => [
      `An email list is the one audience you own. Offer a small reason to join (early access, a studio note, a free ${s.free ? 'track or chapter' : 'wallpaper or guide'}), put the sign-up in every bio, and write when you have something real to share.`,
      `Each issue needs one story, one picture of new ${s.work} and one clear link.`,
    ],
    steps: () => [
      'Set up a free email tool and a sign-up form',
      'Create a small sign-up thank-you',
      'Put the sign-up link in every bio and at every sale',
      'Send the first issue to even ten people',
    ],
    often: () => 'Once or twice a month is enough for most creatives; regular beats frequent.',
  }),
  topic({
    id: 'seo',
    label: 'Search and SEO',
    asks: [
      'how do I show up on google',
      'seo for my portfolio site',
      'getting found in search',
      'keywords for my website',
    ],
    keywords: ['seo', 'google', 'search', 'keywords', 'ranking', 'rank'],
    why: 'Search brings people who are already looking for what you make, and a good page keeps ranking for years.',
    answer: (s) => [
      `Search works on the words people type. Use them in your page titles, headings and image descriptions: what you make, the style and the place ("handmade ${s.piece} in your town").`,
      'One page per main offer, a short about page and a blog post answering a common question do more than constant tweaks.',
      'Add your business to map listings if you sell or work locally.',
    ],
    steps: () => [
      'List ten phrases a buyer would search for your work',
      'Put the top phrase in the title and first heading of your main page',
      'Write alt text for every image of your work',
      'Write one page answering a common buyer question',
    ],
  }),
  topic({
    id: 'paid_ads',
    label: 'Paid ads',
    asks: [
      'are facebook ads worth it',
      'is boosting a post worth the money',
      'how much to spend on instagram ads',
    ],
    keywords: ['ads', 'ad', 'advertising', 'boost', 'boosting', 'sponsored', 'paid', 'promote'],
    why: 'Ads amplify what already works; behind a post nobody engages with organically, they buy attention that does not convert.',
    answer: (s) => [
      s.noBudget
        ? 'You said you have no budget for this, so skip paid promotion for now: collaborations, email and steady posting bring people for free.'
        : s.hasBudget
          ? `With your budget, test small: put $5-10 a day behind a post that already performed well, for a week, and keep it only if it brings ${s.fans} at a cost you can afford.`
          : 'If you have a little budget, boost only posts that already did well organically, for a few days at a time; without a budget, collaborations and email bring people for free.',
      'Ads need a clear destination: a shop page, a sign-up or a booking form.',
    ],
    steps: (s) => [
      'Find your best organic post of the last two months',
      s.noBudget
        ? 'Plan a collaboration instead of an ad this month'
        : 'Set a small daily budget and an end date',
      'Send people to one page with one action',
      'Compare the cost per sign-up or sale with what one is worth to you',
    ],
  }),
  topic({
    id: 'analytics',
    label: 'Reading your numbers',
    asks: [
      'which metrics should I track',
      'how do I read my instagram insights',
      'is my marketing working',
      'what numbers matter',
    ],
    keywords: [
      'analytics',
      'insights',
      'metrics',
      'numbers',
      'stats',
      'statistics',
      'track',
      'tracking',
      'data',
      'working',
      'results',
      'measure',
    ],
    why: 'A few numbers tracked monthly show what to do more of; vanity numbers such as likes rarely predict sales.',
    answer: (s) => [
      `Track a few numbers monthly: reach to non-followers, saves and shares, profile visits, link clicks, email sign-ups and ${s.free ? 'plays or downloads' : 'sales or bookings'}.`,
      'Look for the three posts that did best and ask why; then make more like them.',
    ],
    steps: () => [
      'Make a simple monthly table of five numbers',
      'Fill it in for last month',
      'Mark your three best posts and what they share',
      'Set one number to improve next month',
    ],
  }),
  topic({
    id: 'influencers',
    label: 'Working with influencers',
    asks: [
      'should I send my products to influencers',
      'reaching out to bigger accounts',
      'micro influencer for a small brand',
    ],
    keywords: ['influencer', 'influencers', 'creators', 'gifting', 'ambassador', 'ambassadors'],
    why: 'A recommendation from someone trusted transfers that trust; small, well-matched accounts often convert better than big ones.',
    answer: (s) => [
      `Look for small accounts (a few thousand followers) whose followers look like ${s.audience ?? `your ${s.fans}`}, and who already talk about work like yours.`,
      'Gift with no strings, write a personal message, and only ask for a post after they have enjoyed it.',
    ],
    steps: () => [
      'List ten small accounts whose followers would love your work',
      'Engage genuinely with their posts for two weeks',
      'Send a personal message offering a gift',
      'Track which ones bring visits with a personal link or code',
    ],
  }),
];
