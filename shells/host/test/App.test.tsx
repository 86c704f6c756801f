// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/App.tsx';
import { createQueryClient } from '../src/api/query-client.ts';
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

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  runtime.loadRemote.mockImplementation(async (id: string) => ({ default: () => <h1>remote {id}</h1> }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('access gate (spec §2)', () => {
  it("shows 'Loading Market Muse...' while the user check runs", async () => {
    stubFetch({
      '/api/auth/user': () => new Promise<Response>(() => {}),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    renderAt('/');
    expect(await screen.findByText('Loading Market Muse...')).toBeTruthy();
  });

  it('signed out: / is the landing page and /login the login screen, both from the landing remote', async () => {
    stubFetch({
      '/api/auth/user': () => new Response('Unauthorized', { status: 401 }),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'remote landing/LandingPage' })).toBeTruthy();
    cleanup();
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'remote landing/LoginPage' })).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('signed out: any other path goes to the landing page', async () => {
    stubFetch({
      '/api/auth/user': () => new Response('Unauthorized', { status: 401 }),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    renderAt('/projects');
    expect(await screen.findByRole('heading', { name: 'remote landing/LandingPage' })).toBeTruthy();
  });

  it('signed in: the dashboard greets the user by first name, with the header and user menu', async () => {
    stubFetch({
      '/api/auth/user': () => Response.json(ada),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Market Muse home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'User menu: Ada' })).toBeTruthy();
  });

  it('signed in: feature routes are remote pages', async () => {
    stubFetch({
      '/api/auth/user': () => Response.json(ada),
      '/remotes.json': () => Response.json(REMOTES_JSON),
    });
    renderAt('/ai-assistant');
    expect(await screen.findByRole('heading', { name: 'remote assistant/AssistantPage' })).toBeTruthy();
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
