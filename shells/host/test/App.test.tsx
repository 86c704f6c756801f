// @vitest-environment happy-dom

import { ClientProvider, createHttpClient } from '@market-muse/client';
import { profileFixture } from '@market-muse/client/testing';
import type { Profile } from '@market-muse/contracts';
import { Toaster, toastStore } from '@market-muse/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/App.tsx';
import { createQueryClient } from '../src/api/query-client.ts';
import { resetRemotesManifest } from '../src/federation/remotes-manifest.ts';
import { REMOTES_JSON, stubFetch } from './fetch-stub.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const ada = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2026-01-01',
};
/** A profile as GET /api/profile answers it (the client decodes answers with the contract's schema). */
const onboarded = profileFixture();
const notOnboarded = { ...onboarded, onboardingCompleted: false };

/** A remote's route tree as the shell sees it: it says which remote it is and where it was mounted. */
function RemoteTree({ id }: { id: string }) {
  const location = useLocation();
  return (
    <h1>
      {id} at {location.pathname}
    </h1>
  );
}
const fakeRemoteTree = (id: string) => () => <RemoteTree id={id} />;

let location = '';
function Where() {
  location = useLocation().pathname;
  return null;
}

function renderAt(path: string, queryClient = createQueryClient()) {
  const view = render(
    <ClientProvider client={createHttpClient()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <Where />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </ClientProvider>,
  );
  return { ...view, queryClient, location: () => location };
}

const signedIn = (profile: object | null, extra: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    '/api/auth/user': () => Response.json(ada),
    '/api/profile': () =>
      profile ? Response.json(profile) : new Response('Profile not found', { status: 404 }),
    '/remotes.json': () => Response.json(REMOTES_JSON),
    ...extra,
  });

// App loads the signed-in screens lazily, and the client the contract's schemas on its first answer to
// decode; transforming those on first use would eat into the first signed-in test's wait, so both are
// loaded once up front (a first answer decoded loads the schemas).
beforeAll(async () => {
  const warmUp = createHttpClient({ fetch: async () => Response.json(ada) });
  await Promise.all([import('../src/shell/signed-in.ts'), warmUp.auth.currentUser()]);
}, 30_000);

beforeEach(() => {
  resetRemotesManifest();
  runtime.loadRemote.mockImplementation(async (id: string) => ({ default: fakeRemoteTree(id) }));
});

