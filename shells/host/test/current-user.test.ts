import { describe, expect, it } from 'vitest';
import { displayName } from '../src/auth/current-user.ts';

const ada = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2026-01-01',
};

describe('displayName (user menu)', () => {
  it('prefers the first name, then the email before @, then User', () => {
    expect(displayName(ada)).toBe('Ada');
    expect(displayName({ firstName: null, email: 'grace.hopper@example.com' })).toBe('grace.hopper');
    expect(displayName({ firstName: '  ', email: 'grace@example.com' })).toBe('grace');
    expect(displayName({ firstName: null, email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
