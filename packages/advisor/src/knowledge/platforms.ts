// Platform facts. Posting-time priors disagree between benchmarks: they are a
// starting guess until the user's own numbers exist, and the texts say so.
import type { Platform } from '@market-muse/contracts';

export interface PlatformKnowledge {
  readonly name: string;
  /** Hard caption limit in characters (X: weighted characters). */
  readonly limit: number;
  /** Characters shown before the text is cut behind 'more'. */
  readonly visible: number;
  /** Caption length that tends to perform best. */
  readonly recommended: { readonly min: number; readonly max: number };
  readonly hashtags: { readonly min: number; readonly max: number; readonly allowed: number };
  /** Best windows, most reliable first. */
  readonly postingTimes: readonly string[];
  readonly weakest: string | null;
  /** What the platform rewards. */
  readonly tip: string;
}

export const platforms: Record<Platform, PlatformKnowledge> = {
  instagram: {
    name: 'Instagram',
    limit: 2200,
    visible: 125,
    recommended: { min: 50, max: 300 },
    hashtags: { min: 3, max: 5, allowed: 30 },
    postingTimes: ['Tuesday 9:00-13:00', 'Wednesday 10:00-13:00', 'Monday 10:00-12:00', 'Friday 9:00-11:00'],
    weakest: 'Sunday',
    tip: 'Saves and shares count more than likes: make posts worth keeping (tips, carousels, process).',
  },
  facebook: {
    name: 'Facebook',
    limit: 63206,
    visible: 480,
    recommended: { min: 40, max: 80 },
    hashtags: { min: 1, max: 3, allowed: 30 },
    postingTimes: ['Monday-Thursday 8:00-13:00'],
    weakest: 'Sunday',
    tip: 'Short posts of 40-80 characters get the most interaction; groups outperform pages for reach.',
  },
  twitter: {
    name: 'X (Twitter)',
    limit: 280,
    visible: 280,
    recommended: { min: 70, max: 200 },
    hashtags: { min: 0, max: 2, allowed: 280 },
    postingTimes: ['Friday 9:00', 'Weekdays 8:00-10:00'],
    weakest: null,
    tip: 'Replies and quote posts spread further than links; keep links out of the first post of a thread.',
  },
  linkedin: {
    name: 'LinkedIn',
    limit: 3000,
    visible: 140,
    recommended: { min: 150, max: 1300 },
    hashtags: { min: 3, max: 5, allowed: 30 },
    postingTimes: ['Tuesday 10:00-12:00', 'Wednesday 10:00-12:00'],
    weakest: 'Weekend',
    tip: 'A strong first line before "see more" and a lesson from real work; native documents and images beat links.',
  },
  tiktok: {
    name: 'TikTok',
    limit: 2200,
    visible: 100,
    recommended: { min: 30, max: 150 },
    hashtags: { min: 3, max: 5, allowed: 100 },
    postingTimes: ['Sunday 13:00', 'Weekdays 18:00-21:00'],
    weakest: null,
    tip: 'The hook in the first 2 seconds decides reach; captions support the video, they do not carry it.',
  },
  bluesky: {
    name: 'Bluesky',
    limit: 300,
    visible: 300,
    recommended: { min: 70, max: 250 },
    hashtags: { min: 0, max: 2, allowed: 300 },
    postingTimes: ['Monday-Thursday 9:00-12:00'],
    weakest: null,
    tip: 'Conversation travels through replies and custom feeds: join the feeds of your craft and answer people.',
  },
};

/** Best-posting-time lines for channels that are not analysable platforms. */
export const channelPostingTimes: Partial<Record<string, string>> = {
  pinterest: 'Pinterest: evenings and weekends, when people plan purchases',
  youtube: 'YouTube: publish Thursday or Friday afternoon so videos gather views over the weekend',
  email: "Email: Tuesday or Thursday morning in your readers' time zone",
  linkedin: 'LinkedIn: Tuesday-Wednesday 10:00-12:00',
  facebook_groups: 'Facebook groups: Monday-Thursday 8:00-13:00',
  x: 'X: Friday around 9:00',
  tiktok: 'TikTok: Sunday around 13:00, or weekday evenings',
  instagram: 'Instagram: Tuesday 9:00-13:00, Wednesday 10:00-13:00, Monday 10:00-12:00 (Sunday is weakest)',
};
