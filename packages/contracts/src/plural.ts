// How counts are written, once for the whole product: "1 week", "3 weeks", "the last week". The
// screens and the advisor use these instead of pasting a number before a plural noun.

const rules = new Intl.PluralRules('en');
const irregular: Readonly<Record<string, string>> = {
  person: 'people',
  woman: 'women',
  man: 'men',
  wife: 'wives',
  child: 'children',
  story: 'stories',
  reply: 'replies',
  copy: 'copies',
  entry: 'entries',
  gallery: 'galleries',
  enquiry: 'enquiries',
  inquiry: 'inquiries',
  activity: 'activities',
  strategy: 'strategies',
};

/** The noun in the form a count needs: plural('week', 1) = 'week', plural('week', 3) = 'weeks'. */
export const plural = (noun: string, n: number): string => {
  if (rules.select(n) === 'one') return noun;
  const known = irregular[noun];
  if (known) return known;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
};

/** '1 word', '1,200 words'. */
export const count = (n: number, noun: string): string => `${n.toLocaleString('en-US')} ${plural(noun, n)}`;

/** 'the last week', 'the last 3 weeks'. */
export const lastPeriod = (n: number, unit: string): string =>
  n === 1 ? `the last ${unit}` : `the last ${count(n, unit)}`;
