// The 90-day roadmap as data: for each project stage three phases of steps, each step a small
// set of tasks. Placeholders: {project}, {audience}, {maker}, {work}, {piece}, {usp}, {channel},
// {channel2}, {idea} (a post idea for this creative type), {pillars}, {offer}.
import type { ProjectStage, TaskCategory, TaskPriority } from '@market-muse/contracts';

export interface TaskTemplate {
  readonly title: string;
  readonly description: string;
  readonly category: TaskCategory;
  readonly priority: TaskPriority;
  /** Minutes for someone with 3-5 hours a week; scaled for other time budgets. */
  readonly minutes: number;
}

export interface StepTemplate {
  readonly title: string;
  readonly description: string;
  readonly tasks: readonly TaskTemplate[];
  /** Basics an advanced creative has usually done already. */
  readonly basic?: boolean;
  /** Needs money to carry out. */
  readonly paid?: boolean;
}

export const t = (
  title: string,
  description: string,
  category: TaskCategory,
  priority: TaskPriority,
  minutes: number,
): TaskTemplate => ({ title, description, category, priority, minutes });

export const steps = {
  learn_basics: {
    title: 'Learn the basics of {channel}',
    description: 'A short study sprint so your first weeks of posting are not guesswork.',
    basic: true,
    tasks: [
      t(
        'Study 3 {maker}s a step ahead of you',
        'Note what they post, how often, and which posts get comments rather than likes.',
        'learning',
        'high',
        45,
      ),
      t(
        'Block a weekly marketing slot',
        'Put a recurring slot in your calendar for marketing {project} and protect it like a client meeting.',
        'planning',
        'high',
        10,
      ),
      t(
        'Read how {channel} ranks posts',
        'Learn the 3 signals {channel} rewards most (saves, shares, watch time) so you know what to aim for.',
        'learning',
        'medium',
        30,
      ),
    ],
  },
  define_audience: {
    title: 'Define who {project} is for',
    description: 'A clear picture of {audience} makes every later post and message easier.',
    tasks: [
      t(
        'Describe your ideal buyer for {project}',
        'One paragraph on the person most likely to buy {project} among {audience}: what they want, where they spend time online, what stops them buying.',
        'planning',
        'high',
        30,
      ),
      t(
        'Listen to 10 people from your audience',
        'Find 10 people among {audience} on {channel} or in forums and note the words they use about {work}. Reuse those words in your captions.',
        'learning',
        'medium',
        45,
      ),
      t(
        'Write the one-sentence pitch for {project}',
        'Write one sentence in this pattern: "[Project] helps [who] to [do what], unlike [the alternative], because [what sets it apart]." Keep it under 25 words and use it in your bio.',
        'branding',
        'high',
        30,
      ),
    ],
  },
  validate_idea: {
    title: 'Test demand for {project}',
    description: 'Cheap evidence that people want it, before you spend more time or money.',
    tasks: [
      t(
        'Ask 5 people 3 questions',
        'Ask 5 people among {audience}: what they currently buy instead, what frustrates them about it, and what they would pay. Write down the answers word for word.',
        'sales',
        'high',
        60,
      ),
      t(
        'Post a teaser poll on {channel}',
        'Share a sketch or draft of {project} and ask which version people prefer. Count the replies: that is your first demand signal.',
        'social_media',
        'medium',
        30,
      ),
      t(
        'Open a waitlist for {project}',
        'Create a simple sign-up page (a free form or newsletter page works) and link it from your bio.',
        'sales',
        'high',
        60,
      ),
    ],
  },
  profile_setup: {
    title: 'Make your {channel} profile convert',
    description:
      'Visitors decide in seconds whether to follow; your profile must say what you do and what to do next.',
    basic: true,
    tasks: [
      t(
        'Rewrite your {channel} bio',
        'State what you make, who it is for ({audience}) and one call to action, e.g. "Join the waitlist for {project}".',
        'branding',
        'high',
        20,
      ),
      t(
        'Pin your 3 strongest posts',
        'Pin posts that show your best {work}, your face or process, and an offer, so a new visitor understands you in one glance.',
        'social_media',
        'medium',
        20,
      ),
      t(
        'Add one link that captures emails',
        'Point your bio link at a sign-up or shop page for {project}, not a generic homepage.',
        'marketing',
        'high',
        15,
      ),
    ],
  },
  brand_basics: {
    title: 'Set a simple, recognisable look',
    description: 'Consistent visuals let people recognise your posts before they see your name.',
    basic: true,
    tasks: [
      t(
        'Choose 3 brand words',
        'Pick 3 words for how {project} should feel and check every future post against them.',
        'branding',
        'medium',
        20,
      ),
      t(
        'Pick colours, fonts and photo style',
        'Choose 2-3 colours, one font pairing and one photo style (light, background, framing) for {project}.',
        'branding',
        'medium',
        45,
      ),
      t(
        'Make 2 reusable post templates',
        'One for announcements and one for tips, in your colours, so posting takes minutes instead of hours.',
        'content',
        'low',
        45,
      ),
    ],
  },
  email_setup: {
    title: 'Start an email list you own',
    description:
      'Followers belong to the platform; subscribers belong to you. Every launch sells mostly through email.',
    tasks: [
      t(
        'Set up a free newsletter for {project}',
        'Create a free account with a newsletter tool and a sign-up page for {project}.',
        'email',
        'high',
        30,
      ),
      t(
        'Create a sign-up incentive for {audience}',
        'Offer {audience} something worth an email address: early access, a behind-the-scenes look, a discount or a free download.',
        'email',
        'high',
        60,
      ),
      t(
        'Write your welcome email',
        'Introduce yourself, the story of {project} and what subscribers will get. End with a question they can reply to.',
        'email',
        'medium',
        45,
      ),
    ],
  },
  content_system: {
    title: 'Build a content routine you can keep',
    description: 'A repeatable plan beats bursts of inspiration: decide once, then produce in batches.',
    tasks: [
      t(
        'Choose your {channel} content pillars',
        'Rotate between these themes: {pillars}. Write 3 post ideas for each.',
        'planning',
        'high',
        30,
      ),
      t(
        'Batch-create a week of posts',
        'Make several posts in one sitting, starting with: {idea}.',
        'content',
        'high',
        90,
      ),
      t(
        'Schedule the week on {channel}',
        'Schedule the batch for the best windows on {channel} so you are free to engage instead of posting live.',
        'content',
        'medium',
        30,
      ),
    ],
  },
  consistent_posting: {
    title: 'Post on {channel} every week',
    description: 'Consistency trains both the algorithm and {audience} to expect you.',
    tasks: [
      t('Publish a process post', 'Post this idea on {channel}: {idea}', 'content', 'high', 60),
      t(
        'Publish a story behind {project}',
        'Tell one short story about why {project} exists or who it is for; end with a question.',
        'content',
        'medium',
        45,
      ),
      t(
        'Find your best post of the month',
        "Sort last month's posts by saves and shares, not likes. Make one more post in the same format.",
        'learning',
        'medium',
        20,
      ),
    ],
  },
  engage_daily: {
    title: 'Show up where your audience already is',
    description: 'Conversations grow an audience faster than broadcasting, especially for small accounts.',
    tasks: [
      t(
        'Reply to every comment and message',
        'Answer each comment on your posts within 24 hours with more than an emoji; ask a follow-up question.',
        'engagement',
        'high',
        15,
      ),
      t(
        'Leave 10 thoughtful comments',
        'Comment on posts from accounts followed by {audience}. Add something useful: a tip, an experience, a question.',
        'engagement',
        'medium',
        20,
      ),
      t(
        'Join 2 communities of your audience',
        'Find 2 groups or forums popular with {audience} and introduce yourself without selling.',
        'networking',
        'medium',
        30,
      ),
    ],
  },
  build_in_public: {
    title: 'Share the making of {project}',
    description: 'People who watched something being made feel part of it, and buy it when it is ready.',
    tasks: [
      t(
        'Post a progress update on {project}',
        'Show where {project} stands this week: one thing that worked and one that did not.',
        'content',
        'high',
        45,
      ),
      t(
        'Ask your audience to choose',
        'Show two options (colour, title, cover, version) and let {audience} vote. Announce the winner.',
        'engagement',
        'medium',
        30,
      ),
      t(
        'Email your list a behind-the-scenes note',
        'Send subscribers something followers do not see: a draft, a sketch, a number.',
        'email',
        'medium',
        45,
      ),
    ],
  },
  collaborate: {
    title: 'Borrow an audience through collaboration',
    description:
      'Creators can introduce {project} with trust you cannot buy when they already have a following among {audience}.',
    tasks: [
      t(
        'List 5 creators who reach {audience}',
        'Find 5 creators or small businesses with a similar audience and a similar or slightly larger following.',
        'networking',
        'medium',
        30,
      ),
      t(
        'Pitch one joint piece of content',
        'Propose something specific that helps both audiences: a swap, a joint live, a giveaway, a feature.',
        'networking',
        'high',
        30,
      ),
      t(
        'Create and publish the collaboration',
        'Make the joint content and both share it in the same week.',
        'content',
        'medium',
        90,
      ),
    ],
  },
  second_channel: {
    title: 'Repurpose for {channel2}',
    description: 'Your best content on {channel} can reach new people on {channel2} for little extra work.',
    tasks: [
      t(
        'Set up your {channel2} profile',
        'Reuse your bio, pitch and link so the two channels feel like one brand.',
        'social_media',
        'medium',
        30,
      ),
      t(
        'Repurpose your 3 best posts',
        "Adapt your 3 best-performing {channel} posts to {channel2}'s format and post them a few days apart.",
        'content',
        'medium',
        60,
      ),
      t(
        'Compare the two channels after 2 weeks',
        'Check which channel brought more profile visits, sign-ups or sales per hour spent; put your time where it pays.',
        'learning',
        'low',
        20,
      ),
    ],
  },
  launch_plan: {
    title: 'Plan the launch of {project}',
    description: 'A launch is a short, planned campaign with a date, an offer and a sequence of messages.',
    tasks: [
      t(
        'Set the launch date and offer for {project}',
        'Pick a date 3-4 weeks out and a launch-only reason to buy now (early price, bonus, limited edition).',
        'planning',
        'high',
        45,
      ),
      t(
        'Write the 3-email launch sequence for {project}',
        'Announcement, reminder with the story behind {project}, last-chance email 24 hours before the offer ends.',
        'email',
        'high',
        120,
      ),
      t(
        'Plan 10 launch posts for {channel}',
        'Plan teaser, behind-the-scenes, testimonial, launch-day and last-chance posts for {channel}.',
        'content',
        'high',
        60,
      ),
    ],
  },
  pre_launch: {
    title: 'Build anticipation',
    description:
      'The people who hear about {project} several times before launch day are the ones who buy on it.',
    tasks: [
      t(
        'Start a 7-day {channel} countdown',
        'Post a daily teaser on {channel} for the 7 days before launch, each showing one detail of {project}.',
        'social_media',
        'high',
        30,
      ),
      t(
        'Give your email list early access to {project}',
        'Email subscribers a private preview or an early-bird window 48 hours before the public launch.',
        'email',
        'high',
        45,
      ),
      t(
        'Line up 3 early reactions to {project}',
        'Send {project} to 3 people among {audience} and ask for a short honest reaction you may quote.',
        'sales',
        'medium',
        45,
      ),
    ],
  },
  launch_week: {
    title: 'Launch week',
    description: 'Concentrate your effort: most launch sales happen on the first and the last day.',
    tasks: [
      t(
        'Announce {project} on {channel} and by email',
        'Post on {channel} and send the launch email on the same morning. Lead with who {project} is for and what sets it apart.',
        'marketing',
        'high',
        60,
      ),
      t(
        'Message 20 people personally',
        'Send a personal note to 20 people who showed interest. Personal messages convert far better than posts.',
        'sales',
        'high',
        60,
      ),
      t(
        'Answer questions live',
        'Go live or host a Q&A about {project}; collect the questions for your FAQ.',
        'engagement',
        'medium',
        45,
      ),
    ],
  },
  press_outreach: {
    title: 'Pitch blogs, podcasts and press',
    description:
      'Borrowed trust: a feature introduces {project} to {audience} through a source they already follow.',
    tasks: [
      t(
        'List 10 outlets that cover {work}',
        'Find 10 blogs, podcasts, newsletters or local papers that cover {work} for {audience}.',
        'networking',
        'medium',
        45,
      ),
      t(
        'Write a short pitch with a hook',
        'Three sentences: the news, why their audience cares, what you offer (interview, images, sample).',
        'marketing',
        'high',
        45,
      ),
      t(
        'Send 5 pitches and follow up once',
        'Send personalised pitches and one polite follow-up a week later.',
        'networking',
        'medium',
        45,
      ),
    ],
  },
  paid_test: {
    title: 'Test paid promotion before scaling it',
    description: 'Paid reach only pays when it amplifies content already proven to work organically.',
    paid: true,
    tasks: [
      t(
        'Pick a proven post to promote',
        'Choose the post with the most saves or shares in the last 30 days.',
        'marketing',
        'medium',
        20,
      ),
      t(
        'Run a 7-day ad test',
        'Promote it to {audience} on {channel} at $5-10 a day with one clear action (sign up, shop, book).',
        'marketing',
        'high',
        45,
      ),
      t(
        'Judge the ad by cost per result',
        'Divide spend by sign-ups or sales. Keep it only if that beats what a customer is worth to you.',
        'learning',
        'high',
        30,
      ),
    ],
  },
  paid_scale: {
    title: 'Scale the campaigns that convert',
    description: 'Put more money only behind ads with a proven cost per sale or sign-up.',
    paid: true,
    tasks: [
      t(
        'Raise budget on the winning ad',
        'Increase spend by about 20% every few days while cost per result holds.',
        'marketing',
        'high',
        30,
      ),
      t(
        'Retarget warm visitors',
        'Show a reminder ad to people who visited your shop or watched most of a video.',
        'marketing',
        'medium',
        45,
      ),
      t(
        'Test a lookalike audience',
        'Build a lookalike from your buyers or subscribers and compare its cost per result.',
        'marketing',
        'medium',
        45,
      ),
    ],
  },
  review_metrics: {
    title: 'Measure what works',
    description: 'Decide with numbers: keep what brings sign-ups and sales, drop what only brings likes.',
    tasks: [
      t(
        'Export your last 30 days of results',
        'Note reach, saves, profile visits, sign-ups and sales per channel.',
        'learning',
        'high',
        30,
      ),
      t(
        'Find your top 3 posts',
        'Identify the 3 posts with most saves, shares or sign-ups and what they have in common.',
        'learning',
        'medium',
        30,
      ),
      t(
        'Stop one thing that does not work',
        'Drop the lowest-performing content type or channel and give its time to the best one.',
        'planning',
        'medium',
        15,
      ),
    ],
  },
  pricing_review: {
    title: 'Check your prices',
    description:
      'Underpricing is the most common reason creative work does not pay. Price from costs, then check the market.',
    tasks: [
      t(
        'Calculate a cost-based price for your {work}',
        'Materials + hours x hourly rate + overhead, plus profit. Compare with what you charge for {work} now.',
        'sales',
        'high',
        45,
      ),
      t(
        'Compare the prices of 5 {maker}s',
        'Note the prices of 5 {maker}s at a similar level and what is included.',
        'learning',
        'medium',
        30,
      ),
      t(
        'Add a premium option',
        'Offer one higher tier (bigger, faster, more personal) so buyers can choose up.',
        'sales',
        'medium',
        45,
      ),
    ],
  },
  customer_followup: {
    title: 'Turn buyers into repeat buyers',
    description: 'Selling again to a happy customer costs far less than finding a new one.',
    tasks: [
      t(
        'Thank every recent buyer of {project}',
        'Send a personal thank-you and ask how they are enjoying it.',
        'sales',
        'high',
        30,
      ),
      t(
        'Ask for testimonials',
        'Ask 5 happy customers for two sentences and, if possible, a photo with your {work}.',
        'sales',
        'high',
        30,
      ),
      t(
        'Make a returning-customer offer',
        'Offer early access or a small reward for a second purchase or a referral.',
        'sales',
        'medium',
        30,
      ),
    ],
  },
  community: {
    title: 'Build a community around {project}',
    description: 'A community keeps people close between launches and does part of your marketing for you.',
    tasks: [
      t(
        'Host a monthly live session',
        'A regular Q&A or studio session for {audience}; announce the date a week ahead.',
        'engagement',
        'medium',
        60,
      ),
      t(
        'Feature a fan or customer',
        "Share a customer's photo or story with your {work}, with their permission.",
        'engagement',
        'medium',
        20,
      ),
      t(
        'Open a members-only space',
        'Start a broadcast channel, close-friends list or group for your most engaged fans.',
        'engagement',
        'low',
        45,
      ),
    ],
  },
  offer_expansion: {
    title: 'Add a new offer',
    description:
      'A second way to buy from you (a cheaper entry point or a premium one) lifts income from the same audience.',
    tasks: [
      t(
        'List possible new offers',
        'Consider: {offer}. Pick the one closest to what you already hear requests for from {audience}.',
        'planning',
        'high',
        30,
      ),
      t(
        'Pre-sell it to your list',
        'Describe the offer to subscribers and take pre-orders or deposits before building it fully.',
        'sales',
        'high',
        60,
      ),
      t(
        'Announce it on {channel}',
        'Post the new offer with a clear price and deadline.',
        'marketing',
        'medium',
        45,
      ),
    ],
  },
  partnerships: {
    title: 'Partner with businesses',
    description:
      'Stockists, venues and brands reach {audience} every day; a partnership puts {project} in front of them.',
    tasks: [
      t(
        'List 10 potential partners',
        'Shops, venues, studios or brands whose customers match {audience}.',
        'networking',
        'medium',
        45,
      ),
      t(
        'Prepare a one-page offer',
        'What you offer, the terms (wholesale, commission, fee), and images of your {work}.',
        'sales',
        'high',
        60,
      ),
      t(
        'Approach 3 partners',
        'Email or visit 3 partners with a specific proposal and follow up a week later.',
        'networking',
        'high',
        45,
      ),
    ],
  },
  seo_site: {
    title: 'Make your website findable',
    description:
      'Search brings people who are already looking for {a_maker}; they convert better than social visitors.',
    tasks: [
      t(
        'Rewrite page titles',
        'Title each page with what you make, for whom and where: "{maker} for {audience}".',
        'marketing',
        'medium',
        45,
      ),
      t(
        'Add a page for {project}',
        'One page with images, price or enquiry button and answers to the 5 most common questions.',
        'marketing',
        'high',
        90,
      ),
      t(
        'Ask for 3 backlinks',
        'Ask collaborators, stockists or local directories to link to your site.',
        'networking',
        'low',
        30,
      ),
    ],
  },
} satisfies Record<string, StepTemplate>;

