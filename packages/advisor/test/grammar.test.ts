// The advisor's sentences read as correct English whatever the user typed as audience or project:
// the audience phrase is only ever used as a noun phrase (after a preposition or as an object), never
// as the subject of a verb that follows it, so short, long, plural and 'who'-clause phrases all fit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AdvisorContext } from '@market-muse/contracts';
import { CREATIVE_TYPES, STRATEGY_TIMEFRAMES } from '@market-muse/contracts/enums';
import { describe, expect, it } from 'vitest';
import {
  generateAdvice,
  generateContentSuggestions,
  generateDailyTasks,
  generateProjectInsights,
  generateRoadmap,
  generateStrategy,
  greeting,
} from '../src/index.ts';
import { photographer, withProject } from './fixtures.ts';

const AUDIENCES = [
  'moms',
  'coffee lovers who buy handmade gifts',
  'young families in Bristol',
  'independent bookshop owners and librarians across the north of England who stock local authors',
  'people who love vinyl',
  'Gen Z gamers',
];
const PROJECTS = [
  'Clay',
  'The Long Road Home: a photo book about coastal villages',
  'Moonlight Sessions',
  'my 3 new prints',
];

/** Words that, right after the audience phrase, would make it the subject of a clause. */
const VERB_AFTER =
  /^\s*(follow|follows|ask|asks|asked|get|gets|are|is|already|gather|gathers|love|loves|respond|responds|often|raise|raises|who|most|can|buy|buys|want|wants|need|needs)\b/i;

const MESSAGES = [
  'How should I price my work?',
  'How can I grow my social media following?',
  'What content should I post this week?',
  'How do I get more engagement on my posts?',
  'How do I find my first clients?',
  'I have no time for marketing',
  'How do I launch?',
];

function contextFor(
  creativeType: (typeof CREATIVE_TYPES)[number],
  audience: string,
  project: string,
): AdvisorContext {
  const base = withProject(photographer, { name: project, targetAudience: audience });
  return { ...base, profile: { ...base.profile, creativeTypes: [creativeType], targetAudience: audience } };
}

function allText(ctx: AdvisorContext): string[] {
  const out: unknown[] = [
    greeting(ctx),
    generateProjectInsights(ctx),
    generateRoadmap(ctx),
    generateDailyTasks(ctx),
    generateContentSuggestions(ctx),
    ...STRATEGY_TIMEFRAMES.map((t) => generateStrategy(ctx, t)),
    ...MESSAGES.map((message) => generateAdvice(ctx, { message, history: [] } as never)),
  ];
  const strings: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') strings.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(out);
  return strings;
}

describe('audience and project phrases read as English', () => {
  for (const audience of AUDIENCES) {
    it(`"${audience}" is never the subject of a following verb, across every creative type`, () => {
      const problems: string[] = [];
      for (const [i, type] of CREATIVE_TYPES.entries()) {
        const project = PROJECTS[i % PROJECTS.length] ?? 'Clay';
        for (const sentence of allText(contextFor(type, audience, project))) {
          let at = sentence.indexOf(audience);
          while (at >= 0) {
            const after = sentence.slice(at + audience.length);
            if (VERB_AFTER.test(after)) problems.push(sentence);
            at = sentence.indexOf(audience, at + 1);
          }
          if (/\bwho\b[^.;:]*\bwho buy again\b/.test(sentence)) problems.push(sentence);
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  }

  it('the two sentences from the issue now read correctly', () => {
    const texts = allText(contextFor('photography', 'coffee lovers who buy handmade gifts', 'Clay'));
    const joined = texts.join('\n');
    expect(joined).not.toContain('accounts coffee lovers who buy handmade gifts follow');
    expect(joined).not.toContain('from coffee lovers who buy handmade gifts who buy again');
    expect(joined).toContain('accounts followed by coffee lovers who buy handmade gifts');
  });

  it('no knowledge template puts {audience} before a verb', () => {
    const dir = join(import.meta.dirname, '../src');
    const files = [
      ...readdirSync(dir),
      ...readdirSync(join(dir, 'knowledge')).map((f) => `knowledge/${f}`),
    ].filter((f) => f.endsWith('.ts'));
    const bad: string[] = [];
    for (const file of files) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const match of source.matchAll(/\{audience\}([^'"`]*)/g)) {
        if (VERB_AFTER.test(match[1] ?? '')) bad.push(`${file}: ${match[0].slice(0, 80)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('strategy phase titles', () => {
  it('never repeat the phase name ("Foundation: foundation")', () => {
    for (const stage of ['idea', 'development', 'launch', 'growth', 'mature'] as const) {
      const ctx = withProject(photographer, { projectStage: stage });
      for (const t of STRATEGY_TIMEFRAMES) {
        for (const phase of generateStrategy(ctx, t).strategy.phases) {
          const [head, tail] = phase.title.split(': ');
          expect(tail === undefined || head?.toLowerCase() !== tail.toLowerCase(), phase.title).toBe(true);
        }
      }
    }
  });
});
