// Measured text properties: Flesch scores on texts with known counts, calls to action, platform
// limits (X weighting) and the analyser's use of them.
import { describe, expect, it } from 'vitest';
import {
  analyzeContent,
  callsToAction,
  characterCount,
  readability,
  sentiment,
  xWeightedLength,
} from '../src/index.ts';
import { photographer } from './fixtures.ts';

describe('Flesch reading ease and Flesch-Kincaid grade', () => {
  it('match the formula on a pangram with known counts', () => {
    // 9 words, 1 sentence, 11 syllables (over = 2, lazy = 2).
    const r = readability('The quick brown fox jumps over the lazy dog.');
    expect([r.words, r.sentences, r.syllables]).toEqual([9, 1, 11]);
    expect(r.fleschReadingEase).toBeCloseTo(206.835 - 1.015 * 9 - 84.6 * (11 / 9), 1);
    expect(r.fleschKincaidGrade).toBeCloseTo(0.39 * 9 + 11.8 * (11 / 9) - 15.59, 1);
  });

  it('count sentences and one-syllable words', () => {
    // 7 words, 2 sentences, 8 syllables (music = 2).
    const r = readability('I like art. You like music too.');
    expect([r.words, r.sentences, r.syllables]).toEqual([7, 2, 8]);
    expect(r.fleschReadingEase).toBeCloseTo(206.835 - 1.015 * 3.5 - 84.6 * (8 / 7), 1);
  });

  it('rank plain copy above dense jargon', () => {
    const plain = readability('New prints are here. Pick your favourite. They ship on Friday.');
    const dense = readability(
      'Institutional considerations notwithstanding, organizational responsibilities necessitate comprehensive evaluation methodologies.',
    );
    expect(plain.fleschReadingEase).toBeGreaterThan(60);
    expect(dense.fleschReadingEase).toBeLessThan(10);
    expect(dense.fleschKincaidGrade).toBeGreaterThan(plain.fleschKincaidGrade + 10);
  });

  it('ignore hashtags, mentions and links and treat line breaks as sentence ends', () => {
    const r = readability('Studio day\nNew work soon #art #painting @gallery https://example.com/x');
    expect(r.words).toBe(5);
    expect(r.sentences).toBe(2);
  });
});

describe('calls to action', () => {
  it.each([
    ['Link in bio to shop the new prints', ['link in bio', 'shop the']],
    ['Comment below with your favourite!', ['comment below']],
    ['Tag a friend who needs this.', ['tag a friend']],
    ['Pre-order yours, it ships in May', ['pre-order']],
    ['New single out Friday. Pre-save it today!', ['pre-save']],
    ['Loved this shoot. Follow for more tips', ['follow for more']],
    ['Please share with anyone planning a wedding', ['share with']],
    ['🎨 Grab yours before Sunday', ['grab yours']],
    ['Which one would you pick? Vote in the comments.', ['vote']],
  ])('finds the call in %j', (text, expected) => {
    expect(callsToAction(text)).toEqual(expected);
  });

  it.each([
    'I watch the sunset every evening from my studio.',
    'We follow the light wherever it goes.',
    'This painting took three weeks.',
    'My friends share a love of old cameras.',
  ])('finds none in %j', (text) => {
    expect(callsToAction(text)).toEqual([]);
  });
});

describe('platform lengths and limits', () => {
  it('weights X characters: URL 23, emoji and CJK 2', () => {
    expect(xWeightedLength('hello')).toBe(5);
    expect(xWeightedLength('see https://example.com/a/very/long/path/indeed')).toBe(4 + 23);
    expect(xWeightedLength('🎨')).toBe(2);
    expect(xWeightedLength('👩‍🎨')).toBe(2);
    expect(xWeightedLength('日本')).toBe(4);
    expect(xWeightedLength('café — “quotes”')).toBe(15);
  });

  it('counts what people see as characters elsewhere', () => {
    expect(characterCount('👩‍🎨 art')).toBe(5);
  });

  it('flags captions over each platform limit', () => {
    const over = (platform: 'twitter' | 'instagram' | 'linkedin' | 'tiktok' | 'facebook', n: number) =>
      analyzeContent(photographer, { content: 'a'.repeat(n), platform }).analysis.caption_length;
    expect(over('twitter', 280).within_limit).toBe(true);
    expect(over('twitter', 281).within_limit).toBe(false);
    expect(over('instagram', 2200).within_limit).toBe(true);
    expect(over('instagram', 2201).within_limit).toBe(false);
    expect(over('tiktok', 2201).within_limit).toBe(false);
    expect(over('linkedin', 3000).within_limit).toBe(true);
    expect(over('linkedin', 3001).within_limit).toBe(false);
    expect(over('facebook', 63206).within_limit).toBe(true);
    expect(over('facebook', 63207).within_limit).toBe(false);
    const x = analyzeContent(photographer, { content: `${'🎨'.repeat(141)}`, platform: 'twitter' });
    expect(x.analysis.caption_length.characters).toBe(282);
    expect(x.analysis.suggestions.join(' ')).toContain('Cut 2 characters');
  });

  it('checks hashtag counts against the platform advice', () => {
    const tags = Array.from({ length: 8 }, (_, i) => `#tag${i}`).join(' ');
    const ig = analyzeContent(photographer, {
      content: `New prints! Which is yours? ${tags}`,
      platform: 'instagram',
    });
    expect(ig.analysis.caption_length.hashtags).toBe(8);
    expect(ig.analysis.suggestions.join(' ')).toContain('at most 5 hashtags');
    const x = analyzeContent(photographer, {
      content: 'New prints! Which is yours? #a1 #b2 #c3',
      platform: 'twitter',
    });
    expect(x.analysis.suggestions.join(' ')).toContain('at most 2 hashtags');
    expect(x.analysis.hashtag_suggestions.length).toBeLessThanOrEqual(3);
  });
});

