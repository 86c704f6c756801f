import { createHash } from 'node:crypto';
import type { BusinessGoal } from '@market-muse/contracts';

export { INITIAL_GOAL_DAYS, initialGoalDetails } from './initialGoalDetails.ts';

/** The same user and business goal always name the same goal stream: saving again never duplicates it. */
export const initialGoalId = (userId: string, businessGoal: BusinessGoal) => {
  const hex = createHash('sha256').update(`initial-goal:${userId}:${businessGoal}`).digest('hex');
  // Formatted as a UUID (version 8: custom) so it fits the uuid columns like any other goal id.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
