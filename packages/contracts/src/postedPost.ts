// What 'Mark as posted' accepts: the post's own address on the platform it was planned for. Plain values,
// so the browser checks the same rule the decider does.
import type { Platform } from './enums.ts';

/** The hosts a post's address may live on, per platform (subdomains such as www. or m. included). */
export const postHosts: Record<Platform, ReadonlyArray<string>> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.watch'],
  twitter: ['x.com', 'twitter.com'],
  linkedin: ['linkedin.com'],
  tiktok: ['tiktok.com'],
  bluesky: ['bsky.app'],
};

export const POST_URL_MAX = 2000;

/** Why the address cannot be the post's, or null when it can. */
export const postUrlProblem = (platform: Platform, value: string): string | null => {
  const hosts = postHosts[platform];
  const expected = `url: must be the post's address on ${hosts.join(' or ')} (https://…)`;
  const text = value.trim();
  if (text === '') return "url: the post's address is required";
  if (text.length > POST_URL_MAX) return `url: at most ${POST_URL_MAX} characters`;
  // Parsed by hand: this module also runs where no URL class is typed (the domain package has no DOM).
  const match = /^https:\/\/([a-z0-9.-]+)(?::\d{1,5})?(\/[^?#\s]*)?([?#]\S*)?$/i.exec(text);
  if (!match) return expected;
  const host = match[1]!.toLowerCase();
  const onPlatform = hosts.some((h) => host === h || host.endsWith(`.${h}`));
  if (!onPlatform || (match[2] ?? '').replace(/\/+$/, '') === '') return expected;
  return null;
};

/**
 * The numbers a published post can have; each null when the platform does not show it or nobody entered
 * it. Comments are replies on Bluesky and X, shares are reposts; quotes exist on Bluesky and X only.
 */
export const POST_METRICS = ['likes', 'comments', 'shares', 'saves', 'reach', 'quotes'] as const;
export type PostMetric = (typeof POST_METRICS)[number];
export const postMetricLabels: Record<PostMetric, string> = {
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  saves: 'Saves',
  reach: 'Reach',
  quotes: 'Quotes',
};
/** A count as large as any post's reach, and never a fraction. */
export const POST_METRIC_MAX = 1_000_000_000;
