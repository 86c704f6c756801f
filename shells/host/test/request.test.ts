import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../src/api/request.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest (spec §7/§8)', () => {
  it('sends cookies and a JSON body only when there is a payload', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('POST', '/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ method: 'POST', credentials: 'include' });

    await apiRequest('POST', '/api/projects', { name: 'Debut novel' });
    expect(fetchMock.mock.calls[1]?.[1]).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Debut novel"}',
    });
  });

  it('turns a non-OK answer into `status: body`, or `status: statusText` when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => new Response('Invalid email or password', { status: 401 }));
    await expect(apiRequest('POST', '/api/auth/login', {})).rejects.toThrow('401: Invalid email or password');

    vi.stubGlobal(
      'fetch',
      async () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );
    await expect(apiRequest('GET', '/api/profile')).rejects.toThrow('500: Internal Server Error');
  });
});
