// The readability line never contradicts itself: reading ease (word length) and grade (sentence
// length) can disagree, and then the second half says which one slows readers down.
import { describe, expect, it } from 'vitest';
import { readabilityWords } from '../src/analyze/AnalyzeTab.tsx';

describe('readability in plain words', () => {
  it.each([
    [85, 4, 'Very easy to read: a 12-year-old can follow it.'],
    [65, 8, 'Easy to read, plain English: most readers follow it at a glance.'],
    [
      65,
      11,
      'Easy to read, plain English, though long sentences ask for a careful read; shorter ones will help.',
    ],
    [55, 8, 'Fairly hard to read: the sentences are short, but long words slow readers down.'],
    [40, 12, 'Hard to read: it needs a careful read, more than most people give a post.'],
  ])('ease %d, grade %d', (ease, grade, words) => {
    expect(readabilityWords(ease, grade)).toBe(words);
  });
});
