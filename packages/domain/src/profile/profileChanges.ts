import type { SaveProfileRequest } from '@market-muse/contracts/requests';
import type { ProfileChanges } from './profile.ts';

/** A save request's fields as decider changes: absent stays absent, a lone creativeType becomes the list. */
export const profileChanges = (request: SaveProfileRequest): ProfileChanges => {
  const { creativeType, ...fields } = request;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) changes[key] = value;
  if (fields.creativeTypes === undefined && creativeType !== undefined)
    changes.creativeTypes = creativeType === null ? [] : [creativeType];
  return changes as ProfileChanges;
};
