import { createHmac } from 'node:crypto';

/**
 * A stable pseudonym for a user id: HMAC-SHA256 with the key, 'u_' and the first 24 hex digits. Analysts
 * can follow one creator across rows and exports without learning who it is.
 */
export const pseudonymFor = (key: string, userId: string) =>
  `u_${createHmac('sha256', key).update(userId).digest('hex').slice(0, 24)}`;