export type StepKey = keyof typeof steps;

export interface PhaseTemplate {
  readonly title: string;
  readonly description: string;
  /** In priority order; the persona's time decides how many are used. */
  readonly steps: readonly StepKey[];
  /** Added when the persona has money to spend. */
  readonly paidStep?: StepKey;
  readonly milestone: string;
}

export const stagePlans: Record<ProjectStage, readonly [PhaseTemplate, PhaseTemplate, PhaseTemplate]> = {
  idea: [
    {
      title: 'Validate and define',
      description: 'Find out who wants {project} and why before building all of it.',
      steps: ['define_audience', 'validate_idea', 'profile_setup', 'brand_basics'],
      milestone: 'Ten conversations with {audience} and a waitlist page for {project} live',
    },
    {
      title: 'Grow an audience while you build',
      description: 'Share the making of {project} so people are waiting for it when it is ready.',
      steps: ['build_in_public', 'engage_daily', 'email_setup', 'content_system'],
      paidStep: 'paid_test',
      milestone: 'A weekly posting rhythm on {channel} and your first 50 subscribers',
    },
    {
      title: 'First offer',
      description: 'Put a first version of {project} in front of the people who asked for it.',
      steps: ['launch_plan', 'pre_launch', 'collaborate', 'review_metrics'],
      paidStep: 'paid_test',
      milestone: 'First paying customers or pre-orders for {project}',
    },
  ],
  development: [
    {
      title: 'Foundation',
      description: 'Set up the profile, list and message that every later step of {project} builds on.',
      steps: ['define_audience', 'profile_setup', 'email_setup', 'brand_basics'],
      milestone: 'A clear pitch for {project}, a converting {channel} profile and a working sign-up',
    },
    {
      title: 'Build in public',
      description: 'Turn the development of {project} into content that gathers an audience.',
      steps: ['build_in_public', 'content_system', 'engage_daily', 'collaborate'],
      paidStep: 'paid_test',
      milestone: 'Consistent weekly posts and a growing waitlist',
    },
    {
      title: 'Launch preparation',
      description: 'Plan the release of {project} so launch day has an audience ready.',
      steps: ['launch_plan', 'pre_launch', 'press_outreach', 'review_metrics'],
      paidStep: 'paid_test',
      milestone: 'A launch date, an email sequence and content ready for {project}',
    },
  ],
  launch: [
    {
      title: 'Launch preparation',
      description: 'Set the date, the offer and the messages for {project}.',
      steps: ['launch_plan', 'email_setup', 'pre_launch', 'content_system'],
      milestone: 'Launch plan, emails and the first week of posts ready',
    },
    {
      title: 'Launch',
      description: 'Concentrate effort on the launch window of {project}.',
      steps: ['launch_week', 'engage_daily', 'press_outreach', 'collaborate'],
      paidStep: 'paid_test',
      milestone: '{project} launched with first sales or sign-ups',
    },
    {
      title: 'After the launch',
      description: 'Keep momentum: follow up buyers, learn from the numbers, fix the price.',
      steps: ['customer_followup', 'review_metrics', 'consistent_posting', 'pricing_review'],
      paidStep: 'paid_scale',
      milestone: 'Testimonials collected and a steady weekly sales rhythm',
    },
  ],
  growth: [
    {
      title: 'Measure and sharpen',
      description: 'Find what already works for {project} and do more of it.',
      steps: ['review_metrics', 'pricing_review', 'content_system', 'email_setup'],
      milestone: 'Your best channel and content type identified, prices checked',
    },
    {
      title: 'Scale what works',
      description: 'Put more effort behind proven channels and add one more.',
      steps: ['consistent_posting', 'collaborate', 'second_channel', 'press_outreach'],
      paidStep: 'paid_test',
      milestone: 'Reach and sign-ups up month on month on {channel}',
    },
    {
      title: 'Retain and deepen',
      description: 'Turn buyers of {project} into repeat buyers and fans.',
      steps: ['customer_followup', 'community', 'offer_expansion', 'partnerships'],
      paidStep: 'paid_scale',
      milestone: 'Repeat purchases and a community that brings in new people',
    },
  ],
  mature: [
    {
      title: 'Retention and community',
      description: 'Serve the audience {project} already has.',
      steps: ['customer_followup', 'community', 'review_metrics', 'pricing_review'],
      milestone: 'A regular community rhythm and updated prices',
    },
    {
      title: 'New offers and partners',
      description: 'Grow income from the same audience and reach theirs through partners.',
      steps: ['offer_expansion', 'partnerships', 'press_outreach', 'second_channel'],
      paidStep: 'paid_test',
      milestone: 'One new offer pre-sold and one partnership running',
    },
    {
      title: 'Expand reach',
      description: 'Bring {project} to new audiences without losing the current one.',
      steps: ['collaborate', 'seo_site', 'consistent_posting', 'community'],
      paidStep: 'paid_scale',
      milestone: 'New audience segments reached through partners and search',
    },
  ],
};

