// The product pages: what Market Muse does, how it works, what it costs and what comes next. Every claim
// here is something the product does today (or, on the roadmap, says plainly that it does not yet).
import { type InfoPage, link, list, p, steps } from './types.ts';

export const featuresPage: InfoPage = {
  path: '/features',
  title: 'Features',
  lede: 'Everything Market Muse does for your creative work, from the first plan to the post you publish.',
  sections: [
    {
      heading: 'A marketing roadmap made for you',
      blocks: [
        p(
          'Tell Market Muse what you make, who it is for, how much time and budget you have and what holds you back. It turns that into a 90-day roadmap of goals and weekly steps for your craft: a painter gets a different plan from a session photographer or a debut novelist.',
        ),
        list(
          'Goals with deadlines, each broken into small tasks',
          'Daily tasks sized to the hours you said you have',
          'A plan per project, so a new collection and a book launch each get their own',
        ),
      ],
    },
    {
      heading: 'An assistant that knows your craft',
      blocks: [
        p(
          'Ask about pricing, fairs, marketplaces, newsletters, launches or a slow month. The assistant answers from your profile and your active project, with the reason behind its advice and the next steps to take. It can add those steps to your tasks when you agree.',
        ),
      ],
    },
    {
      heading: 'Content ideas, captions and a calendar',
      blocks: [
        list(
          'Post ideas, captions and hashtags for Instagram, Facebook, X, LinkedIn and TikTok',
          'A caption check: length against each platform’s limit, readability, hashtags and a call to action',
          'A content calendar with week and month views, drag to reschedule, and an .ics export for your own calendar',
        ),
      ],
    },
    {
      heading: 'Progress you can see',
      blocks: [
        list(
          'Progress by goal and by week: tasks done, goals reached, milestones ahead',
          'Insights per project: what moved, what stalled, and what to try next',
          'Analytics of the posts you analysed: length, hashtags and timing over time',
        ),
      ],
    },
    {
      heading: 'Yours to keep, yours to delete',
      blocks: [
        p(
          'Export everything Market Muse holds about you as one file at any time, and delete your account in one step: your personal data is encrypted with a key of your own, and deleting the account destroys that key.',
        ),
        link('Try the demo: it runs in your browser, no account needed', '/demo'),
      ],
    },
  ],
};

export const howItWorksPage: InfoPage = {
  path: '/how-it-works',
  title: 'How it works',
  lede: 'Three steps from “where do I start?” to a plan you follow, in about five minutes.',
  sections: [
    {
      heading: '1. Share your creative work and goals',
      blocks: [
        p(
          'Create a free account and answer a short profile: the kinds of work you make, your experience, your current project, its audience, your goals, your budget, the time you have each week and your biggest challenges.',
        ),
      ],
    },
    {
      heading: '2. Get a plan made for you',
      blocks: [
        p(
          'Market Muse turns your answers into a roadmap: goals for the next 90 days, the channels that suit your work, a pricing method for your kind of work, and the first tasks. You can change anything in it, and ask the assistant why a step is there.',
        ),
      ],
    },
    {
      heading: '3. Follow daily tasks and track progress',
      blocks: [
        steps(
          'Open the dashboard and do today’s task: most take under an hour',
          'Plan posts on the content calendar and check captions before they go out',
          'Watch your progress and insights, and let the plan adapt as you finish goals',
        ),
        link('Create your free account', '/login'),
      ],
    },
  ],
};

export const pricingPage: InfoPage = {
  path: '/pricing',
  title: 'Pricing',
  lede: 'Market Muse is free. No credit card, no trial that runs out, no paid tier hidden behind a feature.',
  sections: [
    {
      heading: 'What free means',
      blocks: [
        list(
          'Every feature on the features page is included: roadmaps, daily tasks, the assistant, content tools, the calendar, publishing, progress and insights',
          'No credit card is asked for when you sign up, and there is no payment step anywhere in the product',
          'No advertising, and your data is never sold or shared for marketing',
          'As many projects as you like; the assistant has a fair-use limit per minute so one account cannot slow it for everyone',
        ),
      ],
    },
    {
      heading: 'If that ever changes',
      blocks: [
        p(
          'If we ever add a paid plan, what you use today stays free, and we will tell you by e-mail at least 30 days before anything changes. You can export all your data or delete your account at any time.',
        ),
        link('Get started for free', '/login'),
      ],
    },
  ],
};

export const roadmapPage: InfoPage = {
  path: '/roadmap',
  title: 'Product roadmap',
  lede: 'What Market Muse does next. We build in the open: this list changes as creatives tell us what they need.',
  sections: [
    {
      heading: 'Now',
      blocks: [
        list(
          'Publishing to Bluesky: connect your account once, and planned posts go out at their planned time',
          'Passkeys: sign in with your device’s fingerprint or face instead of a password',
        ),
      ],
    },
    {
      heading: 'Next',
      blocks: [
        list(
          'More places to publish beyond Bluesky',
          'Reminders of the day’s task by e-mail, when you ask for them',
        ),
      ],
    },
    {
      heading: 'Later',
      blocks: [
        list('Shared projects for duos, bands and studios', 'Roadmaps in more languages'),
        p('Something missing? Tell us what would help your work.'),
        link('Contact us', '/contact'),
      ],
    },
  ],
};
