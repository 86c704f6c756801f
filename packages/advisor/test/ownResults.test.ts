import { describe, expect, it } from 'vitest';
import { generateContentSuggestions } from '../src/content.ts';
import { OWN_RESULTS_NEEDED, ownTimesAdvice } from '../src/ownResults.ts';
import { photographer } from './fixtures.ts';

// Best-time advice from the creative's own numbers once there are enough of them, and saying so when not.

const slots = [
  { weekday: 2, hour: 18, posts: 3, engagement: 212.5 },
  { weekday: 6, hour: 10, posts: 2, engagement: 150 },
  { weekday: 1, hour: 9, posts: 1, engagement: 20 },
];

describe('best times from the creative’s own results', () => {
  it('nothing recorded: nothing said, the general windows and the starting-guess note stay', () => {
    expect(ownTimesAdvice(undefined)).toBeNull();
    expect(ownTimesAdvice({ posts: 0, slots: [] })).toBeNull();
    const times = generateContentSuggestions(photographer).aiInsights.bestPostingTimes;
    expect(times.at(-1)).toMatch(/^Treat these as a starting guess/);
  });

  it('too few posts with numbers: the general windows first, then how many more are needed', () => {
    const few = { posts: OWN_RESULTS_NEEDED - 2, slots: slots.slice(0, 2) };
    const times = generateContentSuggestions({ ...photographer, ownResults: few }).aiInsights
      .bestPostingTimes;
    expect(times.at(-1)).toBe(
      `You have numbers for 3 posts; after ${OWN_RESULTS_NEEDED} these times will come from your own results (2 more to go).`,
    );
    expect(times[0]).not.toMatch(/your own/);
  });

  it('enough posts: the own best slots lead, named by weekday and hour with their averages', () => {
    const enough = { posts: 6, slots };
    const times = generateContentSuggestions({ ...photographer, ownResults: enough }).aiInsights
      .bestPostingTimes;
    expect(times[0]).toBe(
      'From your own 6 posts with numbers, your best times so far: Tuesday around 18:00 (212.5 interactions on average over 3 posts); Saturday around 10:00 (150 interactions on average over 2 posts).',
    );
    expect(times.some((line) => line.startsWith('Treat these as a starting guess'))).toBe(false);
  });
});
