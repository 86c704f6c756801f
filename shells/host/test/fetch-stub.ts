import { vi } from 'vitest';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Stubs fetch with a handler per path; unknown paths are a test error, not a silent 404. */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost/',
    );
    calls.push(url.pathname);
    const handler = routes[url.pathname];
    if (!handler) throw new Error(`unexpected fetch ${url.pathname}`);
    return handler(url.pathname, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A manifest like the deployment's: paths claimed per remote with their access rule, one widget. */
export const REMOTES_JSON = {
  profileSetupPath: '/profile-setup',
  remotes: [
    {
      name: 'landing',
      entry: '/mfe/landing/mf-manifest.json',
      routes: [
        { path: '/', access: 'signed-out' },
        { path: '/login', access: 'signed-out' },
        { path: '/*', access: 'signed-out' },
      ],
    },
    {
      name: 'onboarding',
      entry: '/mfe/onboarding/mf-manifest.json',
      routes: [
        { path: '/profile-setup', access: 'signed-in' },
        { path: '/onboarding', access: 'onboarded' },
      ],
    },
    {
      name: 'projects',
      entry: '/mfe/projects/mf-manifest.json',
      routes: [
        { path: '/projects', access: 'onboarded' },
        { path: '/project/:id', access: 'onboarded' },
      ],
      widgets: [{ id: 'recent-tasks', module: 'RecentTasksWidget' }],
    },
    {
      name: 'assistant',
      entry: '/mfe/assistant/mf-manifest.json',
      routes: [{ path: '/ai-assistant', access: 'onboarded' }],
    },
  ],
};
