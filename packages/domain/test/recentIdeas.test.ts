import { describe, expect, it } from 'vitest';
import { RECENT_GENERATIONS, recentPostIdeas } from '../src/advisorResults/recentIdeas.ts';

const generation = (n: number) => ({ postIdeas: [`idea ${n}a`, `idea ${n}b`] });

describe('recentPostIdeas', () => {
  it('is empty before the first generation', () => {
    expect(recentPostIdeas([])).toEqual([]);
  });

  it('gives the ideas of the last three generations, newest generation first', () => {
    expect(RECENT_GENERATIONS).toBe(3);
    expect(recentPostIdeas([1, 2, 3, 4].map(generation))).toEqual([
      'idea 4a',
      'idea 4b',
      'idea 3a',
      'idea 3b',
      'idea 2a',
      'idea 2b',
    ]);
  });
});
