import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, login, register, serverText } from '../src/login/api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth calls of the login screen', () => {
  it('posts JSON with cookies and answers the user', async () => {
    const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L', createdAt: 'now' };
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(user, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const body = { email: 'ada@example.com', password: '12345678', firstName: 'Ada', lastName: 'L' };
    expect(await register(body)).toEqual(user);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/register', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  });

  it("throws an ApiError whose message is `status: text` and whose body is the server's text", async () => {
    vi.stubGlobal('fetch', async () => new Response('Invalid email or password', { status: 401 }));
    const error = await login({ email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Invalid email or password');
    expect(serverText(error, 'Login failed')).toBe('Invalid email or password');
  });

  it('falls back to the given text when the server sent none or the network failed', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const empty = await login({ email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect((empty as Error).message).toBe('502: Bad Gateway');
    expect(serverText(empty, 'Login failed')).toBe('Login failed');
    expect(serverText(new TypeError('Failed to fetch'), 'Signup failed')).toBe('Signup failed');
  });
});
