// The numbers of the creative's published posts, folded from their calendar events: each post's latest
// numbers, and the average engagement per weekday and hour of the posts' planned times in the creative's
// time zone. The planned time stands for when a post went out: a post marked as posted by hand is often
// marked later than it was posted, and one published automatically goes out at its planned time.

import { knownTimeZone, wallClock } from '@market-muse/contracts';
import type { PostResultRow, ResultSlot } from '@market-muse/contracts/api';
import { foldPlannedPost, type PostSoFar } from './plannedPostsSoFar.ts';
import type { Recorded } from './recorded.ts';

const ENGAGING = ['likes', 'comments', 'shares', 'saves', 'quotes'] as const;

/** Likes, comments, shares, saves and quotes together; reach is how many saw it, not what they did. */
export const engagementOf = (numbers: { readonly [K in (typeof ENGAGING)[number]]: number | null }) =>
  ENGAGING.reduce((sum, metric) => sum + (numbers[metric] ?? 0), 0);

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The weekday (0 Sunday) and hour of an instant on the creative's own clock. */
export const slotOf = (at: string, timeZone: string) => {
  const instant = new Date(at);
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(instant);
  return { weekday: WEEKDAYS[weekday] ?? 0, hour: Math.floor(wallClock(instant, timeZone).minutes / 60) };
};

/** Each published post with numbers, and the slots they fall in, from the user's events (oldest first). */
export const postResults = (
  events: ReadonlyArray<Recorded>,
): { results: PostResultRow[]; resultsBySlot: ResultSlot[] } => {
  const posts = new Map<string, PostSoFar>();
  let timeZone: string | null = null;
  for (const event of events) {
    if (foldPlannedPost(posts, event)) continue;
    if (event.type === 'ProfileSaved') timeZone = event.data.profile.timezone ?? timeZone;
  }
  const results: PostResultRow[] = [];
  for (const [postId, post] of posts) {
    if (!post.publishedAt || !post.results) continue;
    results.push({
      postId,
      platform: post.platform,
      text: post.text,
      scheduledAt: post.scheduledAt,
      url: post.url,
      ...post.results,
      engagement: engagementOf(post.results),
    });
  }
  return {
    results: results.sort(
      (a, b) => b.engagement - a.engagement || a.scheduledAt.localeCompare(b.scheduledAt),
    ),
    resultsBySlot: resultSlots(results, timeZone),
  };
};

/** Average interactions per weekday and hour of the posts' planned times, in the zone given; best first. */
export const resultSlots = (
  posts: ReadonlyArray<{ readonly scheduledAt: string; readonly engagement: number }>,
  timeZone: string | null | undefined,
): ResultSlot[] => {
  const zone = knownTimeZone(timeZone);
  const slots = new Map<string, { weekday: number; hour: number; posts: number; total: number }>();
  for (const post of posts) {
    const { weekday, hour } = slotOf(post.scheduledAt, zone);
    const slot = slots.get(`${weekday}-${hour}`) ?? { weekday, hour, posts: 0, total: 0 };
    slot.posts += 1;
    slot.total += post.engagement;
    slots.set(`${weekday}-${hour}`, slot);
  }
  return [...slots.values()]
    .map(
      ({ total, ...slot }): ResultSlot => ({
        ...slot,
        engagement: Math.round((total / slot.posts) * 10) / 10,
      }),
    )
    .sort((a, b) => b.engagement - a.engagement || a.weekday - b.weekday || a.hour - b.hour);
};
