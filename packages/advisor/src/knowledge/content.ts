// Content knowledge that is not specific to one creative type: stage ideas, captions by
// communication style, engagement habits, hashtags per project type, and the three templates.
import type {
  CommunicationStyle,
  LearningPreference,
  ProjectStage,
  ProjectType,
} from '@market-muse/contracts';

export const stageIdeas: Record<ProjectStage, readonly string[]> = {
  idea: [
    'Ask {audience}: what is the one thing you wish existed in {work}? Use the answers to shape {project}',
    'Share the first sketch or draft of {project} and ask what people would change',
  ],
  development: [
    'Weekly progress post: where {project} stands and what is next',
    'Show a decision you are stuck on in {project} and let followers vote',
  ],
  launch: [
    'Launch countdown: one detail of {project} a day for 7 days',
    'The story of how {project} came to be, posted on launch day',
  ],
  growth: [
    "Share a customer's photo or words about {project} (with permission)",
    'Milestone post: thank {audience} for the first sales and share what you learned',
  ],
  mature: [
    "Throwback: the first version of {project} next to today's",
    'Ask long-time fans what they would like to see from you next',
  ],
};

export const stylecaptions: Record<CommunicationStyle, readonly string[]> = {
  professional: [
    '{project} is made for {audience}. Details and availability via the link in bio.',
    'Three things that set {project} apart, explained in the carousel.',
    'Now booking and taking orders for {project}. Enquire via the link in bio.',
    'Process note: how this piece of {project} was made and why it matters.',
  ],
  casual: [
    'Okay, I am a little obsessed with how this turned out. Thoughts?',
    'Real talk: this took way longer than planned. Worth it though?',
    'Made this for the people who love this kind of work. Tell me if it hits.',
    'Little peek behind the scenes of {project}. More soon!',
  ],
  creative: [
    'Somewhere between the first mark and the last, {project} found its voice.',
    'Colour, patience, a little chaos: the recipe for this one.',
    'If this piece had a soundtrack, what would it be?',
    'Every piece of {project} is a small story. Here is chapter one.',
  ],
};

export const engagementTips: readonly string[] = [
  'Reply to every comment in the first hour after posting; early conversation tells the algorithm the post is worth showing.',
  'End captions with a question that is easy to answer in a few words for {audience}.',
  'Use polls, quizzes and "this or that" stickers in stories: one tap is an easy first interaction.',
  'Answer DMs with a voice note or a personal line; people remember a real reply.',
  'Feature followers who share your work and tag them; they reshare to their own audience.',
  'Go live once a month for a studio session or Q&A about {project}.',
];

export const learningTips: Record<LearningPreference, string> = {
  hands_on: 'Learn by posting: try one new format a week and keep the one that gets the most saves.',
  theory_first:
    'Before posting, study why formats work: hooks, pacing and a single clear call to action per post.',
  mixed: "Alternate: learn one principle a week (hooks, CTAs, pacing) and test it in that week's posts.",
};

export const projectTypeHashtags: Record<ProjectType, readonly string[]> = {
  book: ['newbook', 'bookrelease', 'readingcommunity'],
  course: ['onlinecourse', 'learnonline', 'skillbuilding'],
  app: ['appdesign', 'newapp', 'indiedev'],
  art_collection: ['artcollection', 'newcollection', 'artseries'],
  music_album: ['newrelease', 'outnow', 'newmusicfriday'],
  service: ['bookingnow', 'smallbusinessowner', 'creativeservices'],
  product: ['productlaunch', 'shopsmall', 'newproduct'],
  event: ['workshop', 'liveevent', 'eventsnearme'],
  other: ['creativeproject', 'newproject', 'comingsoon'],
};

export const contentTemplates = {
  story:
    'Story: "A year ago, {project} was just an idea. [The moment it started.] [The hardest part.] Today it is for {audience}, and here is what I learned." Close with a question.',
  question:
    'Question: "What is the one thing you look for in {work}? I am shaping the next part of {project} around your answers."',
  tip: 'Tip: "One thing I wish I had known about {work}: [the tip in one sentence]. Save this for later." Follow with a carousel or short video showing it.',
} as const;
