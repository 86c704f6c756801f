import type { OwnResults } from '@market-muse/contracts';

// The creative's own numbers beat any general chart, but only once there are enough of them: below
// OWN_RESULTS_NEEDED posts with numbers, one lucky post would decide the advice, so the general windows
// stay and the advice says how many more are needed.

export const OWN_RESULTS_NEEDED = 5;
/** How many of the best slots are named (each needs its own posts to count). */
const BEST_SLOTS = 2;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * What to say about posting times from the user's own results: the best slots when there are enough posts
 * with numbers, else how many more are needed; null when nothing is recorded yet.
 */
export const ownTimesAdvice = (results: OwnResults | undefined): string | null => {
  if (!results || results.posts === 0) return null;
  if (results.posts < OWN_RESULTS_NEEDED)
    return `You have numbers for ${plural(results.posts, 'post')}; after ${OWN_RESULTS_NEEDED} these times will come from your own results (${OWN_RESULTS_NEEDED - results.posts} more to go).`;
  const best = results.slots
    .slice(0, BEST_SLOTS)
    .map(
      (slot) =>
        `${WEEKDAYS[slot.weekday] ?? ''} around ${hourText(slot.hour)} (${slot.engagement} interactions on average over ${plural(slot.posts, 'post')})`,
    );
  return `From your own ${plural(results.posts, 'post')} with numbers, your best times so far: ${best.join('; ')}.`;
};
