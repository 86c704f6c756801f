// The account the user decider's tests start from: registered with a password, or through a sign-in
// provider alone (no password).
import { NO_PASSWORD } from '../src/users/user.ts';

export const at = new Date('2026-11-24T10:00:00Z');

const registeredWith = (passwordHash: string) => ({
  type: 'UserRegistered' as const,
  data: {
    userId: 'u-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash,
    registeredAt: at.toISOString(),
  },
});

export const withPassword = registeredWith('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA');
export const withoutPassword = registeredWith(NO_PASSWORD);
