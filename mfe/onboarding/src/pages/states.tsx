// What the profile pages show while the profile loads, and when it cannot be read (the kit's QueryState).
import type { QueryFailure } from '@market-muse/ui';

export const PROFILE_PENDING = 'Loading your profile...';

export const PROFILE_FAILED: QueryFailure = {
  title: "We couldn't load your profile",
  text: 'Failed to fetch profile. Check your connection and try again.',
};
