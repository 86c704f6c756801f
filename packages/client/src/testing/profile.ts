import type { Profile } from '@market-muse/contracts';
import { emptyProfileFields } from '@market-muse/domain';

/**
 * A profile as GET /api/profile answers it, for screens' tests: a photographer who finished onboarding,
 * every other field empty (the domain's empty profile), with what a test needs given over it.
 */
export const profileFixture = (over: Partial<Profile> = {}): Profile => ({
  userId: 'u1',
  ...emptyProfileFields,
  creativeTypes: ['photography'],
  creativeType: 'photography',
  onboardingCompleted: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
