// The realiser: the user's phrases are cleaned and placed safely, counts get the right plural, and
// names keep the user's capitals.
import { describe, expect, it } from 'vitest';
import {
  asSentence,
  audiencePhrase,
  capitalise,
  cleanPhrase,
  count,
  lastPeriod,
  lowerFirst,
  namePhrase,
  paragraph,
  quoted,
  withArticle,
} from '../src/realise.ts';

describe('counts', () => {
  it('writes singular and plural through the plural rules', () => {
    expect(count(1, 'word')).toBe('1 word');
    expect(count(2, 'word')).toBe('2 words');
    expect(count(0, 'story')).toBe('0 stories');
    expect(count(1200, 'entry')).toBe('1,200 entries');
    expect(lastPeriod(1, 'week')).toBe('the last week');
    expect(lastPeriod(3, 'week')).toBe('the last 3 weeks');
  });
});

describe('audience phrases', () => {
  it.each([
    ["I'm not sure yet", null],
    ['not sure', null],
    ['anyone', null],
    ['Everyone', null],
    ['idk', null],
    ['', null],
    ['teens', 'teens'],
    ['Hip-hop fans.', 'hip-hop fans'],
    ['COLLECTORS OF RARE VINYL', 'collectors of rare vinyl'],
    ['dog owners 🐶', 'dog owners'],
    ['people who care about the planet...', 'people who care about the planet'],
    ['Londoners', 'Londoners'],
    ['a local bookshop owner', 'local bookshop owners'],
    ['a busy mum who runs a café', 'people like a busy mum who runs a café'],
    ['My audience is young parents', 'young parents'],
    ['amantes del café', 'amantes del café'],
  ])('%j reads as %j', (raw, expected) => {
    expect(audiencePhrase(raw)).toBe(expected);
  });
});

describe('names and sentences', () => {
  it('keeps the user casing of names and only strips stray end marks', () => {
    expect(namePhrase('Tidewater Mug Collection')).toBe('Tidewater Mug Collection');
    expect(namePhrase('the year of small things!')).toBe('the year of small things');
    expect(namePhrase('Low Tide (free EP)')).toBe('Low Tide (free EP)');
    expect(cleanPhrase('  "moss + stone"  ')).toBe('moss + stone');
  });

  it('never capitalises a name written with inner capitals', () => {
    expect(capitalise('iPhone Stand Pro is growing')).toBe('iPhone Stand Pro is growing');
    expect(capitalise('your project')).toBe('Your project');
    expect(lowerFirst('YouTube rewards useful videos')).toBe('YouTube rewards useful videos');
    expect(lowerFirst('Film a clip')).toBe('film a clip');
    expect(lowerFirst('A steady income')).toBe('a steady income');
    expect(lowerFirst('I am')).toBe('I am');
  });

  it('quotes a selling point so its grammar never collides with ours', () => {
    expect(quoted('Every glaze is mixed from local beach sand.')).toBe(
      '“Every glaze is mixed from local beach sand”',
    );
    expect(asSentence('every glaze is mixed by hand')).toBe('Every glaze is mixed by hand.');
  });

  it('chooses articles by sound', () => {
    expect(withArticle('illustration')).toBe('an illustration');
    expect(withArticle('unique piece')).toBe('a unique piece');
    expect(withArticle('hour')).toBe('an hour');
    expect(withArticle('EP')).toBe('an EP');
  });

  it('joins sentences with one space and one end mark each', () => {
    expect(paragraph('first', null, 'second.', false, 'Third?')).toBe('First. Second. Third?');
  });
});
