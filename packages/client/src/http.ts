// The client served from /api over fetch (spec §7): cookies always included, a JSON body only when there
// is a payload, and every non-OK answer thrown as an ApiError.
import type { Advice } from '@market-muse/contracts';
import type { AdviceStreamHandlers, MarketMuseClient } from './client.ts';
import { ApiError } from './errors.ts';
import { readServerSentEvents } from './sse.ts';

export interface HttpClientOptions {
  /** Prefix of every path ('' = this origin). */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
}

export function createHttpClient(options: HttpClientOptions = {}): MarketMuseClient {
  const baseUrl = options.baseUrl ?? '';
  // Looked up on each call so tests (and the browser) can replace the global after creation.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function send(
    method: string,
    path: string,
    payload?: unknown,
    signal?: AbortSignal,
    headers?: Record<string, string>,
  ) {
    const init: RequestInit = { method, credentials: 'include' };
    if (signal) init.signal = signal;
    if (headers) init.headers = { ...headers };
    if (payload !== undefined) {
      init.headers = { ...headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(payload);
    }
    const res = await doFetch(`${baseUrl}${path}`, init);
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new ApiError(res.status, res.statusText, text.trim());
    }
    return res;
  }
  const json = async <T>(method: string, path: string, payload?: unknown, signal?: AbortSignal) =>
    (await (await send(method, path, payload, signal)).json()) as T;
  const get = <T>(path: string, signal?: AbortSignal) => json<T>('GET', path, undefined, signal);
  const post = <T>(path: string, payload?: unknown) => json<T>('POST', path, payload);
  const query = (params?: { projectId?: string }) =>
    params?.projectId ? `?projectId=${encodeURIComponent(params.projectId)}` : '';
  const id = (value: string) => encodeURIComponent(value);

  async function adviceStream(body: { context: string }, handlers: AdviceStreamHandlers = {}) {
    const res = await send('POST', '/api/ai/personalized-advice/stream', body, handlers.signal);
    if (!res.body) throw new Error('Failed to get AI response');
    let result: Advice | undefined;
    for await (const event of readServerSentEvents(res.body)) {
      if (event.event === 'delta') handlers.onDelta?.((JSON.parse(event.data) as { text: string }).text);
      else if (event.event === 'result') result = JSON.parse(event.data) as Advice;
      else if (event.event === 'error') {
        const { message } = JSON.parse(event.data) as { message?: string };
        throw new Error(message || 'Failed to get AI response');
      }
    }
    if (!result) throw new Error('Failed to get AI response: the stream ended without an answer');
    return result;
  }

  return {
    auth: {
      async currentUser(signal) {
        try {
          return await get('/api/auth/user', signal);
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return null;
          // Spec §8: 'Auth check failed: {status}' for non-OK, non-401 user checks.
          if (error instanceof ApiError) throw new Error(`Auth check failed: ${error.status}`);
          throw error;
        }
      },
      login: (body) => post('/api/auth/login', body),
      register: (body) => post('/api/auth/register', body),
      async logout() {
        await send('POST', '/api/auth/logout');
      },
    },
    profile: {
      async get(signal) {
        try {
          return await get('/api/profile', signal);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      save: (body) => post('/api/profile', body),
    },
    projects: {
      list: (signal) => get('/api/projects', signal),
      create: (body) => post('/api/projects', body),
      get: (projectId, signal) => get(`/api/projects/${id(projectId)}`, signal),
      activate: (projectId) => post(`/api/projects/${id(projectId)}/activate`),
      active: (signal) => get('/api/active-project', signal),
    },
    goals: {
      list: (params, signal) => get(`/api/goals${query(params)}`, signal),
      create: (body) => post('/api/goals', body),
      update: (goalId, body) => json('PATCH', `/api/goals/${id(goalId)}`, body),
      progress: (goalId, body) => post(`/api/goals/${id(goalId)}/progress`, body),
      complete: (goalId) => post(`/api/goals/${id(goalId)}/complete`),
    },
    roadmaps: {
      list: (signal) => get('/api/roadmaps', signal),
      generate: (body) => post('/api/roadmaps/generate', body),
    },
    tasks: {
      list: (params, signal) => get(`/api/tasks${query(params)}`, signal),
      generateDaily: () => post('/api/tasks/generate-daily'),
      complete: (taskId) => post(`/api/tasks/${id(taskId)}/complete`),
      reopen: (taskId) => post(`/api/tasks/${id(taskId)}/reopen`),
    },
    insights: {
      generate: () => post('/api/project-insights'),
    },
    ai: {
      contentSuggestions: (body) => post('/api/ai/content-suggestions', body),
      advice: (body) => post('/api/ai/personalized-advice', body),
      adviceStream,
      chatHistory: (signal) => get('/api/ai/chat-history', signal),
      strategy: (body) => post('/api/ai/marketing-strategy', body),
      analyzeContent: (body) => post('/api/ai/analyze-content', body),
    },
    dashboard: {
      get: (signal) => get('/api/dashboard', signal),
    },
    community: {
      guide: (signal) => get('/api/community', signal),
      addHabit: () => post('/api/community/habit'),
    },
    progress: {
      overview: (signal) => get('/api/progress', signal),
      content: (signal) => get('/api/progress/content', signal),
      asOf: (at, signal) => get(`/api/progress/as-of?at=${encodeURIComponent(at)}`, signal),
      timeline(params = {}, signal) {
        const search = new URLSearchParams();
        if (params.before) search.set('before', params.before);
        if (params.limit) search.set('limit', String(params.limit));
        const qs = search.toString();
        return get(`/api/progress/timeline${qs ? `?${qs}` : ''}`, signal);
      },
      download: async (format) => (await send('GET', `/api/progress/export.${format}`)).text(),
    },
    calendar: {
      list(range = {}, signal) {
        const search = new URLSearchParams();
        if (range.from) search.set('from', range.from);
        if (range.to) search.set('to', range.to);
        const qs = search.toString();
        return get(`/api/calendar/posts${qs ? `?${qs}` : ''}`, signal);
      },
      schedule: (body) => post('/api/calendar/posts', body),
      update: (postId, body) => json('PATCH', `/api/calendar/posts/${id(postId)}`, body),
      publish: (postId) => post(`/api/calendar/posts/${id(postId)}/publish`),
      unpublish: (postId) => post(`/api/calendar/posts/${id(postId)}/unpublish`),
      async remove(postId) {
        await send('DELETE', `/api/calendar/posts/${id(postId)}`);
      },
      exportIcs: async () => (await send('GET', '/api/calendar/export.ics')).text(),
    },
    content: {
      history: (signal) => get('/api/content-history', signal),
    },
    operator: {
      analytics: async (token, signal) =>
        (
          await send('GET', '/api/operator/analytics', undefined, signal, {
            Authorization: `Bearer ${token}`,
          })
        ).json(),
    },
  };
}