/** Small daily habits that keep momentum; mixed into daily tasks between roadmap tasks. */
export const dailyHabits: readonly TaskTemplate[] = [
  t(
    "Reply to today's comments on {channel}",
    'Answer every new comment and message with a real sentence and a question back.',
    'engagement',
    'high',
    15,
  ),
  t(
    'Comment on 5 posts from your audience',
    'Leave useful comments on posts by {audience} or accounts they follow.',
    'engagement',
    'medium',
    15,
  ),
  t(
    'Capture one behind-the-scenes clip',
    'Film 15-30 seconds of work on {project} today; it becomes content later.',
    'content',
    'medium',
    10,
  ),
  t(
    'Write 3 hooks for future posts',
    'First lines that make {audience} stop scrolling, e.g. a surprising number or a question.',
    'content',
    'low',
    15,
  ),
  t(
    'Share a story from your day',
    'Post a quick story or update about {project} on {channel}.',
    'social_media',
    'medium',
    10,
  ),
  t(
    'Send one personal message',
    'Reach out to one past buyer, collaborator or interested follower about {project}.',
    'sales',
    'medium',
    15,
  ),
  t(
    'Save 5 ideas to your content bank',
    'Note questions from {audience}, trends, or moments from your work worth posting.',
    'planning',
    'low',
    10,
  ),
  t(
    "Check yesterday's numbers",
    'Look at the reach, saves and sign-ups of your last post and write one line on why.',
    'learning',
    'low',
    10,
  ),
  t("Post today's planned content", 'Publish on {channel}: {idea}.', 'content', 'high', 45),
  t(
    'Thank a new follower or subscriber',
    'Welcome a few new followers personally; ask what brought them to {project}.',
    'engagement',
    'low',
    10,
  ),
];
