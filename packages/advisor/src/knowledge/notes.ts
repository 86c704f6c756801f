// Short, specific notes keyed by stage, budget, time, experience, goal and project type; the
// insights and strategy texts are assembled from these.
import type { BusinessGoal, ExperienceLevel, ProjectStage, ProjectType, Skill } from '@market-muse/contracts';
import type { BudgetTier, TimeTier } from '../persona.ts';

export const stageNotes: Record<ProjectStage, string> = {
  idea: 'At the idea stage the cheapest marketing is listening: ten conversations with {audience} will shape {project} more than any ad.',
  development:
    'While {project} is in development, share the making of it: people who watch something being built are the first to buy it.',
  launch:
    '{project} is ready to launch, so everything now points at one date: a launch offer, an email sequence and a week of focused posts.',
  growth:
    '{project} is growing: double down on the channel that already brings sales and cut what only brings likes.',
  mature:
    '{project} is established: your best growth now comes from repeat buyers, referrals and new offers for the audience you have.',
};

export const budgetNotes: Record<BudgetTier, string> = {
  none: 'With no budget, time is your lever: organic posts, collaborations and an email list cost nothing but consistency.',
  low: 'A small budget goes furthest on tools and occasional boosts of posts that already perform, not on cold ads.',
  medium:
    'Your budget can test paid reach: $5-10 a day behind a proven post for a week tells you your cost per sign-up or sale.',
  high: 'Your budget can buy reach at scale: fund ads behind proven posts, retarget warm visitors, and pay for help (editing, PR) that frees your time.',
};

export const timeNotes: Record<TimeTier, string> = {
  minimal:
    'With about {weekly} a week, pick {channel} and email and do them well; more channels would spread you too thin.',
  moderate:
    'With about {weekly} a week, you can keep up {channel} and {channel2} with one batch session and short daily check-ins.',
  dedicated:
    'With about {weekly} a week, you can run {channel}, {channel2} and regular collaborations, and still leave time to measure results.',
  full: 'With {weekly} a week, you can run several channels, publish long-form content and pursue partnerships and press in parallel.',
};

export const experienceNotes: Record<ExperienceLevel, string> = {
  beginner:
    'As a beginner, your first goal is a routine, not virality: 90 days of steady posting teaches you what works for {audience}.',
  intermediate:
    'With some experience behind you, the gain now is in focus: find your two best-performing formats and make more of them.',
  advanced:
    'With years of work behind you, your back catalogue and reputation are assets: repackage them into offers, case studies and partnerships.',
};

export const goalNotes: Record<BusinessGoal, string> = {
  increase_sales:
    'To increase sales, every post should lead somewhere you can buy: a shop link, a waitlist or a booking form.',
  grow_following:
    'To grow your following, make content worth sharing (process, tips, stories) and collaborate with accounts already followed by {audience}.',
  build_brand:
    'To build your brand, be recognisable: the same look, voice and themes across every post about {project}.',
  find_clients:
    'To find clients, show results and make booking easy: case studies, prices or packages, and a clear way to enquire.',
  launch_product:
    'To launch well, build the waitlist first: launch day sales come from people who heard about {project} several times before.',
  expand_market:
    'To reach a new market, borrow trust: partners, stockists and press who already serve that audience.',
  improve_pricing:
    'To improve pricing, calculate your real costs, then add a premium option so buyers can choose up.',
  build_community:
    'To build a community, give people a reason to gather: a regular live session, a members space, fan features.',
};

export const projectTypeNotes: Record<
  ProjectType,
  { readonly segment: { readonly name: string; readonly description: string }; readonly insight: string }
> = {
  book: {
    segment: {
      name: 'Readers of comparable titles',
      description: 'Fans of books like {project} who buy on recommendations and reviews.',
    },
    insight: 'Books sell on reviews and comparable titles: line up early readers before release day.',
  },
  course: {
    segment: {
      name: 'Learners with a deadline',
      description:
        'People who need the skill {project} teaches for a job, a project or a hobby goal, and pay to learn faster.',
    },
    insight:
      'Courses sell on proof of results: free lessons and student outcomes convert better than feature lists.',
  },
  app: {
    segment: {
      name: 'Early adopters',
      description: 'People who try new tools first and give feedback if you ask them personally.',
    },
    insight: 'Apps live or die by retention: talk to the first 20 users before spending on acquisition.',
  },
  art_collection: {
    segment: {
      name: 'Collectors of series',
      description: 'Buyers who like to own several pieces of a series and want first access to {project}.',
    },
    insight: 'A collection is a story: release it with a theme, a launch date and a preview for your list.',
  },
  music_album: {
    segment: {
      name: 'Playlist listeners',
      description:
        'Listeners who discover songs through playlists and short videos, then look for the full album.',
    },
    insight:
      'Release two or three singles from {project} before the album so each one can be pitched and found.',
  },
  service: {
    segment: {
      name: 'Referral clients',
      description: 'People recommended by past clients; they book faster and negotiate less.',
    },
    insight: 'Services sell on trust: testimonials and a clear booking process matter more than reach.',
  },
  product: {
    segment: {
      name: 'Gift buyers',
      description:
        'People buying {project} for someone else; they need clear delivery dates and gift options.',
    },
    insight: 'Physical products sell on photos and reviews: invest in images that show {project} in use.',
  },
  event: {
    segment: {
      name: 'Local attendees',
      description:
        'People within reach of the venue who come with friends if the date and the value are clear.',
    },
    insight: 'Events sell in two waves: early-bird buyers and the last week; plan promotion for both.',
  },
  other: {
    segment: {
      name: 'Curious newcomers',
      description: 'People discovering your kind of work for the first time through {project}.',
    },
    insight:
      'Explain {project} in one sentence a stranger understands, and test that sentence on five people.',
  },
};

/** What each variant B skill lets a creative do more cheaply than most. */
export const skillNotes: Record<Skill, string> = {
  branding_identity: 'your branding skills let you give {project} a recognisable look from day one',
  social_media: 'you already know how social platforms work, so you can test formats faster than most',
  content_creation: 'you can batch content quickly, so consistency is within reach even in a busy week',
  photography: 'you can shoot your own product and process photos, the biggest lever on visual platforms',
  video_production: 'you can make the short videos that TikTok, Reels and YouTube reward most',
  writing_copywriting: 'you can write captions, emails and pitches that sell without sounding salesy',
  graphic_design: 'you can make scroll-stopping graphics, carousels and pins yourself',
  web_design: 'you can build a site that turns visitors from every channel into buyers',
  illustration: 'your illustrations make posts instantly recognisable in a feed',
  animation: 'short animations stand out in feeds and get rewatched, which platforms reward',
  music_production: 'you can score your own videos, which makes every clip unmistakably yours',
  event_planning: 'you can run launches, pop-ups and workshops that turn followers into buyers',
  product_development: 'you can turn feedback from {audience} into better offers quickly',
  teaching: 'you can teach what you know: tutorials and workshops attract an audience and earn income',
  community_building: 'you can gather {audience} into a community that markets {project} for you',
};
