import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, isUnauthorized, serverText } from '../src/index.ts';

const ada = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2026-01-01',
};

const debutNovel = {
  id: 'p1',
  name: 'Debut novel',
  description: null,
  projectType: 'book',
  targetAudience: null,
  uniqueSellingPoint: null,
  projectStage: 'idea',
  availableBudget: null,
  availableTime: null,
  biggestChallenges: [],
  websiteUrl: null,
  socialMediaLinks: [],
  targetRevenue: null,
  launchTimeline: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the HTTP client', () => {
  it('sends cookies, and a JSON body only when there is a payload', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient();

    await client.auth.logout();
    expect(fetchMock.mock.calls[0]).toEqual(['/api/auth/logout', { method: 'POST', credentials: 'include' }]);

    fetchMock.mockResolvedValueOnce(Response.json(debutNovel));
    await client.projects.create({ name: 'Debut novel', projectType: 'book', projectStage: 'idea' });
    expect(fetchMock.mock.calls[1]?.[1]).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Debut novel","projectType":"book","projectStage":"idea"}',
    });
  });

  it('records a stopped answer with a request that survives a reload right after Stop', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient();
    await client.ai
      .stopAnswer({ context: 'How should I price my mugs?', shown: 'Price', turnId: 'turn-1' })
      .catch(() => {});
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ai/chat-history/stopped');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });

    await client.auth.logout();
    expect(fetchMock.mock.calls[1]?.[1]).not.toHaveProperty('keepalive');
  });

  it('turns a non-OK answer into `status: body`, or `status: statusText` when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => new Response('Invalid email or password', { status: 401 }));
    const client = createHttpClient();
    const failed = await client.auth.login({ email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).message).toBe('401: Invalid email or password');
    expect(serverText(failed, 'Login failed')).toBe('Invalid email or password');

    vi.stubGlobal(
      'fetch',
      async () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );
    await expect(client.projects.list()).rejects.toThrow('500: Internal Server Error');
  });

  it('answers the current user on 200, null on 401, and "Auth check failed: {status}" otherwise', async () => {
    const fetchMock = vi.fn(async () => Response.json(ada));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient();
    expect(await client.auth.currentUser()).toEqual(ada);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/user',
      expect.objectContaining({ credentials: 'include' }),
    );

    vi.stubGlobal('fetch', async () => new Response('Unauthorized', { status: 401 }));
    expect(await client.auth.currentUser()).toBeNull();

    vi.stubGlobal('fetch', async () => new Response('boom', { status: 503 }));
    await expect(client.auth.currentUser()).rejects.toThrow('Auth check failed: 503');
  });

  it('answers no profile (null) for 404 before the first save', async () => {
    vi.stubGlobal('fetch', async () => new Response('Profile not found', { status: 404 }));
    expect(await createHttpClient().profile.get()).toBeNull();
  });

  it("recognises a 401 by status or by the product's message form", () => {
    expect(isUnauthorized(new ApiError(401, 'Unauthorized', 'Unauthorized'))).toBe(true);
    expect(isUnauthorized(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'Forbidden', ''))).toBe(false);
    expect(isUnauthorized(new Error('500: Unauthorized'))).toBe(false);
  });

  it('strips the field prefix of a 400 for a toast, and falls back without a server text', () => {
    expect(serverText(new ApiError(400, 'Bad Request', 'name: Project name is required'), 'x')).toBe(
      'Project name is required',
    );
    expect(serverText(new TypeError('Failed to fetch'), 'Please try again')).toBe('Please try again');
  });

  it('streams advice: deltas as they come, then the full answer; an error event rejects', async () => {
    const sse = (body: string) =>
      new Response(
        new ReadableStream({
          start(controller) {
            // Split mid-event, as a network would.
            const bytes = new TextEncoder().encode(body);
            controller.enqueue(bytes.slice(0, 17));
            controller.enqueue(bytes.slice(17));
            controller.close();
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const advice = {
      advice: 'Price at cost plus.',
      actionSteps: ['List materials'],
      topic: 'pricing',
      source: 'local',
    };
    vi.stubGlobal('fetch', async () =>
      sse(
        `event: delta\ndata: {"text":"Price at "}\n\nevent: delta\ndata: {"text":"cost plus."}\n\n` +
          `event: result\ndata: ${JSON.stringify(advice)}\n\n`,
      ),
    );
    const deltas: string[] = [];
    const result = await createHttpClient().ai.adviceStream(
      { context: 'How do I price?' },
      { onDelta: (t) => deltas.push(t) },
    );
    expect(deltas).toEqual(['Price at ', 'cost plus.']);
    expect(result).toEqual(advice);

    vi.stubGlobal('fetch', async () => sse('event: error\ndata: {"message":"model down"}\n\n'));
    await expect(createHttpClient().ai.adviceStream({ context: 'x' })).rejects.toThrow('model down');
  });
  it('calendar: the range as a query, DELETE for remove, and the .ics export as text', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient();
    await client.calendar.list({ from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/calendar/posts?from=2026-11-01T00%3A00%3A00.000Z&to=2026-12-01T00%3A00%3A00.000Z',
    );
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await client.calendar.remove('p/1');
    expect(fetchMock.mock.calls[1]).toEqual([
      '/api/calendar/posts/p%2F1',
      { method: 'DELETE', credentials: 'include' },
    ]);
    fetchMock.mockResolvedValueOnce(new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'));
    expect(await client.calendar.exportIcs()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/calendar/export.ics');
  });

  it("decodes answers with the contract's schemas: unknown fields dropped, a wrong shape refused", async () => {
    vi.stubGlobal('fetch', async () => Response.json([{ ...debutNovel, internal: 'x' }]));
    const client = createHttpClient();
    expect(await client.projects.list()).toEqual([debutNovel]);

    vi.stubGlobal('fetch', async () => Response.json([{ ...debutNovel, projectType: 'novel' }]));
    await expect(client.projects.list()).rejects.toThrow(
      /^GET \/api\/projects answered outside the contract \(0\.projectType: /,
    );
    vi.stubGlobal('fetch', async () => Response.json({ id: 'p1' }));
    await expect(
      client.projects.create({ name: 'x', projectType: 'book', projectStage: 'idea' }),
    ).rejects.toThrow('POST /api/projects answered outside the contract (name: is missing');
  });

  it('fills the path and the query from the route table', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient();
    await client.tasks.list({ projectId: 'p 1' });
    await client.goals.list();
    fetchMock.mockResolvedValueOnce(Response.json({ items: [], nextCursor: null }));
    await client.progress.timeline({ before: 'c1', limit: 20 });
    fetchMock.mockResolvedValueOnce(Response.json(debutNovel));
    await client.projects.activate('a/b');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'GET /api/tasks?projectId=p+1',
      'GET /api/goals',
      'GET /api/progress/timeline?before=c1&limit=20',
      'POST /api/projects/a%2Fb/activate',
    ]);
  });
});
