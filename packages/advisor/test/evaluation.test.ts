// The evaluation's targets, held by the test suite: topic accuracy on the held-out question bank,
// zero prose findings over every generator for every evaluation profile, and idea variety.
import { CREATIVE_TYPES } from '@market-muse/contracts';
import { describe, expect, it } from 'vitest';
import { evaluate, ideaVariety, TARGETS, topicAccuracy } from '../eval/evaluate.ts';
import { evalProfiles } from '../eval/profiles.ts';
import { questionBank } from '../eval/questions.ts';

describe('the evaluation sets', () => {
  it('has at least 200 labelled questions, follow-ups among them, and 40 profiles of every creative type', () => {
    expect(questionBank.length).toBeGreaterThanOrEqual(200);
    expect(questionBank.filter((q) => q.after).length).toBeGreaterThanOrEqual(20);
    expect(evalProfiles.length).toBeGreaterThanOrEqual(40);
    const types = new Set(evalProfiles.map((p) => p.ctx.profile.creativeTypes[0]));
    for (const t of CREATIVE_TYPES) expect(types).toContain(t);
  });
});

describe('targets', () => {
  it(`understands at least ${TARGETS.topicAccuracy * 100}% of the held-out questions`, () => {
    expect(topicAccuracy(questionBank).accuracy).toBeGreaterThanOrEqual(TARGETS.topicAccuracy);
  });

  it(`shows at least ${TARGETS.variety * 100}% new ideas on each regeneration`, () => {
    expect(ideaVariety(evalProfiles)).toBeGreaterThanOrEqual(TARGETS.variety);
  });

  it('writes prose with no linter findings for any profile and generator', { timeout: 300_000 }, () => {
    const result = evaluate(evalProfiles, questionBank, { spell: true, chatPerProfile: 30 });
    expect(result.findings.map((f) => `${f.generator} · ${f.profile} · ${f.rule}: ${f.text}`)).toEqual([]);
  });
});
