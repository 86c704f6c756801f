// Solutions for the challenges creatives name during onboarding. Free-text challenges (project
// form, variant B) are matched to these by keywords; unmatched ones get a general approach.
import type { Challenge } from '@market-muse/contracts';

export interface ChallengeKnowledge {
  /** Words that identify the challenge in free text. */
  readonly keywords: readonly string[];
  /** Placeholders as in the roadmap; {price} gets the persona's pricing rule. */
  readonly solution: string;
  /** Shorter for little time, longer when the fix needs practice. */
  readonly timeline: string;
}

export const challenges: Record<Challenge, ChallengeKnowledge> = {
  pricing_work: {
    keywords: ['pric', 'charge', 'money', 'underpaid', 'rate', 'worth', 'cost'],
    solution:
      '{price} Publish the price where it is easy to see for {audience}; a visible price filters out time-wasters and signals confidence.',
    timeline: '1-2 weeks to set prices, then review every quarter',
  },
  finding_customers: {
    keywords: ['customer', 'client', 'buyer', 'sale', 'sell', 'find people', 'audience'],
    solution:
      'Go to the places already popular with {audience} ({channel}, groups, local events), help first, then invite them to your list. Tell 20 people you know what {project} is and ask who else should hear about it.',
    timeline: 'First leads in 2-4 weeks; a steady flow in 2-3 months',
  },
  social_media: {
    keywords: ['social', 'instagram', 'tiktok', 'algorithm', 'followers', 'posting', 'likes'],
    solution:
      'Use one channel ({channel}) well instead of four badly. Batch posts once a week, rotate your content pillars, and judge posts by saves and shares rather than likes.',
    timeline: 'A routine in 2 weeks; visible growth after 6-8 weeks of consistency',
  },
  time_management: {
    keywords: ['time', 'busy', 'overwhelm', 'schedule', 'juggl', 'hours'],
    solution:
      'Work to a fixed budget of {weekly} a week: one batch session for content, short daily slots for replies. Capture clips while you work on {project} so content costs no extra time.',
    timeline: '2 weeks to settle into a routine',
  },
  competition: {
    keywords: ['compet', 'stand out', 'saturat', 'crowded', 'similar', 'unique'],
    solution:
      'Compete on what only you have: {usp}. Name it in your bio and pitch, show it in every post, and choose a narrower audience ({audience}) rather than everyone.',
    timeline: '3-4 weeks to sharpen your positioning',
  },
  marketing_knowledge: {
    keywords: ['marketing', 'know how', "don't know", 'where to start', 'learn', 'strategy'],
    solution:
      'Follow the roadmap one step at a time: each task says what to do and why. Study three {maker}s a step ahead of you and copy their structure, not their style.',
    timeline: 'Confidence with the basics in about 30 days',
  },
  confidence: {
    keywords: ['confiden', 'shy', 'imposter', 'self-promo', 'promot', 'salesy', 'afraid', 'fear'],
    solution:
      'Reframe promotion as service: you are telling {audience} about something that helps them. Start with process posts (the work speaks, not you) and collect kind words from customers to reread and share.',
    timeline: 'Noticeably easier after 4-6 weeks of regular posting',
  },
  consistency: {
    keywords: ['consisten', 'momentum', 'motivat', 'regular', 'keep up', 'give up', 'burn'],
    solution:
      'Lower the bar and raise the frequency: a small post every few days beats a perfect one a month. Keep a content bank and a fixed posting schedule for {channel} so you never start from a blank page.',
    timeline: 'A habit forms in 3-4 weeks',
  },
};
