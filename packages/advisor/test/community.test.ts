import { CommunityGuide } from '@market-muse/contracts';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { generateCommunityGuide } from '../src/community.ts';
import { makeAdvisorContext } from '../src/context.ts';
import { musician, photographer } from './fixtures.ts';

const isGuide = Schema.is(CommunityGuide);

describe('community guide', () => {
  it('answers the contract, with every kind of community once', () => {
    for (const ctx of [photographer, musician]) {
      const guide = generateCommunityGuide(ctx);
      expect(isGuide(guide)).toBe(true);
      expect(guide.communities.map((c) => c.kind).sort()).toEqual(
        ['associations', 'critique', 'markets', 'meetups', 'online'].sort(),
      );
      expect(guide.etiquette.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('is personal: a photographer and a musician get different places, words and order', () => {
    const a = generateCommunityGuide(photographer);
    const b = generateCommunityGuide(musician);
    expect(a.creativeType).not.toBe(b.creativeType);
    expect(a.communities.find((c) => c.kind === 'meetups')?.whereToLook).not.toEqual(
      b.communities.find((c) => c.kind === 'meetups')?.whereToLook,
    );
    expect(JSON.stringify(a)).toMatch(/photo/i);
    expect(JSON.stringify(b)).toMatch(/song|gig|music/i);
  });

  it('orders by experience: newcomers start online, the experienced with associations', () => {
    const base = { userId: 'u', date: '2026-11-22' };
    const beginner = makeAdvisorContext({
      ...base,
      profile: { creativeTypes: ['pottery'], experienceLevel: 'beginner' },
    });
    const advanced = makeAdvisorContext({
      ...base,
      profile: { creativeTypes: ['pottery'], experienceLevel: 'advanced' },
    });
    expect(generateCommunityGuide(beginner).communities[0]?.kind).toBe('online');
    expect(generateCommunityGuide(advanced).communities[0]?.kind).toBe('associations');
  });

  it('reads as English for every experience level ("an intermediate", "a beginner")', () => {
    const levels = ['beginner', 'intermediate', 'advanced'] as const;
    for (const experienceLevel of levels) {
      const ctx = makeAdvisorContext({
        userId: 'u',
        date: '2026-11-22',
        profile: { creativeTypes: ['photography'], experienceLevel },
      });
      const { intro } = generateCommunityGuide(ctx);
      expect(intro).not.toMatch(/\ba [aeiou]/i);
      expect(intro).not.toMatch(/\ban [^aeiou\s]/i);
    }
  });

  it('sizes the weekly habit to the time available, and fills every template', () => {
    const base = { userId: 'u', date: '2026-11-22' };
    const little = makeAdvisorContext({
      ...base,
      profile: { creativeTypes: ['writing'], availableTime: 'minimal' },
    });
    const lots = makeAdvisorContext({
      ...base,
      profile: { creativeTypes: ['writing'], availableTime: 'full_time' },
    });
    const small = generateCommunityGuide(little).habit.estimatedTime;
    const large = generateCommunityGuide(lots).habit.estimatedTime;
    expect(small).toBeGreaterThanOrEqual(30);
    expect(large).toBeGreaterThan(small);
    expect(large).toBeLessThanOrEqual(90);
    expect(JSON.stringify(generateCommunityGuide(lots))).not.toMatch(/\{\w+\}/);
  });

  it('names the audience when the profile has one', () => {
    const ctx = makeAdvisorContext({
      userId: 'u',
      date: '2026-11-22',
      profile: { creativeTypes: ['photography'], targetAudience: 'coffee shop owners' },
    });
    expect(generateCommunityGuide(ctx).intro).toContain('coffee shop owners already gather');
  });
});
