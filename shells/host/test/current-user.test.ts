import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayName, fetchCurrentUser } from '../src/auth/current-user.ts';

const ada = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2026-01-01',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('displayName (spec §2 user menu)', () => {
  it('prefers the first name, then the email before @, then User', () => {
    expect(displayName(ada)).toBe('Ada');
    expect(displayName({ firstName: null, email: 'grace.hopper@example.com' })).toBe('grace.hopper');
    expect(displayName({ firstName: '  ', email: 'grace@example.com' })).toBe('grace');
    expect(displayName({ firstName: null, email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('fetchCurrentUser (spec §7/§8)', () => {
  it('answers the user on 200, sending cookies', async () => {
    const fetchMock = vi.fn(async () => Response.json(ada));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchCurrentUser()).toEqual(ada);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/user',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('answers null (signed out) on 401', async () => {
    vi.stubGlobal('fetch', async () => new Response('Unauthorized', { status: 401 }));
    expect(await fetchCurrentUser()).toBeNull();
  });

  it("throws 'Auth check failed: {status}' on any other non-OK answer", async () => {
    vi.stubGlobal('fetch', async () => new Response('boom', { status: 503 }));
    await expect(fetchCurrentUser()).rejects.toThrow('Auth check failed: 503');
  });
});