describe('content analysis scores come from the text', () => {
  const base = 'These new harbour prints came out softer than I planned.';
  const better =
    'Which harbour print would you hang at home? These new prints came out soft and warm. Link in bio to shop. #printshop #harbour #bristol';

  it('scores a post with a hook, question, call to action and hashtags above a flat one', () => {
    const flat = analyzeContent(photographer, { content: base, platform: 'instagram' });
    const good = analyzeContent(photographer, { content: better, platform: 'instagram' });
    expect(good.analysis.score).toBeGreaterThan(flat.analysis.score + 25);
    expect(good.analysis.call_to_action.present).toBe(true);
    expect(flat.analysis.call_to_action.present).toBe(false);
    expect(flat.analysis.call_to_action.suggestion).toMatch(/call to action/);
    expect(good.analysis.engagement_prediction.level).toBe('high');
    expect(flat.analysis.engagement_prediction.score).toBeLessThan(good.analysis.engagement_prediction.score);
  });

  it('adding only a call to action raises the score by its weight', () => {
    const without = analyzeContent(photographer, { content: base, platform: 'instagram' }).analysis.score;
    const withCta = analyzeContent(photographer, {
      content: `${base} Save this for later.`,
      platform: 'instagram',
    }).analysis.score;
    expect(withCta - without).toBeGreaterThanOrEqual(12);
  });

  it('counts a closing question to the reader as a soft call to action', () => {
    const lesson = 'Three lessons from a bakery rebrand: ask why, sketch early, celebrate small wins.';
    const asked = analyzeContent(photographer, {
      content: `${lesson} Which lesson would you add?`,
      platform: 'linkedin',
    });
    const told = analyzeContent(photographer, {
      content: `${lesson} Message me to talk about it.`,
      platform: 'linkedin',
    });
    const none = analyzeContent(photographer, { content: lesson, platform: 'linkedin' });
    expect(asked.analysis.call_to_action).toMatchObject({
      present: true,
      phrases: ['closing question to the reader'],
    });
    expect(told.analysis.call_to_action.phrases).toEqual(['message me']);
    expect(none.analysis.call_to_action.present).toBe(false);
    expect(none.analysis.score).toBeLessThan(asked.analysis.score);
  });

  it('reads sentiment with negation', () => {
    expect(sentiment('I love this, it is beautiful').label).toBe('positive');
    expect(sentiment('This was a terrible, awful week').label).toBe('negative');
    expect(sentiment('This is not good').label).toBe('negative');
    expect(sentiment('The print is 30 by 40 centimetres').label).toBe('neutral');
  });

  it('suggests curated hashtags for the creative type, never words lifted from the text, nor ones already used', () => {
    const a = analyzeContent(photographer, {
      content: 'Harbour portraits at golden hour. Harbour walks, harbour light. #portraits',
      platform: 'instagram',
    });
    expect(a.analysis.hashtag_suggestions).not.toContain('#portraits');
    expect(a.analysis.hashtag_suggestions).not.toContain('#harbour');
    expect(a.analysis.hashtag_suggestions.some((h) => /photo/i.test(h))).toBe(true);
    const sale = analyzeContent(photographer, {
      content: 'New prints are available now, I am not making this anymore. Kiln disaster!',
      platform: 'instagram',
    });
    for (const lifted of ['#available', '#anymore', '#disaster', '#making'])
      expect(sale.analysis.hashtag_suggestions).not.toContain(lifted);
  });
});
