// Contexts built from partial data (demo mode's stored profile, variant B labels) are valid.
import { AdvisorContext, localDate } from '@market-muse/contracts';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { generateRoadmap, makeAdvisorContext } from '../src/index.ts';

describe('makeAdvisorContext', () => {
  it('fills the gaps and normalises creative types from either variant', () => {
    const ctx = makeAdvisorContext({
      userId: 'demo',
      date: '2026-11-21',
      profile: {
        creativeTypes: ['Photographer', 'visual_art', 'Filmmaker', 'astronaut', 'photography'],
        experienceLevel: 'beginner',
      },
    });
    expect(Schema.is(AdvisorContext)(ctx)).toBe(true);
    expect(ctx.profile.creativeTypes).toEqual(['photography', 'visual_art', 'film']);
    expect(generateRoadmap(ctx).description).toContain('photographer');
  });

  it("uses the user's own today", () => {
    const now = new Date('2026-11-21T23:30:00.000Z');
    expect(localDate(now)).toBe('2026-11-21');
    expect(localDate(now, 'Asia/Tokyo')).toBe('2026-11-22');
    expect(localDate(now, 'America/Los_Angeles')).toBe('2026-11-21');
    expect(localDate(now, 'Not/AZone')).toBe('2026-11-21');
    expect(makeAdvisorContext({ userId: 'u', now, timeZone: 'Asia/Tokyo' }).date).toBe('2026-11-22');
  });
});