afterEach(() => {
  cleanup();
  toastStore.dispatch({ type: 'REMOVE_TOAST' });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('access gate and manifest routing', () => {
  it("shows 'Loading Market Muse...' while the user check runs", async () => {
    stubFetch({
      '/api/auth/user': () => new Promise<Response>(() => {}),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    renderAt('/');
    expect(await screen.findByText('Loading Market Muse...')).toBeTruthy();
  });

  it('signed out: / and /login mount the landing remote’s tree; the shell names no page', async () => {
    stubFetch({
      '/api/auth/user': () => new Response('Unauthorized', { status: 401 }),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'landing/routes at /' })).toBeTruthy();
    cleanup();
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'landing/routes at /login' })).toBeTruthy();
    expect(runtime.loadRemote.mock.calls.map(([id]) => id)).toEqual(['landing/routes', 'landing/routes']);
  });

  it('signed out: any other path goes to the landing page', async () => {
    stubFetch({
      '/api/auth/user': () => new Response('Unauthorized', { status: 401 }),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    renderAt('/projects');
    expect(await screen.findByRole('heading', { name: 'landing/routes at /' })).toBeTruthy();
  });

  it('signed out: a path nothing claims is the catch-all remote’s, at that path (its page not found)', async () => {
    stubFetch({
      '/api/auth/user': () => new Response('Unauthorized', { status: 401 }),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'landing/routes at /no-such-page' })).toBeTruthy();
    // The shell's own pages are not "not found": the access gate answers them as before.
    cleanup();
    renderAt('/community');
    expect(await screen.findByRole('heading', { name: 'landing/routes at /' })).toBeTruthy();
  });

  it('signed in without a profile (404): every path shows profile setup', async () => {
    signedIn(null);
    for (const path of ['/', '/projects', '/project/42', '/onboarding', '/no-such-page']) {
      const view = renderAt(path);
      expect(
        await screen.findByRole('heading', { name: 'onboarding/routes at /profile-setup' }),
      ).toBeTruthy();
      expect(view.location()).toBe('/profile-setup');
      cleanup();
    }
  });

  it('signed in with onboarding not completed: held at profile setup too', async () => {
    signedIn(notOnboarded);
    renderAt('/ai-assistant');
    expect(await screen.findByRole('heading', { name: 'onboarding/routes at /profile-setup' })).toBeTruthy();
  });

  it('onboarded: each claimed path mounts its remote’s tree, with the header around it', async () => {
    signedIn(onboarded);
    renderAt('/project/42');
    expect(await screen.findByRole('heading', { name: 'projects/routes at /project/42' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Market Muse home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'User menu: Ada' })).toBeTruthy();
    cleanup();
    renderAt('/ai-assistant');
    expect(await screen.findByRole('heading', { name: 'assistant/routes at /ai-assistant' })).toBeTruthy();
  });

  it('onboarded: a path no remote claims is the shell’s not-found page; /login goes home', async () => {
    signedIn(onboarded);
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    const view = renderAt('/login');
    await vi.waitFor(() => expect(view.location()).toBe('/'));
  });

  it('a manifest that hands a path to another remote moves it, with no shell change', async () => {
    const moved = structuredClone(REMOTES_JSON);
    moved.remotes[1]?.routes.push({ path: '/roadmap', access: 'onboarded' });
    signedIn(onboarded, { '/remotes.json': () => Response.json(moved) });
    renderAt('/roadmap');
    expect(await screen.findByRole('heading', { name: 'onboarding/routes at /roadmap' })).toBeTruthy();
  });

  it('a bad manifest shows the fallback with what is wrong logged, and Retry asks again', async () => {
    let good = false;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn(onboarded, {
      '/remotes.json': () => Response.json(good ? REMOTES_JSON : { remotes: 'nope' }),
    });
    renderAt('/projects');
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    good = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'projects/routes at /projects' })).toBeTruthy();
  });

  it('a failed user check (not 401) says so and offers to try again', async () => {
    stubFetch({
      '/api/auth/user': () => new Response('boom', { status: 500 }),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    renderAt('/');
    expect(await screen.findByText('Auth check failed: 500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('session', () => {
  it("a 401 from any screen's query toasts 'Unauthorized', then goes to /login after 500 ms", async () => {
    signedIn(onboarded, { '/api/projects': () => new Response('Unauthorized', { status: 401 }) });
    const view = renderAt('/projects');
    await screen.findByRole('heading', { name: 'projects/routes at /projects' });
    vi.useFakeTimers();
    // A remote's screen reads through the shared QueryClient, like this.
    await act(async () => {
      await view.queryClient
        .fetchQuery({ queryKey: ['/api/projects'], queryFn: () => createHttpClient().projects.list() })
        .catch(() => {});
    });
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(view.location()).toBe('/projects');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await vi.waitFor(() => expect(view.location()).toBe('/login'));
    // Signed out now: the cached user is null and the landing remote serves /login.
    expect(view.queryClient.getQueryData(['/api/auth/user'])).toBeNull();
    expect(view.queryClient.getQueryData(['/api/profile'])).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'landing/routes at /login' })).toBeTruthy();
  });

  it('a failed sign-in (401) is not taken for an expired session', async () => {
    stubFetch({
      '/api/auth/user': () => new Response('Unauthorized', { status: 401 }),
      '/api/auth/login': () => new Response('Invalid email or password', { status: 401 }),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    const view = renderAt('/login');
    await screen.findByRole('heading', { name: 'landing/routes at /login' });
    await view.queryClient
      .getMutationCache()
      .build(view.queryClient, {
        mutationFn: () => createHttpClient().auth.login({ email: 'a@b.co', password: 'x' }),
      })
      .execute(undefined)
      .catch(() => {});
    expect(screen.queryByText('You are logged out. Logging in again...')).toBeNull();
  });

  it('sign out clears every cached answer, the remotes’ too, and goes to /', async () => {
    signedIn(onboarded, { '/api/auth/logout': () => new Response(null, { status: 204 }) });
    const view = renderAt('/projects');
    await screen.findByRole('heading', { name: 'projects/routes at /projects' });
    view.queryClient.setQueryData(['/api/projects'], [{ id: 'p1', name: 'Secret project' }]);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'User menu: Ada' }), {
      button: 0,
      ctrlKey: false,
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(view.location()).toBe('/'));
    expect(view.queryClient.getQueryData(['/api/projects'])).toBeUndefined();
    expect(view.queryClient.getQueryData(['/api/auth/user'])).toBeNull();
    expect(await screen.findByRole('heading', { name: 'landing/routes at /' })).toBeTruthy();
  });
});
