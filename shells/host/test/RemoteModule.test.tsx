// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteModule } from '../src/federation/RemoteModule.tsx';
import { REMOTES_JSON, stubFetch } from './fetch-stub.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

/** A remote page with a bug: it throws while rendering. */
function Broken(): never {
  throw new Error('render bug');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// Module state (the remotes manifest is fetched once) is per file, so the order below matters.
describe('RemoteModule', () => {
  it('when /remotes.json fails, shows the fallback, and Retry fetches it again', async () => {
    let remotesJsonOk = false;
    const { calls } = stubFetch({
      '/remotes.json': () =>
        remotesJsonOk ? Response.json(REMOTES_JSON) : new Response('down', { status: 503 }),
    });
    runtime.loadRemote.mockResolvedValue({ default: () => <h1>Projects page</h1> });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    render(<RemoteModule id="projects/routes" />);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback.getAttribute('data-remote')).toBe('projects');
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    remotesJsonOk = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Projects page' })).toBeTruthy();
    expect(calls.filter((p) => p === '/remotes.json')).toHaveLength(2);
  });

  it('contains a remote that throws while rendering, and Retry loads it again', async () => {
    stubFetch({ '/remotes.json': () => Response.json(REMOTES_JSON) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    runtime.loadRemote
      .mockResolvedValueOnce({ default: Broken })
      .mockResolvedValueOnce({ default: () => <h1>Landing fixed</h1> });

    render(
      <div>
        <nav>shell header</nav>
        <RemoteModule id="landing/routes" />
      </div>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    expect(screen.getByText('shell header')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Landing fixed' })).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.loadRemote).toHaveBeenCalledWith('landing/routes');
  });

  it('renders the fallback module that errorLoadRemote answers, like any page', async () => {
    stubFetch({ '/remotes.json': () => Response.json(REMOTES_JSON) });
    const { fallbackPlugin } = await import('../src/federation/runtime-plugins.ts');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const plugin = fallbackPlugin(() => () => <p>fallback for landing</p>);
    const errorLoadRemote = plugin.errorLoadRemote as (args: Record<string, unknown>) => unknown;

    // A manifest failure (afterResolve) is left alone so it is not mistaken for a manifest.
    expect(errorLoadRemote({ id: 'landing/routes', lifecycle: 'afterResolve', error: new Error('x') })).toBe(
      undefined,
    );
    const answer = errorLoadRemote({ id: 'landing/routes', lifecycle: 'onLoad', error: new Error('x') });
    runtime.loadRemote.mockResolvedValueOnce(answer);
    render(<RemoteModule id="landing/routes" />);
    expect(await screen.findByText('fallback for landing')).toBeTruthy();
  });

  it('a widget that fails shows its own small fallback, not the full screen', async () => {
    stubFetch({ '/remotes.json': () => Response.json(REMOTES_JSON) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    runtime.loadRemote.mockResolvedValueOnce({ default: Broken });
    render(<RemoteModule id="projects/RecentTasksWidget" fallback={<p>card unavailable</p>} />);
    expect(await screen.findByText('card unavailable')).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });
});
